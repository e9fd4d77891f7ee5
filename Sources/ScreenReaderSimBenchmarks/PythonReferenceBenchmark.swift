import Foundation
import SRSimCommandLine
import ScreenReaderSim

/// The suite benchmark against a straightforward interpreter of the same language subset written in Python
/// (``PythonReference``), in one run so machine load cannot fake the ratio.
///
/// The suite's files (``BenchmarkScreens/suiteFile(_:)``) are written to a temporary folder; both sides read them from
/// disk. Before anything is timed, the reference is checked against the engine: every step's speech on both readers
/// of the first files must be the same strings, and files with a wrong expectation must fail in both, with the same
/// failure lines. Each repetition then times the Swift library, then the script, and the medians are compared.
struct PythonReferenceBenchmark {
    /// Files in the suite.
    let files: Int
    /// Timed runs of each side (the median is reported).
    let repetitions: Int
    /// The threads `srsim run` runs on, each its own figures.
    var threadCounts: [Int] = [1]
    /// Files whose every step's speech is compared before the timing.
    var checkedFiles = 20

    func run(emit: (Figure) -> Void) throws {
        // `--files=0` leaves the suite out, and so the reference, which runs the same files.
        guard files > 0 else { return }
        guard let python = try PythonReference.findPython() else {
            emit(Figure("python reference skipped (no python3 on PATH)", 0, "runs"))
            return
        }
        let reference = PythonReference(python: python, script: try PythonReference.findScript())
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("srsim-python-reference-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let suite = folder.appendingPathComponent("suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let width = String(max(files - 1, 0)).count
        var paths: [String] = []
        for number in 0..<files {
            let digits = String(number)
            let name = String(repeating: "0", count: width - digits.count) + digits + ".scenario"
            let path = suite.appendingPathComponent(name).path
            try Data(BenchmarkScreens.suiteFile(number).utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }

        let steps = try checkSpeech(reference, paths: Array(paths.prefix(checkedFiles)))
        emit(Figure("python reference steps compared with the engine", Double(steps), "steps"))
        try checkFailures(reference, folder: folder.appendingPathComponent("wrong"))

        // `srsim run` on one thread, then as it runs by default (every core), then the script, in each repetition.
        var swiftTimes = [Int: [Double]]()
        var pythonTimes: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            for threads in threadCounts {
                var swiftCounts = (passed: 0, failed: 0)
                // Wall-clock time on both sides: the Python script runs in a child process, whose CPU time is not ours.
                swiftTimes[threads, default: []].append(Measure.once(.wall) {
                    swiftCounts = Self.runSwift(folder: suite.path, threads: threads)
                })
                guard swiftCounts.passed == 2 * files, swiftCounts.failed == 0 else {
                    throw BenchmarkError("srsim run of the suite did not pass every scenario (\(swiftCounts))")
                }
            }
            var output: Result<PythonReference.Output, Error> = .failure(BenchmarkError("not run"))
            pythonTimes.append(Measure.once(.wall) { output = Result { try reference.run([suite.path]) } })
            let python = try output.get()
            guard python.status == 0, let summary = python.summary, summary.passed == 2 * files,
                  summary.failed == 0 else {
                throw BenchmarkError("the Python reference did not pass every scenario of the suite (exit \(python.status)): "
                    + "\(python.stdout.split(separator: "\n").suffix(3).joined(separator: " / ")) \(python.stderr)")
            }
        }
        let median = { (times: [Double]) in times.sorted()[times.count / 2] / 1e9 }
        let pythonTime = median(pythonTimes)
        emit(Figure("python reference \(files) files", pythonTime, "s"))
        emit(Figure("python reference \(files) files throughput", Double(2 * files) / pythonTime, "scenarios/s"))
        for threads in threadCounts {
            let named = SuiteBenchmark.threadsName(threads)
            let swiftTime = median(swiftTimes[threads] ?? [])
            emit(Figure("suite \(files) files from disk, srsim run (\(named))", swiftTime, "s"))
            emit(Figure("suite speedup over python reference, srsim run (\(named))", pythonTime / swiftTime, "x"))
        }
    }

    /// Runs `srsim run FOLDER` in process on `threads` threads, as the command line does (its files found, read,
    /// parsed, run and reported; the report thrown away as written), and returns its summary's counts.
    static func runSwift(folder: String, threads: Int) -> (passed: Int, failed: Int) {
        var last = ""
        let result = SRSim.run(["run", folder], environment: ["SRSIM_THREADS": String(threads)], stream: { last = $0 })
        // The report ends with `N passed, N failed`.
        let summary = (last + result.stdout).split(separator: "\n").last ?? ""
        let numbers = summary.split(separator: " ").compactMap { Int($0) }
        guard result.exitCode == .success || result.exitCode == .failure, numbers.count == 2 else { return (0, -1) }
        return (numbers[0], numbers[1])
    }

    /// Compares, for each file, every step's speech on every reader and whether each scenario passed, between the
    /// engine and the reference's `--speech` output; returns how many step runs were compared.
    /// - Throws: ``BenchmarkError`` at the first difference.
    private func checkSpeech(_ reference: PythonReference, paths: [String]) throws -> Int {
        guard !paths.isEmpty else { return 0 }
        let output = try reference.run(["--speech"] + paths)
        guard output.status == 0 else {
            let last = output.stdout.split(separator: "\n").suffix(3).joined(separator: " / ")
            throw BenchmarkError("the Python reference's --speech run failed (exit \(output.status)): \(last) \(output.stderr)")
        }
        let lines = output.stdout.split(separator: "\n")
        guard lines.count == paths.count else {
            throw BenchmarkError("the Python reference reported \(lines.count) files of \(paths.count)")
        }
        var compared = 0
        for (path, line) in zip(paths, lines) {
            let reported = try JSONDecoder().decode(SpeechFile.self, from: Data(line.utf8))
            let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            let file = ScenarioFile(parsing: text, file: path)
            let result = ScenarioRunner.run(file)
            guard reported.file == path, !file.hasErrors, result.scenarios.count == reported.scenarios.count else {
                throw BenchmarkError("\(path): the engine ran \(result.scenarios.count) scenarios, the Python reference "
                    + "\(reported.scenarios.count)")
            }
            for (engine, python) in zip(result.scenarios, reported.scenarios) {
                guard engine.name == python.name, engine.steps.count == python.steps.count else {
                    throw BenchmarkError("\(path): scenario \"\(engine.name)\" differs from the Python reference's "
                        + "(\"\(python.name)\", \(python.steps.count) steps)")
                }
                for (step, reportedStep) in zip(engine.steps, python.steps) {
                    for run in step.runs {
                        let spoken = run.reader == .voiceOver ? reportedStep.voiceover : run.reader == .talkBack
                            ? reportedStep.talkback : nil
                        guard step.step.location?.line == reportedStep.line, run.spoken == spoken else {
                            throw BenchmarkError("\(path):\(reportedStep.line): \(run.reader.displayName) said "
                                + "\(run.spoken) in the engine, \(spoken ?? []) in the Python reference")
                        }
                        compared += 1
                    }
                }
                guard engine.passed == python.passed else {
                    let side = engine.passed ? "the engine" : "the Python reference"
                    throw BenchmarkError("\(path): scenario \"\(engine.name)\" passed in \(side) only")
                }
            }
        }
        return compared
    }

    /// Writes two files with a wrong expectation (speech, then state) and checks both sides fail them with the same
    /// failure lines, `FILE:LINE: MESSAGE`.
    /// - Throws: ``BenchmarkError`` when either side passes one, or they report different failures.
    private func checkFailures(_ reference: PythonReference, folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let correct = BenchmarkScreens.suiteFile(0)
        let wrongs = [
            correct.replacingOccurrences(of: "double tap -> \"1\"", with: "double tap -> \"3\""),
            correct.replacingOccurrences(of: "is value 1", with: "is value 4"),
        ]
        var expected: [String] = []
        var engineFailed = 0
        for (index, text) in wrongs.enumerated() {
            guard text != correct else { throw BenchmarkError("the wrong-expectation file did not change the suite file") }
            let path = folder.appendingPathComponent("wrong-\(index).scenario").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let result = ScenarioRunner.run(ScenarioFile(parsing: text, file: path))
            engineFailed += result.scenarios.filter { !$0.passed }.count
            expected += result.failures.map(\.description)
        }
        let output = try reference.run([folder.path])
        // A failure line is indented by two spaces; its source line and speech lines by four.
        let reported = output.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
            .map { String($0.dropFirst(2)) }
        guard engineFailed == wrongs.count, output.status == 1, output.summary?.failed == engineFailed,
              reported == expected else {
            throw BenchmarkError("files with a wrong expectation: the engine failed \(engineFailed) scenarios with "
                + "\(expected); the Python reference (exit \(output.status)) reported \(reported)")
        }
    }

    /// One line of the reference's `--speech` output.
    private struct SpeechFile: Decodable {
        let file: String
        let scenarios: [SpeechScenario]
    }

    /// A scenario of ``SpeechFile``: whether it passed, and its steps.
    private struct SpeechScenario: Decodable {
        let name: String
        let passed: Bool
        let steps: [SpeechStep]
    }

    /// A step of ``SpeechScenario``: its line, and what each reader said.
    private struct SpeechStep: Decodable {
        let line: Int
        let voiceover: [String]?
        let talkback: [String]?
    }
}
