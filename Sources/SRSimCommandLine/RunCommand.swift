import Foundation
import ScreenReaderSim

/// `srsim run PATH...`: runs every scenario, prints each failure as `FILE:LINE: expected ... but ... said ...` with its
/// step, then `N passed, N failed`; `--record` writes the actual speech into the files instead; `--junit`, `--format json`.
struct RunCommand {
    let invocation: Invocation
    let style: TextStyle

    /// One file's outcome, for the summary, JSON and JUnit.
    private struct FileOutcome {
        var path: String
        var file: ScenarioFile?
        var result: ScenarioFileResult?
        var errors: [String]
    }

    func execute(into result: inout CommandResult) {
        let (files, problems) = ScenarioFileFinder.find(invocation.paths)
        for problem in problems {
            result.err("\(style.error("error:")) \(problem.path): \(problem.message)")
            result.worsen(to: .parseError)
        }
        if invocation.flags.contains("--record") {
            record(files, into: &result)
            return
        }
        var outcomes: [FileOutcome] = []
        for path in files {
            guard let parsed = ScenarioLoader.parse(path, into: &result, style: style) else {
                outcomes.append(FileOutcome(path: path, errors: ["cannot read the file as UTF-8 text"]))
                continue
            }
            if parsed.hasErrors {
                if invocation.format == .text { ScenarioLoader.report(parsed.diagnostics, of: parsed, into: &result, style: style) }
                result.worsen(to: .parseError)
                outcomes.append(FileOutcome(path: path, file: parsed, errors: parsed.diagnostics.map(\.description)))
                continue
            }
            if !parsed.diagnostics.isEmpty && invocation.format == .text {
                ScenarioLoader.report(parsed.diagnostics, of: parsed, into: &result, style: style)
            }
            let run = ScenarioRunner.run(parsed)
            outcomes.append(FileOutcome(path: path, file: parsed, result: run, errors: []))
            if invocation.format == .text { printText(run, file: parsed, into: &result) }
        }
        let scenarios = outcomes.compactMap(\.result).flatMap(\.scenarios)
        let passed = scenarios.filter(\.passed).count
        let failed = scenarios.count - passed
        if failed > 0 { result.worsen(to: .failure) }
        switch invocation.format {
        case .json: result.out(json(outcomes, passed: passed, failed: failed).rendered())
        case .text, .sarif:
            let unparsed = outcomes.filter { !$0.errors.isEmpty }.count
            if unparsed > 0 {
                result.out("\(unparsed) \(unparsed == 1 ? "file" : "files") could not be parsed and did not run.")
            }
            let summary = "\(passed) passed, \(failed) failed"
            result.out(failed > 0 ? style.error(summary) : (unparsed > 0 ? summary : style.success(summary)))
        }
        if let junitPath = invocation.values["--junit"] {
            let xml = junit(outcomes).xml()
            do {
                try ScenarioRecorder.writeAtomically(xml, toPath: junitPath)
            } catch {
                result.err("\(style.error("error:")) cannot write the JUnit report: \(error)")
                result.worsen(to: .failure)
            }
        }
    }

    // MARK: - Text

    private func printText(_ run: ScenarioFileResult, file: ScenarioFile, into result: inout CommandResult) {
        let path = file.source.file ?? "-"
        for scenario in run.scenarios {
            let readers = scenario.readers.map(\.displayName).joined(separator: ", ")
            if scenario.passed {
                result.out("\(style.success("PASS")) \(path): \(scenario.name) (\(readers))")
                continue
            }
            result.out("\(style.error("FAIL")) \(path): \(scenario.name) (\(readers))")
            for failure in scenario.failures {
                result.out("  \(failure.description)")
                if let line = failure.location?.line, let text = file.source.content(ofLine: line) {
                    result.out(style.dim("    \(line) | \(text.trimmingTrailingWhitespace())"))
                }
                if case .speech(let expected, let actual) = failure.reason {
                    result.out("    expected: \(ScenarioFailure.utterances(expected))")
                    result.out("    actual:   \(ScenarioFailure.utterances(actual))")
                }
            }
        }
    }

    // MARK: - Record

    private func record(_ files: [String], into result: inout CommandResult) {
        var changedFiles = 0
        var totalChanges = 0
        for path in files {
            do {
                let recording = try ScenarioRecorder.recordFile(atPath: path)
                for change in recording.changes { result.out(change.description) }
                if !recording.changes.isEmpty { changedFiles += 1 }
                if recording.otherHardLinks > 0 {
                    let links = recording.otherHardLinks == 1 ? "1 other hard link; it keeps" : "\(recording.otherHardLinks) other hard links; they keep"
                    result.err("note: \(path) had \(links) the old text")
                }
                totalChanges += recording.changes.count
            } catch {
                if case .fileHasErrors = error, let parsed = ScenarioLoader.parse(path, into: &result, style: style) {
                    ScenarioLoader.report(parsed.diagnostics, of: parsed, into: &result, style: style)
                    result.err("\(path): not recorded: the file has errors; it was left unchanged.")
                } else {
                    result.err("\(style.error("error:")) \(error)")
                }
                result.worsen(to: .parseError)
            }
        }
        let expectations = totalChanges == 1 ? "expectation" : "expectations"
        result.out("Recorded \(totalChanges) \(expectations) in \(changedFiles) of \(files.count) \(files.count == 1 ? "file" : "files").")
    }

    // MARK: - JSON and JUnit

    private func json(_ outcomes: [FileOutcome], passed: Int, failed: Int) -> JSONValue {
        .object([
            ("passed", .integer(passed)),
            ("failed", .integer(failed)),
            ("files", .array(outcomes.map { outcome in
                .object([
                    ("file", .string(outcome.path)),
                    ("parsed", .bool(outcome.errors.isEmpty)),
                    ("error", outcome.file == nil && !outcome.errors.isEmpty ? .string(outcome.errors[0]) : .null),
                    ("diagnostics", .array((outcome.file?.diagnostics ?? []).map(Self.json))),
                    ("scenarios", .array((outcome.result?.scenarios ?? []).map(Self.json))),
                ])
            })),
        ])
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("id", .string(diagnostic.id)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("line", .integer(diagnostic.location.line)),
            ("column", .integer(diagnostic.location.column)),
            ("message", .string(diagnostic.text)),
            ("suggestion", .optional(diagnostic.suggestion)),
        ])
    }

    static func json(_ scenario: ScenarioResult) -> JSONValue {
        .object([
            ("name", .string(scenario.name)),
            ("line", scenario.location.map { .integer($0.line) } ?? .null),
            ("readers", .array(scenario.readers.map { .string($0.keyword) })),
            ("passed", .bool(scenario.passed)),
            ("failures", .array(scenario.failures.map { failure in
                var members: [(String, JSONValue)] = [
                    ("line", failure.location.map { .integer($0.line) } ?? .null),
                    ("reader", .string(failure.reader.keyword)),
                    ("message", .string(failure.message)),
                ]
                if case .speech(let expected, let actual) = failure.reason {
                    members.append(("expected", .array(expected.map(JSONValue.string))))
                    members.append(("actual", .array(actual.map(JSONValue.string))))
                }
                return .object(members)
            })),
        ])
    }

    private func junit(_ outcomes: [FileOutcome]) -> JUnitReport {
        JUnitReport(suites: outcomes.map { outcome in
            JUnitReport.Suite(
                name: outcome.path,
                cases: (outcome.result?.scenarios ?? []).flatMap { scenario in
                    scenario.readers.map { reader in
                        JUnitReport.TestCase(
                            name: "\(scenario.name) (\(reader.displayName))",
                            className: outcome.path,
                            failures: scenario.failures.filter { $0.reader == reader }.map(\.description)
                        )
                    }
                },
                errors: outcome.errors
            )
        })
    }
}

extension String {
    /// The string without spaces, tabs or line endings at its end.
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
