/// A span of a scenario file, from `lowerBound` up to (not including) `upperBound`, in one file.
public typealias SourceRange = Range<SourceLocation>

extension Range where Bound == SourceLocation {
    /// `line:column-line:column`, the form tree dumps and tests use.
    public var dumpDescription: String {
        "\(lowerBound.line):\(lowerBound.column)-\(upperBound.line):\(upperBound.column)"
    }
}
