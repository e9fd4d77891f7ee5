/// What a platform does when a swipe would move focus past an end of the order.
public enum BoundaryBehavior: String, Hashable, Sendable {
    /// Focus stays and a boundary sound plays; nothing is spoken (VoiceOver).
    case stayWithSound = "stay"
    /// The first swipe past the end does nothing; the next one wraps to the other end (TalkBack).
    case swallowThenWrap = "wrap"
}
