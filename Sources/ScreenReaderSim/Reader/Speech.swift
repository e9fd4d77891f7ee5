/// How utterances are compared: case-insensitive, and any run of spaces, commas and periods is one separator.
///
///     Speech.matches("On, Wi-Fi, Switch", "on, wi-fi, switch.")   // true
public enum Speech {
    /// The comparison form of `text`: lower case, separators folded to one space, none at either end.
    public static func normalized(_ text: String) -> String {
        var result = ""
        var pendingSeparator = false
        for character in text.lowercased() {
            if character == "," || character == "." || character.isWhitespace {
                pendingSeparator = !result.isEmpty
            } else {
                if pendingSeparator { result.append(" ") }
                pendingSeparator = false
                result.append(character)
            }
        }
        return result
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
