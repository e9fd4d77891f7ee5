import ScreenReaderSim

extension ExpandableBenchmark {
    /// The inputs the expandables benchmark times on one reader of its screen: swipes and Tab that skip the collapsed
    /// sections, a double tap that toggles a section in the middle, and swipes up and down on a slider, each run a fixed
    /// number of inputs and checking its own work.
    struct Inputs {
        /// Right through the shown stops (collapsed sections skipped), left back, never a boundary.
        let swipe: BenchmarkInput
        /// The next control shown, skipping collapsed sections (Shift+Tab back at the end).
        let tab: BenchmarkInput
        /// A double tap on an expandable in the middle adds or removes its stops; then a swipe onto what follows (so
        /// the next shown position is counted after every change) and one back.
        let toggle: BenchmarkInput
        /// Swipe up and down on a slider inside an expanded section.
        let adjust: BenchmarkInput

        /// Every input, in report order.
        var all: [BenchmarkInput] { [swipe, tab, toggle, adjust] }

        /// The inputs on `reader` (of `kind`), which reads `compiled`, the expandables screen; `operations` inputs a run.
        /// - Throws: ``BenchmarkError`` when the screen shows no collapsed content.
        init(reader: ScreenReader, kind: ReaderKind, compiled: CompiledScreen, operations: Int) throws {
            let visible = reader.stops.count
            guard visible > 2, visible < reader.allStops.count else {
                throw BenchmarkError("\(kind.displayName): the expandables screen shows no collapsed content")
            }
            var sink = 0

            var moves = 0
            swipe = BenchmarkInput(name: "swipe") {
                reader.reset()
                reader.swipeRight()
            } run: {
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
            } check: { runs in
                defer { moves = 0 }
                guard moves == operations * runs else { throw BenchmarkError("\(kind.displayName): a swipe did not move") }
                if sink == 42 { print("") }  // keeps the work observable
            }

            tab = try BenchmarkInput.tabBackAndForth(reader: reader, kind: kind, compiled: compiled, operations: operations)

            let sections = compiled.index.elements.filter { $0.kind == .expandable }.count
            let middle = "Options \(sections / 2)"
            var toggles = 0
            toggle = BenchmarkInput(name: "toggle", figureName: "toggle+swipe+swipe") {
                reader.reset()
                _ = try? reader.touch(middle)
            } run: {
                for _ in 0..<operations {
                    for event in reader.doubleTap() {
                        if case .stateChanged = event { toggles += 1 }
                    }
                    if let stop = reader.swipeRight().first, case .focusMoved(let moved) = stop { sink &+= moved.position }
                    reader.swipeLeft()
                }
            } check: { runs in
                defer { toggles = 0 }
                guard toggles == operations * runs else {
                    throw BenchmarkError("\(kind.displayName): a double tap did not toggle")
                }
            }

            var adjusted = 0
            adjust = BenchmarkInput(name: "adjust", figureName: "swipe up/down") {
                reader.reset()
                _ = try? reader.touch("Level 0")
            } run: {
                for step in 0..<operations {
                    for event in step.isMultiple(of: 2) ? reader.swipeUp() : reader.swipeDown() {
                        if case .spoken = event { adjusted += 1 }
                    }
                }
            } check: { runs in
                defer { adjusted = 0 }
                guard adjusted == operations * runs else {
                    throw BenchmarkError("\(kind.displayName): a swipe up did not adjust")
                }
            }
        }
    }
}
