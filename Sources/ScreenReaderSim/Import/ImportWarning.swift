/// A warning an import gives (<doc:ImportingRealApps>): printed once per dump and run, never an error.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let message: String
    /// The dump's line (or item) it is about, when the format has lines.
    public let line: Int?

    /// The sentence.
    public var description: String { message }
}
