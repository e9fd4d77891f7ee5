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
/// The pool remembers the ``capacity`` boxes it shared or kept last, most recent first, and compares a new box with
/// them in turn, field by field and without copying either: a few comparisons that mostly stop at the first field
/// that differs, where a dictionary would hash and copy every property of every box (on a big screen that was a tenth
/// of the lowering's instructions). Declarations that repeat near one another, as a generated or real screen's
/// sections do, share; a screen whose rarer properties all differ (every element with its own id) costs those few
/// comparisons an element and nothing more.
struct ElementDetailsPool {
    /// How many boxes the pool remembers.
    static let capacity = 8

    /// The boxes remembered, most recently shared or kept first.
    private var recent: [ElementDetailsBox] = []

    /// An empty pool.
    init() { recent.reserveCapacity(Self.capacity) }

    /// The box to hold instead of `box`: a remembered box with the same properties, else `box` itself (remembered in
    /// place of the least recent).
    mutating func shared(_ box: ElementDetailsBox) -> ElementDetailsBox {
        for place in recent.indices where recent[place] === box || recent[place].value.isIdentical(to: box.value) {
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
}
