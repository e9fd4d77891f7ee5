import Foundation
import SRSimCommandLine
import ScreenReaderSim

/// The benchmarks, at full size or tiny (so a test can run every one of them quickly).
///
///     try Benchmarks.run(.full) { print($0) }
public struct Benchmarks: Sendable {
    /// About how many elements each engine screen has; the first and last give the scaling ratios.
    public var engineSizes: [Int]
    /// Inputs per timed engine run.
    public var operations: Int
    /// Files in the suite benchmark.
    public var suiteFiles: Int
    /// The big file's size in bytes.
    public var bigFileBytes: Int
    /// About how many elements each audited screen has.
    public var auditSizes: [Int]
    /// Timed runs per engine figure (the median is reported).
    public var repetitions: Int
    /// Timed runs per suite, big-file and audit figure (the median is reported; these runs are long).
    public var longRepetitions: Int
    /// About how many elements each screen of expandables has (stops that come and go).
    public var expandableSizes: [Int] = [1_000, 100_000]
    /// The threads the suite runs on, each its own figures (`--threads=1`): one, and ``ScenarioSuite/defaultThreads``
    /// (every core, the library's and `srsim run`'s default) when that is more.
    public var suiteThreads: [Int] = Set([1, ScenarioSuite.defaultThreads]).sorted()
    /// How to start `srsim` in a child process (an executable, then the arguments before `srsim`'s own), for the big
    /// file's memory figures; nil (a test) leaves them out. `srsim-benchmarks` passes itself (see ``runSRSimIfAsked(_:)``).
    public var srsimCommand: [String]? = nil
    /// The `srsim` executable timed on the big screen (``BigScreenBenchmark``); nil (a test) leaves those figures out.
    /// `srsim-benchmarks` passes the `srsim` beside itself, or the one `--srsim=PATH` names.
    public var srsimExecutable: String? = nil
    /// The screen-heavy file's size in bytes (``BigScreenBenchmark``); 0 leaves it out.
    public var bigScreenBytes: Int = 6_000_000
    /// Runs of `srsim run` on the screen-heavy file (the median is reported).
    public var bigScreenRuns: Int = 11
    /// The label kinds the touch benchmark touches, by name (nil: every one; ``TouchBenchmark/kindNames``).
    public var touchKinds: Set<String>? = nil
    /// The nesting depths of the deep screens (``NestingBenchmark``).
    public var nestingDepths: [Int] = [1_000, 10_000, 100_000]
    /// About how many nodes each imported dump has (``ImportBenchmark``).
    public var importSizes: [Int] = [5_000]
    /// About how many elements each screen under a dialog has (``LayerBenchmark``): the smallest and largest engine sizes.
    public var layerSizes: [Int] {
        self.engineSizes.count > 2 ? [self.engineSizes[0], self.engineSizes[self.engineSizes.count - 1]] : self.engineSizes
    }

    /// The sizes the README's figures use: engine at 1k, 10k, 100k and 1M elements; 10,000 suite files; a 4.5 MB file;
    /// the audit at 1k, 10k and 100k elements; median of 5 engine runs and of 3 longer runs.
    public static let full = Benchmarks(
        engineSizes: [1_000, 10_000, 100_000, 1_000_000], operations: 200_000, suiteFiles: 10_000,
        bigFileBytes: 4_500_000, auditSizes: [1_000, 10_000, 100_000], repetitions: 5, longRepetitions: 3
    )

    /// Tiny sizes, for the test that keeps every benchmark running.
    public static let quick = Benchmarks(
        engineSizes: [300, 600], operations: 500, suiteFiles: 4, bigFileBytes: 20_000, auditSizes: [60, 120],
        repetitions: 1, longRepetitions: 1, expandableSizes: [300, 600], bigScreenBytes: 60_000, bigScreenRuns: 1,
        nestingDepths: [50, 100], importSizes: [300]
    )

    /// Runs every benchmark, handing each figure to `emit` as soon as it is measured: `srsim run` on the big screen
    /// first (while this process is small, so the child's peak can be told from its own), the suite and the big file
    /// (so their peak memory is theirs), then the audit, then the engine from the smallest screen to the largest.
    /// - Throws: ``BenchmarkError`` when a benchmark did not do what its name says.
    public func run(emit: (Figure) -> Void) throws {
        emit(Figure("repetitions per engine figure (median reported)", Double(repetitions), "runs"))
        emit(Figure("repetitions per suite, big-file and audit figure (median reported)", Double(longRepetitions), "runs"))
        emit(Figure("element value size", Double(MemoryLayout<Element>.stride), "bytes"))
        try runBigScreen(emit: emit)
        try SuiteBenchmark(files: suiteFiles, bigFileBytes: bigFileBytes, repetitions: longRepetitions,
                           threadCounts: suiteThreads, srsimCommand: srsimCommand).run(emit: emit)
        try runPythonReference(emit: emit)
        try AuditBenchmark(sizes: auditSizes, repetitions: longRepetitions).run(emit: emit)
        try ImportBenchmark(sizes: importSizes, repetitions: repetitions).run(emit: emit)
        try runEngine(emit: emit)
        try runExpandables(emit: emit)
        try runTouch(emit: emit)
        try runLayers(emit: emit)
        try runNesting(emit: emit)
        emit(Figure("peak memory", Double(Measure.peakResidentBytes()) / 1e6, "MB"))
    }

    /// Only the screen whose stops come and go (`srsim-benchmarks expandables`): per-input costs at each of
    /// ``expandableSizes``, and how they scale from the smallest to the largest, timed on the two screens in turns (see
    /// ``ExpandableBenchmark/emitPairedScaling(small:large:emit:)``).
    /// - Throws: ``BenchmarkError`` when an input did not do what its name says.
    public func runExpandables(emit: (Figure) -> Void) throws {
        var smallest: (benchmark: ExpandableBenchmark, compiled: CompiledScreen)?
        var largest: (benchmark: ExpandableBenchmark, compiled: CompiledScreen)?
        for (place, elements) in expandableSizes.enumerated() {
            let benchmark = ExpandableBenchmark(elements: elements, operations: operations, repetitions: repetitions)
            let compiled = try benchmark.run(emit: emit)
            if place == 0 { smallest = (benchmark, compiled) }
            if place == expandableSizes.count - 1 && place > 0 { largest = (benchmark, compiled) }
        }
        if let smallest, let largest { try ExpandableBenchmark.emitPairedScaling(small: smallest, large: largest, emit: emit) }
    }

    /// Only the scenario files (`srsim-benchmarks suite`): the suite of small files and the big file, end to end.
    /// - Throws: ``BenchmarkError`` when a file did not parse or a scenario failed.
    public func runSuite(emit: (Figure) -> Void) throws {
        try SuiteBenchmark(files: suiteFiles, bigFileBytes: bigFileBytes, repetitions: longRepetitions,
                           threadCounts: suiteThreads, srsimCommand: srsimCommand).run(emit: emit)
    }

    /// Only `srsim run` on the screen-heavy file as a process (`srsim-benchmarks bigscreen`): its CPU time, throughput
    /// and peak memory per input byte (see ``BigScreenBenchmark``).
    /// - Throws: ``BenchmarkError`` when `srsim` does not start or its run does not pass.
    public func runBigScreen(emit: (Figure) -> Void) throws {
        guard bigScreenBytes > 0 else { return }
        try BigScreenBenchmark(bytes: bigScreenBytes, runs: bigScreenRuns, srsim: srsimExecutable).run(emit: emit)
    }

    /// The `srsim` executable beside `executable` (the same build folder), if there is one.
    public static func srsim(beside executable: String) -> String? { BigScreenBenchmark.srsim(beside: executable) }

    /// Only the suite against the Python reference interpreter (`srsim-benchmarks python`): the suite's files written to a
    /// folder, run by the library and by `python3 scenario_interpreter.py` in the same run, and the speedup; skipped (one
    /// line says so) when there is no `python3`. See ``PythonReferenceBenchmark``.
    /// - Throws: ``BenchmarkError`` when the script is missing, a scenario fails, or the two differ in what is spoken.
    public func runPythonReference(emit: (Figure) -> Void) throws {
        try PythonReferenceBenchmark(files: suiteFiles, repetitions: longRepetitions, threadCounts: suiteThreads)
            .run(emit: emit)
    }

    /// Only the engine (`srsim-benchmarks engine`): per-input costs, the baseline and memory at each of ``engineSizes``,
    /// and how they scale from the smallest to the largest, timed on the two screens in turns (see
    /// ``EngineBenchmark/emitPairedScaling(small:large:emit:)``).
    /// - Throws: ``BenchmarkError`` when an input did not do what its name says.
    public func runEngine(emit: (Figure) -> Void) throws {
        var smallest: (benchmark: EngineBenchmark, compiled: CompiledScreen)?
        var largest: (benchmark: EngineBenchmark, compiled: CompiledScreen)?
        for (place, elements) in engineSizes.enumerated() {
            let benchmark = EngineBenchmark(elements: elements, operations: operations, repetitions: repetitions)
            let compiled = try benchmark.run(emit: emit)
            if place == 0 { smallest = (benchmark, compiled) }
            if place == engineSizes.count - 1 && place > 0 { largest = (benchmark, compiled) }
        }
        if let smallest, let largest { try EngineBenchmark.emitPairedScaling(small: smallest, large: largest, emit: emit) }
    }

    /// Only touches by label (`srsim-benchmarks touch`): every kind a touch lands on, at each of ``engineSizes``, and how
    /// each scales from the smallest (see ``TouchBenchmark``).
    /// - Throws: ``BenchmarkError`` when a touch does not move focus and speak.
    public func runTouch(emit: (Figure) -> Void) throws {
        try TouchBenchmark(sizes: engineSizes, operations: max(1, operations / 4), repetitions: repetitions, kindNames: touchKinds)
            .run(emit: emit)
    }

    /// Only importing and compiling dumps (`srsim-benchmarks import`): `import 5k` and its like.
    /// - Throws: ``BenchmarkError`` when a dump did not import as built.
    public func runImport(emit: (Figure) -> Void) throws {
        try ImportBenchmark(sizes: importSizes, repetitions: repetitions).run(emit: emit)
    }

    /// Only the audit (`srsim-benchmarks audit`), at each of ``auditSizes``.
    /// - Throws: ``BenchmarkError`` when the audit did not find what every block holds.
    public func runAudit(emit: (Figure) -> Void) throws {
        try AuditBenchmark(sizes: auditSizes, repetitions: longRepetitions).run(emit: emit)
    }

    /// Only a dialog over a large screen (`srsim-benchmarks layers`): its first open, a swipe inside it and an open and
    /// close, at each of ``layerSizes``, and how they scale (see ``LayerBenchmark``).
    /// - Throws: ``BenchmarkError`` when a swipe leaves the dialog or an open or close does not happen.
    public func runLayers(emit: (Figure) -> Void) throws {
        try LayerBenchmark(sizes: layerSizes, operations: operations, repetitions: repetitions).run(emit: emit)
    }

    /// Only the deeply nested screens (`srsim-benchmarks nesting`): rows in rows, groups in groups and expandables in
    /// expandables at each of ``nestingDepths``, compiled, read and audited, in ns per level, and how that scales.
    /// - Throws: ``BenchmarkError`` when a screen does not read as its shape should.
    public func runNesting(emit: (Figure) -> Void) throws {
        try NestingBenchmark(depths: nestingDepths, repetitions: longRepetitions).run(emit: emit)
    }

    /// The first argument that makes `srsim-benchmarks` act as `srsim`: `as-srsim PEAK-FILE ARGUMENTS...`, so the
    /// benchmark can measure `srsim run` in a child process of its own executable.
    public static let srsimArgument = "as-srsim"

    /// When `arguments` (without the program name) are `as-srsim PEAK-FILE ARGUMENTS...`, runs `srsim ARGUMENTS...` as
    /// the `srsim` executable does (its output streamed to standard output), writes this process's peak resident bytes
    /// into PEAK-FILE, and returns the exit code; else nil.
    public static func runSRSimIfAsked(_ arguments: [String]) -> Int32? {
        guard arguments.first == srsimArgument, arguments.count >= 2 else { return nil }
        // As `srsim` does first: big freed blocks go back to the system (its static linking is the executable's own).
        FreedMemoryReturn.enable()
        let result = SRSim.run(
            Array(arguments.dropFirst(2)), environment: ProcessInfo.processInfo.environment,
            stream: { text in FileHandle.standardOutput.write(Data(text.utf8)) }, exitsAfterward: true
        )
        FileHandle.standardOutput.write(Data(result.stdout.utf8))
        FileHandle.standardError.write(Data(result.stderr.utf8))
        do {
            try String(Measure.ownPeakResidentBytes()).write(toFile: arguments[1], atomically: true, encoding: .utf8)
        } catch {
            return 1
        }
        return result.exitCode.rawValue
    }
}
