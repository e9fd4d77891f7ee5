/// Which elements' states may have been written since a ``ControlStateTable`` was made: one bit per element, up to
/// ``maximumBits`` of them, elements that many apart sharing a bit. A clear bit says the element's state was never
/// written; a set bit says it may have been (it, or another that shares its bit).
///
/// Why: a touch reads the state its control started in from the touch table's bucket (``TouchPositions``), beside the
/// label, and asks this filter whether that is still its state. The filter is at most 8 KB, so it stays in the cache,
/// where the control's byte in the state table (a megabyte on a screen of a million elements) is often evicted by the
/// buckets a run of touches reads: that byte is a trip to main memory the touch waits for after the bucket's. A reader
/// that has changed nothing has no words at all, and answers every element unchanged.
///
///     var changed = ChangedElements(elements: 1_000_000)
///     changed.insert(70_000)
///     changed.mayContain(70_000)    // true
///     changed.mayContain(4_464)     // true: 70,000 - 65,536, the same bit
///     changed.mayContain(12)        // false
///
/// `ChangedElementsTests` checks that no inserted element is ever answered unchanged, and that a filter with room for
/// every element answers exactly.
struct ChangedElements: Sendable {
    /// The most bits a filter has: 8 KB, elements this many apart sharing a bit.
    static let maximumBits = 1 << 16

    /// The bits, ``bitMask`` + 1 of them; empty until the first insertion.
    private var words: [UInt64] = []
    /// The bit an element sets is its index masked by this (a power of two, less one).
    private let bitMask: Int

    /// A filter of no element, for a table of `elements` elements: a bit per element up to ``maximumBits``, and at
    /// least one word.
    init(elements: Int) {
        var bits = 64
        while bits < elements && bits < Self.maximumBits { bits *= 2 }
        bitMask = bits - 1
    }

    /// Marks `element` as changed.
    mutating func insert(_ element: Int) {
        if words.isEmpty { words = [UInt64](repeating: 0, count: (bitMask + 1) / 64) }
        let bit = element & bitMask
        words[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// Whether `element` may have changed: false only when neither it nor an element sharing its bit was inserted.
    @inline(__always)
    func mayContain(_ element: Int) -> Bool {
        guard !words.isEmpty else { return false }
        let bit = element & bitMask
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
