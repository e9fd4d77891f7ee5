/// A set of element indices (or positions) in a known range, one bit each: what a pass over a screen marks as seen
/// (a container whose list was made, a group with a selected child) without hashing an index into a `Set` or a
/// `Dictionary`, which on a big screen's thousands of groups cost hundreds of instructions a mark.
struct ElementBitSet {
    /// The bits, 64 indices a word.
    private var words: [UInt64]

    /// The first index the set covers (its bit is the first word's lowest).
    private let start: Int

    /// An empty set for the indices `0..<count`.
    init(count: Int) {
        self.init(covering: 0..<count)
    }

    /// An empty set for the indices in `range`, one bit each and none for those below it: a pass over a dialog's
    /// stops marks its containers in a set of the dialog's size, not the screen's.
    init(covering range: Range<Int>) {
        start = range.lowerBound
        words = [UInt64](repeating: 0, count: (range.count + 63) / 64)
    }

    /// Whether `index` is in the set.
    func contains(_ index: Int) -> Bool {
        let offset = index - start
        return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// Puts `index` in the set; whether it was not in it before (as `Set.insert` answers).
    @discardableResult
    mutating func insert(_ index: Int) -> Bool {
        let offset = index - start
        let bit: UInt64 = 1 << UInt64(offset & 63)
        let word = words[offset >> 6]
        words[offset >> 6] = word | bit
        return word & bit == 0
    }
}
