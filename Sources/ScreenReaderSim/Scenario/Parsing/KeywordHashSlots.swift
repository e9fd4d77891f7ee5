import Foundation

/// The hash table behind ``KeywordTable``, with no value type of its own (so the element-line fast path calls a plain
/// function, not a generic table's, which copied the table for every call): each word's place, found by its length and
/// first eight bytes read as one number, and the index of its value. A lookup is a multiply, a shift and, for the word found, one compare
/// of that number (and, for a word longer than eight bytes, a `memcmp` of the rest).
struct KeywordHashSlots: Sendable {
    /// One place of the table: a word's length (0 for an empty place), its first eight bytes, where its bytes are in
    /// ``bytes`` and its value's index.
    private struct Slot: Sendable {
        /// The word's first eight bytes, little-endian, zero past its end.
        var prefix: UInt64 = 0
        /// Where the word's bytes start in ``KeywordHashSlots/bytes``.
        var start: Int32 = 0
        /// The word's length in bytes; 0 marks an empty place.
        var length: Int32 = 0
        /// The index of its value.
        var value: Int = -1
    }

    /// Every word's bytes, back to back.
    private let bytes: [UInt8]
    /// The table: a power of two places, at most half of them used, so a probe always ends at an empty place.
    private let slots: [Slot]
    /// How far the hash is shifted right to give a place (64 less the table's bits).
    private let shift: UInt64
    /// The longest word's length.
    private let longest: Int
    /// The index of the empty word's value, -1 when it is not in the table.
    private let emptyValue: Int

    /// The places of `words`, whose values are their indices (a word given twice keeps its first index).
    init(_ words: [String]) {
        var bits = 2
        while 1 << bits < 2 * words.count + 2 { bits += 1 }
        var slots = [Slot](repeating: Slot(), count: 1 << bits)
        var bytes: [UInt8] = []
        var emptyValue = -1
        var longest = 0
        let shift = UInt64(64 - bits)
        for (index, text) in words.enumerated() {
            let word = Array(text.utf8)
            if word.isEmpty {
                if emptyValue < 0 { emptyValue = index }
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
            slots[place] = Slot(prefix: prefix, start: Int32(bytes.count), length: Int32(word.count), value: index)
            bytes.append(contentsOf: word)
            longest = max(longest, word.count)
        }
        self.bytes = bytes
        self.slots = slots
        self.shift = shift
        self.longest = longest
        self.emptyValue = emptyValue
    }

    /// The first eight bytes at `base` (zero past `count`), little-endian: one load when eight bytes are `readable`
    /// there (a word inside a longer buffer), else byte by byte.
    @inline(__always) private static func prefix(_ base: UnsafePointer<UInt8>, count: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            return count >= 8 ? loaded : loaded & ((1 << UInt64(truncatingIfNeeded: count &* 8)) &- 1)
        }
        var prefix: UInt64 = 0
        for index in 0..<min(count, 8) { prefix |= UInt64(base[index]) << UInt64(index * 8) }
        return prefix
    }

    /// The place a word of `count` bytes beginning with `prefix` hashes to.
    @inline(__always) private static func place(_ prefix: UInt64, count: Int, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((prefix ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The index of the value of the word whose bytes are `word`, or -1 when it is not in the table, where `readable`
    /// bytes (at least `word.count`) may be read from the word's start: with eight, its first eight are read at once.
    @inline(__always) func index(of word: UnsafeBufferPointer<UInt8>, readable: Int) -> Int {
        let count = word.count
        guard count > 0, let base = word.baseAddress else { return count == 0 ? emptyValue : -1 }
        guard count <= longest else { return -1 }
        let prefix = Self.prefix(base, count: count, readable: readable)
        let mask = slots.count &- 1
        var place = Self.place(prefix, count: count, shift: shift)
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let slot = slots[place]
                if slot.length == 0 { return -1 }
                if slot.prefix == prefix, Int(slot.length) == count,
                   count <= 8 || bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + Int(slot.start) + 8, base + 8, count - 8) == 0 }) {
                    return slot.value
                }
                place = (place &+ 1) & mask
            }
        }
    }
}
