import ScreenReaderSim

/// One input a benchmark times on one reader: what runs before each timed run (untimed), the timed run of so many inputs,
/// and a check, after so many runs, that every input did what its name says. The engine's and the expandables' inputs
/// are made of these (``EngineBenchmark/Inputs``, ``ExpandableBenchmark/Inputs``), so each is timed alone for its
/// per-size figure and in turns on two screens for its scaling figure (``pairedRatios(small:large:repetitions:)``).
struct BenchmarkInput {
    /// The input's name in its scaling figure (`touch`, `double tap`).
    let name: String
    /// The input's name in its per-size figure, when it says more than ``name`` (`toggle+swipe+swipe`).
    let figureName: String
    /// Runs before each timed run, untimed.
    let prepare: () -> Void
    /// One timed run.
    let run: () -> Void
    /// Throws unless each of the given number of runs since the last check did what the input's name says.
    let check: (_ runs: Int) throws -> Void

    /// An input named `name` (and `figureName` in its per-size figure, `name` unless given).
    init(
        name: String, figureName: String? = nil, prepare: @escaping () -> Void, run: @escaping () -> Void,
        check: @escaping (_ runs: Int) throws -> Void
    ) {
        self.name = name
        self.figureName = figureName ?? name
        self.prepare = prepare
        self.run = run
        self.check = check
    }

    /// How each input's cost scales from one screen to another: each of `small`'s inputs and `large`'s input at the
    /// same place timed in turns (small, large, small...), `repetitions` pairs, and the median of the pairs' ratios
    /// (large over small), by `small`'s names, so load that comes and goes weighs on both sides; each input checked
    /// after its runs.
    /// - Throws: ``BenchmarkError`` when an input did not do what its name says.
    static func pairedRatios(
        small: [BenchmarkInput], large: [BenchmarkInput], repetitions: Int
    ) throws -> [(name: String, ratio: Double)] {
        try zip(small, large).map { first, second in
            let timed = Measure.pairedMedians(
                repetitions: repetitions, prepareFirst: first.prepare, first.run, prepareSecond: second.prepare,
                second.run)
            try first.check(max(repetitions, 1))
            try second.check(max(repetitions, 1))
            return (first.name, timed.ratio)
        }
    }

    /// Tab on `reader` (of `kind`, reading `compiled`): the next control, spoken, forward to the last control Tab
    /// reaches and back with Shift+Tab, never past either end; each press checked to move focus and speak.
    /// - Throws: ``BenchmarkError`` when Tab reaches fewer than two controls.
    static func tabBackAndForth(
        reader: ScreenReader, kind: ReaderKind, compiled: CompiledScreen, operations: Int
    ) throws -> BenchmarkInput {
        var reachable = 0
        let probe = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        while case .focusMoved? = probe.press(.tab).first { reachable += 1 }
        guard reachable > 1 else { throw BenchmarkError("\(kind.displayName): Tab reaches fewer than two controls") }
        var moves = 0
        return BenchmarkInput(name: "tab") {
            reader.reset()
            reader.press(.tab)
        } run: {
            var index = 0
            var forward = true
            for _ in 0..<operations {
                if forward && index == reachable - 1 { forward = false }
                if !forward && index == 0 { forward = true }
                let events = reader.press(forward ? .tab : .shiftTab)
                index += forward ? 1 : -1
                if case .focusMoved? = events.first, events.count == 2 { moves += 1 }
            }
        } check: { runs in
            defer { moves = 0 }
            guard moves == operations * runs else { throw BenchmarkError("\(kind.displayName): a Tab did not move and speak") }
        }
    }
}
