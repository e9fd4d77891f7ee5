/// How utterances are compared: case-insensitive, and any run of spaces, commas and periods is one separator.
///
///     Speech.matches("On, Wi-Fi, Switch", "on, wi-fi, switch.")   // true
public enum Speech {
    /// The comparison form of `text`: lower case, separators folded to one space, none at either end.
    public static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSeparator = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "," || scalar == "." || scalar.properties.isWhitespace {
                pendingSeparator = !result.isEmpty
            } else {
                if pendingSeparator { result.append(" ") }
                pendingSeparator = false
                result.append(scalar)
            }
        }
        return String(result)
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
