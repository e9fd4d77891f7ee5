import ScreenReaderSim

extension EngineBenchmark {
    /// The inputs the engine benchmark times on one reader of its settings screen: swipes, Tab, touches by label and
    /// double taps, each run a fixed number of inputs and checking its own work. The per-size figures time each alone;
    /// the scaling figures time each on the smallest and the largest screen in turns
    /// (``EngineBenchmark/emitPairedScaling(small:large:emit:)``).
    struct Inputs {
        /// Focus moves one stop and the stop is spoken: right to the last stop, back to the first, and so on (never a
        /// boundary). The run knows where focus is (it put it there), so it times the swipes alone, not a query of the
        /// focus; the check asks the reader where focus is.
        let swipe: BenchmarkInput
        /// The next control, spoken (Shift+Tab back at the end).
        let tab: BenchmarkInput
        /// A row's switch by its label, in a scattered order over the whole screen.
        let touch: BenchmarkInput
        /// The focused row's switch toggles, every time (checked by its state-change events).
        let doubleTap: BenchmarkInput
        /// The stop focus is on after `step` swipes of a run.
        let position: (Int) -> Int

        /// Every input, in report order.
        var all: [BenchmarkInput] { [swipe, tab, touch, doubleTap] }

        /// The inputs on `reader` (of `kind`), which reads `compiled`, the settings screen of about `elements` elements;
        /// `operations` inputs a run.
        /// - Throws: ``BenchmarkError`` when the screen has too few stops or controls to move between.
        init(reader: ScreenReader, kind: ReaderKind, compiled: CompiledScreen, elements: Int, operations: Int) throws {
            let stopCount = reader.stops.count
            guard stopCount > 1 else { throw BenchmarkError("the screen has fewer than two stops") }
            let position = { (step: Int) -> Int in
                let cycle = 2 * (stopCount - 1)
                let phase = (step + 1) % cycle
                return phase < stopCount ? phase : cycle - phase
            }
            self.position = position
            var sink = 0

            var current = 0
            var moves = 0
            var spoken = 0
            swipe = BenchmarkInput(name: "swipe") {
                reader.reset()
                reader.swipeRight()
                current = 0
            } run: {
                for step in 0..<operations {
                    let target = position(step)
                    let events = target > current ? reader.swipeRight() : reader.swipeLeft()
                    current = target
                    for event in events {
                        switch event {
                        case .focusMoved: moves += 1
                        case .spoken(let text): spoken += 1; sink &+= text.utf8.count
                        default: break
                        }
                    }
                }
            } check: { runs in
                defer { (moves, spoken) = (0, 0) }
                guard moves == operations * runs, spoken == operations * runs, reader.focus?.position == current else {
                    throw BenchmarkError("\(kind.displayName): a swipe did not move focus one stop and speak")
                }
                if sink == 42 { print("") }  // keeps the work observable
            }

            tab = try BenchmarkInput.tabBackAndForth(reader: reader, kind: kind, compiled: compiled, operations: operations)

            let rows = BenchmarkScreens.settingsRows(elements: elements)
            var generator: UInt64 = 0x9E37_79B9_7F4A_7C15
            let labels = (0..<min(operations, 65_536)).map { _ -> String in
                generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return "Setting \(Int(generator >> 33) % rows)"
            }
            var touches = 0
            var touchError: (any Error)?
            // The first touch by label builds the screen's table of touch targets (shared by its readers): a
            // once-per-screen cost, untimed.
            touch = BenchmarkInput(name: "touch") {
                _ = try? reader.touch(labels[0])
                reader.reset()
            } run: {
                for step in 0..<operations {
                    do {
                        let events = try reader.touch(labels[step % labels.count])
                        if events.count == 2 { touches += 1 }
                    } catch {
                        touchError = error
                    }
                }
            } check: { runs in
                defer { touches = 0 }
                if let touchError { throw BenchmarkError("\(kind.displayName): a touch failed: \(touchError)") }
                guard touches == operations * runs else {
                    throw BenchmarkError("\(kind.displayName): a touch did not move and speak")
                }
            }

            let middle = "Setting \(rows / 2)"
            var toggles = 0
            doubleTap = BenchmarkInput(name: "double tap") {
                reader.reset()
                _ = try? reader.touch(middle)
                reader.doubleTap()  // the first change copies the declared states: a once-per-reader cost, untimed
                reader.doubleTap()
            } run: {
                for _ in 0..<operations {
                    for event in reader.doubleTap() {
                        if case .stateChanged(_, let from, let to) = event, from != to { toggles += 1 }
                    }
                }
            } check: { runs in
                defer { toggles = 0 }
                guard toggles == operations * runs else {
                    throw BenchmarkError("\(kind.displayName): \(operations * runs - toggles) double taps did not toggle")
                }
            }
        }
    }
}
