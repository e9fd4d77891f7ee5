import Foundation

/// Words looked up by their UTF-8 bytes, with no string made or hashed: a hash table keyed by a word's length and its
/// first eight bytes read as one number (``KeywordHashSlots``), so a lookup is a multiply, a shift and, for the word
/// found, one compare of that number (and, for a word longer than eight bytes, a `memcmp` of the rest). For the
/// parser's fixed vocabularies (element kinds, attribute names): its words are lowercase ASCII letters and `-`, and a
/// string of other bytes is never equal to one of those as a `String` either, so comparing bytes answers exactly as
/// comparing strings would.
struct KeywordTable<Value: Sendable>: Sendable {
    /// Where each word is, and the index of its value in ``values`` (read directly by ``ElementLineFastPath``, which
    /// then looks words up through no generic call).
    let slots: KeywordHashSlots
    /// Each entry's value, in the order given.
    let values: [Value]

    /// A table of `entries` (a word given twice keeps its first value).
    init(_ entries: [(word: String, value: Value)]) {
        slots = KeywordHashSlots(entries.map(\.word))
        values = entries.map(\.value)
    }

    /// The value of the word whose bytes are `word`, or nil when it is not in the table.
    func value(_ word: UnsafeBufferPointer<UInt8>) -> Value? {
        value(word, readable: word.count)
    }

    /// The value of the word whose bytes are `word`, or nil when it is not in the table, where `readable` bytes
    /// (at least `word.count`) may be read from the word's start: with eight, its first eight are read at once.
    @inline(__always) func value(_ word: UnsafeBufferPointer<UInt8>, readable: Int) -> Value? {
        let index = slots.index(of: word, readable: readable)
        return index < 0 ? nil : values[index]
    }

    /// The value of `word`, or nil when it is not in the table.
    func value(_ word: String) -> Value? {
        var word = word
        return word.withUTF8 { value($0) }
    }
}
