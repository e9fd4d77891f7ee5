/// The names of a screen's rows that are stops of their own, by element position: what a `[Int: String]` holds for
/// them, kept as two lists in position order (rows are named in one sweep of the screen, in order), so a row's name is
/// found by binary search and a sweep in order reads them one after the other. A row takes 20 bytes (a 32-bit position
/// and its name) instead of a dictionary entry and its share of the dictionary's room, and naming one inserts nothing
/// into a hash table.
///
///     var names = ScreenIndexRowNames()
///     names.append("Wi-Fi", at: 4)     // positions ascend
///     names.append("Bluetooth", at: 9)
///     names[9]                         // "Bluetooth"
///     names[5]                         // nil: no row that is a stop there
///
/// `ScreenIndexRowNamesTests` checks it against a dictionary of the same rows.
struct ScreenIndexRowNames {
    /// Each named row's position, ascending.
    private(set) var positions: [Int32] = []
    /// Each named row's name, in the order of ``positions``.
    private(set) var names: [String] = []

    /// No rows yet, with room for `capacity`.
    init(capacity: Int = 0) {
        positions.reserveCapacity(capacity)
        names.reserveCapacity(capacity)
    }

    /// How many rows are named.
    var count: Int { positions.count }

    /// Names the row at `position`, which comes after every row named so far.
    mutating func append(_ name: String, at position: Int) {
        precondition(positions.last.map { Int($0) < position } ?? true, "rows are named in position order")
        positions.append(Int32(position))
        names.append(name)
    }

    /// The name of the row at `position`, nil when no row that is a stop of its own is there.
    subscript(position: Int) -> String? {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if Int(positions[middle]) < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && Int(positions[low]) == position ? names[low] : nil
    }
}
