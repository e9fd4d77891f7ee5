/// Why a dump cannot be imported (<doc:ImportingRealApps>): the reason is the sentence after `cannot import "PATH": `.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// No file at the path.
        case noSuchFile
        /// The path is a folder.
        case isDirectory
        /// The file exists but cannot be read.
        case permissionDenied
        /// A named pipe, socket or device: reading it could wait forever.
        case notRegularFile
        /// Zero bytes, or white space only.
        case emptyFile
        /// Bigger than the 64 MiB limit (the size in MiB).
        case tooLarge(mebibytes: Int)
        /// A NUL byte at this offset.
        case notText(offset: Int)
        /// A byte that is not UTF-8, at this offset.
        case notUTF8(byte: UInt8, offset: Int)
        /// No format recognised; what the content looked like.
        case unknownFormat(String)
        /// Not well-formed XML.
        case malformedXML(line: Int, column: Int, message: String)
        /// Not well-formed JSON.
        case malformedJSON(line: Int, column: Int, message: String)
        /// The format's outer shape without its inner one: where (a line, or an item) and what is wrong.
        case notWellFormed(DumpFormat, place: String, what: String)

        /// Whether this is malformed JSON (which a text format may still explain).
        var isMalformedJSON: Bool {
            if case .malformedJSON = self { return true }
            return false
        }
    }

    /// What went wrong.
    public let reason: Reason

    /// An error for `reason`.
    public init(_ reason: Reason) { self.reason = reason }

    /// Whether the file could not be read at all (exit 66 on the command line) rather than read and refused (exit 2).
    public var isUnreadable: Bool {
        switch reason {
        case .noSuchFile, .isDirectory, .permissionDenied, .notRegularFile: true
        default: false
        }
    }

    /// Where in the dump the problem is, when the reason says (malformed XML or JSON, a node that is not well formed):
    /// the line, and the column when the format gives one.
    public var place: (line: Int, column: Int?)? {
        switch reason {
        case .malformedXML(let line, let column, _), .malformedJSON(let line, let column, _): return (line, column)
        case .notWellFormed(_, let place, _):
            // The places the readers write: `line L`, `line L, column C`, `item N (line L, column C)`.
            guard let range = place.range(of: "line ") else { return nil }
            let number = { (text: Substring) -> Int? in Int(text.prefix { $0.isASCII && $0.isNumber }) }
            guard let line = number(place[range.upperBound...]) else { return nil }
            let column = place.range(of: "column ").flatMap { number(place[$0.upperBound...]) }
            return (line, column)
        default: return nil
        }
    }

    /// The reason, as a `cannot import` error words it.
    public var description: String {
        switch reason {
        case .noSuchFile: "no such file"
        case .isDirectory: "is a directory"
        case .permissionDenied: "permission denied"
        case .notRegularFile: "not a regular file"
        case .emptyFile: "empty file"
        case .tooLarge(let size): "file too large (\(size) MiB; the limit is 64 MiB)"
        case .notText(let offset): "not a text file (NUL byte at offset \(offset))"
        case .notUTF8(let byte, let offset):
            "not UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2)) at offset \(offset))"
        case .unknownFormat(let what):
            "unknown format: \(what); name one with format \(DumpFormat.listedNames)"
        case .malformedXML(let line, let column, let message): "malformed XML at line \(line), column \(column): \(message)"
        case .malformedJSON(let line, let column, let message): "malformed JSON at line \(line), column \(column): \(message)"
        case .notWellFormed(let format, let place, let what): "not a well-formed \(format.rawValue) dump: \(place): \(what)"
        }
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
