import Testing
@testable import ScreenReaderSim

/// The byte tricks the lexer and the parser use answer exactly as the plain code they stand for: the word-boundary mask
/// as six compares, the eight-bytes-at-a-time string search as a loop over each byte, and an attribute's set of kinds as
/// the list of kinds it is made from.
@Suite struct ByteScanTests {
    @Test func theWordBoundaryMaskHoldsExactlyTheSixBoundaryBytes() {
        let boundaries: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "#"), UInt8(ascii: "-")]
        for byte in UInt8.min...UInt8.max {
            #expect(WordBoundaryBytes.mayEndWord(byte) == boundaries.contains(byte), "byte \(byte)")
        }
    }

    /// The plain search the eight-bytes-at-a-time one stands for.
    static func plainFirstQuoteOrBackslash(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    @Test(arguments: 0..<4)
    func theStringEndSearchFindsWhatTheByteLoopFinds(seed: Int) {
        var generator = ScenarioRobustnessTests.Generator(state: UInt64(seed) &+ 0xB17E)
        // Quotes and backslashes among bytes that differ from them by one bit or a borrow (0x21, 0x23, 0x5B, 0x5D, 0xA2,
        // 0xDC, 0x00, 0x01, 0x80, 0xFF), so a false match of the word test would show.
        let alphabet: [UInt8] = [0x22, 0x5C, 0x21, 0x23, 0x5B, 0x5D, 0xA2, 0xDC, 0x00, 0x01, 0x80, 0xFF, 0x61, 0x20]
        for _ in 0..<3_000 {
            let count = generator.next(40)
            let quoteOdds = 1 + generator.next(30)
            let bytes: [UInt8] = (0..<count).map { _ in
                generator.next(quoteOdds) == 0 ? alphabet[generator.next(2)] : alphabet[2 + generator.next(alphabet.count - 2)]
            }
            let start = generator.next(count + 1)
            let end = start + generator.next(count - start + 1)
            let found = bytes.withUnsafeBufferPointer { StringEndSearch.firstQuoteOrBackslash(in: $0, from: start, to: end) }
            #expect(found == Self.plainFirstQuoteOrBackslash(bytes, from: start, to: end), "\(bytes) \(start)..<\(end)")
        }
    }

    @Test func anAttributesKindSetFitsTheKindsItsListFits() throws {
        for word in ScenarioParserState.attributeNames {
            let info = try #require(ScenarioParserState.attributeTable.value(word))
            #expect(info.name == word)
            for kind in ElementKind.allCases {
                #expect(info.kinds.contains(kind) == ScenarioParserState.attribute(word, fits: kind), "\(word) on \(kind)")
            }
        }
        #expect(ElementKind.allCases.allSatisfy(ElementKindSet.all.contains))
        #expect(!ElementKind.allCases.contains(where: ElementKindSet([]).contains))
    }

    @Test func aKindSetOfFactsHoldsTheKindsWhoseFactsPass() {
        let tests: [(KindFacts) -> Bool] = [
            { $0.layer == .modal }, { $0.layer == .popup }, { $0.activation == .chooseOption }, { $0.stops == .mergedRow },
            { $0.rowMerge == .ownStops }, { if case .only = $0.children { true } else { false } },
        ]
        for test in tests {
            let set = ElementKindSet(kindsWhere: test)
            for kind in ElementKind.allCases { #expect(set.contains(kind) == test(kind.facts), "\(kind)") }
        }
    }

    /// Each attribute word with its text as a static string, as ``ParsedElements/attribute(_:of:in:)`` takes it.
    static let attributeTexts: [(AttributeWord, StaticString)] = [
        (.on, "on"), (.off, "off"), (.checked, "checked"), (.unchecked, "unchecked"), (.selected, "selected"),
        (.unselected, "unselected"), (.expanded, "expanded"), (.collapsed, "collapsed"), (.disabled, "disabled"),
        (.hidden, "hidden"), (.custom, "custom"), (.stateless, "stateless"), (.noKeyboard, "no-keyboard"),
        (.secure, "secure"), (.percent, "percent"), (.placeholder, "placeholder"), (.alert, "alert"), (.open, "open"),
        (.closes, "closes"), (.opens, "opens"), (.announces, "announces"), (.value, "value"), (.min, "min"),
        (.max, "max"), (.step, "step"), (.order, "order"), (.lines, "lines"), (.width, "width"), (.frame, "frame"),
        (.label, "label"), (.hint, "hint"), (.navigates, "navigates"), (.movesFocus, "moves-focus"), (.id, "id"),
        (.before, "before"), (.after, "after"),
    ]

    @Test func anAttributeFoundByItsWordIsTheOneFoundByItsText() {
        #expect(Self.attributeTexts.count == AttributeWord.allCases.count)
        #expect(Self.attributeTexts.allSatisfy { $0.0.rawValue == $0.1.description })
        let text = """
            screen "S"
              switch "A" on id a before b hint "x" id c
              stepper "B" value 2 min 1 max 4 value 3 step 1 order 2
              menu "M" value "X" opens d closes
                option "X" selected
              dialog "D" id d open alert
                button "OK" closes announces "Done" width 120 frame 0 0 10 10 label "L"
              text "T" after a navigates "n" moves-focus a lines 2
              text-field "F" placeholder "P" secure custom stateless no-keyboard disabled hidden
              checkbox "C" unchecked checked
              expandable "E" collapsed expanded value "3 items"
              slider "S" percent value 5
            """
        let source = SourceText(text)
        source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes)
            let elements = parser.elements
            #expect(elements.elements.count == 11)
            var found = 0
            for element in elements.elements {
                for (word, name) in Self.attributeTexts {
                    let byWord = elements.attribute(word, of: element)
                    if byWord != nil { found += 1 }
                    let byText = elements.attribute(name, of: element, in: parser.source)
                    #expect(byWord?.firstValue == byText?.firstValue && byWord?.valueCount == byText?.valueCount, "\(word)")
                    #expect(elements.firstValue(word, of: element)?.valueStart == elements.firstValue(name, of: element, in: parser.source)?.valueStart)
                }
            }
            // Every attribute word is on some line (the first of each counted once per line).
            #expect(found >= AttributeWord.allCases.count)
        }
    }

    static let asciiPieces = [
        " ", "  ", "\t", "\"", "\\", "\\\"", "\\\\", "#", ",", "-", ">", "->", "word", "Wi-Fi", "x", "1.5", "\\u{41}",
        "\\u{", "}", "\\n", "a label of more than sixteen bytes", "\"a closed string of some length\"", "12345678",
    ]

    /// ASCII lines, whose strings take the eight-bytes-at-a-time search: the lexer gives exactly the character
    /// lexer's tokens and diagnostics.
    @Test(arguments: 0..<4)
    func asciiLinesLexAsTheCharacterLexerLexesThem(seed: Int) {
        LineLexerTests.expectLexesAsTheReference(linesOf: Self.asciiPieces, state: UInt64(seed) &+ 0xA5C11)
    }
}
