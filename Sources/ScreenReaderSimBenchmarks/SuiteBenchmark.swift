import Foundation
import ScreenReaderSim

/// Scenario files end to end through the library (parse, check, run, drop): a suite of small files, and one big file.
struct SuiteBenchmark {
    /// Files in the suite.
    let files: Int
    /// The big file's size in bytes.
    let bigFileBytes: Int
    /// Timed runs per figure (the median is reported).
    let repetitions: Int
    /// The threads the suite runs on, each its own figures.
    var threadCounts: [Int] = [1]
    /// How to start `srsim` in a child process (an executable, then the arguments before `srsim`'s own), to measure
    /// the big file's memory; nil leaves those figures out.
    var srsimCommand: [String]? = nil

    /// Runs the suite (unless ``files`` is 0), then the big file (unless ``bigFileBytes`` is 0).
    func run(emit: (Figure) -> Void) throws {
        if files > 0 { try runSuite(emit: emit) }
        if bigFileBytes > 0 { try runBigFile(emit: emit) }
    }

    /// The suite of small files, each parsed, run and dropped, as `srsim run` does: on one thread, then on every core
    /// (``ScenarioSuite``, the library's and `srsim run`'s default), each figure named with its threads.
    func runSuite(emit: (Figure) -> Void) throws {
        let texts = (0..<files).map(BenchmarkScreens.suiteFile)
        for threads in threadCounts {
            var scenarios = 0
            var failures = 0
            // On several threads the point is the time saved on the clock: wall-clock time (CPU time sums the threads).
            let suiteTime = Measure.median(repetitions: repetitions, clock: threads > 1 ? .wall : .cpu) {
                ScenarioSuite.forEach(Array(texts.indices), threads: threads, work: { number in
                    Self.run(texts[number], path: "suite/\(number).scenario")
                }) { outcome in
                    scenarios += outcome.scenarios
                    if outcome.failed { failures += 1 }
                }
            }
            guard failures == 0, scenarios == 2 * files * max(repetitions, 1) else {
                throw BenchmarkError("the suite benchmark's files did not all parse and pass (\(failures) failed)")
            }
            let perRun = Double(scenarios / max(repetitions, 1))
            let named = Self.threadsName(threads)
            emit(Figure("suite \(files) files (\(named))", suiteTime / 1e9, "s"))
            emit(Figure("suite \(files) files throughput (\(named))", perRun / (suiteTime / 1e9), "scenarios/s"))
        }
        emit(Figure("suite peak memory", Double(Measure.peakResidentBytes()) / 1e6, "MB"))
    }

    /// `1 thread`, or `N threads`, with `the default` when it is ``ScenarioSuite/defaultThreads``.
    static func threadsName(_ threads: Int) -> String {
        (threads == 1 ? "1 thread" : "\(threads) threads") + (threads == ScenarioSuite.defaultThreads ? ", the default" : "")
    }

    /// Parses and runs one file of the suite, keeping only what failed (as `srsim run` does): how many scenarios ran,
    /// and whether the file had errors or a scenario failed.
    static func run(_ text: String, path: String) -> (scenarios: Int, failed: Bool) {
        let file = ScenarioFile(parsing: text, file: path)
        var scenarios = 0
        var failed = file.hasErrors
        ScenarioRunner.run(file, keeping: .failures) { result in
            scenarios += 1
            if !result.passed { failed = true }
        }
        return (scenarios, failed)
    }

    /// The big file: parsing alone (split into lines, lexed and parsed, as a file is before its meaning is checked), parse
    /// and check, then parse, check and run.
    func runBigFile(emit: (Figure) -> Void) throws {
        let text = BenchmarkScreens.bigFile(bytes: bigFileBytes)
        let megabytes = Double(text.utf8.count) / 1e6
        emit(Figure("big file size", megabytes, "MB"))
        var syntaxErrors = -1
        let parseAlone = Measure.median(repetitions: repetitions) {
            syntaxErrors = ScenarioParser.syntaxDiagnostics(SourceText(text, file: "big.scenario")).count
        }
        guard syntaxErrors == 0 else { throw BenchmarkError("the big file did not parse") }
        emit(Figure("big file parse", megabytes / (parseAlone / 1e9), "MB/s"))
        var parsed: ScenarioFile?
        let parse = Measure.median(repetitions: repetitions, prepare: { parsed = nil }) {
            parsed = ScenarioFile(parsing: text, file: "big.scenario")
        }
        guard let file = parsed, !file.hasErrors else { throw BenchmarkError("the big file did not parse") }
        parsed = nil
        emit(Figure("big file parse and check", megabytes / (parse / 1e9), "MB/s"))
        var passed = true
        // Each result is dropped as soon as it is known, keeping only what failed, as `srsim run` does.
        let endToEnd = Measure.median(repetitions: repetitions) {
            let file = ScenarioFile(parsing: text, file: "big.scenario")
            passed = passed && !file.hasErrors
            ScenarioRunner.run(file, keeping: .failures) { result in passed = passed && result.passed }
        }
        guard passed else { throw BenchmarkError("the big file's scenario failed") }
        emit(Figure("big file end to end (parse, check, run)", megabytes / (endToEnd / 1e9), "MB/s"))
        try measureBigFileMemory(text, emit: emit)
    }

    /// `srsim run` on the big file, and on a file of its screen alone, each in a fresh child process: the peak resident
    /// memory of each (the child's own, which it writes to a file), and what the big file takes beyond its screen, per
    /// byte beyond the screen's lines (this process's own peak would include everything measured before). Nothing when
    /// there is no ``srsimCommand``.
    func measureBigFileMemory(_ text: String, emit: (Figure) -> Void) throws {
        guard let srsimCommand else { return }
        let screenOnly = text.range(of: "\nscenario ").map { String(text[..<$0.lowerBound]) + "\n" } ?? text
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-big-file-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var peaks: [Int] = []
        for (name, contents) in [("screen.scenario", screenOnly), ("big.scenario", text)] {
            let path = folder.appendingPathComponent(name).path
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            let peakPath = path + ".peak"
            guard Measure.runChild(srsimCommand + [peakPath, "run", "--no-color", path]) == true,
                  let peak = (try? String(contentsOfFile: peakPath, encoding: .utf8)).flatMap(Int.init) else {
                throw BenchmarkError("srsim run \(name) did not run and pass in a child process")
            }
            peaks.append(peak)
        }
        let extraBytes = max(1, text.utf8.count - screenOnly.utf8.count)
        emit(Figure("big file peak memory (srsim run, child process)", Double(peaks[1]) / 1e6, "MB"))
        emit(Figure("big file screen alone peak memory (srsim run, child process)", Double(peaks[0]) / 1e6, "MB"))
        emit(Figure("big file memory beyond the screen", Double(peaks[1] - peaks[0]) / Double(extraBytes), "bytes/input byte"))
    }
}
