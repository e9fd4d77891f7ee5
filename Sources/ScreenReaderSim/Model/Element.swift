/// One element of a screen: a control, a piece of text, or a container of other elements.
///
/// Elements are values. Build them with the screen DSL (`Switch("Wi-Fi", isOn: true)`) or from a scenario
/// file; a ``ScreenReader`` keeps the live state (on/off, value) separately, so the element stays as declared.
public struct Element: Hashable, Sendable {
    // Layout: what every element has is stored inline; what few elements have (accessibility label, hint, id, range,
    // frame, order overrides, navigation, text-resize limits, text field and slider details) lives in one shared,
    // copy-on-write box that is nil when all of it is unset. An element is 64 bytes instead of 328 (a location keeps its
    // line and column in 32 bits, a text state is boxed, the five yes/no properties share one byte, and the fields are
    // ordered so the state's and location's tags fill the gaps), which matters on screens of a million elements: add a
    // new, rarely set property to `ElementDetails`, not here.

    /// The visible label text; empty when the element shows none.
    public var label: String
    /// The element's children, behind a reference so that freeing, comparing and hashing a tree never recurse
    /// (``children`` is the public face; see `ElementChildren.swift`).
    var childList: ElementChildren?
    /// The rarely set properties; nil when none is set.
    private var details: ElementDetailsBox?
    /// The state the element starts in: on/off, checked, selected, or a stepper's value.
    public var state: ControlState?
    /// What the element is.
    public var kind: ElementKind
    /// The five yes/no properties below, one bit each.
    private var flags: ElementFlags
    /// Where the element was declared, when it came from a scenario file.
    public var location: SourceLocation?

    /// Whether the element can be used; `false` on a container disables everything inside it.
    public var isEnabled: Bool {
        get { !flags.contains(.disabled) }
        set { flags.set(.disabled, to: !newValue) }
    }
    /// Whether the element is hidden from screen readers; `true` on a container hides everything inside it.
    public var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { flags.set(.hidden, to: newValue) }
    }
    /// Whether the platform role is exposed; `false` models a custom control that announces no role.
    public var exposesRole: Bool {
        get { !flags.contains(.hidesRole) }
        set { flags.set(.hidesRole, to: !newValue) }
    }
    /// Whether the state or value is exposed; `false` models a custom control that announces no state.
    public var exposesState: Bool {
        get { !flags.contains(.hidesState) }
        set { flags.set(.hidesState, to: !newValue) }
    }
    /// Whether an external keyboard can reach the element (Tab, arrows); `false` models a missing keyboard focus.
    public var isKeyboardReachable: Bool {
        get { !flags.contains(.keyboardUnreachable) }
        set { flags.set(.keyboardUnreachable, to: !newValue) }
    }

    /// The accessibility label, which overrides the visible label as the programmatic name.
    public var accessibilityLabel: String? {
        get { details?.value.accessibilityLabel }
        set { updateDetails { $0.accessibilityLabel = newValue } }
    }
    /// A hint spoken after everything else (also when disabled).
    public var hint: String? {
        get { details?.value.hint }
        set { updateDetails { $0.hint = newValue } }
    }
    /// A name that scenario files and order overrides use to refer to the element.
    public var id: String? {
        get { details?.value.id }
        set { updateDetails { $0.id = newValue } }
    }
    /// A stepper's or slider's bounds and step.
    public var range: StepperRange? {
        get { details?.value.range }
        set { updateDetails { $0.range = newValue } }
    }
    /// A text field's placeholder, spoken only while the field is empty; never its name.
    public var placeholder: String? {
        get { details?.value.placeholder }
        set { updateDetails { $0.placeholder = newValue } }
    }
    /// Whether a text field is secure (a password): its value is never spoken or echoed.
    public var isSecure: Bool {
        get { details?.value.isSecure ?? false }
        set { updateDetails { $0.isSecure = newValue } }
    }
    /// Whether a slider's value is a percentage (`50%` on iOS, `50 percent` on Android).
    public var showsPercent: Bool {
        get { details?.value.showsPercent ?? false }
        set { updateDetails { $0.showsPercent = newValue } }
    }
    /// The accessibility value: an expandable's data (`2 Hotel amenities selected`), or a custom control's value
    /// (`3 of 5 stars`), spoken in every state.
    public var accessibilityValue: String? {
        get { details?.value.accessibilityValue }
        set { updateDetails { $0.accessibilityValue = newValue } }
    }
    /// A custom control's own role word (`star rating`), spoken where the platform's role word would be.
    public var customRoleWord: String? {
        get { details?.value.customRoleWord }
        set { updateDetails { $0.customRoleWord = newValue } }
    }
    /// A custom control's custom actions (`Delete`, `Archive`): the reader says actions are available.
    public var customActions: [String] {
        get { details?.value.customActions ?? [] }
        set { updateDetails { $0.customActions = newValue } }
    }
    /// Where the element sits on screen; VoiceOver orders by frames when they are given.
    public var frame: Frame? {
        get { details?.value.frame }
        set { updateDetails { $0.frame = newValue } }
    }
    /// An explicit focus-order position: stops with an order come first, ascending, on both platforms.
    public var order: Int? {
        get { details?.value.order }
        set { updateDetails { $0.order = newValue } }
    }
    /// Android-style `accessibilityTraversalBefore`: this element is read just before the element with this id.
    public var traversalBefore: String? {
        get { details?.value.traversalBefore }
        set { updateDetails { $0.traversalBefore = newValue } }
    }
    /// Android-style `accessibilityTraversalAfter`: this element is read just after the element with this id.
    public var traversalAfter: String? {
        get { details?.value.traversalAfter }
        set { updateDetails { $0.traversalAfter = newValue } }
    }
    /// What activating the element opens or navigates to, which is a change of context.
    public var navigatesTo: String? {
        get { details?.value.navigatesTo }
        set { updateDetails { $0.navigatesTo = newValue } }
    }
    /// The id or label of an element that focus jumps to after this element is activated.
    public var movesFocusTo: String? {
        get { details?.value.movesFocusTo }
        set { updateDetails { $0.movesFocusTo = newValue } }
    }
    /// A dialog that is an alert: VoiceOver says `Alert` as it opens.
    public var isAlert: Bool {
        get { details?.value.isAlert ?? false }
        set { updateDetails { $0.isAlert = newValue } }
    }
    /// A dialog that is already showing when every scenario starts (<doc:ImportingRealApps>, the `open` attribute):
    /// focus is confined to it before the first step, and nothing is announced.
    public var startsOpen: Bool {
        get { details?.value.startsOpen ?? false }
        set { updateDetails { $0.startsOpen = newValue } }
    }
    /// The id of the dialog activating this control opens.
    public var opensDialog: String? {
        get { details?.value.opensDialog }
        set { updateDetails { $0.opensDialog = newValue } }
    }
    /// Whether activating this control closes the dialog holding it.
    public var closesDialog: Bool {
        get { details?.value.closesDialog ?? false }
        set { updateDetails { $0.closesDialog = newValue } }
    }
    /// What the reader speaks, without moving focus, when this control is activated (a toast or snackbar).
    public var announcement: String? {
        get { details?.value.announcement }
        set { updateDetails { $0.announcement = newValue } }
    }
    /// The most lines the element's text may use at its frame width, for the text-resize check.
    public var lineLimit: Int? {
        get { details?.value.lineLimit }
        set { updateDetails { $0.lineLimit = newValue } }
    }
    /// The width the element's text must fit in, when no frame gives it.
    public var width: Double? {
        get { details?.value.width }
        set { updateDetails { $0.width = newValue } }
    }

    /// Changes the rarely set properties, copying the box only when another element shares it, and dropping it when
    /// nothing is left set (so equal elements are stored alike).
    private mutating func updateDetails(_ change: (inout ElementDetails) -> Void) {
        guard details != nil else {
            var value = ElementDetails()
            change(&value)
            if !value.isEmpty { details = ElementDetailsBox(value) }
            return
        }
        if !isKnownUniquelyReferenced(&details!) { details = ElementDetailsBox(details!.value) }
        change(&details!.value)
        if details!.value.isEmpty { details = nil }
    }

    /// Shares `pool`'s box of rarer properties when it holds the same ones (see ``ElementDetailsPool``): a big screen's
    /// steppers of one range, or text fields of one placeholder, then hold one box instead of one each.
    mutating func shareDetails(in pool: inout ElementDetailsPool) {
        guard let box = details else { return }
        details = pool.shared(box)
    }

    /// Whether any rarely set property is set (an accessibility label, a hint, an id, a range, custom actions...): when
    /// not, every one of them reads as its default, so a focus order making the element's stops skips reading them.
    var hasRarerProperties: Bool { details != nil }

    /// The box of rarer properties, by identity; nil when none is set (what tests of sharing compare).
    var detailsIdentity: ObjectIdentifier? { details.map(ObjectIdentifier.init) }

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
        self.details = nil
        self.flags = []
        let isRanged = kind.facts.value == .wholeNumberRange
        self.state = state ?? kind.defaultState ?? (isRanged ? .value((range ?? StepperRange()).minimum) : nil)
        self.childList = ElementChildren.holding(children)
        self.location = nil
        // Set only when there is a range: setting nil would still build and check an empty details value. A set range
        // is never empty, so its box is made straight away (what `updateDetails` would make, without comparing).
        if let range = isRanged ? range ?? StepperRange() : range {
            var details = ElementDetails()
            details.range = range
            self.details = ElementDetailsBox(details)
        }
    }

    /// Makes at `place` (uninitialized memory) an element of `kind` lowered from a scenario file's line declared at
    /// `location`: what ``init(_:_:state:range:children:)`` makes of `kind`, `label` and `range` (no children), with
    /// its location set. A ranged element takes `rangeBox` when given: a box holding exactly its range and nothing else
    /// (a screen's steppers of one range share one, ``LoweredRangeBoxes``).
    ///
    /// Each of its ``loweredStoredProperties`` stored properties is initialized in place, at its offset: an element
    /// made by an initializer and moved into place was copied there by the compiler (everything it holds retained, then
    /// the temporary released), a quarter of what making a big screen's elements cost. `ElementLoweringTests`
    /// compares the two for every kind, with and without a range, and counts the stored properties, so one added to
    /// ``Element`` is not left uninitialized here.
    /// `kinds` is the table of kinds' facts a loop lowering many lines holds (``KindFactsTable``).
    static func initialize(
        _ place: UnsafeMutablePointer<Element>, lowered kind: ElementKind, label: String, range: StepperRange?,
        location: SourceLocation, rangeBox: ElementDetailsBox? = nil, kinds: KindFactsTable = KindFactsTable()
    ) {
        let isRanged = kinds[kind].value == .wholeNumberRange
        var state = kinds[kind].defaultState
        var details: ElementDetailsBox?
        if let range = isRanged ? range ?? StepperRange() : range {
            if let rangeBox {
                details = rangeBox
            } else {
                var rarer = ElementDetails()
                rarer.range = range
                details = ElementDetailsBox(rarer)
            }
            if state == nil && isRanged { state = .value(range.minimum) }
        }
        let raw = UnsafeMutableRawPointer(place)
        (raw + MemoryLayout<Element>.offset(of: \Element.label)!).initializeMemory(as: String.self, to: label)
        (raw + MemoryLayout<Element>.offset(of: \Element.childList)!).initializeMemory(as: ElementChildren?.self, to: nil)
        (raw + MemoryLayout<Element>.offset(of: \Element.details)!).initializeMemory(as: ElementDetailsBox?.self, to: details)
        (raw + MemoryLayout<Element>.offset(of: \Element.state)!).initializeMemory(as: ControlState?.self, to: state)
        (raw + MemoryLayout<Element>.offset(of: \Element.kind)!).initializeMemory(as: ElementKind.self, to: kind)
        (raw + MemoryLayout<Element>.offset(of: \Element.flags)!).initializeMemory(as: ElementFlags.self, to: [])
        (raw + MemoryLayout<Element>.offset(of: \Element.location)!).initializeMemory(as: SourceLocation?.self, to: location)
    }

    /// How many stored properties ``initialize(_:lowered:label:range:location:rangeBox:)`` initializes: every one
    /// ``Element`` has.
    static let loweredStoredProperties = 7

    /// The programmatic name: the accessibility label if set, else the visible label.
    public var name: String { accessibilityLabel ?? label }

    /// Whether ``name`` is empty, read in place (making the name retains and releases its string).
    var hasEmptyName: Bool {
        guard let details, let accessibilityLabel = details.value.accessibilityLabel else { return label.isEmpty }
        return accessibilityLabel.isEmpty
    }

    /// The visible label as a picture shows it: the name when the label is only a numbered lookup key
    /// (`switch "Alarm (2)" label "Alarm"`, as an import makes unique the labels of elements that share a name,
    /// <doc:ImportingRealApps>), since the suffix is written nowhere on screen; else the label itself.
    var shownLabel: String {
        if let accessibilityLabel, Self.isNumberedLookupKey(label, of: accessibilityLabel) { return accessibilityLabel }
        return label
    }

    /// Whether `label` is `name` followed by ` (N)`, N a whole number from 2: the lookup key an import gives the second
    /// and later elements sharing a name (<doc:ImportingRealApps>).
    static func isNumberedLookupKey(_ label: String, of name: String) -> Bool {
        guard label.hasPrefix(name + " ("), label.hasSuffix(")") else { return false }
        let number = label.dropFirst(name.count + 2).dropLast()
        return !number.isEmpty && number.allSatisfy(\.isASCII) && (Int(number) ?? 0) >= 2
    }
}
