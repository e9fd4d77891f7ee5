/// One element of a screen: a control, a piece of text, or a container of other elements.
///
/// Elements are values. Build them with the screen DSL (`Switch("Wi-Fi", isOn: true)`) or from a scenario
/// file; a ``ScreenReader`` keeps the live state (on/off, value) separately, so the element stays as declared.
public struct Element: Hashable, Sendable {
    /// What the element is.
    public var kind: ElementKind
    /// The visible label text; empty when the element shows none.
    public var label: String
    /// The accessibility label, which overrides the visible label as the programmatic name.
    public var accessibilityLabel: String?
    /// A hint spoken after everything else (also when disabled).
    public var hint: String?
    /// Whether the element can be used; `false` on a container disables everything inside it.
    public var isEnabled: Bool
    /// Whether the element is hidden from screen readers; `true` on a container hides everything inside it.
    public var isHidden: Bool
    /// A name that scenario files and order overrides use to refer to the element.
    public var id: String?
    /// The state the element starts in: on/off, checked, selected, or a stepper's value.
    public var state: ControlState?
    /// A stepper's or slider's bounds and step.
    public var range: StepperRange?
    /// A text field's placeholder, spoken only while the field is empty; never its name.
    public var placeholder: String?
    /// Whether a text field is secure (a password): its value is never spoken or echoed.
    public var isSecure: Bool
    /// Whether a slider's value is a percentage (`50%` on iOS, `50 percent` on Android).
    public var showsPercent: Bool
    /// The accessibility value: an expandable's data (`2 Hotel amenities selected`), spoken in every state.
    public var accessibilityValue: String?
    /// Where the element sits on screen; VoiceOver orders by frames when they are given.
    public var frame: Frame?
    /// An explicit focus-order position: stops with an order come first, ascending, on both platforms.
    public var order: Int?
    /// Android-style `accessibilityTraversalBefore`: this element is read just before the element with this id.
    public var traversalBefore: String?
    /// Android-style `accessibilityTraversalAfter`: this element is read just after the element with this id.
    public var traversalAfter: String?
    /// Whether the platform role is exposed; `false` models a custom control that announces no role.
    public var exposesRole: Bool
    /// Whether the state or value is exposed; `false` models a custom control that announces no state.
    public var exposesState: Bool
    /// Whether an external keyboard can reach the element (Tab, arrows); `false` models a missing keyboard focus.
    public var isKeyboardReachable: Bool
    /// What activating the element opens or navigates to, which is a change of context.
    public var navigatesTo: String?
    /// The id or label of an element that focus jumps to after this element is activated.
    public var movesFocusTo: String?
    /// A dialog that is an alert: VoiceOver says `Alert` as it opens.
    public var isAlert: Bool
    /// The id of the dialog activating this control opens.
    public var opensDialog: String?
    /// Whether activating this control closes the dialog holding it.
    public var closesDialog: Bool
    /// What the reader speaks, without moving focus, when this control is activated (a toast or snackbar).
    public var announcement: String?
    /// The most lines the element's text may use at its frame width, for the text-resize check.
    public var lineLimit: Int?
    /// The width the element's text must fit in, when no frame gives it.
    public var width: Double?
    /// The element's children, behind a reference so that freeing, comparing and hashing a tree never recurse
    /// (``children`` is the public face; see `ElementChildren.swift`).
    var childList: ElementChildren?
    /// Where the element was declared, when it came from a scenario file.
    public var location: SourceLocation?

    /// An element of `kind` with the visible `label`; every other property takes its default.
    public init(
        _ kind: ElementKind,
        _ label: String = "",
        state: ControlState? = nil,
        range: StepperRange? = nil,
        children: [Element] = []
    ) {
        self.kind = kind
        self.label = label
        self.accessibilityLabel = nil
        self.hint = nil
        self.isEnabled = true
        self.isHidden = false
        self.id = nil
        let isRanged = kind == .stepper || kind == .slider
        self.state = state ?? kind.defaultState ?? (isRanged ? .value((range ?? StepperRange()).minimum) : nil)
        self.range = isRanged ? (range ?? StepperRange()) : range
        self.placeholder = nil
        self.isSecure = false
        self.showsPercent = false
        self.accessibilityValue = nil
        self.frame = nil
        self.order = nil
        self.traversalBefore = nil
        self.traversalAfter = nil
        self.exposesRole = true
        self.exposesState = true
        self.isKeyboardReachable = true
        self.navigatesTo = nil
        self.movesFocusTo = nil
        self.isAlert = false
        self.opensDialog = nil
        self.closesDialog = false
        self.announcement = nil
        self.lineLimit = nil
        self.width = nil
        self.childList = ElementChildren.holding(children)
        self.location = nil
    }

    /// The programmatic name: the accessibility label if set, else the visible label.
    public var name: String { accessibilityLabel ?? label }
}
