import Foundation

/// Words looked up by their UTF-8 bytes, with no string made or hashed: an open-addressing table keyed by a word's
/// length and its first eight bytes read as one number, so a lookup is a multiply, a shift and, for the word found,
/// one compare of that number (and, for a word longer than eight bytes, a `memcmp` of the rest). For the parser's fixed
/// vocabularies (element kinds, attribute names): its words are lowercase ASCII letters and `-`, and a string of other
/// bytes is never equal to one of those as a `String` either, so comparing bytes answers exactly as comparing strings
/// would.
struct KeywordTable<Value: Sendable>: Sendable {
    /// One place of the table: a word's length (0 for an empty place), its first eight bytes, where its bytes are in
    /// ``bytes`` and its value's index in ``values``.
    private struct Slot: Sendable {
        /// The word's first eight bytes, little-endian, zero past its end.
        var prefix: UInt64 = 0
        /// Where the word's bytes start in ``KeywordTable/bytes``.
        var start: Int32 = 0
        /// The word's length in bytes; 0 marks an empty place.
        var length: Int32 = 0
        /// The index of its value in ``KeywordTable/values``.
        var value: Int32 = 0
    }

    /// Every word's bytes, back to back.
    private let bytes: [UInt8]
    /// The table: a power of two places, at most half of them used, so a probe always ends at an empty place.
    private let slots: [Slot]
    /// How far the hash is shifted right to give a place (64 less the table's bits).
    private let shift: UInt64
    /// The longest word's length.
    private let longest: Int
    /// The value of the empty word, if it is in the table.
    private let emptyValue: Value?
    /// Each word's value.
    private let values: [Value]

    /// A table of `entries` (a word given twice keeps its first value).
    init(_ entries: [(word: String, value: Value)]) {
        var bits = 2
        while 1 << bits < 2 * entries.count + 2 { bits += 1 }
        var slots = [Slot](repeating: Slot(), count: 1 << bits)
        var bytes: [UInt8] = []
        var values: [Value] = []
        var emptyValue: Value?
        var sawEmpty = false
        var longest = 0
        let shift = UInt64(64 - bits)
        for entry in entries {
            let word = Array(entry.word.utf8)
            if word.isEmpty {
                if !sawEmpty { emptyValue = entry.value }
                sawEmpty = true
                continue
            }
            let prefix = word.withUnsafeBufferPointer { Self.prefix($0.baseAddress!, count: word.count, readable: word.count) }
            var place = Self.place(prefix, count: word.count, shift: shift)
            var known = false
            while slots[place].length != 0 {
                let slot = slots[place]
                if Int(slot.length) == word.count, slot.prefix == prefix,
                   Array(bytes[Int(slot.start)..<(Int(slot.start) + word.count)]) == word {
                    known = true
                    break
                }
                place = (place + 1) & (slots.count - 1)
            }
            if known { continue }
            slots[place] = Slot(prefix: prefix, start: Int32(bytes.count), length: Int32(word.count), value: Int32(values.count))
            bytes.append(contentsOf: word)
            values.append(entry.value)
            longest = max(longest, word.count)
        }
        self.bytes = bytes
        self.slots = slots
        self.shift = shift
        self.longest = longest
        self.emptyValue = emptyValue
        self.values = values
    }

    /// The first eight bytes at `base` (zero past `count`), little-endian: one load when eight bytes are `readable`
    /// there (a word inside a longer buffer), else byte by byte.
    @inline(__always) private static func prefix(_ base: UnsafePointer<UInt8>, count: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            return count >= 8 ? loaded : loaded & ((1 << UInt64(count * 8)) &- 1)
        }
        var prefix: UInt64 = 0
        for index in 0..<min(count, 8) { prefix |= UInt64(base[index]) << UInt64(index * 8) }
        return prefix
    }

    /// The place a word of `count` bytes beginning with `prefix` hashes to.
    @inline(__always) private static func place(_ prefix: UInt64, count: Int, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((prefix ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The value of the word whose bytes are `word`, or nil when it is not in the table.
    func value(_ word: UnsafeBufferPointer<UInt8>) -> Value? {
        value(word, readable: word.count)
    }

    /// The value of the word whose bytes are `word`, or nil when it is not in the table, where `readable` bytes
    /// (at least `word.count`) may be read from the word's start: with eight, its first eight are read at once.
    @inline(__always) func value(_ word: UnsafeBufferPointer<UInt8>, readable: Int) -> Value? {
        let count = word.count
        guard count > 0, let base = word.baseAddress else { return count == 0 ? emptyValue : nil }
        guard count <= longest else { return nil }
        let prefix = Self.prefix(base, count: count, readable: readable)
        let mask = slots.count - 1
        var place = Self.place(prefix, count: count, shift: shift)
        while true {
            let slot = slots[place]
            if slot.length == 0 { return nil }
            if slot.prefix == prefix, Int(slot.length) == count,
               count <= 8 || bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + Int(slot.start) + 8, base + 8, count - 8) == 0 }) {
                return values[Int(slot.value)]
            }
            place = (place + 1) & mask
        }
    }

    /// The value of `word`, or nil when it is not in the table.
    func value(_ word: String) -> Value? {
        var word = word
        return word.withUTF8 { value($0) }
    }
}
