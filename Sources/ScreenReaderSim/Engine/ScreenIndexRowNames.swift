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
        guard let place = place(of: position) else { return nil }
        return names[place]
    }

    /// The name of the row at `position`, as ``subscript(_:)`` finds it, searched forward from `place` (where the last
    /// search of a sweep in ascending position got to), which it moves on to where this one got to.
    func name(at position: Int, searchingFrom place: inout Int) -> String? {
        guard let key = Int32(exactly: position) else { return nil }
        place = positions.firstIndex(notBelow: key, from: place)
        return place < positions.count && positions[place] == key ? names[place] : nil
    }

    /// Where the row at `position` is in ``positions``, nil when it is not there: a binary search over the positions
    /// read in place, halving the range without a branch on the comparison.
    private func place(of position: Int) -> Int? {
        positions.withUnsafeBufferPointer { positions -> Int? in
            guard let base = positions.baseAddress, !positions.isEmpty, let key = Int32(exactly: position) else { return nil }
            var low = 0
            var length = positions.count
            while length > 1 {
                let half = length / 2
                low = base[low + half - 1] < key ? low + half : low
                length -= half
            }
            return base[low] == key ? low : nil
        }
    }
}
