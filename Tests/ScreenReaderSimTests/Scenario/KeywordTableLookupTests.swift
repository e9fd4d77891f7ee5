import Testing
@testable import ScreenReaderSim

/// A ``KeywordTable`` lookup, which finds a word by its length and first eight bytes before comparing the rest,
/// answers as comparing the strings would: the value of the first entry whose word equals the text, or nil.
@Suite struct KeywordTableLookupTests {
    /// The simple version: the first entry whose word equals `text` as a string.
    static func expected(_ text: String, in words: [String]) -> Int? { words.firstIndex(of: text) }

    /// Texts near every word: the word, each byte changed in turn, cut short, one byte longer, and in capitals.
    static func texts(near words: [String]) -> [String] {
        var texts = ["", "-", "\u{E9}", "a\u{301}", "scenario"]
        for word in words {
            let bytes = Array(word.utf8)
            texts.append(word)
            texts.append(word.uppercased())
            texts.append(String(decoding: bytes.dropLast(), as: UTF8.self))
            texts.append(word + "s")
            texts.append("x" + word)
            for place in bytes.indices {
                var changed = bytes
                changed[place] = changed[place] == UInt8(ascii: "z") ? UInt8(ascii: "a") : changed[place] + 1
                texts.append(String(decoding: changed, as: UTF8.self))
            }
        }
        return texts
    }

    /// Words that share long prefixes or their first and last bytes, of every length from 1 to 20 bytes, a word given
    /// twice (the first is found), and a word of a character of two bytes.
    static let sharedPrefixWords: [String] = {
        var words: [String] = []
        for length in 1...20 {
            words.append(String(repeating: "a", count: length))
            words.append(String(repeating: "a", count: length - 1) + "b")
            if length > 2 { words.append("a" + String(repeating: "c", count: length - 2) + "a") }
        }
        return words + ["aaaa", "caf\u{E9}"]
    }()

    static let vocabularies: [[String]] = [
        ElementKind.allCases.map(\.rawValue), ScenarioParserState.attributeNames, sharedPrefixWords,
    ]

    @Test(arguments: 0..<3)
    func aLookupAnswersAsComparingStringsWould(vocabulary: Int) {
        let words = Self.vocabularies[vocabulary]
        let table = KeywordTable<Int>(words.enumerated().map { ($0.element, $0.offset) })
        for text in Self.texts(near: words) {
            #expect(table.value(text) == Self.expected(text, in: words), "\(text)")
        }
    }

    /// A lookup that may read eight bytes at once (the word inside a longer buffer, as the element-line fast path looks
    /// words up in a file's bytes) answers as one that reads only the word's bytes, whatever follows the word.
    @Test(arguments: 0..<3)
    func aLookupReadingPastTheWordAnswersTheSame(vocabulary: Int) {
        let words = Self.vocabularies[vocabulary]
        let table = KeywordTable<Int>(words.enumerated().map { ($0.element, $0.offset) })
        for text in Self.texts(near: words) {
            for tail in ["", " on", "abcdefghij", "\u{E9}\u{E9}\u{E9}\u{E9}"] {
                let buffer = Array((text + tail).utf8)
                let count = text.utf8.count
                buffer.withUnsafeBufferPointer { all in
                    let word = UnsafeBufferPointer(rebasing: all[0..<count])
                    #expect(table.value(word, readable: all.count) == Self.expected(text, in: words), "\(text)")
                }
            }
        }
    }

    /// The parser's own tables find each of their words' values.
    @Test func theParsersTablesFindEachWord() {
        for kind in ElementKind.allCases {
            #expect(ScenarioParserState.kindTable.value(kind.rawValue) == kind)
        }
        for name in ScenarioParserState.attributeNames {
            #expect(ScenarioParserState.attributeTable.value(name)?.word == AttributeWord(rawValue: name))
        }
    }
}
