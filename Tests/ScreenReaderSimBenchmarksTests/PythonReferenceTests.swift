import Foundation
import ScreenReaderSim
import ScreenReaderSimBenchmarks
import Testing

/// The Python reference interpreter the suite is compared with stays equal to the engine: the benchmark itself compares
/// every step's speech and the failures of files with a wrong expectation, and throws at the first difference.
@Suite struct PythonReferenceTests {
    @Test func pythonReferenceSpeaksAsTheEngineDoesAndPassesTheSameSuite() throws {
        var benchmarks = Benchmarks.quick
        benchmarks.suiteFiles = 20
        var figures: [Figure] = []
        try benchmarks.runPythonReference { figures.append($0) }
        let names = figures.map(\.name)
        if names == ["python reference skipped (no python3 on PATH)"] { return }
        // Every step of every file: 20 files of 2 scenarios of 10 steps (checks included), each on VoiceOver and TalkBack.
        let compared = figures.first { $0.name == "python reference steps compared with the engine" }
        #expect(compared?.value == Double(20 * 2 * 10 * 2), "\(String(describing: compared))")
        // `srsim run` on one thread and as it runs by default (on every core), each against the same Python run.
        let cores = ScenarioSuite.defaultThreads
        let runs = cores == 1 ? ["1 thread, the default"] : ["1 thread", "\(cores) threads, the default"]
        let swiftNames = runs.flatMap { ["suite 20 files from disk, srsim run (\($0))", "suite speedup over python reference, srsim run (\($0))"] }
        for name in ["python reference 20 files", "python reference 20 files throughput"] + swiftNames {
            let figure = figures.first { $0.name == name }
            #expect(figure.map { $0.value > 0 && $0.value.isFinite } == true, "\(name)")
        }
    }

    /// `--files=0` leaves the suite out, and the reference with it (it ran an empty folder and failed the whole run).
    @Test func noSuiteFilesLeaveTheReferenceOut() throws {
        var benchmarks = Benchmarks.quick
        benchmarks.suiteFiles = 0
        var figures: [Figure] = []
        try benchmarks.runPythonReference { figures.append($0) }
        #expect(figures.isEmpty, "\(figures)")
    }
}
