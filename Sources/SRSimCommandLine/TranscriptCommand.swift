import Foundation
import ScreenReaderSim

/// `srsim transcript FILE [--using READER]`: what a listener hears and what happens, step by step, per reader.
struct TranscriptCommand {
    let invocation: Invocation
    let style: TextStyle
    /// The process environment: `--speak` and `--audio` look for espeak-ng on its `PATH`.
    var environment: [String: String] = [:]

    func execute(into result: inout CommandResult) {
        let outputs = [("-o", invocation.values["-o"]), ("--audio", invocation.values["--audio"])]
        guard OutputFile.refuseInputs(outputs, inputs: invocation.paths, into: &result, style: style) else { return }
        var espeak: Espeak?
        if invocation.flags.contains("--speak") || invocation.values["--audio"] != nil {
            guard let found = Espeak(environment: environment) else {
                result.err("\(style.error("error:")) \(Espeak.missingMessage)")
                result.exitCode = .usage
                return
            }
            espeak = found
        }
        let replacing: [ReaderKind]?
        do {
            replacing = try invocation.readers()
        } catch {
            result.err("\(style.error("error:")) --readers: \(error)")
            result.exitCode = .usage
            return
        }
        guard let (path, file, screen) = ScenarioLoader.loadSingle(invocation, into: &result, style: style) else { return }
        var transcripts: [Transcript] = []
        var groups: [[Transcript]] = []  // one group per scenario, for --side-by-side
        let compiled = file.compiledScreen ?? CompiledScreen(screen)
        let secureFields = Transcript.secureFields(of: compiled.index)
        for var scenario in file.scenarios {
            if let replacing { scenario.readers = replacing }
            var group: [Transcript] = []
            for reader in ScenarioLoader.readers(of: scenario, only: invocation.reader) {
                var single = scenario
                single.readers = [reader]
                let run = ScenarioRunner.run(single, on: compiled)
                group.append(Self.transcript(of: run, scenario: single, screen: screen, reader: reader,
                                             secureFields: secureFields))
                if !run.passed { result.worsen(to: .failure) }
            }
            transcripts += group
            if !group.isEmpty { groups.append(group) }
        }
        let narrow = invocation.flags.contains("--narrow")
        let output = invocation.values["-o"]
        let document: String
        switch invocation.format {
        case .json:
            document = JSONValue.object([
                ("file", .string(path)),
                ("transcripts", .array(transcripts.map { $0.json() })),
            ]).rendered()
        case .markdown:
            document = Transcript.markdown(groups, narrow: narrow)
        case .html:
            do {
                document = try TranscriptPlayer(screen: screen, scenarios: groups, isNarrow: narrow).html()
            } catch {
                result.err("\(path): \(style.error("error:")) \(error)")
                result.worsen(to: .parseError)
                return
            }
        case .text, .sarif, .svg:
            var lines: [String] = []
            if file.scenarios.isEmpty {
                lines.append("\(path) has no scenarios, only a screen: add a `scenario \"NAME\"` block with a `using` line.\n")
            } else if transcripts.isEmpty {
                lines.append("No scenario in \(path) runs with \(invocation.reader?.displayName ?? "any reader").\n")
            }
            let texts = invocation.flags.contains("--side-by-side")
                ? groups.map(Transcript.sideBySide)
                : transcripts.map { $0.text() }
            lines.append(texts.map { style.isEnabled && output == nil ? highlight($0) : $0 }.joined(separator: "\n"))
            document = lines.joined()
        }
        OutputFile.deliver(document, to: output, into: &result, style: style)
        if let espeak { sound(groups, through: espeak, into: &result) }
    }

    /// The transcript of one scenario's run on one reader; text typed into `secureFields` is masked.
    static func transcript(of run: ScenarioResult, scenario: Scenario, screen: Screen, reader: ReaderKind,
                           secureFields: Set<Int> = []) -> Transcript {
        var entries: [Transcript.Entry] = run.setupFailures.map {
            Transcript.Entry(line: $0.location?.line, input: nil, text: "start \(reader.displayName)", events: [],
                             failure: $0.message)
        }
        for stepResult in run.steps {
            let step = stepResult.step
            let readerRun = stepResult.run(for: reader)
            entries.append(Transcript.Entry(
                line: step.location?.line,
                input: step.input,
                text: step.input.map(\.description) ?? step.check.map(Self.describe) ?? "",
                events: readerRun?.events ?? [],
                failure: readerRun?.failure?.message
            ))
        }
        return Transcript(title: scenario.name, screenTitle: screen.title, reader: reader, entries: entries,
                          secureFields: secureFields)
    }

    /// A check as a scenario file writes it.
    static func describe(_ check: Check) -> String {
        switch check.expectation {
        case .state(let state): "expect \(Token.quoted(check.label)) is \(state)"
        case .enabled(let enabled): "expect \(Token.quoted(check.label)) is \(enabled ? "enabled" : "disabled")"
        case .focus: "expect focus \(Token.quoted(check.label))"
        }
    }

    private func highlight(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let string = String(line)
            if string.contains(" says: ") || string.contains("says \"") { return style.strong(string) }
            if string.hasSuffix("✗") || string.trimmingCharacters(in: .whitespaces).hasPrefix("✗") { return style.error(string) }
            return string
        }.joined(separator: "\n")
    }
}
