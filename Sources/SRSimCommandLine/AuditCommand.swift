import Foundation
import ScreenReaderSim

/// `srsim audit PATH...`: the seeds' acceptance criteria as checks on each file's screen, grouped by file, each finding
/// with the announcement that proves it and its fix; `--format json|sarif`; `--explain ID`. Exit 1 on any error finding.
struct AuditCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        if let id = invocation.values["--explain"] {
            explain(id, into: &result)
            return
        }
        var skipped: [ScenarioFileFinder.Problem] = []
        let (files, problems) = ScenarioFileFinder.find(invocation.paths, skipped: &skipped)
        ScenarioFileFinder.warn(skipped, into: &result, style: style)
        // What could not be audited, so no report looks clean for a file that was never checked.
        var inputProblems: [AuditInputProblem] = []
        for problem in problems {
            result.err("\(style.error("error:")) \(problem)")
            result.worsen(to: .cannotOpenInput)
            inputProblems.append(AuditInputProblem(file: problem.path, location: nil, id: "cannot-open-input",
                                                   message: problem.description))
        }
        var findingsByFile: [String: [Finding]] = [:]
        guard let dump = DumpOptions(invocation, into: &result, style: style) else { return }
        let given = Set(invocation.paths)
        for path in files {
            guard let parsed = ScenarioLoader.parse(path, into: &result, style: style, regularOnly: !given.contains(path),
                                                    dump: dump) else {
                let unopened = !FileManager.default.isReadableFile(atPath: path)
                inputProblems.append(AuditInputProblem(
                    file: path, location: nil, id: unopened ? "cannot-open-input" : "not-utf8",
                    message: unopened ? "cannot open input \(path)" : "the file is not UTF-8 text"))
                continue
            }
            guard let file = ScenarioLoader.loadScreen(of: parsed, path: path, into: &result, style: style, done: "audited"),
                  let screen = file.screen else {
                inputProblems += parsed.diagnostics.map { AuditInputProblem(file: path, diagnostic: $0) }
                continue
            }
            inputProblems += parsed.diagnostics.filter { $0.severity == .warning }.map { AuditInputProblem(file: path, diagnostic: $0) }
                + (parsed.hasErrors ? parsed.scenarioDiagnosticsAsWarnings.map { AuditInputProblem(file: path, diagnostic: $0) } : [])
            findingsByFile[path] = file.compiledScreen.map(Audit.run(compiled:)) ?? Audit.run(screen: screen)
        }
        // Inputs that named no file (a missing path, a folder without scenario files) are counted apart from files.
        let unopenedInputs = Set(problems.map(\.path))
        let notAudited = Set(inputProblems.filter { $0.severity == "error" }.map(\.file)).subtracting(unopenedInputs).count
        let all = findingsByFile.values.flatMap { $0 }
        if all.contains(where: { $0.severity == .error }) { result.worsen(to: .failure) }
        switch invocation.format {
        case .json:
            result.out(AuditReport.json(findingsByFile: findingsByFile, inputProblems: inputProblems))
        case .sarif:
            result.out(AuditReport.sarif(findingsByFile: findingsByFile, toolVersion: SRSim.version, inputProblems: inputProblems))
        case .text, .markdown, .svg, .html:
            for path in findingsByFile.keys.sorted() {
                let findings = findingsByFile[path] ?? []
                let header = findings.isEmpty
                    ? style.success("\(path): clean")
                    : style.strong("\(path): \(AuditReport.summary(findings))")
                result.out(header)
                let body = AuditReport.text(findings: findings, file: path)
                if !body.isEmpty { result.out(style.isEnabled ? colour(body) : body) }
            }
            if notAudited > 0 {
                result.out("\(notAudited) \(notAudited == 1 ? "file" : "files") could not be parsed or opened and "
                    + "\(notAudited == 1 ? "was" : "were") not audited.")
            }
            if !unopenedInputs.isEmpty {
                let count = unopenedInputs.count
                result.out("\(count) \(count == 1 ? "input" : "inputs") could not be opened and "
                    + "\(count == 1 ? "was" : "were") not audited.")
            }
            let audited = "\(findingsByFile.count) \(findingsByFile.count == 1 ? "file" : "files")"
            var summary = notAudited == 0
                ? "Audited \(audited)"
                : "Audited \(findingsByFile.count) of \(findingsByFile.count + notAudited) files, \(notAudited) not audited"
            if !unopenedInputs.isEmpty {
                summary += ", \(unopenedInputs.count) \(unopenedInputs.count == 1 ? "input" : "inputs") not opened"
            }
            summary += ": " + (notAudited + unopenedInputs.count == 0 ? AuditReport.summary(all)
                : findingsByFile.isEmpty && notAudited == 0 ? "nothing was audited"
                : all.isEmpty ? "no findings in the audited ones" : AuditReport.summary(all))
            result.out(all.contains { $0.severity == .error } ? style.error(summary) : summary)
        }
    }

    private func explain(_ id: String, into result: inout CommandResult) {
        guard let text = Audit.explanation(for: id) else {
            let known = Audit.rules.flatMap { [$0.id, $0.name] }
            let suggestion = Suggestion.closest(to: id, in: known).map { " Did you mean '\($0)'?" } ?? ""
            result.err("\(style.error("Error:")) No audit check is called '\(id)'.\(suggestion)")
            result.err("  Checks: " + Audit.rules.map { "\($0.id) \($0.name)" }.joined(separator: ", "))
            result.exitCode = .usage
            return
        }
        result.out(text)
    }

    private func colour(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let string = String(line)
            if string.contains(": error: [") { return string.replacingFirst(": error: ", with: ": \(style.error("error:")) ") }
            if string.contains(": warning: [") { return string.replacingFirst(": warning: ", with: ": \(style.warning("warning:")) ") }
            return string
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
