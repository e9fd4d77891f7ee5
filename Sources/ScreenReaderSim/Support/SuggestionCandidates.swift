/// The words "did you mean" chooses from, worked out once: each one's lowercase form, its length and the byte values it
/// holds. A keyword list asked for every unknown word of a file (a line of a million of them) is prepared once, not
/// once per word.
package struct SuggestionCandidates: Sendable {
    /// The words, as given.
    let words: [String]
    /// Each word lowercased.
    let lowered: [String]
    /// Each lowercased word's length in characters.
    let lengths: [Int]
    /// Each lowercased word's byte values and whether it is plain ASCII (see ``Suggestion/bytesMask(_:)``).
    let masks: [(mask: UInt64, isSimple: Bool, hasUppercase: Bool)]

    /// The candidates `words`, in the order ties are settled (the first closest wins).
    package init<Words: Sequence>(_ words: Words) where Words.Element == String {
        self.words = Array(words)
        lowered = self.words.map { $0.lowercased() }
        lengths = lowered.map(\.count)
        masks = lowered.map(Suggestion.bytesMask)
    }
}
