/// A place in a scenario file: 1-based line and column (columns count Unicode characters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it, if the text came from a file.
    public var file: String?
    /// The line, stored in 32 bits (every element of a screen holds a location: 24 bytes instead of 32).
    private var storedLine: Int32
    /// The column, stored in 32 bits.
    private var storedColumn: Int32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// A location at `line`, `column` in `file` (each kept up to 2,147,483,647).
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
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
