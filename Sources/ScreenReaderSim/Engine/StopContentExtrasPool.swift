/// Shares equal boxes of stops' rarer parts (``StopContentParts``) once a focus order's stops are made: a big screen's
/// text fields mostly speak a handful of placeholders, so one box (144 bytes) serves every stop with the same parts
/// instead of each stop having its own. ``ElementDetailsPool`` does the same for the elements' rarer properties.
///
/// Sharing changes nothing anyone can see: a stop copies a shared box before changing it (``StopContent`` copies on
/// write), and a box is shared only with a stop whose parts are the same byte for byte
/// (``StopContentParts/isIdentical(to:)``). Like ``ElementDetailsPool``, the pool remembers the ``capacity`` boxes it
/// shared or kept last and compares a new box with them field by field, without hashing or copying: parts that repeat
/// near one another share, and an order whose parts all differ (every radio's place in its group) costs a few
/// comparisons a stop.
struct StopContentExtrasPool {
    /// How many boxes the pool remembers.
    static let capacity = 8

    /// The boxes remembered, most recently shared or kept first.
    private var recent: [StopContentExtras] = []

    /// An empty pool.
    init() { recent.reserveCapacity(Self.capacity) }

    /// The box to hold instead of `box`: a remembered box with the same parts, else `box` itself (remembered in place
    /// of the least recent).
    mutating func shared(_ box: StopContentExtras) -> StopContentExtras {
        for place in recent.indices where recent[place] === box || recent[place].parts.isIdentical(to: box.parts) {
            let found = recent[place]
            if place > 0 {
                recent.remove(at: place)
                recent.insert(found, at: 0)
            }
            return found
        }
        if recent.count == Self.capacity { recent.removeLast() }
        recent.insert(box, at: 0)
        return box
    }

    /// Makes the stops of `contents` with the same rarer parts share one box of them.
    static func share(_ contents: inout [StopContent]) {
        var pool = StopContentExtrasPool()
        for position in contents.indices {
            guard let box = contents[position].rarerParts else { continue }
            let shared = pool.shared(box)
            if shared !== box { contents[position].rarerParts = shared }
        }
    }
}
