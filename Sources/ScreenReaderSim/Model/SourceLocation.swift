/// A place in a scenario file: 1-based line and column (columns count Unicode characters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it, if the text came from a file.
    public var file: String?
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// A location at `line`, `column` in `file`.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, or `line:column` without a file.
    public var description: String {
        if let file { return "\(file):\(line):\(column)" }
        return "\(line):\(column)"
    }

    /// Orders by line, then column (locations in one file).
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
