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

/// Splits lines into tokens: words, `"strings"`, commas and `->`; `#` starts a comment outside quotes.
///
/// Works on the line's UTF-8 bytes: a word is a slice of them, and a string too unless it holds an escape. Columns
/// count characters (extended grapheme clusters): on an ASCII line a byte is a character; a line with other bytes
/// is split into characters once, and a punctuation byte only counts as punctuation when it is a whole character
/// (a quote followed by a combining accent is one character, and not a quote), exactly as when lexing characters.
///
/// Linear in the line's length. Problems (a tab in the indentation, an unterminated string, an unknown escape)
/// are reported and the lexer carries on.
enum LineLexer {
    /// The length of the prefix of `bytes` made only of spaces and tabs.
    private static func indentation(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = 0
        // Runs of spaces are compared eight bytes at a time, so deeply indented lines cost little.
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index + 8 <= count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) != spaces { break }
            index += 8
        }
        while index < count, base[index] == UInt8(ascii: " ") || base[index] == UInt8(ascii: "\t") { index += 1 }
        return index
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
        var tokens: [Token] = []
        return content.withUTF8 { lex($0, line: line, file: file, into: &tokens, diagnostics: &diagnostics) }
    }

    /// Lexes one line given as its UTF-8 bytes (valid UTF-8, without the line ending), appending its tokens to `tokens`
    /// (a buffer the caller empties and reuses line after line, so lexing allocates no array of its own).
    static func lex(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, file: String?, into tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> LexedLine {
        let indent = indentation(bytes)
        var hasTab = false
        if let base = bytes.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\t")), indent) {
            let tab = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            hasTab = true
            let start = SourceLocation(file: file, line: line, column: tab + 1)
            diagnostics.append(Diagnostic(.tabIndentation, at: start..<SourceLocation(file: file, line: line, column: tab + 2)))
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[indent...])
        if isASCII(rest) {
            var scanner = Scanner(bytes: rest, characters: ASCIICharacters(count: rest.count), line: line, indent: indent, file: file)
            scanner.scan(into: &tokens, diagnostics: &diagnostics)
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
                var scanner = Scanner(bytes: rest, characters: UnicodeCharacters(starts: starts), line: line, indent: indent, file: file)
                scanner.scan(into: &tokens, diagnostics: &diagnostics)
            }
        }
        let end = tokens.last?.end.column ?? (indent + 1)
        return LexedLine(number: line, indent: indent, hasTabIndentation: hasTab, tokens: tokens, contentEnd: end)
    }
}

/// Where each character of a line's bytes starts.
protocol LineCharacters {
    /// The number of characters.
    var count: Int { get }
    /// The byte offset where character `index` starts (`count` gives the end of the line).
    func start(_ index: Int) -> Int
    /// Whether character `index` is the single byte `byte`.
    func isSingleByte(_ index: Int) -> Bool
}

/// An ASCII line: each byte is a character.
struct ASCIICharacters: LineCharacters {
    let count: Int
    @inline(__always) func start(_ index: Int) -> Int { index }
    @inline(__always) func isSingleByte(_ index: Int) -> Bool { true }
}

/// A line with non-ASCII bytes: character starts computed once.
struct UnicodeCharacters: LineCharacters {
    let starts: UnsafeBufferPointer<Int>
    var count: Int { starts.count - 1 }
    @inline(__always) func start(_ index: Int) -> Int { starts[index] }
    @inline(__always) func isSingleByte(_ index: Int) -> Bool { starts[index + 1] - starts[index] == 1 }
}

/// The token loop over one line's characters (after its indentation).
private struct Scanner<Characters: LineCharacters> {
    let bytes: UnsafeBufferPointer<UInt8>
    let characters: Characters
    let line: Int
    let indent: Int
    let file: String?

    init(bytes: UnsafeBufferPointer<UInt8>, characters: Characters, line: Int, indent: Int, file: String?) {
        self.bytes = bytes
        self.characters = characters
        self.line = line
        self.indent = indent
        self.file = file
    }

    @inline(__always) func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: indent + index + 1)
    }

    /// A token over characters `start..<end`.
    @inline(__always) func token(_ kind: Token.Kind, _ text: String, _ start: Int, _ end: Int) -> Token {
        Token(kind, text, file: file, line: line, columns: (indent + start + 1)..<(indent + end + 1))
    }

    /// Whether character `index` is the ASCII character `ascii` on its own.
    @inline(__always) func character(_ index: Int, is ascii: UInt8) -> Bool {
        index < characters.count && bytes[characters.start(index)] == ascii && characters.isSingleByte(index)
    }

    /// The bytes of characters `start..<end` as a string.
    @inline(__always) func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[characters.start(start)..<characters.start(end)]), as: UTF8.self)
    }

    mutating func scan(into tokens: inout [Token], diagnostics: inout [Diagnostic]) {
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
                tokens.append(token(.comma, ",", index, index + 1))
                index += 1
            } else if single && byte == UInt8(ascii: "-") && character(index + 1, is: UInt8(ascii: ">")) {
                tokens.append(token(.arrow, "->", index, index + 2))
                index += 2
            } else if single && byte == UInt8(ascii: "\"") {
                index = scanString(from: index, into: &tokens, diagnostics: &diagnostics)
            } else {
                let start = index
                while index < count {
                    if characters.isSingleByte(index) {
                        let next = bytes[characters.start(index)]
                        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\"")
                            || next == UInt8(ascii: ",") || next == UInt8(ascii: "#") { break }
                        if next == UInt8(ascii: "-"), character(index + 1, is: UInt8(ascii: ">")) { break }
                    }
                    index += 1
                }
                tokens.append(token(.word, text(start, index), start, index))
            }
        }
    }

    /// Scans the string whose opening quote is character `start`; returns the index after it.
    func scanString(from start: Int, into tokens: inout [Token], diagnostics: inout [Diagnostic]) -> Int {
        let count = characters.count
        var index = start + 1
        var closed = false
        // The value is a slice of the line unless an escape makes it differ from the bytes.
        var escaped: [UInt8]?
        var runStart = index
        func flush(upTo end: Int) {
            escaped!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[characters.start(runStart)..<characters.start(end)]))
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
                    if !(character(index + 1, is: UInt8(ascii: "\"")) || character(index + 1, is: UInt8(ascii: "\\"))) {
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
        let value: String
        if escaped != nil {
            flush(upTo: valueEnd)
            value = String(decoding: escaped!, as: UTF8.self)
        } else {
            value = text(start + 1, valueEnd)
        }
        if closed {
            index += 1
        } else {
            diagnostics.append(Diagnostic(.unterminatedString, at: location(start)..<location(start + 1)))
        }
        tokens.append(token(.string, value, start, index))
        return index
    }
}
extension Diagnostic.Message {
    static let tabIndentation = Diagnostic.Message(
        id: "tab-indentation", "a tab in the indentation; indent with spaces only")
    static let unterminatedString = Diagnostic.Message(
        id: "unterminated-string", "this string has no closing quote; end it with '\"' on the same line")
    static let invalidEscape = Diagnostic.Message(
        id: "invalid-escape", "unknown escape in a string; only '\\\"' and '\\\\' are escapes (write '\\\\' for a backslash)")
}
