import ScreenReaderSim

/// The engine on one settings screen: each input on each screen reader, against the bare cost of building the same
/// announcement strings by concatenation, and the memory the screen and its readers hold.
struct EngineBenchmark {
    /// About how many elements the screen has.
    let elements: Int
    /// Inputs per timed run.
    let operations: Int
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    /// The per-input cost of each input on each reader, by figure name without the size (`swipe voiceover`).
    typealias Costs = [String: Double]

    /// The two screen readers, in report order.
    static let readers: [ReaderKind] = [.voiceOver, .talkBack]

    /// Device profiles with settings whose swipe is timed against their seed profile's: a profile costs nothing per input.
    static let profiles: [(name: String, seed: ReaderKind)] = [
        ("voiceover@ios18", .voiceOver), ("talkback@15 order=role-name-state", .talkBack),
    ]

    func run(emit: (Figure) -> Void) throws -> Costs {
        let size = Figure.size(elements)
        let heapBefore = Measure.heapBytesInUse()
        let screen = BenchmarkScreens.settings(elements: elements)
        let heapWithScreen = Measure.heapBytesInUse()
        var compiled: CompiledScreen?
        let compileTime = Measure.once {
            let built = CompiledScreen(screen)
            for platform in [Platform.ios, .android] { try? built.validateFocusOrder(for: platform) }
            compiled = built
        }
        guard let compiled else { throw BenchmarkError("the settings screen did not compile") }
        let count = compiled.index.elements.count
        emit(Figure("elements \(size)", Double(count), "elements"))
        emit(Figure("compile \(size) (index and both orders)", compileTime / 1e6, "ms"))

        // Memory: the screen, then the compiled screen and one reader per platform after every stop was visited and a
        // state changed (so each reader holds its own copy of the live states).
        var readers: [ScreenReader] = []
        for kind in Self.readers {
            let reader = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
            for _ in 0..<reader.stops.count { reader.swipeRight() }
            try reader.touch("Setting 0")
            reader.doubleTap()
            readers.append(reader)
        }
        let heapWithReaders = Measure.heapBytesInUse()
        let perElement = { (bytes: Int) in Double(bytes) / Double(count) }
        emit(Figure("memory screen \(size) (declared Screen value)", perElement(heapWithScreen - heapBefore), "bytes/element"))
        emit(Figure("memory engine \(size) (compiled screen, both orders, 2 readers)",
                    perElement(heapWithReaders - heapWithScreen), "bytes/element"))
        emit(Figure("memory total \(size) (screen and engine)", perElement(heapWithReaders - heapBefore), "bytes/element"))
        readers.removeAll()

        var costs: Costs = [:]
        for kind in Self.readers {
            try measure(kind, compiled: compiled, size: size, costs: &costs, emit: emit)
        }
        for profile in Self.profiles {
            try measureSwipe(try ReaderKind(profile.name), against: profile.seed, compiled: compiled, size: size, emit: emit)
        }
        return costs
    }

    /// A swipe on `kind` (a device profile with its settings) and on `seed`, timed in turns over the same stops: the
    /// profile's cost per swipe and its ratio to the seed's.
    private func measureSwipe(
        _ kind: ReaderKind, against seed: ReaderKind, compiled: CompiledScreen, size: String, emit: (Figure) -> Void
    ) throws {
        let profile = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        let base = try ScenarioRunner.makeReader(seed, screen: compiled, log: .none)
        let stopCount = profile.stops.count
        guard stopCount > 1 else { throw BenchmarkError("the screen has fewer than two stops") }
        var moves = [0, 0]
        var sink = 0
        func sweep(_ reader: ScreenReader, _ slot: Int) {
            // Back on the first stop (both readers alike, so it weighs the same on each side of the ratio).
            reader.reset()
            reader.swipeRight()
            var current = 0
            for step in 0..<operations {
                let cycle = 2 * (stopCount - 1)
                let phase = (step + 1) % cycle
                let target = phase < stopCount ? phase : cycle - phase
                let events = target > current ? reader.swipeRight() : reader.swipeLeft()
                current = target
                for event in events {
                    switch event {
                    case .focusMoved: moves[slot] += 1
                    case .spoken(let text): sink &+= text.utf8.count
                    default: break
                    }
                }
            }
        }
        let timed = Measure.pairedMedians(repetitions: repetitions) { sweep(base, 0) } prepareSecond: {} _: { sweep(profile, 1) }
        guard moves[0] == operations * repetitions, moves[1] == moves[0] else {
            throw BenchmarkError("\(kind.displayName): a swipe did not move focus one stop")
        }
        emit(Figure("swipe \(kind.keyword) \(size)", timed.second / Double(operations), "ns/op"))
        emit(Figure("swipe \(kind.keyword)/\(seed.keyword) \(size)", timed.ratio, "x"))
        if sink == 42 { print("") }  // keeps the work observable
    }

    private func measure(
        _ kind: ReaderKind, compiled: CompiledScreen, size: String, costs: inout Costs, emit: (Figure) -> Void
    ) throws {
        let name = kind.keyword
        let reader = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        let stopCount = reader.stops.count
        guard stopCount > 1 else { throw BenchmarkError("the screen has fewer than two stops") }
        // The positions a run visits: right to the last stop, back to the first, and so on (never a boundary).
        func position(after step: Int) -> Int {
            let cycle = 2 * (stopCount - 1)
            let phase = (step + 1) % cycle
            return phase < stopCount ? phase : cycle - phase
        }
        var sink = 0

        // Baseline: the same announcements, built by concatenating their parts with ", ".
        let parts = reader.stops.map { reader.announcement(for: $0).components(separatedBy: ", ") }

        // Swipe: focus moves one stop and the stop is spoken. The loop knows where focus is (it put it there), so it
        // times the swipes alone, not a query of the focus; after the runs, focus is checked to be where it says.
        // Baseline and swipe runs take turns, and the ratio is the median of each pair's, so load that comes and goes
        // weighs on both.
        reader.swipeRight()
        var moves = 0
        var spoken = 0
        var current = 0
        let timed = Measure.pairedMedians(repetitions: repetitions) {
            for step in 0..<operations {
                let pieces = parts[position(after: step)]
                var text = pieces[0]
                for piece in pieces.dropFirst() {
                    text += ", "
                    text += piece
                }
                sink &+= text.utf8.count
            }
        } prepareSecond: {
            reader.reset()
            reader.swipeRight()
            current = 0
        } _: {
            for step in 0..<operations {
                let target = position(after: step)
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
        }
        let baseline = timed.first / Double(operations)
        let swipe = timed.second / Double(operations)
        guard moves == operations * repetitions, spoken == operations * repetitions, reader.focus?.position == current else {
            throw BenchmarkError("\(kind.displayName): a swipe did not move focus one stop and speak")
        }
        emit(Figure("baseline concatenation \(name) \(size)", baseline, "ns/op"))
        emit(Figure("swipe \(name) \(size)", swipe, "ns/op"))
        emit(Figure("swipe/baseline \(name) \(size)", timed.ratio, "x"))
        costs["swipe \(name)"] = swipe

        // Tab: the next control, spoken (Shift+Tab back at the end).
        var reachable = 0
        let probe = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        while case .focusMoved? = probe.press(.tab).first { reachable += 1 }
        guard reachable > 1 else { throw BenchmarkError("\(kind.displayName): Tab reaches fewer than two controls") }
        var tabMoves = 0
        let tab = Measure.median(repetitions: repetitions, prepare: { reader.reset(); reader.press(.tab) }) {
            var index = 0
            var forward = true
            for _ in 0..<operations {
                if forward && index == reachable - 1 { forward = false }
                if !forward && index == 0 { forward = true }
                let events = reader.press(forward ? .tab : .shiftTab)
                index += forward ? 1 : -1
                if case .focusMoved? = events.first, events.count == 2 { tabMoves += 1 }
            }
        } / Double(operations)
        guard tabMoves == operations * repetitions else { throw BenchmarkError("\(kind.displayName): a Tab did not move and speak") }
        emit(Figure("tab \(name) \(size)", tab, "ns/op"))
        costs["tab \(name)"] = tab

        // Touch: a row's switch by its label, in a scattered order over the whole screen.
        let rows = BenchmarkScreens.settingsRows(elements: elements)
        var generator: UInt64 = 0x9E37_79B9_7F4A_7C15
        let labels = (0..<min(operations, 65_536)).map { _ -> String in
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return "Setting \(Int(generator >> 33) % rows)"
        }
        var touches = 0
        var touchError: (any Error)?
        // The first touch by label builds the screen's table of touch targets (shared by its readers): a once-per-screen
        // cost, untimed.
        let touch = Measure.median(repetitions: repetitions, prepare: { _ = try? reader.touch(labels[0]); reader.reset() }) {
            for step in 0..<operations {
                do {
                    let events = try reader.touch(labels[step % labels.count])
                    if events.count == 2 { touches += 1 }
                } catch {
                    touchError = error
                }
            }
        } / Double(operations)
        if let touchError { throw BenchmarkError("\(kind.displayName): a touch failed: \(touchError)") }
        guard touches == operations * repetitions else { throw BenchmarkError("\(kind.displayName): a touch did not move and speak") }
        emit(Figure("touch \(name) \(size)", touch, "ns/op"))
        costs["touch \(name)"] = touch

        // Double tap: the focused row's switch toggles, every time (checked by its state-change events).
        let middle = "Setting \(rows / 2)"
        var toggles = 0
        let doubleTap = Measure.median(repetitions: repetitions, prepare: {
            reader.reset()
            _ = try? reader.touch(middle)
            reader.doubleTap()  // the first change copies the declared states: a once-per-reader cost, untimed
            reader.doubleTap()
        }) {
            for _ in 0..<operations {
                for event in reader.doubleTap() {
                    if case .stateChanged(_, let from, let to) = event, from != to { toggles += 1 }
                }
            }
        } / Double(operations)
        guard toggles == operations * repetitions else {
            throw BenchmarkError("\(kind.displayName): \(operations * repetitions - toggles) double taps did not toggle")
        }
        emit(Figure("double tap \(name) \(size)", doubleTap, "ns/op"))
        costs["double tap \(name)"] = doubleTap
        if sink == 42 { print("") }  // keeps the work observable
    }
}
