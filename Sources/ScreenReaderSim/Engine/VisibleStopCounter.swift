/// Which regions are hidden now, per reader: the outermost closed region above each region, and how many stops closed
/// regions hide before a position (so a stop's shown number costs O(log segments)). Opening or closing a region costs
/// O(its segments × log segments + log regions), whatever the depth of nesting below it: nothing below it is recounted.
///
/// Two trees, each changed only where the region that opened or closed is:
/// - over the regions in their depth-first numbering, the largest `descendantsEnd` of a closed region in each range: the
///   closed regions holding region `id` are exactly the closed `c <= id` whose descendants end after `id`, and the
///   outermost of them is the first, found walking down the tree (O(log regions); a region a few levels deep walks up
///   its parents instead);
/// - over the stops the regions' segments cover (cut at every segment's ends), how many closed segments cover each
///   piece: a stop is hidden when any closed region's segment holds it, and a region's segments hold the stops of every
///   region inside it, so the hidden stops are the covered ones, counted exactly wherever overrides put a region's stops.
struct VisibleStopCounter: Sendable {
    /// Per region, its parent and whether it is closed itself (whatever the regions above it are), in one word read
    /// once per level walked: `(parent + 1) << 1`, plus 1 when closed (a region without a parent has parent -1).
    private var links: [Int]
    /// Each region's `descendantsEnd`, read when it closes.
    private let descendantsEnd: [Int]
    /// The regions tree: leaf `leaves + id` holds region `id`'s `descendantsEnd` while it is closed (-1 while it is
    /// open); each inner node the largest of its two children.
    private var closedEnds: [Int]
    /// The regions tree's first leaf (a power of two).
    private let leaves: Int
    /// The positions where a segment starts or ends, ascending without repeats: piece `k` is the stops
    /// `cuts[k]..<cuts[k + 1]`.
    private let cuts: [Int]
    /// Each segment's pieces, `first..<end` (indexes into the pieces between ``cuts``).
    private let pieces: [Range<Int>]
    /// The stops tree, one node per range of pieces (node 1 all of them, node `n`'s children `2n` and `2n + 1`): how many
    /// closed segments cover the node's whole range without covering its parent's.
    private var cover: [Int32]
    /// The stops tree: how many of the node's stops are covered by a closed segment.
    private var covered: [Int]

    /// A counter for `regions` with each region open or not as `isOpen` says.
    init(_ regions: StopRegions, isOpen: (StopRegions.Region) -> Bool) {
        var cuts = regions.segments.flatMap { [$0.lowerBound, $0.upperBound] }
        cuts.sort()
        var unique: [Int] = []
        unique.reserveCapacity(cuts.count)
        for cut in cuts where unique.last != cut { unique.append(cut) }
        self.cuts = unique
        pieces = regions.segments.map { segment in
            unique.firstIndex(notBelow: segment.lowerBound)..<unique.firstIndex(notBelow: segment.upperBound)
        }
        let pieceCount = max(unique.count - 1, 1)
        cover = [Int32](repeating: 0, count: 4 * pieceCount)
        covered = [Int](repeating: 0, count: 4 * pieceCount)
        var leaves = 1
        while leaves < regions.regions.count { leaves *= 2 }
        self.leaves = leaves
        closedEnds = [Int](repeating: -1, count: 2 * leaves)
        descendantsEnd = regions.regions.map(\.descendantsEnd)
        links = regions.regions.map { (($0.parent ?? -1) + 1) << 1 }
        for id in regions.regions.indices { update(regions, region: id, isOpen: isOpen) }
    }

    /// The outermost closed region holding stops of region `id` (the region itself when it is closed and every region
    /// above it is open), or nil when it and every region above it are open. O(1) for a region at most
    /// ``walkedLevels`` deep, O(log regions) below that.
    func outermostClosed(above id: Int) -> Int? {
        guard closedEnds[1] > id else { return nil }
        // Most regions are a few levels deep (a stop is read on every move): the regions above them are walked.
        var current = id
        var found = -1
        for _ in 0..<Self.walkedLevels {
            let link = links[current]
            if link & 1 != 0 { found = current }
            current = (link >> 1) - 1
            if current < 0 { return found >= 0 ? found : nil }
        }
        // Down from the root to the first leaf at or before `id` whose closed region's descendants end after `id`: a
        // node wholly at or before `id` whose largest end is after `id` holds one, so the walk never turns back more
        // than once per level.
        return firstClosed(node: 1, low: 0, high: leaves, holding: id)
    }

    /// How many levels ``outermostClosed(above:)`` walks up before it asks the regions tree.
    private static let walkedLevels = 8

    /// The first region in `low..<high` (node `node` of the regions tree), at or before `id`, closed with its
    /// descendants ending after `id`.
    private func firstClosed(node: Int, low: Int, high: Int, holding id: Int) -> Int? {
        guard low <= id, closedEnds[node] > id else { return nil }
        if high - low == 1 { return low }
        let middle = (low + high) / 2
        return firstClosed(node: 2 * node, low: low, high: middle, holding: id)
            ?? firstClosed(node: 2 * node + 1, low: middle, high: high, holding: id)
    }

    /// How many stops before `position` are hidden. O(log segments).
    func hiddenBefore(_ position: Int) -> Int {
        guard hidesNothing == false else { return 0 }
        var low = 0
        var high = cuts.count - 1
        if cuts[high] <= position { return covered[1] }
        if cuts[low] >= position { return 0 }
        var sum = 0
        var node = 1
        // Down the one path that ends where `position` is (always `cuts[low] <= position < cuts[high]`): every range
        // wholly before it adds what it covers.
        while true {
            if cover[node] > 0 { return sum + position - cuts[low] }
            if high - low == 1 { return sum }
            let middle = (low + high) / 2
            if cuts[middle] <= position {
                sum += covered[2 * node]
                node = 2 * node + 1
                low = middle
            } else {
                node = 2 * node
                high = middle
            }
        }
    }

    /// Whether no stop is hidden now (every region open, or the closed ones empty): then no stop is in a closed
    /// region, and a stop's shown number is its position, with nothing looked up.
    var hidesNothing: Bool { covered.isEmpty || covered[1] == 0 }

    /// Region `id` opened or closed (or may have): only its own entries change, whatever lies below it.
    mutating func update(_ regions: StopRegions, region id: Int, isOpen: (StopRegions.Region) -> Bool) {
        let region = regions.regions[id]
        let closed = !isOpen(region)
        guard closed != (links[id] & 1 != 0) else { return }
        links[id] ^= 1
        var node = leaves + id
        closedEnds[node] = closed ? descendantsEnd[id] : -1
        while node > 1 {
            node /= 2
            closedEnds[node] = max(closedEnds[2 * node], closedEnds[2 * node + 1])
        }
        guard cuts.count > 1 else { return }
        for segment in region.segmentIDs where !pieces[segment].isEmpty {
            add(closed ? 1 : -1, to: pieces[segment], node: 1, low: 0, high: cuts.count - 1)
        }
    }

    /// Adds `delta` to the cover of the pieces `range`, below node `node` (the pieces `low..<high`).
    private mutating func add(_ delta: Int32, to range: Range<Int>, node: Int, low: Int, high: Int) {
        guard range.lowerBound < high, low < range.upperBound else { return }
        if range.lowerBound <= low, high <= range.upperBound {
            cover[node] += delta
        } else {
            let middle = (low + high) / 2
            add(delta, to: range, node: 2 * node, low: low, high: middle)
            add(delta, to: range, node: 2 * node + 1, low: middle, high: high)
        }
        if cover[node] > 0 {
            covered[node] = cuts[high] - cuts[low]
        } else {
            covered[node] = high - low == 1 ? 0 : covered[2 * node] + covered[2 * node + 1]
        }
    }
}
