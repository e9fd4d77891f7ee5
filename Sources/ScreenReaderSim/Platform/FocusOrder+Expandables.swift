/// Stops that come and go: the ranges of the full focus order that can be shown or hidden as a whole.
///
/// The focus order is built once with every stop in it: an expandable's children sit right after the expandable,
/// together. Each such run of stops is a *region*, owned by the element that shows or hides it. A reader decides which
/// regions are open from its live state (an expandable's expanded/collapsed), so opening or closing one never rebuilds
/// the order: a move into a closed region jumps past it, in O(depth of nesting) per move.
///
/// Regions nest (an expandable inside an expandable) and are numbered in order of their first stop, so a region's
/// descendants are the regions numbered right after it. Dialogs and menus, which appear over the screen, are regions
/// too: closed on the screen, and navigated as a layer of their own while open (see ``ScreenReader``'s layers).
struct StopRegions: Sendable {
    /// One region: the element that owns it, and the stops it holds.
    struct Region: Hashable, Sendable {
        /// The element whose state shows or hides the region (an expandable).
        let owner: Int
        /// The positions of the region's stops in the full order.
        let range: Range<Int>
        /// The region holding this one, if any.
        let parent: Int?
        /// The regions below this one are numbered from `id + 1` up to this bound.
        var descendantsEnd: Int
        /// Whether every stop in `range` belongs to the region (overrides could move another stop in between; then a
        /// move steps through the range one stop at a time instead of jumping).
        let isContiguous: Bool
    }

    /// The regions, numbered in order of their first stop.
    let regions: [Region]
    /// The innermost region holding each position (-1 for none).
    let innermost: [Int]
    /// The region owned by each element, when it owns one.
    let regionOwnedBy: [Int: Int]

    /// Whether the order has any region (when not, every stop is always shown and nothing here costs anything).
    var isEmpty: Bool { regions.isEmpty }

    /// Finds the regions of an order: the stops of every expandable's descendants.
    init(contents: [StopContent], index: ScreenIndex) {
        // The innermost expandable above each element (not the element itself), worked out once in element order:
        // parents come before children.
        var enclosing = [Int](repeating: -1, count: index.elements.count)
        var any = false
        for element in index.elements.indices {
            guard let parent = index.parent(of: element) else { continue }
            enclosing[element] = index.elements[parent].kind == .expandable ? parent : enclosing[parent]
            if enclosing[element] >= 0 { any = true }
        }
        guard any else {
            self.regions = []
            self.innermost = []
            self.regionOwnedBy = [:]
            return
        }
        // Each expandable's first and last position, and how many stops it holds.
        var first: [Int: Int] = [:]
        var last: [Int: Int] = [:]
        var count: [Int: Int] = [:]
        for (position, content) in contents.enumerated() {
            var owner = enclosing[content.element]
            while owner >= 0 {
                if first[owner] == nil { first[owner] = position }
                last[owner] = position
                count[owner, default: 0] += 1
                owner = enclosing[owner]
            }
        }
        // Number regions by first stop; an outer region starts no later than an inner one and ends no earlier.
        let spans = first.map { owner, start in (owner: owner, range: start..<((last[owner] ?? start) + 1)) }
            .sorted { ($0.range.lowerBound, $1.range.upperBound) < ($1.range.lowerBound, $0.range.upperBound) }
        var idOf: [Int: Int] = [:]
        for (id, span) in spans.enumerated() { idOf[span.owner] = id }
        var regions: [Region] = []
        for (owner, range) in spans {
            var parentOwner = enclosing[owner]
            while parentOwner >= 0, idOf[parentOwner] == nil { parentOwner = enclosing[parentOwner] }
            regions.append(Region(
                owner: owner, range: range, parent: parentOwner >= 0 ? idOf[parentOwner] : nil,
                descendantsEnd: regions.count + 1, isContiguous: count[owner] == range.count
            ))
        }
        // A region's descendants are the ones numbered after it up to the first that is not below it.
        for id in regions.indices.reversed() {
            var end = id + 1
            while end < regions.count, Self.isBelow(end, id, in: regions) { end = regions[end].descendantsEnd }
            regions[id].descendantsEnd = end
        }
        var innermost = [Int](repeating: -1, count: contents.count)
        for (position, content) in contents.enumerated() {
            var owner = enclosing[content.element]
            while owner >= 0, idOf[owner] == nil { owner = enclosing[owner] }
            if owner >= 0, let id = idOf[owner] { innermost[position] = id }
        }
        self.regions = regions
        self.innermost = innermost
        self.regionOwnedBy = idOf
    }

    private static func isBelow(_ region: Int, _ ancestor: Int, in regions: [Region]) -> Bool {
        var current = regions[region].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = regions[parent].parent
        }
        return false
    }

    /// The outermost region holding `position` that `isOpen` says is closed, if any. O(depth).
    func outermostClosed(at position: Int, isOpen: (Region) -> Bool) -> Region? {
        guard !regions.isEmpty else { return nil }
        var closed: Region?
        var current = innermost[position]
        while current >= 0 {
            let region = regions[current]
            if !isOpen(region) { closed = region }
            current = region.parent ?? -1
        }
        return closed
    }
}
