/// Stops that come and go: the ranges of the full focus order that can be shown or hidden as a whole.
///
/// The focus order is built once with every stop in it: an expandable's children sit right after the expandable,
/// together. Each such set of stops is a *region*, owned by the element that shows or hides it. A reader decides which
/// regions are open from its live state (an expandable's expanded/collapsed), so opening or closing one never rebuilds
/// the order: a move into a closed region jumps past it (each reader keeps which regions are closed, in
/// ``VisibleStopCounter``, so this costs O(1) per region jumped at any depth of nesting, O(log₆₄ regions) in a nest of
/// many regions).
///
/// Order overrides (`order`, `before`, `after`) can place a child away from its expandable's other stops, so a region is
/// kept as its *segments*: the maximal runs of consecutive positions that all belong to it (one run, its whole range,
/// without such overrides). Moves jump over a closed segment, and the shown numbers count hidden segments exactly.
///
/// Regions nest (an expandable inside an expandable) and are numbered in tree order of their owners (depth-first), so
/// a region's descendants are the regions numbered right after it, wherever overrides put their stops. Everything
/// here is built in O(stops + elements + segments) without recursion, whatever the depth of nesting.
struct StopRegions: Sendable {
    /// One region: the element that owns it, and the stops it holds.
    struct Region: Hashable, Sendable {
        /// The element whose state shows or hides the region (an expandable).
        let owner: Int
        /// From the region's first stop to its last, in the full order.
        let range: Range<Int>
        /// The region holding this one, if any.
        let parent: Int?
        /// The regions below this one are numbered from `id + 1` up to this bound.
        var descendantsEnd: Int
        /// Where the region's segments are in ``StopRegions/segments``.
        var segmentIDs: Range<Int>
        /// Whether every stop in `range` belongs to the region (one segment).
        var isContiguous: Bool { segmentIDs.count == 1 }
    }

    /// The regions, numbered in tree order of their owners.
    let regions: [Region]
    /// Every region's runs of consecutive positions, grouped by region and ascending within one.
    let segments: [Range<Int>]
    /// The innermost region holding each position (-1 for none).
    let innermost: [Int]
    /// The region owned by each element, when it owns one.
    let regionOwnedBy: [Int: Int]

    /// Whether the order has any region (when not, every stop is always shown and nothing here costs anything).
    var isEmpty: Bool { regions.isEmpty }

    /// Finds the regions of an order: the stops of every expandable's descendants.
    ///
    /// `window` is the elements the order's stops can belong to (a dialog's or menu's subtree for a layer's order, so
    /// its tables are sized to the layer, not to the screen); the expandables above the window (a layer declared inside
    /// one) are found walking up once. Nil: the whole screen.
    init(contents: [StopContent], index: ScreenIndex, window: Range<Int>? = nil) {
        // Without an expandable there is no region (and nothing to allocate).
        guard index.storage.hasExpandables else {
            self.regions = []
            self.segments = []
            self.innermost = []
            self.regionOwnedBy = [:]
            return
        }
        let window = window ?? 0..<index.elements.count
        let low = window.lowerBound
        // Each element is worked on in a slot: the window's elements first, by index, then the expandables above the
        // window, innermost first.
        var outer: [Int] = []
        var ancestor = window.isEmpty ? nil : index.parent(of: low)
        while let current = ancestor {
            if index.elements[current].kind.facts.activation == .expandOrCollapse { outer.append(current) }
            ancestor = index.parent(of: current)
        }
        let slotCount = window.count + outer.count
        func element(inSlot slot: Int) -> Int { slot < window.count ? low + slot : outer[slot - window.count] }
        // The innermost expandable above each element (not the element itself), as a slot, worked out once in element
        // order: parents come before children.
        var enclosing = [Int](repeating: -1, count: slotCount)
        for place in outer.indices where place + 1 < outer.count { enclosing[window.count + place] = window.count + place + 1 }
        var any = false
        for element in window {
            let slot = element - low
            if let parent = index.parent(of: element), window.contains(parent) {
                enclosing[slot] = index.elements[parent].kind.facts.activation == .expandOrCollapse ? parent - low : enclosing[parent - low]
            } else {
                enclosing[slot] = outer.isEmpty ? -1 : window.count
            }
            if enclosing[slot] >= 0 { any = true }
        }
        guard any else {
            self.regions = []
            self.segments = []
            self.innermost = []
            self.regionOwnedBy = [:]
            return
        }
        // Each expandable's first and last position and how many stops it holds: its own stops counted first, then
        // added to the expandable above it, children before parents (a sweep in descending element order), so each
        // stop is counted once.
        var first = [Int](repeating: Int.max, count: slotCount)
        var last = [Int](repeating: -1, count: slotCount)
        var count = [Int](repeating: 0, count: slotCount)
        for (position, content) in contents.enumerated() {
            let owner = enclosing[content.element - low]
            guard owner >= 0 else { continue }
            first[owner] = min(first[owner], position)
            last[owner] = max(last[owner], position)
            count[owner] += 1
        }
        let descending = Array((0..<window.count).reversed()) + Array(window.count..<slotCount)
        for slot in descending where count[slot] > 0 {
            let above = enclosing[slot]
            guard above >= 0 else { continue }
            first[above] = min(first[above], first[slot])
            last[above] = max(last[above], last[slot])
            count[above] += count[slot]
        }
        // One region per expandable holding a stop, numbered in element (depth-first) order: a region's parent is the
        // expandable above it, which holds its stops too, so it is a region numbered before it.
        var idOf: [Int: Int] = [:]
        var regionOf = [Int](repeating: -1, count: slotCount)
        var regions: [Region] = []
        var depth: [Int] = []
        let ascending = Array((window.count..<slotCount).reversed()) + Array(0..<window.count)
        for slot in ascending where count[slot] > 0 {
            let parent = enclosing[slot] >= 0 ? regionOf[enclosing[slot]] : -1
            regionOf[slot] = regions.count
            idOf[element(inSlot: slot)] = regions.count
            depth.append(parent >= 0 ? depth[parent] + 1 : 0)
            regions.append(Region(owner: element(inSlot: slot), range: first[slot]..<(last[slot] + 1),
                                  parent: parent >= 0 ? parent : nil, descendantsEnd: regions.count + 1,
                                  segmentIDs: 0..<0))
        }
        // Depth-first numbering: a region's descendants end where the last of its children's do.
        for id in regions.indices.reversed() {
            if let parent = regions[id].parent {
                regions[parent].descendantsEnd = max(regions[parent].descendantsEnd, regions[id].descendantsEnd)
            }
        }
        var innermost = [Int](repeating: -1, count: contents.count)
        for (position, content) in contents.enumerated() where enclosing[content.element - low] >= 0 {
            innermost[position] = regionOf[enclosing[content.element - low]]
        }
        // Segments: going from one position to the next, the regions holding only the earlier one end a run, and the
        // ones holding only the later one start one. Walking both chains up to where they meet costs one step per
        // run that starts or ends, so the whole sweep is O(stops + segments).
        var runStart = [Int](repeating: -1, count: regions.count)
        var found: [(region: Int, run: Range<Int>)] = []
        var previous = -1
        for position in 0...contents.count {
            var ending = previous
            var starting = position < contents.count ? innermost[position] : -1
            while ending != starting {
                if ending >= 0 && (starting < 0 || depth[ending] >= depth[starting]) {
                    found.append((ending, runStart[ending]..<position))
                    ending = regions[ending].parent ?? -1
                } else {
                    runStart[starting] = position
                    starting = regions[starting].parent ?? -1
                }
            }
            previous = position < contents.count ? innermost[position] : -1
        }
        // Group by region (a counting sort keeps each region's runs in ascending order, the order they ended in).
        var runCount = [Int](repeating: 0, count: regions.count + 1)
        for (region, _) in found { runCount[region + 1] += 1 }
        for id in regions.indices { runCount[id + 1] += runCount[id] }
        var next = runCount
        var segments = [Range<Int>](repeating: 0..<0, count: found.count)
        for (region, run) in found {
            segments[next[region]] = run
            next[region] += 1
        }
        for id in regions.indices { regions[id].segmentIDs = runCount[id]..<runCount[id + 1] }
        self.regions = regions
        self.segments = segments
        self.innermost = innermost
        self.regionOwnedBy = idOf
    }

    /// The run of `region`'s stops that holds `position` (a position the region holds). O(log segments of the region).
    func run(of region: Region, holding position: Int) -> Range<Int> {
        if region.isContiguous { return region.range }
        var low = region.segmentIDs.lowerBound
        var high = region.segmentIDs.upperBound - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].lowerBound <= position { low = middle } else { high = middle - 1 }
        }
        return segments[low]
    }
}
