/// A place in a scenario file: 1-based line and column (columns count Unicode characters).
///
/// The file is held as its number in the process's table of paths (``SourceFileID``), not as a string: a location is
/// plain data, so copying one (every element, step, check and diagnostic holds some) retains nothing.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's number in ``SourceFileTable`` (compared and hashed as the path string would be).
    var fileID: SourceFileID
    /// The line, stored in 32 bits (every element of a screen holds a location).
    private var storedLine: Int32
    /// The column, stored in 32 bits.
    private var storedColumn: Int32

    /// The file's path as the user gave it, if the text came from a file.
    public var file: String? {
        get { fileID.path }
        set { fileID = SourceFileID(newValue) }
    }

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
        self.init(fileID: SourceFileID(file), line: line, column: column)
    }

    /// A location at `line`, `column` in the file already numbered `fileID` (no table lookup: what the parser makes).
    @inline(__always) init(fileID: SourceFileID, line: Int, column: Int) {
        self.fileID = fileID
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
