import ScreenReaderSim

/// The engine on one settings screen: each input on each screen reader (``Inputs``), against the bare cost of building
/// the same announcement strings by concatenation, and the memory the screen and its readers hold; and how each input's
/// cost scales from the smallest screen to the largest, timed on the two in turns
/// (``emitPairedScaling(small:large:emit:)``).
struct EngineBenchmark {
    /// About how many elements the screen has.
    let elements: Int
    /// Inputs per timed run.
    let operations: Int
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    /// The two screen readers, in report order.
    static let readers: [ReaderKind] = [.voiceOver, .talkBack]

    /// Device profiles with settings whose swipe is timed against their seed profile's: a profile costs nothing per input.
    static let profiles: [(name: String, seed: ReaderKind)] = [
        ("voiceover@ios18", .voiceOver), ("talkback@15 order=role-name-state", .talkBack),
    ]

    /// Measures every figure of one screen size; returns the compiled screen (which the paired scaling figures,
    /// ``emitPairedScaling(small:large:emit:)``, read again).
    func run(emit: (Figure) -> Void) throws -> CompiledScreen {
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

        for kind in Self.readers {
            try measure(kind, compiled: compiled, size: size, emit: emit)
        }
        for profile in Self.profiles {
            try measureSwipe(try ReaderKind(profile.name), against: profile.seed, compiled: compiled, size: size, emit: emit)
        }
        return compiled
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
        _ kind: ReaderKind, compiled: CompiledScreen, size: String, emit: (Figure) -> Void
    ) throws {
        let name = kind.keyword
        let reader = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        let inputs = try Inputs(reader: reader, kind: kind, compiled: compiled, elements: elements, operations: operations)
        var sink = 0

        // Baseline: the same announcements, built by concatenating their parts with ", ".
        let parts = reader.stops.map { reader.announcement(for: $0).components(separatedBy: ", ") }
        let position = inputs.position

        // Swipe: baseline and swipe runs take turns, and the ratio is the median of each pair's, so load that comes and
        // goes weighs on both.
        let timed = Measure.pairedMedians(repetitions: repetitions) {
            for step in 0..<operations {
                let pieces = parts[position(step)]
                var text = pieces[0]
                for piece in pieces.dropFirst() {
                    text += ", "
                    text += piece
                }
                sink &+= text.utf8.count
            }
        } prepareSecond: {
            inputs.swipe.prepare()
        } _: {
            inputs.swipe.run()
        }
        // A second baseline: the same parts joined by plain `+` of string values, a new string for each `+`, as the
        // simplest code would build them; paired with the swipes the same way.
        let plain = Measure.pairedMedians(repetitions: repetitions) {
            for step in 0..<operations {
                let pieces = parts[position(step)]
                var text = pieces[0]
                for piece in pieces.dropFirst() { text = text + ", " + piece }
                sink &+= text.utf8.count
            }
        } prepareSecond: {
            inputs.swipe.prepare()
        } _: {
            inputs.swipe.run()
        }
        try inputs.swipe.check(2 * repetitions)
        let baseline = timed.first / Double(operations)
        let swipe = timed.second / Double(operations)
        emit(Figure("baseline concatenation \(name) \(size)", baseline, "ns/op"))
        emit(Figure("swipe \(name) \(size)", swipe, "ns/op"))
        emit(Figure("swipe/baseline \(name) \(size)", timed.ratio, "x"))
        emit(Figure("baseline plain concatenation \(name) \(size)", plain.first / Double(operations), "ns/op"))
        emit(Figure("swipe/plain concatenation \(name) \(size)", plain.ratio, "x"))

        // Tab, touch and double tap, each alone.
        for input in [inputs.tab, inputs.touch, inputs.doubleTap] {
            let cost = Measure.median(repetitions: repetitions, prepare: input.prepare, input.run) / Double(operations)
            try input.check(repetitions)
            emit(Figure("\(input.name) \(name) \(size)", cost, "ns/op"))
        }
        if sink == 42 { print("") }  // keeps the work observable
    }

    /// How each input's cost scales from `small`'s screen to `large`'s: for each reader and input, runs on the two
    /// screens in turns (small, large, small...), the median of each pair's ratio, so load that comes and goes weighs on
    /// both sides (issue 24 B4); one `scaling INPUT READER SMALL-LARGE` figure each.
    /// - Throws: ``BenchmarkError`` when an input did not do what its name says.
    static func emitPairedScaling(
        small: (benchmark: EngineBenchmark, compiled: CompiledScreen),
        large: (benchmark: EngineBenchmark, compiled: CompiledScreen), emit: (Figure) -> Void
    ) throws {
        let range = "\(Figure.size(small.benchmark.elements))-\(Figure.size(large.benchmark.elements))"
        let repetitions = large.benchmark.repetitions
        for kind in readers {
            let smallInputs = try Inputs(
                reader: try ScenarioRunner.makeReader(kind, screen: small.compiled, log: .none), kind: kind,
                compiled: small.compiled, elements: small.benchmark.elements, operations: large.benchmark.operations)
            let largeInputs = try Inputs(
                reader: try ScenarioRunner.makeReader(kind, screen: large.compiled, log: .none), kind: kind,
                compiled: large.compiled, elements: large.benchmark.elements, operations: large.benchmark.operations)
            for (input, ratio) in try BenchmarkInput.pairedRatios(
                small: smallInputs.all, large: largeInputs.all, repetitions: repetitions) {
                emit(Figure("scaling \(input) \(kind.keyword) \(range)", ratio, "x"))
            }
        }
    }
}
