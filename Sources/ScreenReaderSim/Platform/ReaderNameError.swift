/// Why a reader's name (`talkback@15 order=name-role-state`) names no reader, with the nearest valid word.
public enum ReaderNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The word before any `@` is no reader family.
    case unknownReader(String, suggestion: String?)
    /// The version after `@` is not one the family has.
    case unknownVersion(String, family: ReaderFamily, suggestion: String?)
    /// The setting's name is no setting.
    case unknownSetting(String, suggestion: String?)
    /// The setting's value is not one it takes.
    case unknownSettingValue(String, setting: String, suggestion: String?)
    /// The setting does not fit the reader (`order=` on VoiceOver or on a seed profile).
    case settingDoesNotFit(String, reader: String)
    /// The setting is given twice.
    case settingTwice(String)
    /// No reader name at all.
    case empty

    /// The nearest valid word, if any.
    public var suggestion: String? {
        switch self {
        case .unknownReader(_, let suggestion), .unknownVersion(_, _, let suggestion), .unknownSetting(_, let suggestion),
             .unknownSettingValue(_, _, let suggestion):
            suggestion
        case .settingDoesNotFit, .settingTwice, .empty: nil
        }
    }

    /// A stable id, as diagnostics have.
    public var id: String {
        switch self {
        case .unknownReader: "unknown-reader"
        case .unknownVersion: "unknown-reader-version"
        case .unknownSetting: "unknown-reader-setting"
        case .unknownSettingValue: "unknown-reader-setting-value"
        case .settingDoesNotFit: "reader-setting-does-not-fit"
        case .settingTwice: "reader-setting-twice"
        case .empty: "missing-reader"
        }
    }

    /// The message, without the suggestion.
    public var message: String {
        switch self {
        case .unknownReader(let word, _):
            "unknown reader '\(word)'; readers are voiceover, talkback, ios and android, with a version: \(ReaderProfile.deviceProfiles.map(\.rawValue).joined(separator: ", "))"
        case .unknownVersion(let word, let family, _):
            "unknown \(family.displayName) version '\(word)'; \(family.rawValue) has \(ReaderProfile.deviceProfiles.filter { $0.family == family }.map(\.rawValue).joined(separator: ", ")) (or no version, the seed profile)"
        case .unknownSetting(let word, _):
            "unknown setting '\(word)'; settings are hints=on|off, order=state-name-role|role-name-state|name-role-state and verbosity=low|default"
        case .unknownSettingValue(let value, let setting, _):
            "'\(value)' is not a value of '\(setting)'; it takes \(ReaderSettings.catalogue.first { $0.name == setting }?.values.joined(separator: ", ") ?? "")"
        case .settingDoesNotFit(let setting, let reader):
            "'\(setting)=' does not fit '\(reader)'; \(setting == "hints" ? "hints= fits VoiceOver and TalkBack readers" : "\(setting)= fits TalkBack device profiles: talkback@13, talkback@14, talkback@15")"
        case .settingTwice(let setting):
            "'\(setting)=' is given twice; give each setting once"
        case .empty:
            "a reader needs a name, e.g. 'voiceover' or 'talkback@15'"
        }
    }

    /// The message with its suggestion: `...; did you mean 'talkback@15'?`.
    public var description: String { message + (suggestion.map { "; did you mean '\($0)'?" } ?? "") }
}
