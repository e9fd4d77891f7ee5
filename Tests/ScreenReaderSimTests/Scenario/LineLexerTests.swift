import Testing
@testable import ScreenReaderSim

/// The byte lexer: tokens, values, columns (in characters) and diagnostics, on ASCII and on any UTF-8.
@Suite struct LineLexerTests {
    /// Lexes `line` and returns its tokens as `kind text @line:col-line:col` and its diagnostics as `id @col-col`.
    static func lexed(_ line: String, number: Int = 1) -> (tokens: [String], diagnostics: [String], indent: Int, end: Int) {
        var diagnostics: [Diagnostic] = []
        let result = LineLexer.lex(line, line: number, file: "f", diagnostics: &diagnostics)
        return (
            result.tokens.map { "\($0.kind) \($0.text) @\($0.range.dumpDescription)" },
            diagnostics.map { "\($0.id) @\($0.range.lowerBound.column)-\($0.range.upperBound.column)" },
            result.indent,
            result.contentEnd
        )
    }

    @Test func splitsWordsStringsCommasArrowsAndDropsComments() {
        let result = Self.lexed("  double tap -> \"on\", \"off\"  # a comment, \"not a string\"")
        #expect(result.tokens == [
            "word double @1:3-1:9", "word tap @1:10-1:13", "arrow -> @1:14-1:16",
            "string on @1:17-1:21", "comma , @1:21-1:22", "string off @1:23-1:28",
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.indent == 2)
        #expect(result.end == 28)
    }

    @Test func anArrowEndsAWordButALoneDashDoesNot() {
        #expect(Self.lexed("wi-fi->x").tokens == ["word wi-fi @1:1-1:6", "arrow -> @1:6-1:8", "word x @1:8-1:9"])
        #expect(Self.lexed("a-b - >").tokens == ["word a-b @1:1-1:4", "word - @1:5-1:6", "word > @1:7-1:8"])
    }

    @Test func resolvesEscapesAndReportsUnknownOnesKeepingTheCharacter() {
        #expect(Self.lexed(#""a\"b\\c""#).tokens == [#"string a"b\c @1:1-1:10"#])
        let unknown = Self.lexed(#""a\nb""#)
        #expect(unknown.tokens == ["string anb @1:1-1:7"])
        #expect(unknown.diagnostics == ["invalid-escape @3-5"])
        let trailing = Self.lexed(#""a\"#)
        #expect(trailing.tokens == [#"string a @1:1-1:4"#])
        #expect(trailing.diagnostics == ["invalid-escape @3-4", "unterminated-string @1-2"])
        // An escaped non-ASCII character is kept whole.
        #expect(Self.lexed(#""\é""#).tokens == ["string é @1:1-1:5"])
    }

    @Test func reportsAnUnterminatedStringAtItsQuote() {
        let result = Self.lexed("  touch \"Wi-Fi")
        #expect(result.tokens == ["word touch @1:3-1:8", "string Wi-Fi @1:9-1:15"])
        #expect(result.diagnostics == ["unterminated-string @9-10"])
    }

    @Test func reportsTheFirstTabOfTheIndentation() {
        let result = Self.lexed(" \t switch \"A\"\t on")
        #expect(result.diagnostics == ["tab-indentation @2-3"])
        #expect(result.indent == 3)
        #expect(result.tokens == ["word switch @1:4-1:10", "string A @1:11-1:14", "word on @1:16-1:18"])
    }

    @Test func countsColumnsInCharactersOnNonASCIILines() {
        // "é" is 2 bytes, the flag 8, the family 18: columns still count one each.
        let result = Self.lexed("text \"é🇫🇷\" 👩‍👩‍👧 x")
        #expect(result.tokens == ["word text @1:1-1:5", "string é🇫🇷 @1:6-1:10", "word 👩‍👩‍👧 @1:11-1:12", "word x @1:13-1:14"])
        #expect(result.end == 14)
    }

    @Test func punctuationFollowedByACombiningMarkIsNotPunctuation() {
        // A quote, comma or space followed by U+0301 is one character that is none of them.
        #expect(Self.lexed("a \"\u{301}b").tokens == ["word a @1:1-1:2", "word \"\u{301}b @1:3-1:5"])
        #expect(Self.lexed("a,\u{301}b").tokens == ["word a,\u{301}b @1:1-1:4"])
        #expect(Self.lexed("\"x \u{301}y\"").tokens == ["string x \u{301}y @1:1-1:6"])
        #expect(Self.lexed("a -\u{301}> b").tokens == ["word a @1:1-1:2", "word -\u{301}> @1:3-1:5", "word b @1:6-1:7"])
    }

    @Test func aByteOrderMarkStartsNoColumnOnTheFirstLine() throws {
        let (syntax, diagnostics) = ScenarioParser.parse(SourceText("\u{FEFF}screen \"A\"\r\n  swich \"B\"\r\n", file: "f"))
        #expect(syntax.screen?.keyword.range.dumpDescription == "1:1-1:7")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "unknown-kind")
        #expect(diagnostic.range.dumpDescription == "2:3-2:8")
    }

    @Test func crlfEndingsAreNotPartOfTheLastToken() {
        let source = SourceText("screen \"A\"\r\n  text \"B\" x\r\n", file: "f")
        #expect(source.lines.map(\.content) == ["screen \"A\"", "  text \"B\" x"])
        let (syntax, _) = ScenarioParser.parse(source)
        #expect(syntax.elements.first?.range.dumpDescription == "2:3-2:13")
    }

    /// The lexer of characters this byte lexer replaced, kept as the reference its results must equal.
    static func referenceLex(_ content: String, line: Int, file: String?) -> ([Token], [Diagnostic], Int) {
        var diagnostics: [Diagnostic] = []
        let utf8 = Array(content.utf8)
        var indent = 0
        while indent < utf8.count, utf8[indent] == UInt8(ascii: " ") || utf8[indent] == UInt8(ascii: "\t") { indent += 1 }
        if let tab = utf8[..<indent].firstIndex(of: UInt8(ascii: "\t")) {
            diagnostics.append(Diagnostic(.tabIndentation, at: ScreenReaderSim.SourceLocation(file: file, line: line, column: tab + 1)..<ScreenReaderSim.SourceLocation(file: file, line: line, column: tab + 2)))
        }
        let characters = Array(String(decoding: utf8[indent...], as: UTF8.self))
        func location(_ index: Int) -> ScreenReaderSim.SourceLocation { ScreenReaderSim.SourceLocation(file: file, line: line, column: indent + index + 1) }
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
                    if next == "\"" { closed = true; index += 1; break }
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
                if !closed { diagnostics.append(Diagnostic(.unterminatedString, at: location(start)..<location(start + 1))) }
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
        return (tokens, diagnostics, indent)
    }

    static let pieces = [
        " ", "  ", "\t", "\"", "\\", "\\\"", "\\\\", "#", ",", "-", ">", "->", "word", "Wi-Fi", "é", "e\u{301}", "\u{301}",
        "\u{200D}", "👩‍👩‍👧", "🇫🇷", "日本", "\u{A0}", "\u{FEFF}", "\r", "ß", "\u{308}", "x", "1.5",
    ]

    /// Thousands of generated lines, ASCII and not: the byte lexer gives exactly the reference's tokens and diagnostics.
    @Test(arguments: 0..<4)
    func matchesTheCharacterLexerOnGeneratedLines(seed: Int) {
        var generator = ScenarioRobustnessTests.Generator(state: UInt64(seed) &+ 0x5EED)
        for _ in 0..<2_000 {
            var line = ""
            for _ in 0..<generator.next(14) { line += Self.pieces[generator.next(Self.pieces.count)] }
            var diagnostics: [Diagnostic] = []
            let lexed = LineLexer.lex(line, line: 7, file: "g", diagnostics: &diagnostics)
            let (tokens, expectedDiagnostics, indent) = Self.referenceLex(line, line: 7, file: "g")
            #expect(lexed.tokens == tokens, "\(line.debugDescription)")
            #expect(lexed.tokens.map(\.text.utf8.count) == tokens.map(\.text.utf8.count), "\(line.debugDescription)")
            #expect(diagnostics == expectedDiagnostics, "\(line.debugDescription)")
            #expect(lexed.indent == indent, "\(line.debugDescription)")
        }
    }
}
