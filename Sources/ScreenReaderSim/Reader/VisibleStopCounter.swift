/// Counts, per reader, the stops hidden by closed regions before a position, so a stop's shown number costs
/// O(log segments) and opening or closing a region costs O(segments of it and the regions below it × log segments),
/// whatever the screen size.
///
/// A Fenwick tree over the regions' segments (their runs of consecutive stops, see ``StopRegions``) in order of their
/// first stop: a segment contributes its length when its region is closed and every region above it is open (a closed
/// region inside a closed one is already counted by the outer one's segment that holds it). Counted segments never
/// overlap and together hold exactly the hidden stops, so the count is exact wherever overrides put a region's stops.
struct VisibleStopCounter: Sendable {
    private var tree: [Int]
    private var contribution: [Int]
    /// Each segment's place in the tree (its rank by first stop).
    private let slot: [Int]
    /// The first stop of the segment in each place, ascending.
    private let starts: [Int]

    /// A counter for `regions` with each region open or not as `isOpen` says.
    init(_ regions: StopRegions, isOpen: (StopRegions.Region) -> Bool) {
        let byStart = regions.segments.indices.sorted { regions.segments[$0].lowerBound < regions.segments[$1].lowerBound }
        var slot = [Int](repeating: 0, count: byStart.count)
        for (place, segment) in byStart.enumerated() { slot[segment] = place }
        self.slot = slot
        starts = byStart.map { regions.segments[$0].lowerBound }
        tree = [Int](repeating: 0, count: byStart.count + 1)
        contribution = [Int](repeating: 0, count: byStart.count)
        update(regions, ids: regions.regions.indices, isOpen: isOpen)
    }

    /// How many stops before `position` are hidden. For a hidden position, ask at the first stop of the segment of its
    /// outermost closed region that holds it: every segment starting before that one then ends before it, or holds it
    /// and is open.
    func hiddenBefore(_ position: Int) -> Int {
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
            for segment in regions.regions[id].segmentIDs {
                let place = slot[segment]
                let new = counted ? regions.segments[segment].count : 0
                let delta = new - contribution[place]
                guard delta != 0 else { continue }
                contribution[place] = new
                var node = place + 1
                while node < tree.count {
                    tree[node] += delta
                    node += node & -node
                }
            }
        }
    }
}
