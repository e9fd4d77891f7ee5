/// A box of copy-on-write storage that a ``BoxSharingPool`` can make equal boxes share: its contents, and whether two
/// contents are the same byte for byte.
protocol SharableBox: AnyObject {
    /// What the box holds.
    associatedtype Contents
    /// What the box holds now.
    var contents: Contents { get }
    /// Calls `body` with what the box holds, read in place: a new box is compared with those remembered without
    /// copying its contents (a copy retains every string they hold, and is destroyed again when the box is shared).
    func withContents<Result>(_ body: (UnsafePointer<Contents>) -> Result) -> Result
    /// Whether the contents at `left` and `right` are the same byte for byte, read in place (contents copied whole
    /// retain every string they hold). Sharing a box must change no byte of any output, so strings equal only as Unicode,
    /// or `0` and `-0`, are not the same.
    static func identical(_ left: UnsafePointer<Contents>, _ right: UnsafePointer<Contents>) -> Bool
}

/// Makes boxes with the same contents one box, while a screen's elements or an order's stops are made: a big screen
/// mostly repeats a handful of ranges, placeholders or hints, so one box serves every holder of the same ones instead of
/// each holding its own (``ElementDetailsPool``, ``StopContentExtrasPool``).
///
/// Sharing changes nothing anyone can see: a holder copies a shared box before changing it (copy on write), and a box is
/// shared only with one whose contents are the same byte for byte (``SharableBox/identical(_:_:)``).
///
/// The pool remembers ``capacity`` boxes (those shared often stay) and compares a new box with each, field by field and
/// without copying either: a few comparisons that mostly stop at the first field that differs, where a dictionary would
/// hash and copy every field of every box (on a big screen that was a tenth of the lowering's instructions). Contents
/// that repeat near one another, as a generated or real screen's sections do, share; boxes whose contents all differ
/// cost those few comparisons each and nothing more.
struct BoxSharingPool<Box: SharableBox> {
    /// How many boxes the pool remembers.
    static var capacity: Int { 8 }

    /// The boxes remembered, at most ``capacity``.
    private var boxes: [Box] = []
    /// Each remembered box's contents, copied once when it is remembered (a remembered box is never changed: the pool's
    /// reference makes an owner copy it first), so comparing reads plain values in place, not boxes.
    private var values: [Box.Contents] = []
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

    /// The box to hold instead of `box`: a remembered box with the same contents, else `box` itself (then remembered).
    mutating func shared(_ box: Box) -> Box {
        // A box already remembered (given out whole before the pool saw it, as series places are) is its own answer.
        if let known = boxes.firstIndex(where: { $0 === box }) {
            wasShared |= 1 << known
            return box
        }
        // The new box's contents are read in place; they are copied only when the box is remembered.
        let found = values.withUnsafeBufferPointer { kept in
            box.withContents { new in kept.indices.first { Box.identical(new, kept.baseAddress! + $0) } }
        }
        if let found {
            wasShared |= 1 << found
            return boxes[found]
        }
        let value = box.contents
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
}
