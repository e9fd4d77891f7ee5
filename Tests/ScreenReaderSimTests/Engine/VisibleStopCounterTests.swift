import Testing
@testable import ScreenReaderSim

/// The reader's table of closed regions (``VisibleStopCounter``) changes only the region that opened or closed, never
/// the regions inside it: after every change of a long random sequence over random nests (some children moved away by
/// `order`, so regions have several segments), it answers exactly what a plain recount from the tree does.
@Suite struct VisibleStopCounterTests {
    /// A small deterministic generator, so every run checks the same nests.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A random nest of expandables, texts and buttons, about `budget` elements, some of them read first by `order`.
    static func nest(_ random: inout Generator, budget: inout Int, depth: Int) -> [Element] {
        var elements: [Element] = []
        let count = 1 + random.next(4)
        for _ in 0..<count where budget > 0 {
            budget -= 1
            let label = "E\(budget)"
            var element: Element
            if depth < 12, random.next(3) > 0 {
                let children = nest(&random, budget: &budget, depth: depth + 1)
                element = Element(.expandable, label, state: random.next(2) == 0 ? .expanded : .collapsed, children: children)
            } else {
                element = random.next(2) == 0 ? Text(label) : Button(label)
            }
            if random.next(8) == 0 { element = element.order(1 + random.next(3)) }
            elements.append(element)
        }
        return elements
    }

    /// The plain recount: the outermost closed region at or above `id`, walking up the tree.
    static func outermostClosed(above id: Int, regions: StopRegions, closed: Set<Int>) -> Int? {
        var found: Int?
        var current: Int? = id
        while let region = current {
            if closed.contains(region) { found = region }
            current = regions.regions[region].parent
        }
        return found
    }

    @Test("the counter equals a plain recount after every expand and collapse", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func counterMatchesRecount(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
        var budget = 60
        let elements = Self.nest(&random, budget: &budget, depth: 0)
        let compiled = CompiledScreen(Screen("Nest", elements: elements))
        let order = try compiled.focusOrder(for: .ios)
        let regions = order.regions
        try #require(!regions.isEmpty)
        var closed = Set(regions.regions.indices.filter { _ in random.next(2) == 0 })
        func isOpen(_ region: StopRegions.Region) -> Bool { !closed.contains(regions.regionOwnedBy[region.owner] ?? -1) }
        var counter = VisibleStopCounter(regions, isOpen: isOpen)
        for step in 0..<80 {
            var hidden = 0
            for position in 0...order.contents.count {
                // The hidden stops before `position`, counted one by one.
                #expect(counter.hiddenBefore(position) == hidden, "position \(position) after \(step) changes")
                guard position < order.contents.count else { break }
                let innermost = regions.innermost[position]
                if innermost >= 0, Self.outermostClosed(above: innermost, regions: regions, closed: closed) != nil { hidden += 1 }
            }
            #expect(counter.hidesNothing == (hidden == 0), "after \(step) changes")
            for id in regions.regions.indices {
                #expect(counter.outermostClosed(above: id) == Self.outermostClosed(above: id, regions: regions, closed: closed),
                        "region \(id) after \(step) changes")
            }
            let changed = random.next(regions.regions.count)
            if closed.contains(changed) { closed.remove(changed) } else { closed.insert(changed) }
            counter.update(regions, region: changed, isOpen: isOpen)
        }
    }
}
