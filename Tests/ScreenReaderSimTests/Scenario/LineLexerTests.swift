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
        // A comma, dash or space followed by U+0301 is one character that is none of them. A quote so joined is
        // reported (quote-joins-mark) and read as the opening quote the user meant, the mark left out.
        let joined = Self.lexed("a \"\u{301}b")
        #expect(joined.tokens == ["word a @1:1-1:2", "string b @1:3-1:5"])
        #expect(joined.diagnostics == ["quote-joins-mark @3-4", "unterminated-string @3-4"])
        #expect(Self.lexed("a,\u{301}b").tokens == ["word a,\u{301}b @1:1-1:4"])
        #expect(Self.lexed("\"x \u{301}y\"").tokens == ["string x \u{301}y @1:1-1:6"])
        #expect(Self.lexed("a -\u{301}> b").tokens == ["word a @1:1-1:2", "word -\u{301}> @1:3-1:5", "word b @1:6-1:7"])
    }

    @Test func aUnicodeEscapeNamesAnyScalarSoALabelMayStartWithAMark() {
        #expect(Self.lexed(#""\u{301}a""#).tokens == ["string \u{301}a @1:1-1:11"])
        #expect(Self.lexed(#""a\u{1F600}\u{41}\u{0000a}""#).tokens == ["string a😀A\n @1:1-1:28"])
    }

    @Test(arguments: [
        (#""\u{110000}""#, "invalid-unicode-escape @2-12"),
        (#""\u{D800}""#, "invalid-unicode-escape @2-10"),
        (#""\u{}""#, "invalid-unicode-escape @2-6"),
        (#""\u{123456789}""#, "invalid-unicode-escape @2-15"),
        (#""\u{12 ""#, "invalid-unicode-escape @2-7"),
        (#""\u12""#, "invalid-escape @2-4"),
    ])
    func reportsABadUnicodeEscapeAtItsBackslash(_ line: String, _ diagnostic: String) {
        #expect(Self.lexed(line).diagnostics == [diagnostic])
    }

    @Test func aQuoteJoinedByAMarkSaysHowToWriteTheMark() throws {
        var diagnostics: [Diagnostic] = []
        _ = LineLexer.lex("button \"\u{301}ok\"", line: 1, file: "f", diagnostics: &diagnostics)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "quote-joins-mark")
        #expect(diagnostic.range.dumpDescription == "1:8-1:9")
        #expect(diagnostic.text.contains("U+0301") && diagnostic.text.contains(#"'\u{301}'"#))
    }

    /// Labels that need more than `\"` and `\\` to be written: `Token.quoted` writes each so that it reads back exactly.
    @Test(arguments: [
        "plain", "\u{301}acute first", "\u{5A9}ertical", "\u{200D}joiner first", "\u{E33}thai spacing mark first",
        "ends with a prepended mark\u{600}", "\u{600}", "quote then mark \"\u{301}", "backslash then mark \\\u{301}",
        "two marks \u{301}\u{302}", "\u{301}\u{302} two first", "line\nbreak", "cr\r\nlf", "👩‍👩‍👧 🇫🇷 e\u{301}",
        "\"", "\\", "", "\u{600}\"", "\u{600}\\", "a\u{600}\u{301}",
    ])
    func aQuotedLabelReadsBackExactly(_ label: String) {
        var diagnostics: [Diagnostic] = []
        let written = Token.quoted(label)
        let lexed = LineLexer.lex("text " + written + " x", line: 1, file: "f", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(written)")
        #expect(lexed.tokens.map(\.kind) == [.word, .string, .word], "\(written)")
        #expect(lexed.tokens.count == 3 && Array(lexed.tokens[1].text.unicodeScalars) == Array(label.unicodeScalars), "\(written)")
    }

    /// Generated labels of every awkward piece: written by `Token.quoted`, they read back exactly.
    @Test(arguments: 0..<2)
    func generatedLabelsReadBackExactly(seed: Int) {
        var generator = ScenarioRobustnessTests.Generator(state: UInt64(seed) &+ 0xC0DE)
        for _ in 0..<2_000 {
            var label = ""
            for _ in 0..<generator.next(8) { label.unicodeScalars.append(contentsOf: Self.pieces[generator.next(Self.pieces.count)].unicodeScalars) }
            var diagnostics: [Diagnostic] = []
            let lexed = LineLexer.lex(Token.quoted(label), line: 1, file: "f", diagnostics: &diagnostics)
            #expect(diagnostics.isEmpty, "\(label.debugDescription)")
            #expect(lexed.tokens.count == 1 && Array(lexed.tokens[0].text.unicodeScalars) == Array(label.unicodeScalars), "\(label.debugDescription)")
        }
    }

    /// Labels without anything awkward are written as before: quoted, with `"` and `\` escaped.
    @Test func aPlainLabelIsWrittenAsBefore() {
        #expect(Token.quoted(#"Wi-Fi "home" \ é 日本"#) == #""Wi-Fi \"home\" \\ é 日本""#)
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
            } else if character.unicodeScalars.first == "\"" {
                if character != "\"" {
                    let mark = character.unicodeScalars.dropFirst().first!
                    diagnostics.append(Diagnostic(.quoteJoinsMark(mark), at: location(index)..<location(index + 1)))
                }
                let start = index
                var value = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\"" { closed = true; index += 1; break }
                    if next == "\\" {
                        if index + 2 < characters.count, characters[index + 1] == "u", characters[index + 2] == "{" {
                            // `\u{HEX}`: 1 to 8 hexadecimal digits naming a scalar, then `}`.
                            var end = index + 3
                            while end < characters.count, characters[end].isHexDigit, characters[end].isASCII { end += 1 }
                            let digits = String(characters[(index + 3)..<end])
                            let closes = end < characters.count && characters[end] == "}"
                            if closes, (1...8).contains(digits.count), let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) {
                                value.unicodeScalars.append(scalar)
                                index = end + 1
                                continue
                            }
                            diagnostics.append(Diagnostic(.invalidUnicodeEscape, at: location(index)..<location(closes ? end + 1 : end)))
                            value.append(characters[index + 1])
                        } else if index + 1 < characters.count, characters[index + 1] == "\"" || characters[index + 1] == "\\" {
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
        "\\u{301}", "\\u{", "u{", "}", "\\u{1F600}", "\\u{110000}", "\\u{D800}", "\\u{000000301}", "\\u{}", "aF", "\u{600}",
    ]

    /// Thousands of generated lines, ASCII and not: the byte lexer gives exactly the reference's tokens and diagnostics.
    @Test(arguments: 0..<4)
    func matchesTheCharacterLexerOnGeneratedLines(seed: Int) {
        Self.expectLexesAsTheReference(linesOf: Self.pieces, state: UInt64(seed) &+ 0x5EED)
    }

    /// Lexes 2,000 lines of up to 13 of `pieces` each, drawn from a generator started at `state`, and expects exactly
    /// the reference lexer's tokens (and their lengths), diagnostics and indentation for each.
    static func expectLexesAsTheReference(linesOf pieces: [String], state: UInt64) {
        var generator = ScenarioRobustnessTests.Generator(state: state)
        for _ in 0..<2_000 {
            var line = ""
            for _ in 0..<generator.next(14) { line += pieces[generator.next(pieces.count)] }
            var diagnostics: [Diagnostic] = []
            let lexed = LineLexer.lex(line, line: 7, file: "g", diagnostics: &diagnostics)
            let (tokens, expectedDiagnostics, indent) = referenceLex(line, line: 7, file: "g")
            #expect(lexed.tokens == tokens, "\(line.debugDescription)")
            #expect(lexed.tokens.map(\.text.utf8.count) == tokens.map(\.text.utf8.count), "\(line.debugDescription)")
            #expect(diagnostics == expectedDiagnostics, "\(line.debugDescription)")
            #expect(lexed.indent == indent, "\(line.debugDescription)")
        }
    }
}
