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
    /// A text field: a value (or a placeholder while empty), edited after activation; `secure` for passwords.
    case textField = "text-field"
    /// A slider (adjustable): a whole-number value moved one step by swipe up/down or Left/Right.
    case slider
    /// A segmented control: exclusive `segment` children; its label is spoken when focus arrives from outside.
    case segmentedControl = "segmented-control"
    /// One segment of a segmented control, selected or unselected, spoken with its position `N of M`.
    case segment
    /// A tab bar: exclusive `tab` children; its label is spoken when focus arrives from outside.
    case tabBar = "tab-bar"
    /// One tab of a tab bar, selected or unselected, spoken with its position `N of M`.
    case tab
    /// A link: activating it opens its destination, a change of context.
    case link
    /// An expandable (disclosure): its children are focus stops only while it is expanded.
    case expandable
    /// A dialog (alert, modal, sheet): a layer over the screen, shown only once a control that `opens` it is activated.
    case dialog
    /// A menu button (dropdown): activating it opens its `option` children as a layer over the screen.
    case menu
    /// One option of a menu; choosing it sets the menu's value.
    case option

    /// The keyword that names this kind in a scenario file, e.g. `radio-group`.
    public var keyword: String { rawValue }

    /// The kind in plain words, for sentences a listener reads: `radio group` where the keyword is `radio-group`.
    public var plainName: String { rawValue.replacingOccurrences(of: "-", with: " ") }

    /// Whether elements of this kind hold children.
    public var isContainer: Bool { facts.isContainer }

    /// The kind its children must be, for a container that holds one kind only (`radio`, `segment`, `tab`).
    public var requiredChildKind: ElementKind? {
        if case .only(let kind) = facts.children { kind } else { nil }
    }

    /// Whether this kind is one child of an exclusive series (a segment or a tab), spoken with its position `N of M`.
    public var isSeriesItem: Bool { facts.isSeriesItem }

    /// Whether this kind is a control a user can activate (the kinds a row takes its action from).
    public var isControl: Bool { facts.isControl }

    /// The state an element of this kind starts in when none is given, if it has one.
    public var defaultState: ControlState? { facts.defaultState }
}
