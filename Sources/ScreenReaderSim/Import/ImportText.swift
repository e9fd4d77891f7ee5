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
