/// Turns a scenario file's bytes into text, or into a diagnostic at the first byte that is not UTF-8 (line and
/// column counted like every other diagnostic), naming UTF-16 text when a UTF-16 byte-order mark starts the file.
public enum SourceDecoding {
    /// What bytes turned out to be.
    public enum Outcome: Hashable, Sendable {
        /// UTF-8 text.
        case text(String)
        /// Not UTF-8 text, and where that shows.
        case notText(Diagnostic)
    }

    /// The text of `bytes`, or the diagnostic saying why they are not UTF-8 text.
    public static func decode(_ bytes: [UInt8], file: String? = nil) -> Outcome {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let start = SourceLocation(file: file, line: 1, column: 1)
            return .notText(Diagnostic(.utf16Text, at: start..<SourceLocation(file: file, line: 1, column: 2)))
        }
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        let offset = firstInvalidByte(in: bytes)
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        var prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        if line == 1, prefix.hasPrefix("\u{FEFF}") { prefix.removeFirst() }
        let column = prefix.count + 1
        let location = SourceLocation(file: file, line: line, column: column)
        return .notText(Diagnostic(.notUTF8(bytes[offset]), at: location..<SourceLocation(file: file, line: line, column: column + 1)))
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence (`bytes` must hold one).
    static func firstInvalidByte(in bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            guard let rule = UTF8SequenceRule.starting(with: bytes[index]),
                  rule.isWellFormed(at: index, count: bytes.count, byte: { bytes[$0] }) else { return index }
            index += rule.length
        }
        return bytes.count
    }
}

extension Diagnostic.Message {
    static let utf16Text = Diagnostic.Message(
        id: "utf16-text", "the file is UTF-16 text (it starts with a UTF-16 byte-order mark); save it as UTF-8")

    static func notUTF8(_ byte: UInt8) -> Self {
        Self(id: "invalid-utf8",
             "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; save the file as UTF-8 text")
    }
}
