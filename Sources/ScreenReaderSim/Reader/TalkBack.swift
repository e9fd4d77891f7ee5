/// TalkBack on Android, simulated: `let talkBack = try TalkBack(screen)`.
public final class TalkBack: ScreenReader {
    /// Starts TalkBack on `screen`, focus before the first stop.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id, and
    ///   ``FocusOrderError/invalidScreen(_:)`` when it has an error a scenario file would reject (``Screen/validate()``).
    public init(_ screen: Screen) throws(FocusOrderError) {
        try super.init(.talkBack, screen: screen)
    }

    /// Starts TalkBack on a compiled screen, sharing its index and focus order with every other reader of it.
    /// - Parameter log: How much history ``ScreenReader/log`` keeps.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ screen: CompiledScreen, log: EventLogRetention = .all) throws(FocusOrderError) {
        try super.init(.talkBack, screen: screen, log: log)
    }
}
