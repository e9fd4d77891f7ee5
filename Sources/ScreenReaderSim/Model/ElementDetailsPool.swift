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
/// An element copies a shared box before changing it (``Element`` copies on write), and a box is shared only with an
/// element whose properties are the same byte for byte (``ElementDetails/isIdentical(to:)``). How the pool chooses what
/// to remember: ``BoxSharingPool``.
typealias ElementDetailsPool = BoxSharingPool<ElementDetailsBox>

extension ElementDetailsBox: SharableBox {
    /// The element's rarer properties.
    var contents: ElementDetails { value }

    /// Calls `body` with the properties read in place, not copied (a copy retains every string they hold).
    @inline(__always)
    func withContents<Result>(_ body: (UnsafePointer<ElementDetails>) -> Result) -> Result {
        withUnsafeMutablePointer(to: &value) { body(UnsafePointer($0)) }
    }

    /// Whether the properties at `left` and `right` are the same byte for byte (``ElementDetails/identical(_:_:)``).
    static func identical(_ left: UnsafePointer<ElementDetails>, _ right: UnsafePointer<ElementDetails>) -> Bool {
        ElementDetails.identical(left, right)
    }
}
