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
    // The range is kept in parts, its file once (as its number) and its lines and columns in 32 bits: a syntax tree holds
    // a token per word of the file, so this is most of its memory (40 bytes a token instead of 88).
    private let fileID: SourceFileID
    private let startLine: Int32
    private let startColumn: Int32
    private let endLine: Int32
    private let endColumn: Int32

    /// Where the token is, quotes included.
    public var range: SourceRange {
        // A token's start never comes after its end, so the bounds need no check.
        SourceRange(uncheckedBounds: (start, end))
    }

    /// Where the token starts (its opening quote for a string).
    var start: SourceLocation { SourceLocation(fileID: fileID, line: Int(startLine), column: Int(startColumn)) }

    /// Just after the token's last character.
    var end: SourceLocation { SourceLocation(fileID: fileID, line: Int(endLine), column: Int(endColumn)) }

    /// Creates a token (lines and columns beyond 32 bits are clamped; the range's two ends share one file).
    public init(_ kind: Kind, _ text: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.fileID = range.lowerBound.fileID
        self.startLine = Int32(clamping: range.lowerBound.line)
        self.startColumn = Int32(clamping: range.lowerBound.column)
        self.endLine = Int32(clamping: range.upperBound.line)
        self.endColumn = Int32(clamping: range.upperBound.column)
    }

    /// A token on one line, from `startColumn` up to `endColumn` (what the lexer makes).
    init(_ kind: Kind, _ text: String, fileID: SourceFileID, line: Int, columns: Range<Int>) {
        self.kind = kind
        self.text = text
        self.fileID = fileID
        self.startLine = Int32(clamping: line)
        self.endLine = self.startLine
        self.startColumn = Int32(clamping: columns.lowerBound)
        self.endColumn = Int32(clamping: columns.upperBound)
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

    /// `name` as a scenario file writes a name (an id): as it is when it is one word of letters, digits, `-`, `_` and
    /// `.`, otherwise quoted (`"Delete your account?"`), so advice that shows it parses when copied.
    package static func written(_ name: String) -> String {
        let plain = !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "-_.".unicodeScalars.contains(scalar)
        }
        return plain ? name : quoted(name)
    }

    /// Whether the token is the word `keyword`.
    func isWord(_ keyword: String) -> Bool { kind == .word && text == keyword }
}
