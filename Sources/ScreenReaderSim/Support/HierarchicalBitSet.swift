/// A set of integers in `0..<capacity` that finds the next member at or after a value, and the last one at or before
/// it, in O(log₆₄ capacity): four word reads for a million values, however far apart the members are.
///
/// The members are bits in 64-bit words (level 0); each level above has one bit per word of the level below, set
/// while that word is not zero, up to a level of one word. A search looks in its own word first, climbs while the
/// rest of the word is empty, and goes back down along the lowest (or highest) set bits. Inserting or removing
/// touches one word per level at most, stopping where a word's emptiness does not change.
///
/// Equivalent to a sorted array of the members searched with a scan (the equivalence test checks it), at a fraction
/// of the cost once members are sparse.
struct HierarchicalBitSet: Sendable {
    /// Every level's words, level 0 first.
    private var words: [UInt64]
    /// Where each level starts in `words`, and, last, where the levels end.
    private let levelStarts: [Int]
    /// The values the set can hold: `0..<capacity`.
    let capacity: Int

    /// An empty set for values in `0..<capacity`.
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        var starts = [0]
        var bits = self.capacity
        repeat {
            let count = max((bits + 63) / 64, 1)
            starts.append(starts[starts.count - 1] + count)
            bits = count
        } while bits > 1
        levelStarts = starts
        words = [UInt64](repeating: 0, count: starts[starts.count - 1])
    }

    /// How many levels the set has (1 for up to 64 values).
    private var levels: Int { levelStarts.count - 1 }

    /// Whether `value` is in the set.
    func contains(_ value: Int) -> Bool {
        guard value >= 0 && value < capacity else { return false }
        return words[value >> 6] & (1 << UInt64(value & 63)) != 0
    }

    /// Adds `value` (in `0..<capacity`).
    mutating func insert(_ value: Int) {
        precondition(value >= 0 && value < capacity, "a value outside the set's capacity")
        var bit = value
        for level in 0..<levels {
            let word = levelStarts[level] + bit >> 6
            let before = words[word]
            words[word] = before | 1 << UInt64(bit & 63)
            // The word was not empty: the levels above already say so.
            if before != 0 { return }
            bit >>= 6
        }
    }

    /// Takes `value` out, if it is in the set.
    mutating func remove(_ value: Int) {
        guard value >= 0 && value < capacity else { return }
        var bit = value
        for level in 0..<levels {
            let word = levelStarts[level] + bit >> 6
            let after = words[word] & ~(1 << UInt64(bit & 63))
            words[word] = after
            // The word still holds a member: the levels above stay as they are.
            if after != 0 { return }
            bit >>= 6
        }
    }

    /// The smallest member at or after `value`, if any.
    func first(atOrAfter value: Int) -> Int? {
        var bit = max(value, 0)
        guard bit < capacity else { return nil }
        var level = 0
        // Climb until a word holds a member at or after `bit`.
        while true {
            let index = bit >> 6
            guard levelStarts[level] + index < levelStarts[level + 1] else { return nil }
            let rest = words[levelStarts[level] + index] & (~0 << UInt64(bit & 63))
            if rest != 0 {
                bit = index << 6 | rest.trailingZeroBitCount
                break
            }
            // Nothing left in this word: go on from the next word, one level up.
            level += 1
            guard level < levels else { return nil }
            bit = index + 1
        }
        // Go down along the lowest set bits.
        while level > 0 {
            level -= 1
            bit = bit << 6 | words[levelStarts[level] + bit].trailingZeroBitCount
        }
        return bit
    }

    /// The largest member at or before `value`, if any.
    func last(atOrBefore value: Int) -> Int? {
        guard value >= 0, capacity > 0 else { return nil }
        var bit = min(value, capacity - 1)
        var level = 0
        // Climb until a word holds a member at or before `bit`.
        while true {
            let index = bit >> 6
            let rest = words[levelStarts[level] + index] & (~0 >> UInt64(63 - bit & 63))
            if rest != 0 {
                bit = index << 6 | (63 - rest.leadingZeroBitCount)
                break
            }
            // Nothing before it in this word: go on from the previous word, one level up.
            level += 1
            guard level < levels, index > 0 else { return nil }
            bit = index - 1
        }
        // Go down along the highest set bits.
        while level > 0 {
            level -= 1
            bit = bit << 6 | (63 - words[levelStarts[level] + bit].leadingZeroBitCount)
        }
        return bit
    }
}
