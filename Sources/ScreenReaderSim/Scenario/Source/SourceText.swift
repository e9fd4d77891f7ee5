import Foundation

/// A scenario file's text split into lines, keeping each line's exact ending so edits can preserve every other byte.
///
/// Lines end at `\n`; a `\r` just before it belongs to the ending (CRLF), not to the line's content. A text with
/// `\r` and no `\n` at all has classic Mac line endings: its lines end at `\r`.
/// Columns count characters (extended grapheme clusters) from 1, as ``SourceLocation`` does.
///
/// The text is kept once, as written, with where each line starts and ends in it: splitting a file copies nothing,
/// and a line's content becomes a string only when asked for (an excerpt under a diagnostic, an edit).
public struct SourceText: Hashable, Sendable {
    /// One line: its content without the ending, and the ending itself (`"\n"`, `"\r\n"`, or `""` for a last line without one).
    public struct Line: Hashable, Sendable {
        /// The line's text, without its line ending.
        public var content: String
        /// The line ending exactly as in the file.
        public var ending: String
    }

    /// Where one line is in the text, in UTF-8 offsets: its content `start..<contentEnd`, its ending `contentEnd..<end`.
    struct Span: Hashable, Sendable {
        var start: Int
        var contentEnd: Int
        var end: Int
    }

    /// The file's path as the user gave it, if any.
    public let file: String?
    /// The path's number, which every location in the text holds (looked up once, here).
    let fileID: SourceFileID
    /// The whole text, byte for byte (kept in contiguous UTF-8).
    public let text: String
    /// Each line's place in ``text``, in order; a text ending in a newline has no empty last line. Kept in 4 bytes a line
    /// (see ``LineSpans``).
    let spans: LineSpans

    /// The bytes a line is expected to take at least, for the room the line list reserves: 16 (the benchmark's
    /// screen-heavy files average 26 bytes a line).
    static let bytesPerLineReserved = 16

    /// Splits `text` into lines.
    public init(_ text: String, file: String? = nil) {
        self.file = file
        self.fileID = SourceFileID(file)
        var text = text
        text.makeContiguousUTF8()
        var spans = LineSpans(textLength: 0, reservingCapacity: 0)
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let classicMac = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count) == nil
                && memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil
            let separator = classicMac ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
            // Room for a line every 16 bytes (a scenario file's lines are longer), so the list is made once instead of
            // growing by doubling, without a first pass to count the lines; room no line fills is never touched, and a
            // text of shorter lines grows its list as usual.
            spans = LineSpans(textLength: bytes.count, reservingCapacity: bytes.count / Self.bytesPerLineReserved + 1)
            var start = 0
            while start < bytes.count {
                // memchr keeps splitting fast even in debug builds, for files with very long lines.
                let found = memchr(base + start, Int32(separator), bytes.count - start)
                let stop = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
                var contentEnd = stop
                if !classicMac, found != nil, contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                spans.append(contentEnd: contentEnd, end: found == nil ? stop : stop + 1)
                start = stop + 1
            }
        }
        self.text = text
        self.spans = spans
    }

    /// The lines, in order; a text ending in a newline has no empty last line. Each call builds every line's string:
    /// use ``lineCount`` and ``content(ofLine:)`` to visit a few.
    public var lines: [Line] {
        (0..<spans.count).map { Line(content: content(at: $0), ending: ending(at: $0)) }
    }

    /// The number of lines.
    public var lineCount: Int { spans.count }

    /// The ending new lines should use: the first line's ending, else `"\n"`.
    public var preferredLineEnding: String {
        spans.indices.lazy.map(ending(at:)).first { !$0.isEmpty } ?? "\n"
    }

    /// The content of 1-based line `number`, or nil past the end.
    public func content(ofLine number: Int) -> String? {
        spans.indices.contains(number - 1) ? content(at: number - 1) : nil
    }

    /// The ending of 1-based line `number` (`"\n"`, `"\r\n"`, `"\r"` or `""`), or nil past the end.
    public func ending(ofLine number: Int) -> String? {
        spans.indices.contains(number - 1) ? ending(at: number - 1) : nil
    }

    /// The content of 0-based line `index`.
    func content(at index: Int) -> String {
        let span = spans[index]
        return withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[span.start..<span.contentEnd]), as: UTF8.self) }
    }

    /// The ending of 0-based line `index`.
    func ending(at index: Int) -> String {
        let span = spans[index]
        switch span.end - span.contentEnd {
        case 0: return ""
        case 1: return withUTF8 { $0[span.contentEnd] } == UInt8(ascii: "\r") ? "\r" : "\n"
        default: return "\r\n"
        }
    }

    /// Calls `body` with the text's UTF-8 bytes (a line's content is `bytes[span.start..<span.contentEnd]`).
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        // The text was made contiguous at init, so this never copies.
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
