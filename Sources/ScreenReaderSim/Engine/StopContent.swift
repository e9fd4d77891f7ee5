/// What a focus stop is made of, worked out once when the order is built: the parts of its utterance that never change.
///
/// Live state (on/off, value, a stepper button dimmed at its bound) is read from the reader when the stop is spoken,
/// so a state change never rebuilds the stop list.
///
/// Laid out small, as a screen has one per stop per platform: element indices as 32-bit integers, four flags in one
/// byte, and the parts few stops have (a hint, a placeholder, a custom role, a place in a series...) in one shared box,
/// absent for most stops. A series' container is kept in the stop itself, not in the box, and its label is read from
/// the screen when spoken: a radio's, segment's or tab's box then holds its place alone ("1 of 2"), which the stops at
/// that place share (``SeriesPlaceBoxes``, ``StopContentExtrasPool``), so a screen keeps a few such boxes instead of one
/// per stop, and a touch on a big screen finds its stop's box in the cache.
struct StopContent: Hashable, Sendable {
    /// The element the stop belongs to, packed.
    private var elementIndex: Int32
    /// The control whose role, state and action the stop takes, packed; -1 is none.
    private var controlIndex: Int32
    /// Which part of the element the stop is.
    var part: FocusStop.Part
    /// The role the stop is spoken as.
    var role: SpokenRole
    /// ``exposesRole``, ``exposesState``, ``isDeclaredEnabled``, ``isKeyboardReachable`` and ``speaksContainerLabel``,
    /// bits 0 to 4.
    private var flags: UInt8
    /// The series' container (a radio group, segmented control or tab bar), packed; -1 is none.
    private var containerIndex: Int32
    /// The programmatic name.
    var name: String
    /// The rarer parts, nil when the stop has none of them.
    private var extras: StopContentExtras?

    /// A stop's content; the rarer parts start empty and are set one by one.
    init(
        element: Int, part: FocusStop.Part, control: Int?, role: SpokenRole, name: String, hint: String?,
        exposesRole: Bool, exposesState: Bool, isDeclaredEnabled: Bool, isKeyboardReachable: Bool
    ) {
        self.elementIndex = Self.packed(element)
        self.controlIndex = control.map(Self.packed) ?? -1
        self.part = part
        self.role = role
        self.name = name
        self.flags = (exposesRole ? 1 : 0) | (exposesState ? 2 : 0) | (isDeclaredEnabled ? 4 : 0)
            | (isKeyboardReachable ? 8 : 0)
        self.containerIndex = -1
        self.extras = nil
        if let hint { self.hint = hint }
    }

    /// Whether the role word is spoken (false for custom controls).
    var exposesRole: Bool {
        get { flag(1) }
        set { setFlag(1, newValue) }
    }

    /// Whether the state or value is spoken (false for stateless custom controls).
    var exposesState: Bool {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }

    /// Whether the stop and its control are enabled as declared (a stepper's bounds are checked live).
    var isDeclaredEnabled: Bool {
        get { flag(4) }
        set { setFlag(4, newValue) }
    }

    /// Whether an external keyboard can reach the stop.
    var isKeyboardReachable: Bool {
        get { flag(8) }
        set { setFlag(8, newValue) }
    }

    /// Whether arriving from outside its container speaks the container's label first (a segment's or tab's; a radio's
    /// container is kept for its place and list, its label unspoken). The label is the container's name, read from the
    /// screen when spoken (``ScreenReader``), so a segment's box of rarer parts holds its place alone and is shared.
    var speaksContainerLabel: Bool {
        get { flag(16) }
        set { setFlag(16, newValue) }
    }

    /// Whether the flag `bit` of ``flags`` is set.
    @inline(__always)
    private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }

    /// Sets or clears the flag `bit` of ``flags``.
    @inline(__always)
    private mutating func setFlag(_ bit: UInt8, _ isSet: Bool) { flags = isSet ? flags | bit : flags & ~bit }

    /// The element the stop belongs to.
    var element: Int {
        get { Int(elementIndex) }
        set { elementIndex = Self.packed(newValue) }
    }

    /// The control whose role, state and action the stop takes.
    var control: Int? {
        get { controlIndex < 0 ? nil : Int(controlIndex) }
        set { controlIndex = newValue.map(Self.packed) ?? -1 }
    }

    /// Whether the stop is a row merged with its one control (the row's name, the control's role and state).
    var isRowControl: Bool { part == .whole && controlIndex >= 0 && controlIndex != elementIndex }

    /// Whether the stop has any of the rarer parts (hint, placeholder, container...).
    var hasRarerParts: Bool { extras != nil }

    /// The box of the rarer parts, shared as it is (a touch record refers to one box of equal parts: see
    /// ``TouchPositions``).
    var rarerParts: StopContentExtras? {
        get { extras }
        set { extras = newValue }
    }

    /// The declared hint (few elements declare one, so it lives with the rarer parts).
    var hint: String? {
        get { extras?.parts.hint }
        set { if hint != newValue { update { $0.hint = newValue } } }
    }

    /// A text field's placeholder, spoken while it is empty.
    var placeholder: String? {
        get { extras?.parts.placeholder }
        set { if placeholder != newValue { update { $0.placeholder = newValue } } }
    }

    /// Data spoken in the value slot whatever the state (an expandable's accessibility value).
    var valueText: String? {
        get { extras?.parts.valueText }
        set { if valueText != newValue { update { $0.valueText = newValue } } }
    }

    /// A custom control's own role word, spoken instead of the platform's.
    var customRoleWord: String? {
        get { extras?.parts.customRoleWord }
        set { if customRoleWord != newValue { update { $0.customRoleWord = newValue } } }
    }

    /// Whether the control declares custom actions (the reader says actions are available).
    var hasCustomActions: Bool {
        get { extras?.parts.hasCustomActions ?? false }
        set { if hasCustomActions != newValue { update { $0.hasCustomActions = newValue } } }
    }

    /// Whether a slider's value is spoken as a percentage.
    var showsPercent: Bool {
        get { extras?.parts.showsPercent ?? false }
        set { if showsPercent != newValue { update { $0.showsPercent = newValue } } }
    }

    /// A segment's or tab's 1-based place among its control's shown children, and their count.
    var seriesPosition: SeriesPosition? {
        get { extras?.parts.seriesPosition }
        set { if seriesPosition != newValue { update { $0.seriesPosition = newValue } } }
    }

    /// The radio group, segmented control or tab bar holding the stop, whose label is spoken when focus arrives from
    /// outside it.
    var container: Int? {
        get { containerIndex < 0 ? nil : Int(containerIndex) }
        set { containerIndex = newValue.map(Self.packed) ?? -1 }
    }

    /// A segment's or tab's container, whose label is spoken when focus arrives from outside it.
    mutating func setSpokenContainer(_ container: Int) {
        self.container = container
        speaksContainerLabel = true
    }

    /// Changes the rarer parts: in their box when no other stop shares it, else in a new box (the old one may be shared
    /// by another stop), or none when every part is back to its default. Callers check first that something changes,
    /// so an unchanged stop keeps its box.
    private mutating func update(_ change: (inout StopContentParts) -> Void) {
        if extras != nil, isKnownUniquelyReferenced(&extras!) {
            change(&extras!.parts)
            if extras!.parts.isEmpty { extras = nil }
            return
        }
        var parts = extras?.parts ?? StopContentParts()
        change(&parts)
        extras = parts.isEmpty ? nil : StopContentExtras(parts)
    }

    /// `value` as stored.
    private static func packed(_ value: Int) -> Int32 {
        precondition(value >= 0 && value <= Int(Int32.max), "an element index beyond 32 bits")
        return Int32(value)
    }

    /// A 1-based place in a series and the series' length.
    struct SeriesPosition: Hashable, Sendable {
        /// The 1-based place.
        var index: Int
        /// How many items the series has.
        var count: Int
    }
}

/// The parts of a ``StopContent`` few stops have.
///
/// The fields are ordered widest first (the strings, then the series place, the two flags), so the series place's tag
/// and the flags share the last word instead of each padding one: 83 bytes. A radio's, segment's or tab's box (its place
/// alone) is shared by every such stop at the same place.
struct StopContentParts: Hashable, Sendable {
    /// The declared hint.
    var hint: String?
    /// A text field's placeholder.
    var placeholder: String?
    /// Data spoken in the value slot whatever the state.
    var valueText: String?
    /// A custom control's own role word.
    var customRoleWord: String?
    /// A segment's or tab's place in its series.
    var seriesPosition: StopContent.SeriesPosition?
    /// Whether the control declares custom actions.
    var hasCustomActions = false
    /// Whether a slider's value is spoken as a percentage.
    var showsPercent = false

    /// Whether no part is set: what `self == StopContentParts()` answers, read field by field against the defaults
    /// (every stop given a rarer part asks, and the comparison made a new empty value and compared every field with `==`).
    /// A part added here must be checked here too (`StopContentExtrasPoolTests` changes each in turn and compares the two
    /// answers).
    var isEmpty: Bool {
        hint == nil && placeholder == nil && valueText == nil && customRoleWord == nil && !hasCustomActions && !showsPercent
            && seriesPosition == nil
    }

    /// Whether `other` holds the same parts byte for byte: every string the same UTF-8 (`==` also matches strings that
    /// are only canonically equivalent). What ``StopContentExtrasPool`` checks before sharing a box, so sharing never
    /// changes a byte of any output. Compared field by field, the cheap ones first, with nothing copied. A part added
    /// here must be compared here too (`StopContentExtrasPoolTests` counts them and changes each in turn).
    func isIdentical(to other: StopContentParts) -> Bool {
        withUnsafePointer(to: self) { left in withUnsafePointer(to: other) { right in Self.identical(left, right) } }
    }

    /// ``isIdentical(to:)`` of the parts at `left` and `right`, read in place (parts copied whole retain every string
    /// they hold).
    static func identical(_ left: UnsafePointer<StopContentParts>, _ right: UnsafePointer<StopContentParts>) -> Bool {
        let (l, r) = (left, right)
        return l.pointee.seriesPosition == r.pointee.seriesPosition
            && l.pointee.hasCustomActions == r.pointee.hasCustomActions && l.pointee.showsPercent == r.pointee.showsPercent
            && ElementDetails.same(l.pointee.placeholder, r.pointee.placeholder)
            && ElementDetails.same(l.pointee.hint, r.pointee.hint)
            && ElementDetails.same(l.pointee.valueText, r.pointee.valueText)
            && ElementDetails.same(l.pointee.customRoleWord, r.pointee.customRoleWord)
    }
}

/// A box holding a ``StopContent``'s rarer parts, shared by copies of the content: changed in place only while one
/// content alone holds it, else replaced on a change.
final class StopContentExtras: Hashable, @unchecked Sendable {
    // Mutated only through `StopContent.update`, and only when uniquely referenced, so sharing it is safe.
    /// The parts. Their accesses never overlap, so they are not checked as they run: ``withParts(_:)``'s in-place read,
    /// whose extent the compiler cannot see, would otherwise have every read of a stop's rarer parts checked.
    @exclusivity(unchecked) fileprivate(set) var parts: StopContentParts

    /// Boxes `parts`.
    init(_ parts: StopContentParts) { self.parts = parts }

    /// Calls `body` with the parts read in place, not copied (a copy retains every string they hold): what
    /// ``StopContentExtrasPool`` compares a new box by.
    @inline(__always)
    func withParts<Result>(_ body: (UnsafePointer<StopContentParts>) -> Result) -> Result {
        withUnsafeMutablePointer(to: &parts) { body(UnsafePointer($0)) }
    }

    /// Whether two boxes hold the same parts.
    static func == (lhs: StopContentExtras, rhs: StopContentExtras) -> Bool { lhs.parts == rhs.parts }

    /// Hashes the parts.
    func hash(into hasher: inout Hasher) { hasher.combine(parts) }
}
