import ScreenReaderSim

/// Per-input cost on a screen whose stops come and go: sections that are expandables (every other one expanded),
/// each holding rows, a text field and a slider. Swipes and Tab skip the collapsed sections; a double tap toggles one
/// in the middle of the order, adding or removing its stops; swipe up adjusts a slider; typing edits a field.
struct ExpandableBenchmark {
    /// About how many elements the screen has.
    let elements: Int
    /// Inputs per timed run.
    let operations: Int
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    /// Rows per section (each row is three elements).
    static let rowsPerSection = 10

    /// Sections of a heading, an expandable holding rows, a text field and a slider; every other one expanded.
    static func screen(elements: Int) -> Screen {
        let perSection = 3 + 3 * rowsPerSection + 2
        let sections = max(2, elements / perSection)
        var top: [Element] = []
        top.reserveCapacity(sections * 2)
        for section in 0..<sections {
            top.append(Heading("Section \(section)"))
            top.append(Expandable("Options \(section)", value: "\(rowsPerSection) settings", isExpanded: section.isMultiple(of: 2)) {
                for row in 0..<rowsPerSection {
                    Row { Text("Option \(section).\(row)"); Switch("Option \(section).\(row)") }
                }
                TextField("Name \(section)", prompt: "Your name")
                Slider("Level \(section)", value: 50, step: 5)
            })
        }
        return Screen("Expandables", elements: top)
    }

    /// The per-input cost of each input, by figure name without the size.
    func run(emit: (Figure) -> Void) throws -> EngineBenchmark.Costs {
        let size = Figure.size(elements)
        let compiled = CompiledScreen(Self.screen(elements: elements))
        emit(Figure("expandables elements \(size)", Double(compiled.index.elements.count), "elements"))
        var costs: EngineBenchmark.Costs = [:]
        for kind in EngineBenchmark.readers {
            try measure(kind, compiled: compiled, size: size, costs: &costs, emit: emit)
        }
        return costs
    }

    private func measure(
        _ kind: ReaderKind, compiled: CompiledScreen, size: String, costs: inout EngineBenchmark.Costs, emit: (Figure) -> Void
    ) throws {
        let name = kind.keyword
        let reader = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        let visible = reader.stops.count
        guard visible > 2, visible < reader.allStops.count else {
            throw BenchmarkError("\(kind.displayName): the expandables screen shows no collapsed content")
        }
        var sink = 0

        // Swipe: right through the shown stops (collapsed sections skipped), left back, never a boundary.
        var moves = 0
        let swipe = Measure.median(repetitions: repetitions, prepare: { reader.reset(); reader.swipeRight() }) {
            var forward = true
            var position = 0
            for _ in 0..<operations {
                if forward && position == visible - 1 { forward = false }
                if !forward && position == 0 { forward = true }
                for event in forward ? reader.swipeRight() : reader.swipeLeft() {
                    if case .focusMoved(let stop) = event { moves += 1; sink &+= stop.position }
                    if case .spoken(let text) = event { sink &+= text.utf8.count }
                }
                position += forward ? 1 : -1
            }
        } / Double(operations)
        guard moves == operations * repetitions else { throw BenchmarkError("\(kind.displayName): a swipe did not move") }
        emit(Figure("expandables swipe \(name) \(size)", swipe, "ns/op"))
        costs["expandables swipe \(name)"] = swipe

        // Tab: the next control shown, skipping collapsed sections.
        var reachable = 0
        let probe = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        while case .focusMoved? = probe.press(.tab).first { reachable += 1 }
        var tabMoves = 0
        let tab = Measure.median(repetitions: repetitions, prepare: { reader.reset(); reader.press(.tab) }) {
            var index = 0
            var forward = true
            for _ in 0..<operations {
                if forward && index == reachable - 1 { forward = false }
                if !forward && index == 0 { forward = true }
                if case .focusMoved? = reader.press(forward ? .tab : .shiftTab).first { tabMoves += 1 }
                index += forward ? 1 : -1
            }
        } / Double(operations)
        guard tabMoves == operations * repetitions else { throw BenchmarkError("\(kind.displayName): a Tab did not move") }
        emit(Figure("expandables tab \(name) \(size)", tab, "ns/op"))
        costs["expandables tab \(name)"] = tab

        // Toggle: a double tap on an expandable in the middle adds or removes its stops; then a swipe onto what follows
        // (so the next shown position is counted after every change).
        let sections = compiled.index.elements.filter { $0.kind == .expandable }.count
        let middle = "Options \(sections / 2)"
        var toggles = 0
        let toggle = Measure.median(repetitions: repetitions, prepare: { reader.reset(); _ = try? reader.touch(middle) }) {
            for _ in 0..<operations {
                for event in reader.doubleTap() {
                    if case .stateChanged = event { toggles += 1 }
                }
                if let stop = reader.swipeRight().first, case .focusMoved(let moved) = stop { sink &+= moved.position }
                reader.swipeLeft()
            }
        } / Double(operations)
        guard toggles == operations * repetitions else { throw BenchmarkError("\(kind.displayName): a double tap did not toggle") }
        emit(Figure("expandables toggle+swipe+swipe \(name) \(size)", toggle, "ns/op"))
        costs["expandables toggle \(name)"] = toggle

        // Adjust: swipe up and down on a slider inside an expanded section.
        var adjusted = 0
        let adjust = Measure.median(repetitions: repetitions, prepare: { reader.reset(); _ = try? reader.touch("Level 0") }) {
            for step in 0..<operations {
                for event in step.isMultiple(of: 2) ? reader.swipeUp() : reader.swipeDown() {
                    if case .spoken = event { adjusted += 1 }
                }
            }
        } / Double(operations)
        guard adjusted == operations * repetitions else { throw BenchmarkError("\(kind.displayName): a swipe up did not adjust") }
        emit(Figure("expandables swipe up/down \(name) \(size)", adjust, "ns/op"))
        costs["expandables adjust \(name)"] = adjust
        if sink == 42 { print("") }  // keeps the work observable
    }
}
