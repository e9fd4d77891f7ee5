import Testing
@testable import ScreenReaderSim

/// A parsed element line and attribute are kept small (``ParsedElements/Element``, ``ParsedElements/Attribute``) and
/// give back exactly the kind word, label and attribute word tokens the lexer made of the line: the same kind, line,
/// columns, bytes and escape, for plain, spaced, tabbed, non-ASCII, escaped and mark-joined labels, lines without one,
/// and every attribute word.
@Suite struct ParsedElementsLayoutTests {
    static let lines: [String] = [
        "button \"Save\"",
        "  text \"Setting 12 a\" ",
        "    switch   \"Wi-Fi\" on",
        "row",
        "group\t\"Tabbed\"",
        "  text \"Caf\u{E9} \u{1F600} na\u{EF}ve\" hint \"x\"",
        "text \"Say \\\"hi\\\"\\n\" hint \"h\"",
        "text \"\u{301}joined\"",
        "  stepper \"Guests\" value 2 min 1 max 4",
        "radio-group \"\"",
        "text-field \"\u{65E5}\u{672C}\" placeholder \"Your name\"",
        "heading\u{301} \"Accented kind\"",
        "image",
    ]

    /// The token as every field reads.
    static func describe(_ token: LexToken?) -> String {
        guard let token else { return "-" }
        return "\(token.kind) \(token.line):\(token.startColumn)-\(token.endColumn) @\(token.valueStart)+\(token.valueLength)"
            + " e\(token.escaped)"
    }

    @Test(arguments: lines)
    func anElementLineGivesBackTheTokensItWasMadeFrom(_ line: String) {
        var text = line
        var diagnostics: [Diagnostic] = []
        var tokens: [LexToken] = []
        var escaped: [String] = []
        text.withUTF8 { bytes in
            _ = LineLexer.lex(bytes, line: 7, file: SourceFileID("f"), into: &tokens, escaped: &escaped, diagnostics: &diagnostics)
            let source = TokenSource(bytes: bytes, escaped: escaped, file: SourceFileID("f"))
            guard let keyword = tokens.first, let kind = source.lookUp(keyword, in: ScenarioParserState.kindTable) else {
                // A word that is no kind's keyword is never kept as an element line.
                #expect(line.hasPrefix("heading\u{301}"))
                return
            }
            let label = tokens.count > 1 && tokens[1].kind == .string ? tokens[1] : nil
            for (parent, depth) in [(nil, 0), (Optional(2), 3), (Optional(70_000), ElementDepthAndKind.maximumDepth)] {
                var element = ParsedElements.Element(keyword: keyword, kind: kind, firstAttribute: 5, parent: parent,
                                                     depth: depth, last: tokens[tokens.count - 1])
                element.label = label
                element.attributeCount = 2
                #expect(Self.describe(element.keyword) == Self.describe(keyword))
                #expect(Self.describe(element.label) == Self.describe(label))
                #expect(element.kind == kind)
                #expect(element.depth == depth)
                #expect(element.parent == parent)
                #expect(element.line == 7)
                #expect(element.attributeIndices == 5..<7)
                #expect(element.start(in: source.file) == keyword.start(in: source.file))
                #expect(element.range(in: source.file).upperBound == tokens[tokens.count - 1].end(in: source.file))
                element.label = nil
                #expect(element.label == nil)
            }
        }
    }

    @Test func anElementLineTakesAtMost56BytesAndAnAttribute32() {
        #expect(MemoryLayout<ParsedElements.Element>.stride <= 56)
        #expect(MemoryLayout<ParsedElements.Attribute>.stride <= 32)
    }

    /// Every attribute word, after a label, after other words, indented, after a tab and on a non-ASCII line.
    @Test(arguments: AttributeWord.allCases)
    func anAttributeGivesBackItsWord(_ word: AttributeWord) {
        for written in ["text \"A\" \(word.rawValue)", "  switch \"Wi-Fi\" on \(word.rawValue) 3",
                        "row\t\(word.rawValue)", "text \"Caf\u{E9}\" \(word.rawValue) \"x\""] {
            var line = written
            var diagnostics: [Diagnostic] = []
            var tokens: [LexToken] = []
            var escaped: [String] = []
            line.withUTF8 { bytes in
                _ = LineLexer.lex(bytes, line: 3, file: SourceFileID("f"), into: &tokens, escaped: &escaped, diagnostics: &diagnostics)
                let source = TokenSource(bytes: bytes, escaped: escaped, file: SourceFileID("f"))
                guard let token = tokens.first(where: { source.lookUp($0, in: ScenarioParserState.attributeTable)?.word == word }) else {
                    Issue.record("no '\(word.rawValue)' in \(written)")
                    return
                }
                var attribute = ParsedElements.Attribute(name: token, word: word, firstValue: 9)
                attribute.valueCount = 4
                #expect(Self.describe(attribute.name) == Self.describe(token))
                #expect(attribute.word == word)
                #expect(attribute.firstValue == 9)
                #expect(attribute.valueCount == 4)
            }
        }
    }

    @Test func eachAttributeWordsPlaceAndLengthAreItsOwn() {
        for (place, word) in AttributeWord.allCases.enumerated() { #expect(word.caseIndex == place) }
        #expect(ParsedElements.Attribute.wordLengths == AttributeWord.allCases.map { Int32($0.rawValue.utf8.count) })
    }
}
