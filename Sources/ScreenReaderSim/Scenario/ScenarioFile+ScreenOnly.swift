extension ScenarioFile {
    /// The file's screen alone, for the tools that need only the screen (`srsim order`, `srsim audit`): the screen block
    /// parsed without the scenarios after it, so a wrong scenario step does not hide a screen that is fine.
    ///
    /// Nil when the screen itself has errors. The lines keep their numbers (only the lines from the first `scenario` on
    /// are left out).
    public var screenOnly: ScenarioFile? {
        if !hasErrors { return self }
        guard let firstScenario = firstScenarioLine else { return nil }
        let text = source.lines.prefix(firstScenario - 1).map { $0.content + $0.ending }.joined()
        let screenFile = ScenarioFile(parsing: text, file: source.file)
        return screenFile.hasErrors || screenFile.screen == nil ? nil : screenFile
    }

    /// The diagnostics of the scenario blocks, which a screen-only tool reports as warnings: each error turned into a
    /// warning with the same id, place and words.
    public var scenarioDiagnosticsAsWarnings: [Diagnostic] {
        guard let firstScenario = firstScenarioLine else { return [] }
        return diagnostics.filter { $0.location.line >= firstScenario }.map { diagnostic in
            var message = diagnostic.message
            message.severity = .warning
            return Diagnostic(message, at: diagnostic.range)
        }
    }
}
