extension ScenarioFile {
    /// The scenarios of `text`, which holds scenario blocks only (no screen), parsed and checked against `compiled`, a
    /// screen parsed already, with the diagnostics of `text` alone: how `srsim live` reads each line typed without
    /// parsing its file again (its cost is the line's, not the file's).
    package static func scenarios(
        parsing text: String, file: String?, on compiled: CompiledScreen
    ) -> (scenarios: [Scenario], diagnostics: [Diagnostic]) {
        let source = SourceText(text, file: file)
        var diagnostics: [Diagnostic] = []
        let scenarios = source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes)
            // The screen is the one given, not missing.
            diagnostics = parser.diagnostics.filter { $0.id != "missing-screen" }
            let parsed = parser.scenarios
            return parsed.scenarios.map {
                ScenarioLowering.scenario(from: $0, in: parsed, source: parser.source, compiled: compiled, diagnostics: &diagnostics)
            }
        }
        return (scenarios, ScenarioParser.sortedByLocation(diagnostics))
    }
}
