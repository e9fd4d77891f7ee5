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
        let (files, problems) = ScenarioFileFinder.find(invocation.paths)
        for problem in problems {
            result.err("\(style.error("error:")) \(problem.path): \(problem.message)")
            result.worsen(to: .parseError)
        }
        var findingsByFile: [String: [Finding]] = [:]
        for path in files {
            guard let file = ScenarioLoader.load(path, into: &result, style: style), let screen = file.screen else { continue }
            findingsByFile[path] = Audit.run(screen: screen)
        }
        let all = findingsByFile.values.flatMap { $0 }
        if all.contains(where: { $0.severity == .error }) { result.worsen(to: .failure) }
        switch invocation.format {
        case .json:
            result.out(AuditReport.json(findingsByFile: findingsByFile))
        case .sarif:
            result.out(AuditReport.sarif(findingsByFile: findingsByFile, toolVersion: SRSim.version))
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
            let summary = "Audited \(findingsByFile.count) \(findingsByFile.count == 1 ? "file" : "files"): "
                + AuditReport.summary(all)
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
