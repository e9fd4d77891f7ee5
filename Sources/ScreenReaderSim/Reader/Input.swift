/// One thing a user does: a gesture for the screen reader, or a key on an external keyboard.
public enum Input: Hashable, Sendable, CustomStringConvertible {
    /// One-finger swipe right: the next stop.
    case swipeRight
    /// One-finger swipe left: the previous stop.
    case swipeLeft
    /// One-finger swipe up: raises a focused slider by one step.
    case swipeUp
    /// One-finger swipe down: lowers a focused slider by one step.
    case swipeDown
    /// Types text into the text field being edited (the on-screen or an external keyboard).
    case type(String)
    /// The escape gesture (VoiceOver's two-finger scrub, TalkBack's back): ends text editing.
    case escape
    /// Chooses what swipe up and down move by: VoiceOver's rotor, TalkBack's reading controls.
    case rotor(RotorChoice)
    /// Double tap anywhere: activates the focused stop.
    case doubleTap
    /// Explore by touch: focus lands on the stop that holds the element with this label or id.
    case touch(String)
    /// A key press on an external keyboard.
    case press(Key)
    /// The app announces `text` without moving focus (a toast, a lost connection), as a control's `announces` does:
    /// every screen reader speaks it. Not a user's input: a scenario file's `announce "TEXT"`.
    case announce(String)
    /// The app opens the dialog with this id (or title) with no control activated, as
    /// ``ScreenReader/openDialog(_:)`` does: a scenario file's `open dialog ID`.
    case openDialog(String)

    /// The input as a scenario file writes it: `swipe right`, `press shift+tab`, `touch "Wi-Fi"`.
    public var description: String {
        switch self {
        case .swipeRight: "swipe right"
        case .swipeLeft: "swipe left"
        case .swipeUp: "swipe up"
        case .swipeDown: "swipe down"
        case .type(let text):
            "type \"\(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        case .escape: "escape"
        case .rotor(let choice): "rotor \(choice.keyword)"
        case .doubleTap: "double tap"
        case .touch(let label): "touch \"\(label)\""
        case .press(let key): "press \(key.keyword)"
        case .announce(let text): "announce \(Token.quoted(text))"
        case .openDialog(let id): "open dialog \(Token.written(id))"
        }
    }
}
