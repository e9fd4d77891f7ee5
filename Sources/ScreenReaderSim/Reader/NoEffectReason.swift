/// Why an input changed nothing.
public enum NoEffectReason: Hashable, Sendable, CustomStringConvertible {
    /// An activation with nothing focused.
    case nothingFocused
    /// The focused element is disabled (or a stepper button at its bound).
    case disabled(ElementReference)
    /// The focused stop has no action (text, heading, image, a row without exactly one control).
    case notActivatable(ElementReference)
    /// Enter does not activate on this platform (iOS).
    case keyDoesNotActivate(Key, Platform)
    /// A gesture with no screen reader running to receive it.
    case noScreenReader(Input)

    /// A sentence for transcripts, e.g. `Enter does not activate on iOS`.
    public var description: String {
        switch self {
        case .nothingFocused: "nothing is focused"
        case .disabled(let element): "\(element) is disabled"
        case .notActivatable(let element): "\(element) has no action"
        case .keyDoesNotActivate(let key, let platform): "\(key.displayName) does not activate on \(platform.displayName)"
        case .noScreenReader(let input): "no screen reader is running to receive \(input)"
        }
    }
}
