/// An external keyboard with no screen reader (seed: "Test keyboard only"): keys move focus and activate, nothing is spoken.
public final class KeyboardOnly: ScreenReader {
    /// Starts keyboard-only use of `screen` on `platform` (Enter activates on Android only).
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id, and
    ///   ``FocusOrderError/invalidScreen(_:)`` when it has an error a scenario file would reject (``Screen/validate()``).
    public init(_ platform: Platform, screen: Screen) throws(FocusOrderError) {
        try super.init(platform == .ios ? .iosKeyboard : .androidKeyboard, screen: screen)
    }

    /// Starts keyboard-only use of a compiled screen on `platform`, sharing its index and focus order.
    /// - Parameter log: How much history ``ScreenReader/log`` keeps.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(_ platform: Platform, screen: CompiledScreen, log: EventLogRetention = .all) throws(FocusOrderError) {
        try super.init(platform == .ios ? .iosKeyboard : .androidKeyboard, screen: screen, log: log)
    }
}
