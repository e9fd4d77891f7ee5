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

    /// `text` in double quotes, as a scenario file writes it, so that reading it back gives `text` exactly: `"` and `\`
    /// are escaped, and so is, as `\u{HEX}`, a line break and a scalar that would otherwise make one character with the
    /// quote or backslash beside it (a combining mark right after the opening quote or an escape, a prepended mark
    /// right before the closing quote or an escape), which would no longer read as a quote or a backslash.
    public static func quoted(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        // Right to left: a prepended mark is escaped when the character written after it starts with a quote or a
        // backslash (the closing quote, an escape, or a prepended mark escaped in turn).
        var escapes = [Bool](repeating: false, count: scalars.count)
        var beforePunctuation = true
        for index in scalars.indices.reversed() {
            let scalar = scalars[index]
            escapes[index] = isEscaped(scalar) || (beforePunctuation && !scalar.isASCII && isOneCharacter(scalar, "\""))
            beforePunctuation = escapes[index]
        }
        // Left to right: a mark right after a quote, a backslash or an escape's `}` is escaped too.
        var result = "\""
        var afterPunctuation = true
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\"" || scalar == "\\" {
                result.append("\\")
                result.unicodeScalars.append(scalar)
                afterPunctuation = true
            } else if escapes[index] || (afterPunctuation && !scalar.isASCII && isOneCharacter("\"", scalar)) {
                result += ControlCharacters.escaped(scalar)
                afterPunctuation = true
            } else {
                result.unicodeScalars.append(scalar)
                afterPunctuation = false
            }
        }
        return result + "\""
    }

    /// Whether `quoted` writes `scalar` after a backslash whatever comes around it.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || scalar == "\n" || scalar == "\r"
    }

    /// Whether `first` and `second` make one character (an extended grapheme cluster).
    private static func isOneCharacter(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        var pair = String.UnicodeScalarView()
        pair.append(first)
        pair.append(second)
        return String(pair).count == 1
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
