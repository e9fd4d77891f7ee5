/// One word, quoted string, comma or arrow of a scenario line, with where it is.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What a token is.
    public enum Kind: String, Hashable, Sendable {
        /// A bare word: a keyword, a number, an id.
        case word
        /// A double-quoted string; ``Token/text`` holds its value with escapes resolved.
        case string
        /// A `,` between readers or utterances.
        case comma
        /// The `->` that starts an expectation.
        case arrow
    }

    /// What the token is.
    public let kind: Kind
    /// The word as written, or a string's value (without quotes, escapes resolved).
    public let text: String
    /// Where the token is, quotes included.
    public let range: SourceRange

    /// Creates a token.
    public init(_ kind: Kind, _ text: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// The token as a dump shows it: a word bare, a string quoted.
    public var description: String {
        switch kind {
        case .word: text
        case .string: Token.quoted(text)
        case .comma: ","
        case .arrow: "->"
        }
    }

    /// `text` in double quotes, with `"` and `\` escaped, as a scenario file writes it.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// Whether the token is the word `keyword`.
    func isWord(_ keyword: String) -> Bool { kind == .word && text == keyword }
}
