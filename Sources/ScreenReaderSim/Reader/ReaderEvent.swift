/// One thing that happened in response to an input, in order.
///
/// Laid out small: the events every swipe makes (a move and its speech) are stored inline, and the rarer ones that
/// carry element references (about 80 bytes each) are boxed, so an input's event array stays a few dozen bytes an event.
public enum ReaderEvent: Hashable, Sendable, CustomStringConvertible {
    /// Focus moved to a stop (also when a touch lands on the stop that already had focus).
    case focusMoved(FocusStop)
    /// The screen reader spoke this utterance (canonical form: parts joined by ", ").
    case spoken(String)
    /// An element's state changed.
    indirect case stateChanged(ElementReference, from: ControlState, to: ControlState)
    /// A button's action ran (a button speaks nothing itself).
    indirect case activated(ElementReference)
    /// Activation opened or navigated somewhere: a change of context.
    indirect case contextChanged(ElementReference, to: String)
    /// A text field started being edited (the keyboard is up).
    indirect case editingStarted(ElementReference)
    /// A text field stopped being edited (focus left it, or the escape gesture).
    indirect case editingEnded(ElementReference)
    /// A dialog or menu opened over the screen (`alert`: it is an alert dialog); focus moves into it next.
    indirect case layerOpened(ElementReference, alert: Bool)
    /// The top dialog or menu closed; focus returns to the control that opened it next.
    indirect case layerClosed(ElementReference)
    /// The app announced this text without moving focus (a toast, a snackbar); screen readers speak it next.
    case announced(String)
    /// Swipe up and down now move by this choice (VoiceOver's rotor, TalkBack's reading controls).
    case rotorChanged(RotorChoice)
    /// Focus could not move past an end of the order.
    case boundaryReached(Edge)
    /// The input changed nothing, for this reason.
    indirect case noEffect(NoEffectReason)

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
        case .layerOpened(let element, let alert): "\(alert ? "alert " : "")\(element) opens"
        case .layerClosed(let element): "\(element) closes"
        case .announced(let text): "announced \"\(text)\""
        case .rotorChanged(let choice): "rotor → \(choice.keyword)"
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
