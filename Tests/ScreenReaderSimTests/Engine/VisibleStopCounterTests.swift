import Testing
@testable import ScreenReaderSim

/// Issue 24 B3: the reader's table of closed regions gives, after any sequence of opening and closing, what a plain
/// recount gives (walk every region's ancestors for the outermost closed one; count the hidden stops one by one), in
/// small nests (the flat table) and large ones (the ordered sets), at any depth and width.
@Suite struct VisibleStopCounterTests {
    /// A nest of expandables, as the parent of each (-1 for a top-level one; a parent is numbered before its children).
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        /// One chain of 150 expandables, each inside the one before: over the large-nest threshold.
        case deepChain
        /// One expandable holding 200 expandables side by side.
        case wideFan
        /// 300 expandables, each inside a random earlier one or at the top.
        case randomForest
        /// Small nests and large ones side by side: a chain of 70, fans of 5, a chain of 64 (exactly the threshold),
        /// chains hanging off a fan, and lone expandables.
        case mixed

        var testDescription: String { rawValue }

        func parents(using random: inout SplitMix) -> [Int] {
            switch self {
            case .deepChain:
                return (0..<150).map { $0 - 1 }
            case .wideFan:
                return [-1] + [Int](repeating: 0, count: 200)
            case .randomForest:
                return (0..<300).map { $0 == 0 ? -1 : Int.random(in: -1..<$0, using: &random) }
            case .mixed:
                var parents: [Int] = []
                func chain(_ length: Int, under top: Int) {
                    for level in 0..<length { parents.append(level == 0 ? top : parents.count - 1) }
                }
                chain(70, under: -1)
                for _ in 0..<3 {
                    let fan = parents.count
                    parents.append(-1)
                    parents.append(contentsOf: [Int](repeating: fan, count: 4))
                }
                chain(64, under: -1)
                let fan = parents.count
                parents.append(-1)
                for _ in 0..<4 { chain(20, under: fan) }
                parents.append(contentsOf: [-1, -1, -1])
                return parents
            }
        }
    }

    /// A screen of the nest: each expandable holds a text, then its child expandables, then (for some) a text moved
    /// elsewhere in the order, so some regions have several segments; buttons before and after.
    static func screen(parents: [Int], expanded: [Bool], using random: inout SplitMix) -> Screen {
        var children = [[Element]](repeating: [], count: parents.count)
        var top: [Element] = []
        for id in parents.indices.reversed() {
            var content = [Text("Inside \(id)")] + children[id].reversed()
            if id.isMultiple(of: 7) { content.append(Text("Moved \(id)").order(Int.random(in: 1...5, using: &random))) }
            let element = Element(.expandable, "E\(id)", state: expanded[id] ? .expanded : .collapsed, children: content)
            if parents[id] >= 0 { children[parents[id]].append(element) } else { top.append(element) }
        }
        return Screen("Nest", elements: [Button("Top")] + top.reversed() + [Button("Bottom")])
    }

    /// Checks the counter against a plain recount of `open` (per region).
    static func expectMatchesRecount(
        _ counter: VisibleStopCounter, _ regions: StopRegions, open: [Bool], _ context: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        // The outermost closed region above each region: the last closed one walking up its ancestors.
        var outermost = [Int?](repeating: nil, count: regions.regions.count)
        for id in regions.regions.indices {
            var current: Int? = id
            while let region = current {
                if !open[region] { outermost[id] = region }
                current = regions.regions[region].parent
            }
        }
        var mismatches = regions.regions.indices.filter { counter.outermostClosed(above: $0) != outermost[$0] }.count
        // Hidden stops counted one by one; the counter is asked where a reader asks: at a shown stop, and for a hidden
        // one at the first stop of the run of its outermost closed region that holds it.
        let positions = regions.innermost.count
        var hiddenBefore = [0]
        for position in 0..<positions {
            let region = regions.innermost[position]
            hiddenBefore.append(hiddenBefore[position] + (region >= 0 && outermost[region] != nil ? 1 : 0))
        }
        for position in 0..<positions {
            var anchor = position
            if regions.innermost[position] >= 0, let closed = outermost[regions.innermost[position]] {
                anchor = regions.run(of: regions.regions[closed], holding: position).lowerBound
            }
            if counter.hiddenBefore(anchor) != hiddenBefore[anchor] { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(context)", sourceLocation: sourceLocation)
        #expect(counter.hidesNothing == (hiddenBefore[positions] == 0), "\(context)", sourceLocation: sourceLocation)
    }

    @Test("opening and closing regions in any order matches a plain recount",
          arguments: Shape.allCases, [VisibleStopCounter.largeNest, 3, Int.max])
    func matchesAPlainRecount(_ shape: Shape, _ largeNest: Int) throws {
        var random = SplitMix(state: UInt64(shape.rawValue.utf8.count))
        let parents = shape.parents(using: &random)
        let declared = parents.indices.map { _ in Int.random(in: 0..<4, using: &random) != 0 }
        let compiled = CompiledScreen(Self.screen(parents: parents, expanded: declared, using: &random))
        let regions = try compiled.focusOrder(for: .ios).regions
        #expect(regions.regions.count == parents.count, "one region per expandable")
        var open = regions.regions.map { compiled.initialStates[$0.owner] == .expanded }
        var counter = VisibleStopCounter(regions, largeNest: largeNest) { open[regions.regionOwnedBy[$0.owner]!] }
        Self.expectMatchesRecount(counter, regions, open: open, "as declared")
        for step in 0..<1_000 {
            // Mostly one region toggled and reported; at times a few toggled before they are all reported (as a
            // rewind does), or one reported that did not change.
            let batch = step.isMultiple(of: 10) ? Int.random(in: 2...4, using: &random) : 1
            var changed: [Int] = []
            // Biased to the outer regions (low numbers) half the time, where a change moves the most.
            for _ in 0..<batch {
                let bound = Bool.random(using: &random) ? min(8, open.count) : open.count
                let id = Int.random(in: 0..<bound, using: &random)
                if !step.isMultiple(of: 13) { open[id].toggle() }
                changed.append(id)
            }
            for id in changed {
                counter.regionChanged(id, in: regions) { open[regions.regionOwnedBy[$0.owner]!] }
            }
            Self.expectMatchesRecount(counter, regions, open: open, "\(shape) after step \(step)")
        }
        // Opening everything and closing everything, outermost first and innermost first.
        for (id, newState) in regions.regions.indices.map({ ($0, true) }) + regions.regions.indices.reversed().map({ ($0, false) }) {
            open[id] = newState
            counter.regionChanged(id, in: regions) { open[regions.regionOwnedBy[$0.owner]!] }
        }
        Self.expectMatchesRecount(counter, regions, open: open, "\(shape) all closed")
        #expect(!counter.hidesNothing)
    }
}
