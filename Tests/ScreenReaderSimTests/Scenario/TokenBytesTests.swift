import Testing
@testable import ScreenReaderSim

/// What the parser reads from a token's bytes without making its string answers as the string would: whole numbers as
/// `Int(String)` reads them, words through a ``KeywordTable``, and a location's file through its number.
@Suite struct TokenBytesTests {
    /// `TokenSource.integer` of a word token whose text is `text`.
    static func integer(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            let source = TokenSource(bytes: bytes, escaped: [], file: .none)
            let token = LexToken(kind: .word, escaped: -1, line: 1, startColumn: 1, endColumn: Int32(bytes.count + 1),
                                 valueStart: 0, valueEnd: bytes.count)
            return source.integer(token)
        }
    }

    @Test(arguments: [
        "", "+", "-", "0", "-0", "+5", "007", "42", "1a", " 1", "1 ", "1_000", "0x10", "1.5", "١٢", "--1", "+-1",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "99999999999999999999",
    ])
    func wholeNumbersReadAsIntOfTheirText(_ text: String) {
        #expect(Self.integer(text) == Int(text))
    }

    @Test func aKeywordTableFindsEachWordByItsBytesAndNothingElse() {
        let table = KeywordTable<Int>([("on", 1), ("off", 2), ("no-keyboard", 3), ("of", 4), ("on", 5)])
        #expect(table.value("on") == 1)
        #expect(table.value("off") == 2)
        #expect(table.value("of") == 4)
        #expect(table.value("no-keyboard") == 3)
        for missing in ["", "o", "onn", "OFF", "no-keyboar", "no-keyboards", "é"] {
            #expect(table.value(missing) == nil)
        }
        for kind in ElementKind.allCases {
            #expect(ScenarioParserState.kindTable.value(kind.rawValue) == kind)
        }
    }

    @Test func aLocationKeepsItsFileAsGivenAndComparesAsTheStringsDo() {
        let composed = "caf\u{E9}.scenario"
        let decomposed = "cafe\u{301}.scenario"
        let first = SourceLocation(file: composed, line: 1, column: 2)
        let second = SourceLocation(file: decomposed, line: 1, column: 2)
        #expect(first.file.map { Array($0.utf8) } == Array(composed.utf8))
        #expect(second.file.map { Array($0.utf8) } == Array(decomposed.utf8))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(SourceLocation(file: nil, line: 1, column: 2) != SourceLocation(file: "", line: 1, column: 2))
        #expect(SourceLocation(file: "a", line: 1, column: 2) != SourceLocation(file: "b", line: 1, column: 2))
        var moved = first
        moved.file = "other.scenario"
        #expect(moved.file == "other.scenario")
        #expect(moved.description == "other.scenario:1:2")
        moved.file = nil
        #expect(moved.file == nil)
        #expect(moved.description == "1:2")
    }
}
