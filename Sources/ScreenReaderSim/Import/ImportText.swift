import Foundation

/// Every string an import reads is normalised the same way before it becomes a name, a value or a
/// placeholder, so "Wi‑Fi" (U+2011) matches "Wi-Fi" and Flutter's "🇬🇧\nEnglish" reads "🇬🇧 English".
enum ImportText {
    /// `text` normalised: NFC, U+2010/U+2011 as `-`, private-use characters removed, white space runs as one space,
    /// other control characters removed, trimmed. Nil when nothing is left.
    static func normalised(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            let value = scalar.value
            if value == 0x2010 || value == 0x2011 {
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append("-")
                continue
            }
            if (0xE000...0xF8FF).contains(value) || value >= 0xF0000 { continue }
            if scalar.properties.isWhitespace { pendingSpace = true; continue }
            if scalar.properties.generalCategory == .control { continue }
            if pendingSpace && !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return result.isEmpty ? nil : String(result)
    }

    /// Names compared like speech: case, and runs of spaces, commas and periods ignored.
    static func speechKey(_ text: String) -> String {
        var key = ""
        var pendingGap = false
        for character in text.lowercased() {
            if character == " " || character == "," || character == "." {
                pendingGap = true
                continue
            }
            if pendingGap && !key.isEmpty { key.append(" ") }
            pendingGap = false
            key.append(character)
        }
        return key
    }

    // MARK: - Lines, searching and trimming without Foundation

    /// `text` with every CR LF and lone CR made an LF: a dump saved on Windows or with old Mac endings then reads, and
    /// numbers its lines, as one saved on Linux in every format (XML normalises its endings the same way, and JSON
    /// holds no raw CR inside a string). `text` itself when it has no CR.
    static func withLineFeeds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return lines(of: text).joined(separator: "\n")
    }

    /// The lines of a text dump, each without its ending: a line ends at LF, CR or CR LF, so a dump saved on Windows
    /// (or with old Mac endings) reads line for line as one saved on Linux. The line after a final ending is kept,
    /// empty, as `split(omittingEmptySubsequences: false)` keeps it.
    ///
    /// Splitting by Character would not do: Swift reads CR LF as one Character, which is neither "\n" nor "\r". A
    /// line ending is always a Character boundary, so each line is a whole substring.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                bytes.formIndex(after: &index)
                continue
            }
            lines.append(text[start..<index])
            bytes.formIndex(after: &index)
            if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { bytes.formIndex(after: &index) }
            start = index
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    /// The first place `needle` appears in `text`, compared Character by Character as `firstIndex(of:)` compares
    /// (nil for an empty needle, as Foundation's `range(of:)` gives).
    ///
    /// The importers search every line of a dump for their markers; Foundation's `range(of:)` copies the line into an
    /// `NSString` of UTF-16 first, which cost importing about a sixth of its time. `ImportTextTests` checks this
    /// against Foundation on generated lines.
    static func firstRange<Text: StringProtocol>(of needle: String, in text: Text) -> Range<String.Index>? {
        guard let first = needle.first else { return nil }
        if let found = asciiRange(of: needle, in: text) { return found ?? nil }
        var start = text.startIndex
        while let found = text[start...].firstIndex(of: first) {
            var place = text.index(after: found)
            var wanted = needle.index(after: needle.startIndex)
            while wanted < needle.endIndex, place < text.endIndex, text[place] == needle[wanted] {
                text.formIndex(after: &place)
                needle.formIndex(after: &wanted)
            }
            if wanted == needle.endIndex { return found..<place }
            start = text.index(after: found)
        }
        return nil
    }

    /// ``firstRange(of:in:)`` byte by byte, when that gives the same answer: `text` and `needle` all ASCII, and no
    /// carriage return or line feed in `needle` (in ASCII every byte is one Character except CR LF, which only such a
    /// needle could split). Nil when that does not hold; `.some(nil)` when the needle is not there.
    private static func asciiRange<Text: StringProtocol>(of needle: String, in text: Text) -> Range<String.Index>?? {
        var needle = needle
        let bytes = text.utf8
        guard needle.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }),
              bytes.withContiguousStorageIfAvailable({ !$0.contains { $0 >= 0x80 } }) == true else { return nil }
        let offset = bytes.withContiguousStorageIfAvailable { bytes in needle.withUTF8 { firstOffset(of: $0, in: bytes) } } ?? nil
        return .some(offset.map { offset in
            let lower = bytes.index(bytes.startIndex, offsetBy: offset)
            return lower..<bytes.index(lower, offsetBy: needle.utf8.count)
        })
    }

    /// Where `pattern`'s bytes first appear in `bytes` (each place of its first byte found with memchr, the rest
    /// compared with memcmp); nil when they do not, or `pattern` is empty.
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = pattern.count
        guard let base = bytes.baseAddress, let start = pattern.baseAddress, count > 0, bytes.count >= count else { return nil }
        let last = bytes.count - count
        var offset = 0
        while offset <= last, let found = memchr(base + offset, Int32(start.pointee), last - offset + 1) {
            let position = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + position, start, count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }

    /// Whether `needle` appears in `text` (``firstRange(of:in:)``).
    static func contains<Text: StringProtocol>(_ needle: String, in text: Text) -> Bool {
        firstRange(of: needle, in: text) != nil
    }

    /// `text` without the blanks at either end, scalar by scalar: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (``isBlank(_:)``), without its copy into an `NSString`.
    static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// ``trimmed(_:)-(Substring)`` of a whole string.
    static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }

    /// Whether `scalar` is in Foundation's `CharacterSet.whitespaces`: tab, the space separators (Unicode's Zs) and
    /// U+200B ZERO WIDTH SPACE (which Foundation still counts; checked scalar by scalar in `ImportTextTests`).
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09: true
        case 0..<0xA0: false
        case 0x200B: true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// `value` with at most two decimals, trailing zeros dropped (`25.14`, `0`, `58.67`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` rounded to two decimals (the precision `srsim import` writes, so a written file reads back alike).
    static func rounded(_ value: Double) -> Double { Double(number(value)) ?? value }
}
