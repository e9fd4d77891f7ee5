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
/// Linear in the line's length. Problems (a tab in the indentation, an unterminated string, an unknown escape)
/// are reported and the lexer carries on.
enum LineLexer {
    /// The length of the prefix of `bytes` made only of bytes in `set` (like `strspn`, without needing a NUL).
    private static func strnspn(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ set: StaticString) -> Int {
        let allowed = UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount)
        var index = 0
        // Runs of spaces are compared eight bytes at a time.
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index + 8 <= count {
            let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
            if word != spaces { break }
            index += 8
        }
        while index < count, allowed.contains(bytes[index]) { index += 1 }
        return index
    }

    static func lex(_ content: String, line: Int, file: String?, diagnostics: inout [Diagnostic]) -> LexedLine {
        // Indentation is ASCII: count it on the bytes, so deeply indented lines cost little.
        var content = content
        let (indent, firstTab, rest) = content.withUTF8 { bytes -> (Int, Int?, String) in
            guard let base = bytes.baseAddress else { return (0, nil, "") }
            let indent = strnspn(base, bytes.count, " \t")
            let tab = memchr(base, Int32(UInt8(ascii: "\t")), indent)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
            return (indent, tab, String(decoding: UnsafeBufferPointer(rebasing: bytes[indent...]), as: UTF8.self))
        }
        let hasTab = firstTab != nil
        if let tab = firstTab {
            let start = SourceLocation(file: file, line: line, column: tab + 1)
            diagnostics.append(Diagnostic(.tabIndentation, at: start..<SourceLocation(file: file, line: line, column: tab + 2)))
        }
        let characters = Array(rest)
        func location(_ index: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: indent + index + 1) }
        var index = 0
        var tokens: [Token] = []
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
            } else if character == "#" {
                break
            } else if character == "," {
                tokens.append(Token(.comma, ",", range: location(index)..<location(index + 1)))
                index += 1
            } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                tokens.append(Token(.arrow, "->", range: location(index)..<location(index + 2)))
                index += 2
            } else if character == "\"" {
                let start = index
                var value = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if next == "\\" {
                        if index + 1 < characters.count, characters[index + 1] == "\"" || characters[index + 1] == "\\" {
                            value.append(characters[index + 1])
                        } else {
                            diagnostics.append(Diagnostic(.invalidEscape, at: location(index)..<location(min(index + 2, characters.count))))
                            if index + 1 < characters.count { value.append(characters[index + 1]) }
                        }
                        index += 2
                        continue
                    }
                    value.append(next)
                    index += 1
                }
                index = min(index, characters.count)
                if !closed {
                    diagnostics.append(Diagnostic(.unterminatedString, at: location(start)..<location(start + 1)))
                }
                tokens.append(Token(.string, value, range: location(start)..<location(index)))
            } else {
                let start = index
                while index < characters.count {
                    let next = characters[index]
                    if next == " " || next == "\t" || next == "\"" || next == "," || next == "#" { break }
                    if next == "-", index + 1 < characters.count, characters[index + 1] == ">" { break }
                    index += 1
                }
                tokens.append(Token(.word, String(characters[start..<index]), range: location(start)..<location(index)))
            }
        }
        let end = tokens.last?.range.upperBound.column ?? (indent + 1)
        return LexedLine(number: line, indent: indent, hasTabIndentation: hasTab, tokens: tokens, contentEnd: end)
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
