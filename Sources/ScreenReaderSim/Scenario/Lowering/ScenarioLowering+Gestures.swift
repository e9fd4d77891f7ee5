extension ScenarioLowering {
    /// A warning for a gesture (swipe, double tap, touch, escape, rotor) in a scenario that also runs on a keyboard without a screen
    /// reader (`ios`, `android`): only a screen reader receives gestures, so the step does nothing there.
    static func validateGesture(
        _ input: Input, at range: @autoclosure () -> SourceRange, readers: [ReaderKind], diagnostics: inout [Diagnostic]
    ) {
        guard input.isGesture, readers.contains(where: { !$0.speaks }) else { return }
        let keyboards = readers.filter { !$0.speaks }
        guard !keyboards.isEmpty else { return }
        diagnostics.append(Diagnostic(.gestureToKeyboard(input, keyboards), at: range()))
    }
}

extension Input {
    /// Whether only a screen reader receives this input (a swipe, double tap, touch, the escape gesture or a rotor
    /// choice), not a bare keyboard: the inputs a keyboard-only reader answers with ``NoEffectReason/noScreenReader(_:)``.
    var isGesture: Bool {
        switch self {
        case .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .doubleTap, .touch, .escape, .rotor: true
        default: false
        }
    }
}

extension Diagnostic.Message {
    static func gestureToKeyboard(_ input: Input, _ keyboards: [ReaderKind]) -> Self {
        let names = keyboards.map { "'\($0.keyword)'" }.joined(separator: " and ")
        return Self(
            id: "gesture-to-keyboard", severity: .warning,
            "'\(input)' reaches no screen reader on \(names) (a keyboard without one), so it does nothing there; "
                + "use a key ('press tab'), or a separate scenario for the screen readers")
    }
}
