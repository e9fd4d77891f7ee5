/// A table of optional positions (or element indices) packed as 32-bit integers, -1 for none: a quarter of the memory of
/// `[Int?]`, read and written the same way.
///
/// A table can cover a window of indices (`base ..< base + count`): a dialog's or menu's order keeps the stops of its
/// own subtree only, so its table of the stop holding each element is sized to the layer, not to the screen (reading
/// an index outside the window gives nil).
struct OptionalPositionTable: Sendable {
    /// The entries; -1 is none.
    private var storage: [Int32]
    /// The first index the table covers.
    private let base: Int

    /// A table of `count` entries from index `base` on, each `value`.
    /// Always inlined: a caller then sees the table is its own, and writes without checking each time that it is
    /// not shared.
    @inline(__always)
    init(repeating value: Int?, count: Int, base: Int = 0) {
        storage = [Int32](filledWith: Self.packed(value), count: count)
        self.base = base
    }

    /// The entry at `index`; nil outside the window.
    subscript(index: Int) -> Int? {
        get {
            let offset = index &- base
            guard offset >= 0 && offset < storage.count else { return nil }
            let value = storage[offset]
            return value < 0 ? nil : Int(value)
        }
        set { storage[index - base] = Self.packed(newValue) }
    }

    /// The valid indices.
    var indices: Range<Int> { base..<(base + storage.count) }

    /// How many entries the table has.
    var count: Int { storage.count }

    /// `value` as stored.
    private static func packed(_ value: Int?) -> Int32 {
        guard let value else { return -1 }
        precondition(value >= 0 && value <= Int(Int32.max), "a position beyond 32 bits")
        return Int32(value)
    }
}
