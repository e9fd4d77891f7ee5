/// An external keyboard with no screen reader (seed: "Test keyboard only"): keys move focus and activate, nothing is spoken.
public final class KeyboardOnly: ScreenReader {
    /// Starts keyboard-only use of `screen` on `platform` (Enter activates on Android only).
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ platform: Platform, screen: Screen) throws(FocusOrderError) {
        try super.init(platform == .ios ? .iosKeyboard : .androidKeyboard, screen: screen)
    }
}
