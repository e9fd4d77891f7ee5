/// The kind of an element on a screen: what it is, before any platform decides how to speak it.
public enum ElementKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Static text.
    case text
    /// A heading.
    case heading
    /// A labelled image, spoken with its label.
    case image
    /// A decorative icon: never a focus stop and never merged.
    case icon
    /// A push button.
    case button
    /// A toggle switch, on or off.
    case `switch`
    /// A checkbox, checked or unchecked.
    case checkbox
    /// A container of mutually exclusive radio buttons; its visible label is a text stop.
    case radioGroup = "radio-group"
    /// A radio button, selected or unselected.
    case radio
    /// A stepper: two focus stops, decrement and increment, around a whole-number value.
    case stepper
    /// A table row merged into one focus stop that takes its control's role, state and action.
    case row
    /// A container that keeps its children as separate stops, together, and speaks nothing itself.
    case group

    /// The keyword that names this kind in a scenario file, e.g. `radio-group`.
    public var keyword: String { rawValue }

    /// Whether elements of this kind hold children.
    public var isContainer: Bool {
        switch self {
        case .row, .group, .radioGroup: true
        default: false
        }
    }

    /// Whether this kind is a control a user can activate (the kinds a row takes its action from).
    public var isControl: Bool {
        switch self {
        case .button, .switch, .checkbox, .radio, .stepper: true
        default: false
        }
    }

    /// The state an element of this kind starts in when none is given, if it has one.
    public var defaultState: ControlState? {
        switch self {
        case .switch: .off
        case .checkbox: .unchecked
        case .radio: .unselected
        default: nil
        }
    }
}
