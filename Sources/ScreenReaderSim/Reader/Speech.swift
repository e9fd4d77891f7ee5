/// How utterances are compared: case-insensitive, and any run of spaces, commas and periods is one separator.
///
///     Speech.matches("On, Wi-Fi, Switch", "on, wi-fi, switch.")   // true
public enum Speech {
    /// The comparison form of `text`: lower case, separators folded to one space, none at either end.
    public static func normalized(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSeparator = false
        for scalar in text.lowercased().unicodeScalars {
            if isSeparator(scalar) {
                pendingSeparator = !bytes.isEmpty
                continue
            }
            if pendingSeparator { bytes.append(UInt8(ascii: " ")) }
            pendingSeparator = false
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A comma, a period, or white space (ASCII checked directly; other scalars by their Unicode property).
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0x2E, 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        default: scalar.properties.isWhitespace
        }
    }

    /// Whether two utterances are the same speech under the comparison rule.
    public static func matches(_ first: String, _ second: String) -> Bool {
        normalized(first) == normalized(second)
    }

    /// Whether two lists of utterances match one by one, count included.
    public static func matches(_ first: [String], _ second: [String]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { matches($0, $1) }
    }
}
