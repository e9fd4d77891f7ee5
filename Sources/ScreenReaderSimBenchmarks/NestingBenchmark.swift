import ScreenReaderSim

/// How cost grows with nesting depth (issue 11, point 5): screens nested `depth` levels deep, in three shapes, each
/// compiled, read and audited. Every level holds one text, so a linear engine costs the same per level at any depth;
/// the `scaling` figures print the per-level cost at the deepest screen over the shallowest (about 1 when linear,
/// about 100 from 1k to 100k when quadratic).
///
/// - `rows`: rows inside rows, a switch at the bottom: one merged stop that speaks every level's text, and toggles.
/// - `groups`: groups inside groups: a stop per level, and a switch at the bottom.
/// - `expandables`: expanded expandables inside each other: a stop per level, a switch at the bottom.
struct NestingBenchmark {
    /// The depths measured; the first and last give the scaling ratios.
    let depths: [Int]
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    /// The nesting shapes.
    enum Shape: String, CaseIterable {
        case rows, groups, expandables
    }

    /// A screen nested `depth` levels deep in `shape`, built bottom-up (no recursion).
    static func screen(_ shape: Shape, depth: Int) -> Screen {
        var inner: Element = Switch("Wi-Fi")
        for level in stride(from: depth - 1, through: 0, by: -1) {
            let children = [Text("Level \(level)"), inner]
            switch shape {
            case .rows: inner = Element(.row, children: children)
            case .groups: inner = Element(.group, children: children)
            case .expandables: inner = Element(.expandable, "Level \(level)", state: .expanded, children: [inner])
            }
        }
        return Screen("Nested \(shape.rawValue)", elements: [inner, Button("Done")])
    }

    /// Emits, per shape and depth, the time per level to compile, read and audit; then each scaling ratio.
    func run(emit: (Figure) -> Void) throws {
        var perLevel: [String: [Double]] = [:]
        var perToggle: [Double] = []
        for shape in Shape.allCases {
            for depth in depths {
                let size = Figure.size(depth)
                let screen = Self.screen(shape, depth: depth)
                var compiled: CompiledScreen?
                let compile = Measure.median(repetitions: repetitions, prepare: { compiled = nil }) {
                    compiled = CompiledScreen(screen)
                }
                guard let compiled else { throw BenchmarkError("nested \(shape.rawValue): the screen did not compile") }

                // Read: VoiceOver swipes from the first stop to the switch (the last level) and toggles it.
                var toggled = false
                var stops = 0
                let read = Measure.median(repetitions: repetitions, prepare: { toggled = false; stops = 0 }) {
                    guard let reader = try? ScenarioRunner.makeReader(.voiceOver, screen: compiled, log: .none) else { return }
                    stops = reader.stops.count
                    for _ in 0..<(stops - 1) { reader.swipeRight() }
                    for event in reader.doubleTap() {
                        if case .stateChanged(let element, _, .on) = event, element.name == "Wi-Fi" { toggled = true }
                    }
                }
                // A row merges every level into one stop; groups and expandables keep a stop per level.
                let expectedStops = shape == .rows ? 2 : depth + 2
                guard toggled, stops == expectedStops else {
                    throw BenchmarkError("nested \(shape.rawValue) \(size): \(stops) stops, switch toggled: \(toggled)")
                }

                // Audit: every check on both platforms.
                var findings: [Finding] = []
                let audit = Measure.median(repetitions: repetitions, prepare: { findings = [] }) {
                    findings = Audit.run(screen: screen)
                }
                emit(Figure("nested \(shape.rawValue) audit findings \(size)", Double(findings.count), "findings"))

                // Collapsing the outermost expandable (and expanding it again): what changes is one region, however
                // many lie inside it, so the cost per toggle must not grow with the depth.
                if shape == .expandables {
                    let reader = try ScenarioRunner.makeReader(.voiceOver, screen: compiled, log: .none)
                    var changes = 0
                    let toggles = 1_000
                    let toggle = Measure.median(repetitions: repetitions, prepare: {
                        reader.reset()
                        reader.swipeRight()
                    }) {
                        for _ in 0..<toggles {
                            for event in reader.doubleTap() { if case .stateChanged = event { changes += 1 } }
                        }
                    } / Double(toggles)
                    guard changes == toggles * max(repetitions, 1) else {
                        throw BenchmarkError("nested expandables \(size): a double tap on the outermost did not toggle it")
                    }
                    emit(Figure("nested expandables collapse or expand the outermost \(size)", toggle, "ns/op"))
                    perToggle.append(toggle)
                }
                for (name, time) in [("compile", compile), ("read", read), ("audit", audit)] {
                    let cost = time / Double(depth)
                    emit(Figure("nested \(shape.rawValue) \(name) \(size)", cost, "ns/level"))
                    perLevel["nested \(shape.rawValue) \(name)", default: []].append(cost)
                }
            }
        }
        guard let first = depths.first, let last = depths.last, depths.count > 1 else { return }
        if let small = perToggle.first, let large = perToggle.last {
            emit(Figure("scaling nested expandables collapse or expand the outermost \(Figure.size(first))-\(Figure.size(last))",
                        large / small, "x"))
        }
        for name in perLevel.keys.sorted() {
            guard let costs = perLevel[name], let small = costs.first, let large = costs.last, small > 0 else { continue }
            emit(Figure("scaling \(name) \(Figure.size(first))-\(Figure.size(last))", large / small, "x"))
        }
    }
}
