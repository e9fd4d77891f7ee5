import ScreenReaderSim

/// Fuzzes a whole scenario file's life: parse, run every scenario on all four readers (twice: the results must be
/// identical), record (the recorded text parses clean and records to itself) and audit (twice, identically).
public enum ScenarioFuzzTarget {
    /// Checks one input.
    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let file = ScenarioFile(parsing: text, file: "fuzz.scenario")
        guard !file.hasErrors, let screen = file.screen, let compiled = file.compiledScreen else { return }
        // The first runs share the file's compiled screen, as `srsim run` does; the second runs and the second audit
        // share a fresh one, so nothing a run left in the first one's caches can make them agree.
        let fresh = CompiledScreen(screen)

        // Every scenario on every reader, not only those its `using` line names.
        for scenario in file.scenarios {
            var everywhere = scenario
            everywhere.readers = ReaderKind.allCases
            let first = ScenarioRunner.run(everywhere, on: compiled)
            let second = ScenarioRunner.run(everywhere, on: fresh)
            try FuzzFailure.require(first == second, "running scenario \"\(scenario.name)\" twice gave different results")
        }

        // Recording: the recorded file parses clean, passes, and records to itself.
        let result = ScenarioRunner.run(file)
        let recording = ScenarioRecorder.record(file, result: result)
        let recorded = ScenarioFile(parsing: recording.text, file: "fuzz.scenario")
        try FuzzFailure.require(!recorded.hasErrors,
                                "the recorded file has errors: \(recorded.diagnostics.map(\.description).joined(separator: "; "))")
        let rerun = ScenarioRunner.run(recorded)
        let rerecording = ScenarioRecorder.record(recorded, result: rerun)
        try FuzzFailure.require(rerecording.text == recording.text, "recording the recorded file changed it again")
        try FuzzFailure.require(rerecording.changes.isEmpty, "recording the recorded file reported changes")
        if result.scenarios.allSatisfy({ $0.setupFailures.isEmpty }) {
            // Speech expectations are what was said, so only checks (`expect ...`) can still fail.
            let speechFailures = rerun.failures.filter { if case .speech = $0.reason { true } else { false } }
            try FuzzFailure.require(speechFailures.isEmpty, "the recorded file still fails on speech: \(speechFailures.map(\.description))")
        }

        let findings = Audit.run(compiled: compiled)
        try FuzzFailure.require(findings == Audit.run(compiled: fresh), "auditing the same screen twice gave different findings")
    }
}
