/// One thing that happened in response to an input, in order.
public enum ReaderEvent: Hashable, Sendable, CustomStringConvertible {
    /// Focus moved to a stop (also when a touch lands on the stop that already had focus).
    case focusMoved(FocusStop)
    /// The screen reader spoke this utterance (canonical form: parts joined by ", ").
    case spoken(String)
    /// An element's state changed.
    case stateChanged(ElementReference, from: ControlState, to: ControlState)
    /// A button's action ran (a button speaks nothing itself).
    case activated(ElementReference)
    /// Activation opened or navigated somewhere: a change of context.
    case contextChanged(ElementReference, to: String)
    /// A text field started being edited (the keyboard is up).
    case editingStarted(ElementReference)
    /// A text field stopped being edited (focus left it, or the escape gesture).
    case editingEnded(ElementReference)
    /// Focus could not move past an end of the order.
    case boundaryReached(Edge)
    /// The input changed nothing, for this reason.
    case noEffect(NoEffectReason)

    /// A one-line, readable form: `focus → #2 "Wi-Fi" switch`, `spoken "off"`.
    public var description: String {
        switch self {
        case .focusMoved(let stop): "focus → \(stop)"
        case .spoken(let text): "spoken \"\(text)\""
        case .stateChanged(let element, let from, let to): "\(element): \(from) → \(to)"
        case .activated(let element): "\(element) activated"
        case .contextChanged(let element, let destination): "\(element) opened \"\(destination)\""
        case .editingStarted(let element): "\(element) editing starts"
        case .editingEnded(let element): "\(element) editing ends"
        case .boundaryReached(let edge): "boundary: \(edge == .end ? "end" : "start") of the screen"
        case .noEffect(let reason): "no effect: \(reason)"
        }
    }

    /// The utterance, if this event is speech.
    public var utterance: String? {
        if case .spoken(let text) = self { return text }
        return nil
    }
}
