/// Who receives the input: a screen reader (the seed profile, or a device profile with its settings), or a keyboard
/// with no screen reader running.
///
/// `.voiceOver` and `.talkBack` are the seed profiles (<doc:WhatEachReaderSays>); a device profile and settings are parsed from the
/// names a scenario file's `using` line writes:
///
///     let reader = try ReaderKind("talkback@15 order=name-role-state hints=off")
///     let talkBack = try TalkBack(screen, profile: .talkBack15, settings: reader.settings)
public struct ReaderKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The reader family: VoiceOver, TalkBack, or a keyboard alone.
    public let family: ReaderFamily
    /// The device profile, nil for the seed profile (and for the keyboards).
    public let version: ReaderProfile?
    /// The reader's settings (every one at its default for the seed profile and the keyboards).
    public let settings: ReaderSettings

    /// `family`'s seed profile (a keyboard alone for `ios` and `android`), default settings.
    public init(_ family: ReaderFamily) {
        self.family = family
        self.version = nil
        self.settings = ReaderSettings()
    }

    /// A device profile with `settings`.
    /// - Throws: ``ReaderNameError`` when a setting does not fit the profile.
    public init(_ profile: ReaderProfile, settings: ReaderSettings = ReaderSettings()) throws(ReaderNameError) {
        if let problem = settings.problem(for: profile) { throw problem }
        self.family = profile.family
        self.version = profile.isSeed ? nil : profile
        self.settings = settings
    }

    /// A reader made of parts already checked.
    init(family: ReaderFamily, version: ReaderProfile?, settings: ReaderSettings) {
        self.family = family
        self.version = version
        self.settings = settings
    }

    /// The reader a name gives, as a `using` line writes it: `voiceover`, `talkback@15 order=name-role-state`.
    /// - Throws: ``ReaderNameError`` (with the nearest valid word) for an unknown reader or version, a setting that does
    ///   not fit, or one given twice.
    public init(_ name: String) throws(ReaderNameError) {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let parsed = ReaderNameParser.parse(words)
        guard let reader = parsed.reader else { throw parsed.problems.first?.error ?? .empty }
        self = reader
    }

    /// The seed reader a family keyword names (`voiceover`, `talkback`, `ios`, `android`), nil for anything else.
    public init?(rawValue: String) {
        guard let family = ReaderFamily(rawValue: rawValue) else { return nil }
        self.init(family)
    }

    /// VoiceOver on iOS, the seed profile.
    public static let voiceOver = ReaderKind(.voiceOver)
    /// TalkBack on Android, the seed profile.
    public static let talkBack = ReaderKind(.talkBack)
    /// An iOS device driven by an external keyboard, no screen reader: focus moves, nothing is spoken.
    public static let iosKeyboard = ReaderKind(.iosKeyboard)
    /// An Android device driven by an external keyboard, no screen reader: focus moves, nothing is spoken.
    public static let androidKeyboard = ReaderKind(.androidKeyboard)

    /// The four families' seed readers: VoiceOver, TalkBack, the iOS keyboard, the Android keyboard.
    public static let allCases: [ReaderKind] = [.voiceOver, .talkBack, .iosKeyboard, .androidKeyboard]

    /// The profile: the seed one or a device one (nil for a keyboard alone).
    public var profile: ReaderProfile? {
        if let version { return version }
        switch family {
        case .voiceOver: return .voiceOver
        case .talkBack: return .talkBack
        case .iosKeyboard, .androidKeyboard: return nil
        }
    }

    /// Whether this is a family's seed reader with default settings (what `voiceover` or `talkback` alone names).
    public var isSeed: Bool { version == nil && settings == ReaderSettings() }

    /// The name a scenario file writes: `voiceover`, `talkback@15 order=name-role-state hints=off` (settings that
    /// differ from their defaults, in a fixed order).
    public var keyword: String {
        let base = version?.rawValue ?? family.rawValue
        let written = settings.words
        return written.isEmpty ? base : ([base] + written).joined(separator: " ")
    }

    /// ``keyword``, the same as a raw value.
    public var rawValue: String { keyword }

    /// The name people use: `VoiceOver`, `TalkBack`, `iOS keyboard`, `Android keyboard`; a device profile adds its
    /// version and settings: `TalkBack 15 (order=name-role-state, hints=off)`.
    public var displayName: String {
        var name = family.displayName
        if let version { name += " " + version.versionName }
        let written = settings.words
        if !written.isEmpty { name += " (" + written.joined(separator: ", ") + ")" }
        return name
    }

    /// ``keyword``.
    public var description: String { keyword }

    /// The platform whose rules apply.
    public var platform: Platform { family.platform }

    /// Whether a screen reader is running (and so speaks, and receives gestures).
    public var speaks: Bool { family.speaks }
}
