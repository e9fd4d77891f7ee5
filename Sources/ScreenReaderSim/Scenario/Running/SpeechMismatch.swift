/// Where an expected utterance list first differs from what a reader said: which utterance, which word, and the
/// column of that word in each utterance, so a failure can point at it.
///
///     expected: "Wi-Fi, on, switch button"
///     actual:   "Wi-Fi, off, switch button, double tap to toggle setting"
///                      ^ first difference: "off" where "on" was expected
public struct SpeechMismatch: Hashable, Sendable {
    /// The position of the first utterance that differs (or the first one missing from either list).
    public var utterance: Int
    /// The differing word as expected, nil when the expected utterance ends (or is missing) there.
    public var expectedWord: String?
    /// The differing word as said, nil when the actual utterance ends (or is missing) there.
    public var actualWord: String?
    /// The character offset of that word in the expected utterance (its length when the utterance ends there).
    public var expectedOffset: Int
    /// The character offset of that word in the actual utterance (its length when the utterance ends there).
    public var actualOffset: Int

    /// The first difference between `expected` and `actual` under ``Speech/matches(_:_:)-(String,String)``, or nil when
    /// they match.
    public init?(expected: [String], actual: [String]) {
        guard !Speech.matches(expected, actual) else { return nil }
        var index = 0
        while index < expected.count, index < actual.count, Speech.matches(expected[index], actual[index]) { index += 1 }
        utterance = index
        let expectedWords = index < expected.count ? Self.words(expected[index]) : []
        let actualWords = index < actual.count ? Self.words(actual[index]) : []
        var word = 0
        while word < expectedWords.count, word < actualWords.count,
              expectedWords[word].text.lowercased() == actualWords[word].text.lowercased() { word += 1 }
        expectedWord = word < expectedWords.count ? expectedWords[word].text : nil
        actualWord = word < actualWords.count ? actualWords[word].text : nil
        expectedOffset = word < expectedWords.count ? expectedWords[word].offset : (index < expected.count ? expected[index].count : 0)
        actualOffset = word < actualWords.count ? actualWords[word].offset : (index < actual.count ? actual[index].count : 0)
    }

    /// One sentence naming the difference: `"off" where "on" was expected`.
    public var summary: String {
        switch (actualWord, expectedWord) {
        case (let said?, let wanted?): "\"\(said)\" where \"\(wanted)\" was expected"
        case (let said?, nil): "\"\(said)\" where the expected speech ends"
        case (nil, let wanted?): "the speech ends where \"\(wanted)\" was expected"
        case (nil, nil): "a different number of utterances"
        }
    }

    /// The words of `text` (runs of characters between spaces, commas and periods) with their character offsets.
    static func words(_ text: String) -> [(text: String, offset: Int)] {
        var words: [(text: String, offset: Int)] = []
        var current = ""
        var start = 0
        for (offset, character) in text.enumerated() {
            if character == " " || character == "," || character == "." || character.isWhitespace {
                if !current.isEmpty { words.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append((current, start)) }
        return words
    }
}
