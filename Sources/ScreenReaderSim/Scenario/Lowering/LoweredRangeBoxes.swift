/// The boxes of rarer properties (``ElementDetailsBox``) holding a stepper's or slider's range and nothing else, one
/// per range, taken from the screen's ``ElementDetailsPool``: lowering gives each stepper or slider the box of its
/// range instead of making a box, handing it to the pool, and freeing it when the pool already holds an identical one
/// (which, on a big screen of a handful of ranges, is every time).
///
///     var boxes = LoweredRangeBoxes()
///     let box = boxes.box(for: StepperRange(minimum: 1, maximum: 4), in: &pool)   // the pool's box of that range
///
/// An element changing its box (a `hint` on a stepper) copies it first, as any shared box is copied, and is then shared
/// through the pool as before: the elements hold the same properties either way (`LoweredRangeBoxesTests`).
struct LoweredRangeBoxes {
    /// How many ranges are remembered (the most recent ones; a screen mostly repeats a few).
    static let capacity = 8

    /// The ranges remembered and their boxes, at most ``capacity``.
    private var entries: [(range: StepperRange, box: ElementDetailsBox)] = []
    /// The entry the next new range replaces once the list is full.
    private var nextReplaced = 0

    /// No ranges remembered.
    init() {}

    /// The box holding `range` alone: one remembered, else the one `pool` shares for it (made when the pool has none).
    mutating func box(for range: StepperRange, in pool: inout ElementDetailsPool) -> ElementDetailsBox {
        for entry in entries where entry.range == range { return entry.box }
        var details = ElementDetails()
        details.range = range
        let box = pool.shared(ElementDetailsBox(details))
        if entries.count < Self.capacity {
            entries.append((range, box))
        } else {
            entries[nextReplaced] = (range, box)
            nextReplaced = (nextReplaced + 1) % Self.capacity
        }
        return box
    }
}
