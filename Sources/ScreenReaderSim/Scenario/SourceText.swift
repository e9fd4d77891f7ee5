import Foundation

/// A scenario file's text split into lines, keeping each line's exact ending so edits can preserve every other byte.
///
/// Lines end at `\n`; a `\r` just before it belongs to the ending (CRLF), not to the line's content. A text with
/// `\r` and no `\n` at all has classic Mac line endings: its lines end at `\r`.
/// Columns count characters (extended grapheme clusters) from 1, as ``SourceLocation`` does.
public struct SourceText: Hashable, Sendable {
    /// One line: its content without the ending, and the ending itself (`"\n"`, `"\r\n"`, or `""` for a last line without one).
    public struct Line: Hashable, Sendable {
        /// The line's text, without its line ending.
        public var content: String
        /// The line ending exactly as in the file.
        public var ending: String
    }

    /// The file's path as the user gave it, if any.
    public let file: String?
    /// The lines, in order; a text ending in a newline has no empty last line.
    public let lines: [Line]

    /// Splits `text` into lines.
    public init(_ text: String, file: String? = nil) {
        self.file = file
        var lines: [Line] = []
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            // A file with CRs and no LF at all has classic Mac line endings: lines end at each `\r`.
            let classicMac = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count) == nil
                && memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil
            let separator = classicMac ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
            var start = 0
            while start < bytes.count {
                // memchr keeps splitting fast even in debug builds, for files with very long lines.
                let found = memchr(base + start, Int32(separator), bytes.count - start)
                let stop = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
                var contentEnd = stop
                var ending = ""
                if found != nil {
                    ending = classicMac ? "\r" : "\n"
                    if !classicMac, contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") {
                        contentEnd -= 1
                        ending = "\r\n"
                    }
                }
                lines.append(Line(content: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<contentEnd]), as: UTF8.self), ending: ending))
                start = stop + 1
            }
        }
        self.lines = lines
    }

    /// The ending new lines should use: the first line's ending, else `"\n"`.
    public var preferredLineEnding: String {
        lines.first { !$0.ending.isEmpty }?.ending ?? "\n"
    }

    /// The whole text again, byte for byte.
    public var text: String { lines.map { $0.content + $0.ending }.joined() }

    /// The content of 1-based line `number`, or nil past the end.
    public func content(ofLine number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1].content : nil
    }
}
