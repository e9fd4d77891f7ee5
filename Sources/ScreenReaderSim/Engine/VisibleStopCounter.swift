/// Which regions are hidden now, per reader: the outermost closed region above each region (so whether a stop can be
/// visited costs O(1) at any depth of nesting), and how many stops closed regions hide before a position (so a stop's
/// shown number costs O(log segments)).
///
/// A Fenwick tree over the regions' segments (their runs of consecutive stops, see ``StopRegions``) in order of their
/// first stop: a segment contributes its length when its region is closed and every region above it is open (a closed
/// region inside a closed one is already counted by the outer one's segment that holds it). Counted segments never
/// overlap and together hold exactly the hidden stops, so the count is exact wherever overrides put a region's stops.
///
/// Which region is the outermost closed one is kept two ways, by *nest* (a top-level region with every region below
/// it):
/// - A small nest (at most ``largeNest`` regions) keeps it in a flat table, one entry per region: a lookup is one read,
///   and opening or closing a region rewrites the entries below it (at most ``largeNest``).
/// - A large nest keeps its closed regions, and the outermost ones among them (the *counted* ones, whose segments the
///   tree counts), in two ordered sets of region numbers (``HierarchicalBitSet``). Regions are numbered depth-first, so
///   the regions below one are the numbers up to its `descendantsEnd`, and counted regions never hold one another: the
///   outermost closed region above a region is the last counted one numbered at or before it, when that one holds it.
///   Opening or closing a region costs O(log₆₄ regions) per counted region that comes or goes (none below it, in a nest
///   whose inner regions are all open), whatever the depth: the flat table would rewrite every region below.
///
/// A large nest's regions hold ``inLargeNest`` in the flat table, a value no lookup of a shown stop in a small nest
/// compares against: the lookup of an ordinary screen reads one entry and tests its sign, as it always did.
struct VisibleStopCounter: Sendable {
    /// A nest of more than this many regions keeps its closed regions in ordered sets rather than in the flat table.
    static let largeNest = 64

    /// The flat table's entry for every region of a large nest: ask the ordered sets.
    private static let inLargeNest = Int.max

    /// Per region of a small nest, the outermost closed region among it and the regions holding it (-1 when they are
    /// all open); ``inLargeNest`` for a region of a large nest.
    private var closedAbove: [Int]
    private var tree: [Int]
    private var contribution: [Int]
    /// How many stops are hidden in all (the tree's total): while it is 0, nothing is looked up in the tree.
    private var hiddenTotal = 0
    /// Each segment's place in the tree (its rank by first stop).
    private let slot: [Int]
    /// The first stop of the segment in each place, ascending.
    private let starts: [Int]
    /// The closed regions of large nests (empty sets when there is no large nest).
    private var closed: HierarchicalBitSet
    /// The closed regions of large nests that no closed region holds: the ones whose segments are counted.
    private var counted: HierarchicalBitSet
    /// Per region of a large nest, where the numbers of the regions below it end (empty when there is no large nest).
    private let descendantsEnd: [Int]

    /// A counter for `regions` with each region open or not as `isOpen` says; a nest of more than `largeNest` regions
    /// keeps its closed regions in ordered sets (tests lower it to reach that path with small nests).
    init(_ regions: StopRegions, largeNest: Int = Self.largeNest, isOpen: (StopRegions.Region) -> Bool) {
        let byStart = regions.segments.indices.sorted { regions.segments[$0].lowerBound < regions.segments[$1].lowerBound }
        var slot = [Int](repeating: 0, count: byStart.count)
        for (place, segment) in byStart.enumerated() { slot[segment] = place }
        self.slot = slot
        starts = byStart.map { regions.segments[$0].lowerBound }
        tree = [Int](repeating: 0, count: byStart.count + 1)
        contribution = [Int](repeating: 0, count: byStart.count)
        closedAbove = [Int](repeating: -1, count: regions.regions.count)
        let anyLargeNest = regions.regions.indices.contains { id in
            regions.regions[id].parent == nil && regions.regions[id].descendantsEnd - id > largeNest
        }
        let setCapacity = anyLargeNest ? regions.regions.count : 0
        closed = HierarchicalBitSet(capacity: setCapacity)
        counted = HierarchicalBitSet(capacity: setCapacity)
        descendantsEnd = anyLargeNest ? regions.regions.map(\.descendantsEnd) : []
        // Each nest in turn: a small one through the flat table, a large one by a sweep in region order (a region
        // below a counted one is hidden by it and not counted).
        var id = 0
        while id < regions.regions.count {
            let nest = id..<regions.regions[id].descendantsEnd
            if nest.count <= largeNest {
                update(regions, ids: nest, isOpen: isOpen)
            } else {
                var hiddenUntil = id
                for member in nest {
                    closedAbove[member] = Self.inLargeNest
                    let region = regions.regions[member]
                    guard !isOpen(region) else { continue }
                    closed.insert(member)
                    if member >= hiddenUntil {
                        count(member, in: regions)
                        hiddenUntil = region.descendantsEnd
                    }
                }
            }
            id = nest.upperBound
        }
    }

    /// The outermost closed region holding stops of region `id` (the region itself when it is closed and every region
    /// above it is open), or nil when it and every region above it are open. O(1) in a small nest, O(log₆₄ regions) in
    /// a large one. Inlined, so a reader's lookup reads the one entry from its stored counter, not a copy of the counter.
    @inline(__always)
    func outermostClosed(above id: Int) -> Int? {
        let closed = closedAbove[id]
        guard closed >= 0 else { return nil }
        guard closed == Self.inLargeNest else { return closed }
        return Self.countedRegion(holding: id, counted: counted, descendantsEnd: descendantsEnd)
    }

    /// In a large nest: the counted region holding region `id` (itself included), if any.
    private func countedRegion(holding id: Int) -> Int? {
        Self.countedRegion(holding: id, counted: counted, descendantsEnd: descendantsEnd)
    }

    /// ``countedRegion(holding:)`` from the two fields it reads: kept out of line and given only those, so the lookup
    /// of a small nest reads nothing else of the counter.
    @inline(never)
    private static func countedRegion(holding id: Int, counted: HierarchicalBitSet, descendantsEnd: [Int]) -> Int? {
        guard let candidate = counted.last(atOrBefore: id), descendantsEnd[candidate] > id else { return nil }
        return candidate
    }

    /// How many stops before `position` are hidden. For a hidden position, ask at the first stop of the segment of its
    /// outermost closed region that holds it: every segment starting before that one then ends before it, or holds it
    /// and is open. Inlined, so a reader reads the tree from its stored counter, not a copy of the counter.
    @inline(__always)
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

    /// Region `id` opened or closed (or may have: nothing changes when its state is the one already kept).
    ///
    /// In a small nest, the region and the ones below it are recomputed. In a large nest, only counted regions change:
    /// nothing, when a closed region above hides this one; else closing it counts it in place of the counted regions
    /// below it, and opening it counts, in its stead, the closed regions below it that no closed region below it holds.
    ///
    /// Inlined, so a change in a small nest costs what recomputing its regions costs; a large nest's is out of line.
    @inline(__always)
    mutating func regionChanged(_ id: Int, in regions: StopRegions, isOpen: (StopRegions.Region) -> Bool) {
        guard closedAbove[id] == Self.inLargeNest else {
            update(regions, ids: id..<regions.regions[id].descendantsEnd, isOpen: isOpen)
            return
        }
        largeNestRegionChanged(id, in: regions, isOpen: isOpen)
    }

    /// ``regionChanged(_:in:isOpen:)`` for a region of a large nest.
    @inline(never)
    private mutating func largeNestRegionChanged(_ id: Int, in regions: StopRegions, isOpen: (StopRegions.Region) -> Bool) {
        let region = regions.regions[id]
        let isClosed = !isOpen(region)
        guard isClosed != closed.contains(id) else { return }
        if isClosed { closed.insert(id) } else { closed.remove(id) }
        if let parent = region.parent, countedRegion(holding: parent) != nil { return }
        let below = (id + 1)..<region.descendantsEnd
        if isClosed {
            var next = below.lowerBound
            while let inner = counted.first(atOrAfter: next), inner < below.upperBound {
                uncount(inner, in: regions)
                next = descendantsEnd[inner]
            }
            count(id, in: regions)
        } else {
            uncount(id, in: regions)
            var next = below.lowerBound
            while let inner = closed.first(atOrAfter: next), inner < below.upperBound {
                count(inner, in: regions)
                next = descendantsEnd[inner]
            }
        }
    }

    /// In a large nest: counts region `id`'s segments as hidden.
    private mutating func count(_ id: Int, in regions: StopRegions) {
        counted.insert(id)
        for segment in regions.regions[id].segmentIDs { setContribution(of: segment, to: regions.segments[segment].count) }
    }

    /// In a large nest: stops counting region `id`'s segments.
    private mutating func uncount(_ id: Int, in regions: StopRegions) {
        counted.remove(id)
        for segment in regions.regions[id].segmentIDs { setContribution(of: segment, to: 0) }
    }

    /// Recomputes the regions `ids` of a small nest (a region and the ones below it, after it opened or closed):
    /// regions are numbered depth-first, so each one's parent is done before it, and the first one's parent did not
    /// change.
    private mutating func update(_ regions: StopRegions, ids: Range<Int>, isOpen: (StopRegions.Region) -> Bool) {
        for id in ids {
            let region = regions.regions[id]
            let closedAboveParent = region.parent.map { closedAbove[$0] } ?? -1
            closedAbove[id] = closedAboveParent >= 0 ? closedAboveParent : (isOpen(region) ? -1 : id)
            // A segment counts when its region is the outermost closed one: a closed region inside a closed one is
            // already counted by the outer one's segment that holds it.
            let counted = closedAbove[id] == id
            for segment in regions.regions[id].segmentIDs {
                setContribution(of: segment, to: counted ? regions.segments[segment].count : 0)
            }
        }
    }

    /// Sets how many hidden stops `segment` adds to the tree.
    private mutating func setContribution(of segment: Int, to new: Int) {
        let place = slot[segment]
        let delta = new - contribution[place]
        guard delta != 0 else { return }
        contribution[place] = new
        hiddenTotal += delta
        var node = place + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }
}
