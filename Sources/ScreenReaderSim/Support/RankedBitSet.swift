/// A set of places in a table (`0..<capacity`), one bit each, that also answers the rank of a place: how many members
/// lie before it, in one read of one 16-byte word.
///
///     let set = RankedBitSet(capacity: 200, members: [3, 70, 71, 150])
///     set.rank(of: 71)      // 2: the places 3 and 70 lie before it
///     set.contains(71)      // true
///
/// A table whose rarer records are kept in a list of their own, in the order of the places they belong to, finds a
/// record's place in that list as the rank of its own place. ``TouchPositions`` does so: the place of a touched stop's
/// detail then comes from where its bucket lies, known from the label's hash before the bucket is read, rather than
/// from what the bucket holds. On a big screen both are trips to main memory; this way the processor makes them side
/// by side instead of one after the other.
///
/// Each word holds 64 places' bits and how many members lie before them: 16 bytes for 64 places, a quarter of a byte
/// a place. `RankedBitSetTests` checks the rank and membership of every place against counting the members, at word
/// edges and on empty and full sets.
struct RankedBitSet: Sendable {
    /// 64 places: their bits (place `64 * i + j` is bit `j` of word `i`) and how many members lie before the first.
    private struct Word: Sendable {
        /// The members among the word's 64 places.
        var bits: UInt64
        /// How many members lie before the word's first place.
        var before: UInt32
    }

    /// The words, 64 places each, on huge pages when big.
    private let words: [Word]

    /// How many members the set has.
    let count: Int

    /// The set of `members` among the places `0..<capacity`; `members` are in increasing order, each below `capacity`,
    /// and there are fewer than 2^32 of them.
    init(capacity: Int, members: some Sequence<Int>) {
        var members = members.makeIterator()
        var next = members.next()
        var counted = 0
        words = [Word](hugePagedCapacity: (capacity + 63) / 64) { buffer, initialized in
            for word in 0..<buffer.count {
                var bits: UInt64 = 0
                let before = counted
                let end = (word + 1) * 64
                while let member = next, member < end {
                    precondition(member >= word * 64 && member < capacity, "members are in increasing order, in the capacity")
                    bits |= 1 << UInt64(member & 63)
                    counted += 1
                    next = members.next()
                }
                buffer.initializeElement(at: word, to: Word(bits: bits, before: UInt32(before)))
                initialized = word + 1
            }
        }
        precondition(next == nil, "members are in increasing order, in the capacity")
        count = counted
    }

    /// How many members lie before `place`.
    @inline(__always)
    func rank(of place: Int) -> Int {
        let word = words[place >> 6]
        let below: UInt64 = (1 << UInt64(place & 63)) &- 1
        return Int(word.before) + (word.bits & below).nonzeroBitCount
    }

    /// Whether `place` is a member.
    func contains(_ place: Int) -> Bool {
        words[place >> 6].bits & (1 << UInt64(place & 63)) != 0
    }
}
