/// Why a reader with a profile and settings cannot start.
public enum ReaderProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The profile is another family's (`talkback@15` given to ``VoiceOver``).
    case wrongFamily(ReaderProfile, expected: ReaderFamily)
    /// The name or a setting is not valid for the profile.
    case name(ReaderNameError)
    /// The screen's focus order cannot be built.
    case focusOrder(FocusOrderError)

    /// A readable sentence.
    public var description: String {
        switch self {
        case .wrongFamily(let profile, let family): "'\(profile.rawValue)' is not a \(family.displayName) profile"
        case .name(let error): error.description
        case .focusOrder(let error): "\(error)"
        }
    }

    /// The reader `profile` with `settings` names, checked to be of `family`.
    static func reader(_ profile: ReaderProfile, settings: ReaderSettings, family: ReaderFamily) throws(ReaderProfileError) -> ReaderKind {
        guard profile.family == family else { throw .wrongFamily(profile, expected: family) }
        do { return try ReaderKind(profile, settings: settings) } catch { throw .name(error) }
    }
}
