/// A warning an import gives (<doc:ImportingRealApps>): printed once per dump and run, never an error.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let message: String
    /// The dump's line it is about, when the format has lines.
    public let line: Int?
    /// The column on that line, when the format says one.
    public let column: Int?

    /// `:LINE:COLUMN` (or `:LINE`) after the dump's path, empty when the warning is about the whole dump.
    public var place: String {
        guard let line else { return "" }
        return ":\(line)" + (column.map { ":\($0)" } ?? "")
    }

    /// The sentence.
    public var description: String { message }
}
