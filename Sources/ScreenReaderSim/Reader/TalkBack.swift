/// TalkBack on Android, simulated: `let talkBack = try TalkBack(screen)`.
public final class TalkBack: ScreenReader {
    /// Starts TalkBack on `screen`, focus before the first stop.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ screen: Screen) throws(FocusOrderError) {
        try super.init(.talkBack, screen: screen)
    }
}
