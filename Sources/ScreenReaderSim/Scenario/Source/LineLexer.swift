import Foundation

/// One line of a scenario file, split into tokens.
struct LexedLine {
    /// The 1-based line number.
    let number: Int
    /// The number of leading indentation characters (spaces, or tabs, which are an error).
    let indent: Int
    /// Whether the indentation holds a tab (reported; the line is then left out of the tree).
    let hasTabIndentation: Bool
    /// The tokens, comments dropped.
    let tokens: [Token]
    /// The column just after the last token (where an inline expectation is inserted).
    let contentEnd: Int
    /// Whether the line holds no token (blank, or only a comment).
    var isBlank: Bool { tokens.isEmpty }
}

/// One line of a scenario file as the parser reads it: its shape and its tokens as places in the file.
struct LineTokens {
    /// The 1-based line number.
    let number: Int
    /// The number of leading indentation characters.
    let indent: Int
    /// Whether the indentation holds a tab.
    let hasTabIndentation: Bool
    /// The tokens, comments dropped.
    let tokens: [LexToken]

    init(number: Int, shape: LineShape, tokens: [LexToken]) {
        self.number = number
        self.indent = shape.indent
        self.hasTabIndentation = shape.hasTabIndentation
        self.tokens = tokens
    }
}

/// Splits lines into tokens: words, `"strings"`, commas and `->`; `#` starts a comment outside quotes. A string's
/// escapes are `\"`, `\\` and `\u{HEX}` (a Unicode scalar, so a label may start with a combining mark:
/// `"\u{301}a"`).
///
/// Works on the line's UTF-8 bytes: a word is a slice of them, and a string too unless it holds an escape. Columns
/// count characters (extended grapheme clusters): on an ASCII line a byte is a character; a line with other bytes
/// is split into characters once, and a punctuation byte only counts as punctuation when it is a whole character
/// (a quote followed by a combining accent is one character, and not a quote), exactly as when lexing characters.
///
/// Linear in the line's length. Problems (a tab in the indentation, an unterminated string, an unknown escape)
/// are reported and the lexer carries on.
enum LineLexer {
    /// The length of the prefix of `bytes` made only of spaces and tabs, and where its first tab is (nil for none), found
    /// in the same pass.
    private static func indentation(_ bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, firstTab: Int?) {
        guard let base = bytes.baseAddress else { return (0, nil) }
        let count = bytes.count
        var index = 0
        // Runs of spaces are compared eight bytes at a time, so deeply indented lines cost little (a tab stops the run).
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index + 8 <= count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) != spaces { break }
            index += 8
        }
        var firstTab: Int?
        while index < count {
            if base[index] == UInt8(ascii: "\t") {
                if firstTab == nil { firstTab = index }
            } else if base[index] != UInt8(ascii: " ") {
                break
            }
            index += 1
        }
        return (index, firstTab)
    }

    /// Whether every byte is ASCII (checked eight bytes at a time).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Lexes one line given as a string (its content without the line ending).
    static func lex(_ content: String, line: Int, file: String?, diagnostics: inout [Diagnostic]) -> LexedLine {
        var content = content
        var tokens: [LexToken] = []
        var escaped: [String] = []
        let fileID = SourceFileID(file)
        return content.withUTF8 { bytes in
            let shape = lex(bytes, line: line, file: fileID, into: &tokens, escaped: &escaped, diagnostics: &diagnostics)
            let source = TokenSource(bytes: bytes, escaped: escaped, file: fileID)
            return LexedLine(
                number: line, indent: shape.indent, hasTabIndentation: shape.hasTabIndentation,
                tokens: tokens.map(source.token), contentEnd: tokens.last.map { Int($0.endColumn) } ?? (shape.indent + 1)
            )
        }
    }

    /// Lexes the line `bytes[range]` of a file's UTF-8 bytes (valid UTF-8, without the line ending), appending its tokens to
    /// `tokens` as places in `bytes` (nothing is copied: a word's text is read from the file when it is needed) and the
    /// value of every string that holds an escape to `escaped`.
    static func lex(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, line: Int, file: SourceFileID,
        into tokens: inout [LexToken], escaped: inout [String], diagnostics: inout [Diagnostic]
    ) -> LineShape {
        let range = range ?? 0..<bytes.count
        let lineBytes = UnsafeBufferPointer(rebasing: bytes[range])
        let (indent, firstTab) = indentation(lineBytes)
        var hasTab = false
        if let tab = firstTab {
            hasTab = true
            let start = SourceLocation(fileID: file, line: line, column: tab + 1)
            diagnostics.append(Diagnostic(.tabIndentation, at: start..<SourceLocation(fileID: file, line: line, column: tab + 2)))
        }
        let rest = UnsafeBufferPointer(rebasing: lineBytes[indent...])
        let base = range.lowerBound + indent
        if isASCII(rest) {
            var scanner = Scanner(bytes: rest, base: base, characters: ASCIICharacters(count: rest.count), line: line, indent: indent, file: file)
            scanner.scan(into: &tokens, escaped: &escaped, diagnostics: &diagnostics)
        } else {
            // Character boundaries, computed on the rest of the line alone, as a string of it would split them.
            let text = String(decoding: rest, as: UTF8.self)
            var starts: [Int] = []
            starts.reserveCapacity(rest.count + 1)
            var offset = 0
            for character in text {
                starts.append(offset)
                offset += character.utf8.count
            }
            starts.append(offset)
            starts.withUnsafeBufferPointer { starts in
                var scanner = Scanner(bytes: rest, base: base, characters: UnicodeCharacters(starts: starts), line: line, indent: indent, file: file)
                scanner.scan(into: &tokens, escaped: &escaped, diagnostics: &diagnostics)
            }
        }
        return LineShape(indent: indent, hasTabIndentation: hasTab)
    }
}

/// A lexed line's indentation.
struct LineShape {
    /// The number of leading indentation characters (spaces, or tabs, which are an error).
    let indent: Int
    /// Whether the indentation holds a tab (reported; the line is then left out of the tree).
    let hasTabIndentation: Bool
}

/// Where each character of a line's bytes starts.
protocol LineCharacters {
    /// The number of characters.
    var count: Int { get }
    /// The byte offset where character `index` starts (`count` gives the end of the line).
    func start(_ index: Int) -> Int
    /// Whether character `index` is the single byte `byte`.
    func isSingleByte(_ index: Int) -> Bool
    /// Whether every character is one byte (character `index` starts at byte `index`), so a run of characters can be
    /// searched as bytes.
    static var isByteWise: Bool { get }
}

/// An ASCII line: each byte is a character.
struct ASCIICharacters: LineCharacters {
    let count: Int
    @inline(__always) func start(_ index: Int) -> Int { index }
    @inline(__always) func isSingleByte(_ index: Int) -> Bool { true }
    static var isByteWise: Bool { true }
}

/// A line with non-ASCII bytes: character starts computed once.
struct UnicodeCharacters: LineCharacters {
    let starts: UnsafeBufferPointer<Int>
    var count: Int { starts.count - 1 }
    @inline(__always) func start(_ index: Int) -> Int { starts[index] }
    @inline(__always) func isSingleByte(_ index: Int) -> Bool { starts[index + 1] - starts[index] == 1 }
    static var isByteWise: Bool { false }
}

/// The token loop over one line's characters (after its indentation).
private struct Scanner<Characters: LineCharacters> {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where `bytes` starts in the file's bytes.
    let base: Int
    let characters: Characters
    let line: Int
    let indent: Int
    let file: SourceFileID

    init(bytes: UnsafeBufferPointer<UInt8>, base: Int, characters: Characters, line: Int, indent: Int, file: SourceFileID) {
        self.bytes = bytes
        self.base = base
        self.characters = characters
        self.line = line
        self.indent = indent
        self.file = file
    }

    @inline(__always) func location(_ index: Int) -> SourceLocation {
        SourceLocation(fileID: file, line: line, column: indent + index + 1)
    }

    /// A token over characters `start..<end` whose text is the bytes of characters `valueStart..<valueEnd` (or the
    /// escaped value `escaped` when it is not -1).
    @inline(__always) func token(
        _ kind: Token.Kind, _ start: Int, _ end: Int, value valueStart: Int, _ valueEnd: Int, escaped: Int32 = -1
    ) -> LexToken {
        LexToken(
            kind: kind, escaped: escaped, line: Int32(clamping: line),
            startColumn: Int32(clamping: indent + start + 1), endColumn: Int32(clamping: indent + end + 1),
            valueStart: base + characters.start(valueStart), valueEnd: base + characters.start(valueEnd)
        )
    }

    /// Whether character `index` is the ASCII character `ascii` on its own.
    @inline(__always) func character(_ index: Int, is ascii: UInt8) -> Bool {
        index < characters.count && bytes[characters.start(index)] == ascii && characters.isSingleByte(index)
    }

    mutating func scan(into tokens: inout [LexToken], escaped: inout [String], diagnostics: inout [Diagnostic]) {
        let count = characters.count
        var index = 0
        while index < count {
            let byte = bytes[characters.start(index)]
            let single = characters.isSingleByte(index)
            if single && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
                index += 1
            } else if single && byte == UInt8(ascii: "#") {
                break
            } else if single && byte == UInt8(ascii: ",") {
                tokens.append(token(.comma, index, index + 1, value: index, index + 1))
                index += 1
            } else if single && byte == UInt8(ascii: "-") && character(index + 1, is: UInt8(ascii: ">")) {
                tokens.append(token(.arrow, index, index + 2, value: index, index + 2))
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                if !single {
                    // A quote joined by a combining mark into one character: reported, then read as the string the
                    // user meant (without the mark), so no other error follows from it.
                    let after = UnsafeBufferPointer(rebasing: bytes[(characters.start(index) + 1)..<characters.start(index + 1)])
                    let mark = String(decoding: after, as: UTF8.self).unicodeScalars.first ?? "\""
                    diagnostics.append(Diagnostic(.quoteJoinsMark(mark), at: location(index)..<location(index + 1)))
                }
                index = scanString(from: index, into: &tokens, escaped: &escaped, diagnostics: &diagnostics)
            } else {
                let start = index
                while index < count {
                    if characters.isSingleByte(index) {
                        let next = bytes[characters.start(index)]
                        if WordBoundaryBytes.mayEndWord(next) {
                            if next != UInt8(ascii: "-") || character(index + 1, is: UInt8(ascii: ">")) { break }
                        }
                    }
                    index += 1
                }
                tokens.append(token(.word, start, index, value: start, index))
            }
        }
    }

    /// The escape `\u{HEX}` whose backslash is character `start` (followed by `u{`): the scalar it names, or nil when
    /// it does not have 1 to 8 hexadecimal digits naming a Unicode scalar and a closing `}`; and the index after what
    /// was read (after the `}`, or after the last digit).
    func unicodeEscape(at start: Int) -> (scalar: Unicode.Scalar?, end: Int) {
        var index = start + 3
        var value: UInt32 = 0
        var digits = 0
        while index < characters.count, characters.isSingleByte(index), let digit = Self.hexDigit(bytes[characters.start(index)]) {
            if digits < 8 { value = value << 4 | digit }
            digits += 1
            index += 1
        }
        guard character(index, is: UInt8(ascii: "}")) else { return (nil, index) }
        return ((1...8).contains(digits) ? Unicode.Scalar(value) : nil, index + 1)
    }

    /// The value of an ASCII hexadecimal digit.
    @inline(__always) static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Scans the string whose opening quote is character `start`; returns the index after it.
    func scanString(from start: Int, into tokens: inout [LexToken], escaped escapedValues: inout [String], diagnostics: inout [Diagnostic]) -> Int {
        let count = characters.count
        var index = start + 1
        var closed = false
        // The value is a slice of the line unless an escape makes it differ from the bytes.
        var escaped: [UInt8]?
        var runStart = index
        func flush(upTo end: Int) {
            escaped!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[characters.start(runStart)..<characters.start(end)]))
        }
        if Characters.isByteWise {
            // On a line of one-byte characters, the plain run up to the closing quote or the first backslash is found
            // eight bytes at a time; a plain string (the common case) is then made a token at once, as the loop below
            // would make it, and a string with an escape is taken from its first backslash by the loop.
            let end = StringEndSearch.firstQuoteOrBackslash(in: bytes, from: index, to: count)
            if end < count, bytes[end] == UInt8(ascii: "\"") {
                tokens.append(token(.string, start, end + 1, value: start + 1, end))
                return end + 1
            }
            index = end
        }
        while index < count {
            if characters.isSingleByte(index) {
                let next = bytes[characters.start(index)]
                if next == UInt8(ascii: "\"") {
                    closed = true
                    break
                }
                if next == UInt8(ascii: "\\") {
                    if escaped == nil { escaped = [] }
                    flush(upTo: index)
                    if character(index + 1, is: UInt8(ascii: "u")) && character(index + 2, is: UInt8(ascii: "{")) {
                        let escape = unicodeEscape(at: index)
                        if let scalar = escape.scalar {
                            escaped!.append(contentsOf: String(scalar).utf8)
                            runStart = escape.end
                            index = escape.end
                            continue
                        }
                        diagnostics.append(Diagnostic(.invalidUnicodeEscape, at: location(index)..<location(escape.end)))
                    } else if !(character(index + 1, is: UInt8(ascii: "\"")) || character(index + 1, is: UInt8(ascii: "\\"))) {
                        diagnostics.append(Diagnostic(.invalidEscape, at: location(index)..<location(min(index + 2, count))))
                    }
                    // The escaped character is kept either way (a bad escape is reported, not dropped).
                    runStart = min(index + 1, count)
                    index = min(index + 2, count)
                    continue
                }
            }
            index += 1
        }
        let valueEnd = index
        var escapedIndex: Int32 = -1
        if escaped != nil {
            flush(upTo: valueEnd)
            escapedIndex = Int32(escapedValues.count)
            escapedValues.append(String(decoding: escaped!, as: UTF8.self))
        }
        if closed {
            index += 1
        } else {
            diagnostics.append(Diagnostic(.unterminatedString, at: location(start)..<location(start + 1)))
        }
        tokens.append(token(.string, start, index, value: start + 1, valueEnd, escaped: escapedIndex))
        return index
    }
}
extension Diagnostic.Message {
    static let tabIndentation = Diagnostic.Message(
        id: "tab-indentation", "a tab in the indentation; indent with spaces only")
    static let unterminatedString = Diagnostic.Message(
        id: "unterminated-string", "this string has no closing quote; end it with '\"' on the same line")
    static let invalidEscape = Diagnostic.Message(
        id: "invalid-escape",
        "unknown escape in a string; only '\\\"', '\\\\' and '\\u{...}' are escapes (write '\\\\' for a backslash)")
    static func quoteJoinsMark(_ mark: Unicode.Scalar) -> Diagnostic.Message {
        let hex = String(mark.value, radix: 16, uppercase: true)
        let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Diagnostic.Message(
            id: "quote-joins-mark",
            "this quote and the U+\(code) after it make one character, so no string starts here; "
                + "write the mark as '\\u{\(hex)}' after the quote")
    }
    static let invalidUnicodeEscape = Diagnostic.Message(
        id: "invalid-unicode-escape",
        "a Unicode escape is '\\u{' then 1 to 8 hexadecimal digits naming a Unicode scalar then '}', e.g. '\\u{301}'")
}
