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

    /// Typing with no text field being edited.
    case notEditing
    /// An activation of the text field already being edited.
    case alreadyEditing(ElementReference)
    /// A swipe up or down (or Left/Right) with nothing adjustable focused.
    case notAdjustable(ElementReference?)
    /// The escape gesture with nothing to close and no text being edited.
    case nothingToEscape
    /// A touch on an element that is on the screen but cannot take focus now: inside a collapsed expandable.
    case notShown(ElementReference, inside: ElementReference)
    /// A sentence for transcripts, e.g. `Enter does not activate on iOS`.
    public var description: String {
        switch self {
        case .nothingFocused: "nothing is focused"
        case .disabled(let element): "\(element) is disabled"
        case .notActivatable(let element): "\(element) has no action"
        case .keyDoesNotActivate(let key, let platform): "\(key.displayName) does not activate on \(platform.displayName)"
        case .noScreenReader(let input): "no screen reader is running to receive \(input)"
        case .notEditing: "no text field is being edited"
        case .alreadyEditing(let element): "\(element) is already being edited"
        case .notAdjustable(let element?): "\(element) is not adjustable"
        case .notAdjustable(nil): "nothing adjustable is focused"
        case .nothingToEscape: "nothing to close and no text being edited"
        case .notShown(let element, let container): "\(element) is inside the collapsed \(container)"
        }
    }
}
