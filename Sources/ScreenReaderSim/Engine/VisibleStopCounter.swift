/// Which regions are hidden now, per reader: the outermost closed region above each region (so whether a stop can be
/// visited costs O(1) at any depth of nesting), and how many stops closed regions hide before a position (so a stop's
/// shown number costs O(log segments)). Opening or closing a region costs O(regions below it + their segments × log
/// segments), whatever the screen size.
///
/// A Fenwick tree over the regions' segments (their runs of consecutive stops, see ``StopRegions``) in order of their
/// first stop: a segment contributes its length when its region is closed and every region above it is open (a closed
/// region inside a closed one is already counted by the outer one's segment that holds it). Counted segments never
/// overlap and together hold exactly the hidden stops, so the count is exact wherever overrides put a region's stops.
struct VisibleStopCounter: Sendable {
    /// Per region, the outermost closed region among it and the regions holding it (-1 when they are all open).
    private var closedAbove: [Int]
    private var tree: [Int]
    private var contribution: [Int]
    /// How many stops are hidden in all (the tree's total): while it is 0, nothing is looked up in the tree.
    private var hiddenTotal = 0
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
        closedAbove = [Int](repeating: -1, count: regions.regions.count)
        update(regions, ids: regions.regions.indices, isOpen: isOpen)
    }

    /// The outermost closed region holding stops of region `id` (the region itself when it is closed and every region
    /// above it is open), or nil when it and every region above it are open. O(1).
    func outermostClosed(above id: Int) -> Int? {
        let closed = closedAbove[id]
        return closed >= 0 ? closed : nil
    }

    /// How many stops before `position` are hidden. For a hidden position, ask at the first stop of the segment of its
    /// outermost closed region that holds it: every segment starting before that one then ends before it, or holds it
    /// and is open.
    func hiddenBefore(_ position: Int) -> Int {
        guard hiddenTotal > 0 else { return 0 }
        var sum = 0
        var node = starts.firstIndex(notBelow: position)
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// Whether no stop is hidden now (every region open, or the closed ones empty): then no stop is in a closed
    /// region, and a stop's shown number is its position, with nothing looked up.
    var hidesNothing: Bool { hiddenTotal == 0 }

    /// Recomputes the regions `ids` (a region and the ones below it, after it opened or closed): regions are numbered
    /// depth-first, so each one's parent is done before it, and the first one's parent did not change.
    mutating func update(_ regions: StopRegions, ids: Range<Int>, isOpen: (StopRegions.Region) -> Bool) {
        for id in ids {
            let region = regions.regions[id]
            let closedAboveParent = region.parent.map { closedAbove[$0] } ?? -1
            closedAbove[id] = closedAboveParent >= 0 ? closedAboveParent : (isOpen(region) ? -1 : id)
            // A segment counts when its region is the outermost closed one: a closed region inside a closed one is
            // already counted by the outer one's segment that holds it.
            let counted = closedAbove[id] == id
            for segment in regions.regions[id].segmentIDs {
                let place = slot[segment]
                let new = counted ? regions.segments[segment].count : 0
                let delta = new - contribution[place]
                guard delta != 0 else { continue }
                contribution[place] = new
                hiddenTotal += delta
                var node = place + 1
                while node < tree.count {
                    tree[node] += delta
                    node += node & -node
                }
            }
        }
    }
}
