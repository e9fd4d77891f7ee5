/// An end of the focus order.
public enum Edge: String, Hashable, Sendable {
    /// Before the first stop.
    case start
    /// After the last stop.
    case end
}
