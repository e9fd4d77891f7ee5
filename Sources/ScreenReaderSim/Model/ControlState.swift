/// The state of a control: a switch's on/off, a checkbox's checked, a radio's selection, a stepper's value.
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
    /// A stepper's current value.
    case value(Int)

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
        }
    }

    /// The state after a switch or checkbox flips; other states are returned unchanged.
    public var toggled: ControlState {
        switch self {
        case .on: .off
        case .off: .on
        case .checked: .unchecked
        case .unchecked: .checked
        default: self
        }
    }

    /// The kinds this state belongs to, for validating declarations.
    public func fits(_ kind: ElementKind) -> Bool {
        switch self {
        case .on, .off: kind == .switch
        case .checked, .unchecked: kind == .checkbox
        case .selected, .unselected: kind == .radio
        case .value: kind == .stepper
        }
    }
}
