/// Shares equal boxes of stops' rarer parts (``StopContentParts``) once a focus order's stops are made: a big screen's
/// text fields mostly speak a handful of placeholders, so one box (144 bytes) serves every stop with the same parts
/// instead of each stop having its own. ``ElementDetailsPool`` does the same for the elements' rarer properties.
///
/// Sharing changes nothing anyone can see: a stop copies a shared box before changing it (``StopContent`` copies on
/// write), and a box is shared only with a stop whose parts are the same byte for byte
/// (``StopContentParts/isIdentical(to:)``). Like ``ElementDetailsPool``, the pool remembers ``capacity`` boxes (those
/// shared often stay) and compares a new box with each, field by field, without hashing or copying: parts that repeat
/// near one another share, and an order whose parts all differ (every radio's place in its group) costs a few
/// comparisons a stop.
struct StopContentExtrasPool {
    /// How many boxes the pool remembers.
    static let capacity = 8

    /// The boxes remembered, at most ``capacity``.
    private var boxes: [StopContentExtras] = []
    /// Each remembered box's parts, copied once when it is remembered (a remembered box is never changed: the pool's
    /// reference makes an owner copy it first), so comparing reads plain values in place, not boxes.
    private var values: [StopContentParts] = []
    /// One bit a place of ``boxes``: whether its box was shared since the clock hand last passed it.
    private var wasShared: UInt8 = 0
    /// The place the clock hand is at: once the list is full, the next box kept replaces the first box from here that
    /// was not shared since the hand last passed (and the bits of those it passes are cleared), so boxes shared often
    /// stay while boxes seen once go first (the "clock" approximation of least recently used, with no reordering).
    private var hand = 0

    /// An empty pool.
    init() {
        boxes.reserveCapacity(Self.capacity)
        values.reserveCapacity(Self.capacity)
    }

    /// The box to hold instead of `box`: a remembered box with the same parts, else `box` itself (then remembered).
    mutating func shared(_ box: StopContentExtras) -> StopContentExtras {
        let value = box.parts
        let found = values.withUnsafeBufferPointer { kept in
            withUnsafePointer(to: value) { new in kept.indices.first { StopContentParts.identical(new, kept.baseAddress! + $0) } }
        }
        if let found {
            wasShared |= 1 << found
            return boxes[found]
        }
        guard boxes.count == Self.capacity else {
            boxes.append(box)
            values.append(value)
            return box
        }
        while wasShared & (1 << hand) != 0 {
            wasShared &= ~(1 << hand)
            hand = hand + 1 == Self.capacity ? 0 : hand + 1
        }
        boxes[hand] = box
        values[hand] = value
        hand = hand + 1 == Self.capacity ? 0 : hand + 1
        return box
    }

    /// Makes the stops of `contents` with the same rarer parts share one box of them.
    static func share(_ contents: inout [StopContent]) {
        var pool = StopContentExtrasPool()
        contents.withUnsafeMutableBufferPointer { contents in
            for position in contents.indices where contents[position].hasRarerParts {
                guard let box = contents[position].rarerParts else { continue }
                let shared = pool.shared(box)
                if shared !== box { contents[position].rarerParts = shared }
            }
        }
    }
}
