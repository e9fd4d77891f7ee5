/// A set of element indices (or positions) below a known bound, one bit each: what a pass over a screen marks as seen
/// (a container whose list was made, a group with a selected child) without hashing an index into a `Set` or a
/// `Dictionary`, which on a big screen's thousands of groups cost hundreds of instructions a mark.
struct ElementBitSet {
    /// The bits, 64 indices a word.
    private var words: [UInt64]

    /// An empty set for the indices `0..<count`.
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// Whether `index` is in the set.
    func contains(_ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Puts `index` in the set; whether it was not in it before (as `Set.insert` answers).
    @discardableResult
    mutating func insert(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index & 63)
        let word = words[index >> 6]
        words[index >> 6] = word | bit
        return word & bit == 0
    }
}
