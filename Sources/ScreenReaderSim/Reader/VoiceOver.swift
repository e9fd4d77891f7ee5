/// VoiceOver on iOS, simulated: `let voiceOver = try VoiceOver(screen)`.
public final class VoiceOver: ScreenReader {
    /// Starts VoiceOver on `screen`, focus before the first stop.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ screen: Screen) throws(FocusOrderError) {
        try super.init(.voiceOver, screen: screen)
    }
}
