import Foundation
import ScreenReaderSim

/// `srsim run PATH...`: runs every scenario, prints each failure as `FILE:LINE: expected ... but ... said ...` with its
/// step, then `N passed, N failed`; `--record` writes the actual speech into the files instead; `--junit`, `--format json`.
struct RunCommand {
    let invocation: Invocation
    let style: TextStyle

    /// Where standard output goes as the run goes (`srsim` passes its standard output); nil keeps it in the result.
    var stream: ((String) -> Void)? = nil

    /// Where standard error goes as the run goes, used only with ``stream``: each file's diagnostics are written when
    /// the file is done (after the standard output before them), so the summary is the last thing printed.
    var errorStream: ((String) -> Void)? = nil

    /// How many files (or a big file's scenarios) are worked on at once, when `SRSIM_THREADS` says; nil: one per core
    /// (``ScenarioSuite/defaultThreads``), asked of the system only when there is work to share (the output is the
    /// same either way). Asking costs about 0.4 million instructions (Foundation reads the cgroup's CPU quota), which a
    /// run of one small file, with nothing to share, no longer pays (Speed article, ninth round).
    var threads: Int? = nil

    /// Whether the process exits as soon as the command is done: a big file is then left to the operating system
    /// rather than freed (see ``LeftAtExit``).
    var exitsAfterward = false

    /// What one file contributed: its output, its counts, and (when asked for) its JSON member and JUnit suite.
    ///
    /// Files are parsed, run and turned into this one at a time, then dropped: a suite's memory does not grow with
    /// its number of files, only with what the summary, JSON or JUnit report must keep of each.
    struct FileReport: Sendable {
        var output = CommandResult()
        var passed = 0
        var failed = 0
        var parsed = true
        /// Whether the file could not be opened at all (exit 66), rather than parsed with errors (exit 2).
        var unopened = false
        var json: String?
        var junit: JUnitReport.Suite?
    }

    func execute(into result: inout CommandResult) {
        var skipped: [ScenarioFileFinder.Problem] = []
        let (files, problems) = ScenarioFileFinder.find(invocation.paths, skipped: &skipped)
        ScenarioFileFinder.warn(skipped, into: &result, style: style)
        // A report written over a scenario file would destroy it: refused before anything runs.
        guard OutputFile.refuseInputs([("--junit", invocation.values["--junit"])], inputs: invocation.paths + files,
                                      into: &result, style: style) else { return }
        for problem in problems {
            result.err("\(style.error("error:")) \(problem)")
            result.worsen(to: .cannotOpenInput)
        }
        if invocation.flags.contains("--record") {
            record(files, into: &result)
            return
        }
        var passed = 0
        var failed = 0
        var unparsed = 0
        // Paths that named nothing are counted, and reported in JSON and JUnit like a file that could not be opened.
        var unopened = problems.count
        var jsonFiles: [String] = problems.map {
            RunCommand.jsonMember(path: $0.path, error: $0.description, diagnostics: [], scenarios: [])
        }
        var suites: [JUnitReport.Suite] = problems.map { JUnitReport.Suite(name: $0.path, cases: [], errors: [$0.description]) }
        let wantsJUnit = invocation.values["--junit"] != nil
        // Several files are shared between threads, so the count is needed now; one file's scenarios may not need it.
        let threads = files.count > 1 ? self.threads ?? ScenarioSuite.defaultThreads : self.threads
        let worker = FileWorker(invocation: invocation, style: style, junit: wantsJUnit, threads: threads,
                                exitsAfterward: exitsAfterward, isOnlyFile: files.count == 1)
        flushErrors(of: &result)
        // One file (or none) runs on this thread whatever the count (`ScenarioSuite.forEach`).
        ScenarioSuite.forEach(files, threads: threads ?? 1, work: worker.report(for:)) { report in
            result.stdout += report.output.stdout
            result.stderr += report.output.stderr
            flushErrors(of: &result)
            result.worsen(to: report.output.exitCode)
            passed += report.passed
            failed += report.failed
            if report.unopened { unopened += 1 } else if !report.parsed { unparsed += 1 }
            if let json = report.json { jsonFiles.append(json) }
            if let suite = report.junit { suites.append(suite) }
            // Standard output is written as it comes; standard error stays in the result, written after it, as before.
            if let stream, result.stdout.utf8.count >= 1 << 16 {
                stream(result.stdout)
                result.stdout = ""
            }
        }
        if failed > 0 { result.worsen(to: .failure) }
        switch invocation.format {
        case .json: result.out(Self.jsonDocument(files: jsonFiles, passed: passed, failed: failed))
        case .text, .sarif, .markdown, .svg, .html:
            if unopened > 0 {
                result.out("\(unopened) \(unopened == 1 ? "input" : "inputs") could not be opened and did not run.")
            }
            if unparsed > 0 {
                result.out("\(unparsed) \(unparsed == 1 ? "file" : "files") could not be parsed and did not run.")
            }
            let summary = "\(passed) passed, \(failed) failed"
            result.out(failed > 0 ? style.error(summary) : (unparsed + unopened > 0 ? summary : style.success(summary)))
        }
        if let stream, !result.stdout.isEmpty {
            stream(result.stdout)
            result.stdout = ""
        }
        if let junitPath = invocation.values["--junit"] {
            let xml = JUnitReport(suites: suites).xml()
            do {
                try AtomicFileWriter.write(xml, toPath: junitPath)
            } catch {
                result.err("\(style.error("error:")) cannot write the JUnit report: \(error)")
                result.worsen(to: .failure)
            }
        }
    }

    /// A caret under the first word of the `actual:` line that differs from what was expected, with what differs:
    /// `               ^ first difference: "off" where "on" was expected`.
    static func differenceMarker(expected: [String], actual: [String]) -> String? {
        guard let mismatch = SpeechMismatch(expected: expected, actual: actual) else { return nil }
        var column = "    actual:   ".count
        if actual.isEmpty {
            return String(repeating: " ", count: column) + "^ first difference: nothing was said"
        }
        // Each earlier utterance is written `"text", `; the differing one starts with its quote.
        for utterance in actual.prefix(mismatch.utterance) { column += Token.quoted(utterance).count + 2 }
        if mismatch.utterance < actual.count {
            column += 1 + mismatch.actualOffset
        } else {
            column -= 2  // just past the last utterance's closing quote
        }
        return String(repeating: " ", count: column) + "^ first difference: " + mismatch.summary
    }

    /// Writes the standard output and error gathered so far, in the order they were produced, when both are streamed
    /// and there is something on standard error (standard output alone waits, to be written in big pieces).
    private func flushErrors(of result: inout CommandResult) {
        guard let stream, let errorStream, !result.stderr.isEmpty else { return }
        if !result.stdout.isEmpty { stream(result.stdout) }
        result.stdout = ""
        errorStream(result.stderr)
        result.stderr = ""
    }

    // MARK: - Record

    private func record(_ files: [String], into result: inout CommandResult) {
        var changedFiles = 0
        var totalChanges = 0
        // Each file's diagnostics are written when the file is done, so the summary comes last, as without --record.
        flushErrors(of: &result)
        for path in files {
            defer { flushErrors(of: &result) }
            do {
                let recording = try ScenarioRecorder.recordFile(atPath: path)
                let recorded = ScenarioFile(parsing: recording.text, file: path)
                if !recorded.diagnostics.isEmpty { ScenarioLoader.report(recorded.diagnostics, of: recorded, into: &result, style: style) }
                for change in recording.changes { result.out(change.description) }
                for failure in recording.remainingFailures {
                    result.out("\(style.error("FAIL")) \(failure) (still failing after recording: checks are not rewritten)")
                    result.worsen(to: .failure)
                }
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
        if let stream, !result.stdout.isEmpty {
            stream(result.stdout)
            result.stdout = ""
        }
    }

    // MARK: - JSON and JUnit

    /// The whole JSON document, `files` being members already rendered one level inside its array.
    static func jsonDocument(files: [String], passed: Int, failed: Int) -> String {
        // Written as JSONValue writes an object of `passed`, `failed` and `files`, member by member.
        var output = "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"files\": "
        if files.isEmpty {
            output += "[]"
        } else {
            output += "[\n"
            for (offset, member) in files.enumerated() {
                output += "    " + member + (offset == files.count - 1 ? "\n" : ",\n")
            }
            output += "  ]"
        }
        return output + "\n}\n"
    }

    /// One file's member of the `files` array, rendered at its depth there.
    static func jsonMember(path: String, error: String?, diagnostics: [Diagnostic], scenarios: [JSONValue]) -> String {
        JSONValue.object([
            ("file", .string(path)),
            ("parsed", .bool(error == nil && !diagnostics.contains { $0.severity == .error })),
            ("error", .optional(error)),
            ("diagnostics", .array(diagnostics.map(Self.json))),
            ("scenarios", .array(scenarios)),
        ]).rendered(indent: 2)
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

    /// One JUnit case per reader of `scenario`.
    static func junitCases(_ scenario: ScenarioResult, path: String) -> [JUnitReport.TestCase] {
        scenario.readers.map { reader in
            JUnitReport.TestCase(
                name: "\(scenario.name) (\(reader.displayName))",
                className: path,
                failures: scenario.failures.filter { $0.reader == reader }.map(\.description)
            )
        }
    }
}

/// The part of `srsim run` that handles one file; it holds only what every file shares, so files run in parallel.
private struct FileWorker: Sendable {
    let invocation: Invocation
    let style: TextStyle
    /// Whether a JUnit report was asked for.
    let wantsJUnit: Bool
    /// The most threads one file's scenarios may run on (see ``ScenarioRunner/run(_:keeping:threads:each:)``); nil:
    /// one per core, asked of the system only for a file whose scenarios are worth sharing
    /// (``ScenarioRunner/sharesWork(_:)``).
    let threads: Int?
    /// The paths given on the command line (anything else was found in a folder).
    let given: Set<String>
    /// Whether the process exits when the command is done (a big file is then not freed; see ``LeftAtExit``).
    let exitsAfterward: Bool
    /// Whether the run has this one file: when the process exits afterward, nothing else would use its memory, so it
    /// is left to the operating system whatever its size.
    let isOnlyFile: Bool

    init(invocation: Invocation, style: TextStyle, junit: Bool, threads: Int?, exitsAfterward: Bool, isOnlyFile: Bool) {
        self.invocation = invocation
        self.style = style
        self.wantsJUnit = junit
        self.threads = threads
        self.given = Set(invocation.paths)
        self.exitsAfterward = exitsAfterward
        self.isOnlyFile = isOnlyFile
    }

    /// Reads, parses and runs one file, and turns what happened into text, a JSON member and a JUnit suite.
    func report(for path: String) -> RunCommand.FileReport {
        var report = RunCommand.FileReport()
        let wantsJSON = invocation.format == .json
        // A file found in a folder must be a regular file when it is opened (it was one when the folder was read).
        let regularOnly = !given.contains(path)
        guard let parsed = ScenarioLoader.parse(path, into: &report.output, style: style, regularOnly: regularOnly) else {
            report.unopened = report.output.exitCode == .cannotOpenInput
            let error = report.unopened ? ScenarioFileFinder.Problem(path: path, message: "cannot read the file").description
                : "cannot read the file as UTF-8 text"
            report.parsed = false
            if wantsJSON { report.json = RunCommand.jsonMember(path: path, error: error, diagnostics: [], scenarios: []) }
            if wantsJUnit { report.junit = JUnitReport.Suite(name: path, cases: [], errors: [error]) }
            return report
        }
        // A big file, or the run's only one, is left to the operating system when the process is about to exit:
        // freeing it would cost as much as building it.
        defer {
            if exitsAfterward && (isOnlyFile || parsed.source.text.utf8.count >= LeftAtExit.smallestFileBytes) {
                LeftAtExit.leave(parsed)
            }
        }
        if parsed.hasErrors {
            if invocation.format == .text { ScenarioLoader.report(parsed.diagnostics, of: parsed, into: &report.output, style: style) }
            report.output.worsen(to: .parseError)
            report.parsed = false
            if wantsJSON { report.json = RunCommand.jsonMember(path: path, error: nil, diagnostics: parsed.diagnostics, scenarios: []) }
            if wantsJUnit { report.junit = JUnitReport.Suite(name: path, cases: [], errors: parsed.diagnostics.map(\.description)) }
            return report
        }
        if !parsed.diagnostics.isEmpty && invocation.format == .text {
            ScenarioLoader.report(parsed.diagnostics, of: parsed, into: &report.output, style: style)
        }
        var scenarios: [JSONValue] = []
        var cases: [JUnitReport.TestCase] = []
        // Each scenario's result is reported and dropped before the next one runs.
        let sharing = ScenarioRunner.sharesWork(parsed) ? threads ?? ScenarioSuite.defaultThreads : 1
        ScenarioRunner.run(parsed, keeping: .failures, threads: sharing) { scenario in
            if scenario.passed { report.passed += 1 } else { report.failed += 1 }
            if invocation.format == .text { printText(scenario, file: parsed, into: &report.output) }
            if wantsJSON { scenarios.append(RunCommand.json(scenario)) }
            if wantsJUnit { cases += RunCommand.junitCases(scenario, path: path) }
        }
        if parsed.scenarios.isEmpty && invocation.format == .text {
            report.output.out("\(style.warning("NONE")) \(path): no scenarios, only a screen: nothing to run "
                + "(add a `scenario \"NAME\"` block with a `using` line)")
        }
        if wantsJSON { report.json = RunCommand.jsonMember(path: path, error: nil, diagnostics: parsed.diagnostics, scenarios: scenarios) }
        if wantsJUnit { report.junit = JUnitReport.Suite(name: path, cases: cases, errors: []) }
        return report
    }

    // MARK: - Text

    func printText(_ scenario: ScenarioResult, file: ScenarioFile, into result: inout CommandResult) {
        let path = file.source.file ?? "-"
        let readers = scenario.readers.map(\.displayName).joined(separator: ", ")
        if scenario.passed {
            result.out("\(style.success("PASS")) \(path): \(scenario.name) (\(readers))")
            return
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
                if let marker = RunCommand.differenceMarker(expected: expected, actual: actual) { result.out(style.error(marker)) }
            }
        }
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
