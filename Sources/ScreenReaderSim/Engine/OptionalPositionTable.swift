/// A table of optional positions (or element indices) packed as 32-bit integers, -1 for none: a quarter of the memory of
/// `[Int?]`, read and written the same way.
struct OptionalPositionTable: Sendable {
    /// The entries; -1 is none.
    private var storage: [Int32]

    /// A table of `count` entries, each `value`.
    init(repeating value: Int?, count: Int) {
        storage = [Int32](filledWith: Self.packed(value), count: count)
    }

    /// The entry at `index`.
    subscript(index: Int) -> Int? {
        get {
            let value = storage[index]
            return value < 0 ? nil : Int(value)
        }
        set { storage[index] = Self.packed(newValue) }
    }

    /// The valid indices.
    var indices: Range<Int> { storage.indices }

    /// How many entries the table has.
    var count: Int { storage.count }

    /// `value` as stored.
    private static func packed(_ value: Int?) -> Int32 {
        guard let value else { return -1 }
        precondition(value >= 0 && value <= Int(Int32.max), "a position beyond 32 bits")
        return Int32(value)
    }
}
