/// Shares equal boxes of elements' rarer properties (``ElementDetails``) while a screen's elements are made: a big
/// screen's steppers and sliders mostly declare a handful of ranges, and its text fields a handful of placeholders, so
/// one box (176 bytes) serves every element declaring the same ones instead of each element having its own.
///
///     var pool = ElementDetailsPool()
///     var first = Element(.stepper, "A", range: StepperRange(minimum: 1, maximum: 4))
///     var second = Element(.stepper, "B", range: StepperRange(minimum: 1, maximum: 4))
///     first.shareDetails(in: &pool)
///     second.shareDetails(in: &pool)   // now holds the first one's box
///
/// Sharing changes nothing anyone can see: an element copies a shared box before changing it (``Element`` copies on
/// write), and a box is shared only with an element whose properties are the same byte for byte
/// (``ElementDetails/isIdentical(to:)``: strings equal only as Unicode, and `0` and `-0`, are not the same).
///
/// The pool remembers ``capacity`` boxes (those shared often stay) and compares a new box with each, field by field and
/// without copying either: a few comparisons that mostly stop at the first field that differs, where a dictionary would
/// hash and copy every property of every box (on a big screen that was a tenth of the lowering's instructions).
/// Declarations that repeat near one another, as a generated or real screen's sections do, share; a screen whose rarer
/// properties all differ (every element with its own id) costs those few comparisons an element and nothing more.
struct ElementDetailsPool {
    /// How many boxes the pool remembers.
    static let capacity = 8

    /// The boxes remembered, at most ``capacity``.
    private var boxes: [ElementDetailsBox] = []
    /// Each remembered box's properties, copied once when it is remembered (a remembered box is never changed: the pool's
    /// reference makes an owner copy it first), so comparing reads plain values in place, not boxes.
    private var values: [ElementDetails] = []
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

    /// The box to hold instead of `box`: a remembered box with the same properties, else `box` itself (then remembered).
    mutating func shared(_ box: ElementDetailsBox) -> ElementDetailsBox {
        let value = box.value
        let found = values.withUnsafeBufferPointer { kept in
            withUnsafePointer(to: value) { new in kept.indices.first { ElementDetails.identical(new, kept.baseAddress! + $0) } }
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
}
