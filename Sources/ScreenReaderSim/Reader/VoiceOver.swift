/// VoiceOver on iOS, simulated: `let voiceOver = try VoiceOver(screen)`; a device profile and settings with
/// `try VoiceOver(screen, profile: .voiceOverIOS18, settings: ReaderSettings(hints: false))`.
public final class VoiceOver: ScreenReader {
    /// Starts VoiceOver on `screen`, focus before the first stop.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id, and
    ///   ``FocusOrderError/invalidScreen(_:)`` when it has an error a scenario file would reject (``Screen/validate()``).
    public init(_ screen: Screen) throws(FocusOrderError) {
        try super.init(.voiceOver, screen: screen)
    }

    /// Starts VoiceOver on a compiled screen, sharing its index and focus order with every other reader of it.
    /// - Parameter log: How much history ``ScreenReader/log`` keeps.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ screen: CompiledScreen, log: EventLogRetention = .all) throws(FocusOrderError) {
        try super.init(.voiceOver, screen: screen, log: log)
    }

    /// Starts VoiceOver with a profile (seed or device) and settings on `screen`.
    /// - Throws: ``ReaderProfileError`` when the profile is not VoiceOver's or a setting does not fit it, or the
    ///   screen's focus order cannot be built.
    public convenience init(
        _ screen: Screen, profile: ReaderProfile, settings: ReaderSettings = ReaderSettings()
    ) throws(ReaderProfileError) {
        try self.init(CompiledScreen(screen), profile: profile, settings: settings)
    }

    /// Starts VoiceOver with a profile (seed or device) and settings on a compiled screen.
    /// - Throws: ``ReaderProfileError`` when the profile is not VoiceOver's or a setting does not fit it, or the
    ///   screen's focus order cannot be built.
    public init(
        _ screen: CompiledScreen, log: EventLogRetention = .all, profile: ReaderProfile, settings: ReaderSettings = ReaderSettings()
    ) throws(ReaderProfileError) {
        let reader = try ReaderProfileError.reader(profile, settings: settings, family: .voiceOver)
        do { try super.init(reader, screen: screen, log: log) } catch { throw .focusOrder(error) }
    }

    /// Starts VoiceOver's seed profile on `screen` speaking with `phrases`, a phrase table of your own: another wording or
    /// language is a new table, not new code (<doc:ReaderProfiles>). Start from ``PhraseTable/voiceOver`` (or a device
    /// profile's, ``ReaderProfileTable/table(for:)``) and change what differs; dialogs, menus and the rotor keep the seed
    /// profile's words. The table is laid out once, when the reader starts: it costs nothing per input.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id, and
    ///   ``FocusOrderError/invalidScreen(_:)`` when it has an error a scenario file would reject (``Screen/validate()``).
    public convenience init(_ screen: Screen, phrases: PhraseTable) throws(FocusOrderError) {
        try self.init(ScreenReader.compiledChecked(screen), phrases: phrases)
    }

    /// Starts VoiceOver's seed profile on a compiled screen speaking with `phrases` (as the `Screen` one does),
    /// sharing the screen's index and focus order with every other reader of it.
    /// - Parameter log: How much history ``ScreenReader/log`` keeps.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ screen: CompiledScreen, log: EventLogRetention = .all, phrases: PhraseTable) throws(FocusOrderError) {
        try super.init(.voiceOver, screen: screen, log: log, speech: .custom(phrases, platform: ReaderKind.voiceOver.platform))
    }

    /// VoiceOver as `reader` names it (a VoiceOver reader: the scenario runner makes one per `using` reader).
    init(_ screen: Screen, reader: ReaderKind) throws(FocusOrderError) {
        try super.init(reader, screen: screen)
    }

    /// VoiceOver as `reader` names it, on a compiled screen.
    init(_ screen: CompiledScreen, log: EventLogRetention, reader: ReaderKind) throws(FocusOrderError) {
        try super.init(reader, screen: screen, log: log)
    }
}
