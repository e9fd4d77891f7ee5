/// The settings users change on their phones, each a transformation of what a reader says (<doc:ReaderProfiles>):
/// `hints=off` (both readers), `order=...` and `verbosity=low` (TalkBack device profiles).
///
///     let settings = ReaderSettings(hints: false, order: .nameRoleState)
public struct ReaderSettings: Hashable, Sendable {
    /// TalkBack's "Element description order".
    public enum DescriptionOrder: String, CaseIterable, Hashable, Sendable {
        /// State, name, role: the default.
        case stateNameRole = "state-name-role"
        /// Role, name, state.
        case roleNameState = "role-name-state"
        /// Name, role, state.
        case nameRoleState = "name-role-state"
    }

    /// TalkBack's verbosity preset.
    public enum Verbosity: String, CaseIterable, Hashable, Sendable {
        /// The default preset.
        case `default`
        /// Low: no role words, usage hints, positions or list info.
        case low
    }

    /// Whether usage hints are spoken (VoiceOver's "Speak Hints", TalkBack's "Speak usage hints").
    public var hints: Bool
    /// The element description order.
    public var order: DescriptionOrder
    /// The verbosity preset.
    public var verbosity: Verbosity

    /// Settings, each at its default unless given.
    public init(hints: Bool = true, order: DescriptionOrder = .stateNameRole, verbosity: Verbosity = .default) {
        self.hints = hints
        self.order = order
        self.verbosity = verbosity
    }

    /// Every setting's name, the values it takes and which readers take it (`srsim help readers`).
    public static let catalogue: [(name: String, values: [String], readers: String, effect: String)] = [
        ("hints", ["on", "off"], "every VoiceOver and TalkBack reader",
         "off: no usage hint is spoken at all (VoiceOver's Speak Hints, TalkBack's Speak usage hints); a declared hint still is"),
        ("order", DescriptionOrder.allCases.map(\.rawValue), "TalkBack device profiles",
         "TalkBack's Element description order: permutes each element's state, name and role"),
        ("verbosity", Verbosity.allCases.map(\.rawValue), "TalkBack device profiles",
         "low: no role words, no usage hints, no positions or list info"),
    ]

    /// The settings that differ from their defaults, as written: `order=name-role-state`, `verbosity=low`, `hints=off`.
    public var words: [String] {
        var words: [String] = []
        if order != .stateNameRole { words.append("order=" + order.rawValue) }
        if verbosity != .default { words.append("verbosity=" + verbosity.rawValue) }
        if !hints { words.append("hints=off") }
        return words
    }

    /// Why these settings do not fit `profile`, nil when they do.
    func problem(for profile: ReaderProfile) -> ReaderNameError? {
        let takesTalkBackSettings = profile.family == .talkBack && !profile.isSeed
        if order != .stateNameRole, !takesTalkBackSettings { return .settingDoesNotFit("order", reader: profile.rawValue) }
        if verbosity != .default, !takesTalkBackSettings { return .settingDoesNotFit("verbosity", reader: profile.rawValue) }
        return nil
    }
}
