/// Counts, per reader, the stops hidden by closed regions before a position, so a stop's shown number costs
/// O(log regions) and opening or closing a region costs O(regions below it × log regions), whatever the screen size.
///
/// A Fenwick tree over the regions in order of their first stop: a region contributes its size when it is closed and
/// every region above it is open (a closed region inside a closed one is already counted by the outer one).
struct VisibleStopCounter: Sendable {
    private var tree: [Int]
    private var contribution: [Int]
    private let starts: [Int]

    /// A counter for `regions` with each region open or not as `isOpen` says.
    init(_ regions: StopRegions, isOpen: (StopRegions.Region) -> Bool) {
        starts = regions.regions.map(\.range.lowerBound)
        tree = [Int](repeating: 0, count: regions.regions.count + 1)
        contribution = [Int](repeating: 0, count: regions.regions.count)
        update(regions, ids: regions.regions.indices, isOpen: isOpen)
    }

    /// How many stops before `position` are hidden (for a hidden position, before its outermost closed region).
    func hiddenBefore(_ position: Int) -> Int {
        // Regions starting before `position`: each is either wholly before it, or holds it and is open.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < position { low = middle + 1 } else { high = middle }
        }
        var sum = 0
        var node = low
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// Recomputes the contributions of the regions `ids` (a region and the ones below it, after it opened or closed).
    mutating func update(_ regions: StopRegions, ids: Range<Int>, isOpen: (StopRegions.Region) -> Bool) {
        for id in ids {
            var counted = !isOpen(regions.regions[id])
            var parent = regions.regions[id].parent
            while counted, let above = parent {
                if !isOpen(regions.regions[above]) { counted = false }
                parent = regions.regions[above].parent
            }
            let new = counted ? regions.regions[id].range.count : 0
            let delta = new - contribution[id]
            guard delta != 0 else { continue }
            contribution[id] = new
            var node = id + 1
            while node < tree.count {
                tree[node] += delta
                node += node & -node
            }
        }
    }
}
