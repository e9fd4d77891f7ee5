/// The state of a control: a switch's on/off, a checkbox's checked, a radio's, segment's or tab's selection,
/// a stepper's or slider's value, a text field's text, an expandable's expanded/collapsed.
public enum ControlState: Hashable, Sendable, CustomStringConvertible {
    /// A switch that is on.
    case on
    /// A switch that is off.
    case off
    /// A checked checkbox.
    case checked
    /// An unchecked checkbox.
    case unchecked
    /// A selected radio button.
    case selected
    /// An unselected radio button.
    case unselected
    /// A stepper's or slider's current value.
    case value(Int)
    /// A text field's current text (empty when nothing is entered).
    indirect case text(String)
    /// An expanded expandable: its children are focus stops.
    case expanded
    /// A collapsed expandable: its children are not focus stops.
    case collapsed

    /// The state as a scenario file writes it: `on`, `unchecked`, `value 3`.
    public var description: String {
        switch self {
        case .on: "on"
        case .off: "off"
        case .checked: "checked"
        case .unchecked: "unchecked"
        case .selected: "selected"
        case .unselected: "unselected"
        case .value(let number): "value \(number)"
        case .text(let text): "value \"\(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        case .expanded: "expanded"
        case .collapsed: "collapsed"
        }
    }

    /// The state after a switch or checkbox flips; other states are returned unchanged.
    public var toggled: ControlState {
        switch self {
        case .on: .off
        case .off: .on
        case .checked: .unchecked
        case .unchecked: .checked
        case .expanded: .collapsed
        case .collapsed: .expanded
        default: self
        }
    }

    /// The kinds this state belongs to, for validating declarations.
    public func fits(_ kind: ElementKind) -> Bool { kind.facts.holds(self) }
}
