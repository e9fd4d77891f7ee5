/// Where each line of a text is (``SourceText/Span``), in 4 bytes a line instead of 24: a line starts where the one
/// before it ends, so only its end is kept, with its ending's length (0, 1 or 2 bytes: none, `\n` or `\r`, `\r\n`) in
/// the low 2 bits. A text of a gigabyte or more keeps each end in 8 bytes instead. Read as the list of spans it stands
/// for; `LineSpansTests` compares it with that list made the simple way, on both layouts.
struct LineSpans: RandomAccessCollection, Hashable, Sendable {
    /// The texts below this many bytes keep each line's end in 32 bits (30 for the offset, 2 for the ending).
    static let compactLimit = 1 << 30

    /// Each line's end offset shifted left by 2, or'ed with its ending's length: for a text under ``compactLimit``.
    private var compact: [UInt32] = []
    /// The same, in 64 bits, for a larger text.
    private var wide: [Int] = []
    /// Whether the lines are in ``wide``.
    private let isWide: Bool

    /// An empty list for a text of `textLength` bytes, with room for `lines` lines.
    init(textLength: Int, reservingCapacity lines: Int, forcingWide: Bool = false) {
        isWide = forcingWide || textLength >= Self.compactLimit
        if isWide { wide.reserveCapacity(lines) } else { compact.reserveCapacity(lines) }
    }

    /// Adds the next line, whose content ends at `contentEnd` and whose ending at `end` (at most 2 bytes later; the line
    /// starts where the last one added ends).
    mutating func append(contentEnd: Int, end: Int) {
        let packed = (end << 2) | (end - contentEnd)
        if isWide { wide.append(packed) } else { compact.append(UInt32(truncatingIfNeeded: packed)) }
    }

    /// The first line's index, 0.
    var startIndex: Int { 0 }
    /// The number of lines.
    var endIndex: Int { isWide ? wide.count : compact.count }

    /// The packed end of line `index`.
    @inline(__always)
    fileprivate func packed(_ index: Int) -> Int { isWide ? wide[index] : Int(compact[index]) }

    /// Visits the lines in order, each read once (its start is the end of the line before).
    struct Iterator: IteratorProtocol {
        /// The lines.
        let spans: LineSpans
        /// The next line's index.
        var index = 0
        /// The next line's start.
        var start = 0

        /// The next line's span, or nil after the last.
        mutating func next() -> SourceText.Span? {
            guard index < spans.endIndex else { return nil }
            let bits = spans.packed(index)
            let end = bits >> 2
            defer {
                index += 1
                start = end
            }
            return SourceText.Span(start: start, contentEnd: end - (bits & 3), end: end)
        }
    }

    /// An iterator over the lines, in order.
    func makeIterator() -> Iterator { Iterator(spans: self) }

    /// Line `index`'s span.
    subscript(index: Int) -> SourceText.Span {
        let bits = packed(index)
        let end = bits >> 2
        return SourceText.Span(start: index == 0 ? 0 : packed(index - 1) >> 2, contentEnd: end - (bits & 3), end: end)
    }
}
