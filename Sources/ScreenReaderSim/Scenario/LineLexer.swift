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
    static func lex(_ content: String, line: Int, file: String?, diagnostics: inout [Diagnostic]) -> LexedLine {
        let characters = Array(content)
        func location(_ index: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: index + 1) }
        var index = 0
        while index < characters.count, characters[index] == " " || characters[index] == "\t" {
            if characters[index] == "\t" {
                diagnostics.append(Diagnostic(.tabIndentation, at: location(index)..<location(index + 1)))
            }
            index += 1
        }
        let indent = index
        let hasTab = characters[..<indent].contains("\t")
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
