/// A parsed scenario file: its syntax tree, every diagnostic, and (when there are no errors) the screen and scenarios to run.
///
///     let file = ScenarioFile(parsing: text, file: "settings.scenario")
///     if file.hasErrors {
///         print(DiagnosticRenderer.render(file.diagnostics, source: file.source))
///     } else {
///         let result = ScenarioRunner.run(file)
///     }
public struct ScenarioFile: Sendable {
    /// The text, split into lines with their endings.
    public let source: SourceText
    /// The syntax tree (partial where lines were malformed), parsed again from ``source`` on each access: a file keeps
    /// what it runs, not its tree, so a big file's tokens are freed once checked (read it once and keep it if needed).
    public var syntax: ScenarioFileSyntax { ScenarioParser.parse(source).syntax }
    /// Every problem found, in file order.
    public let diagnostics: [Diagnostic]
    /// The screen, or nil when the file has errors (nothing of such a file is run). A written screen is lowered
    /// straight into its compiled index, so its nested tree is assembled only when this is first asked for.
    public var screen: Screen? { compiledScreen?.screen ?? uncompiledScreen }
    /// The screen when there is one but no compiled screen holds it (none does when the file has no errors).
    private let uncompiledScreen: Screen?
    /// The screen compiled once (index and each platform's focus order), shared by every scenario's readers;
    /// nil when the file has errors.
    public let compiledScreen: CompiledScreen?
    /// The scenarios, or none when the file has errors.
    public let scenarios: [Scenario]
    /// The line of the first `scenario` block, nil when there is none: where the screen-only tools cut the file
    /// (``screenOnly``), kept from the parse so they need not parse the whole file again to find it.
    let firstScenarioLine: Int?

    /// Parses and checks `text`.
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The path as the user gave it, used in every location.
    public init(parsing text: String, file: String? = nil) {
        self.init(parsing: text, file: file, importedScreen: nil, screenThroughTree: false)
    }

    /// A dump of a real app standing in for a scenario file (`srsim order DUMP`): its screen as imported, whose
    /// elements name their lines and columns in the dump, and the scenario `srsim import` writes to swipe through it.
    /// The file's text is `screen from "PATH"` and that scenario; nothing is imported again.
    package init(importedDump imported: ImportedScreen, file: String) {
        let text = "screen from \(Token.quoted(imported.fileName.filter { !$0.isNewline }))\n\n" + ImportedScreenWriter.everyStopScenario(imported)
        self.init(parsing: text, file: file, importedScreen: imported.screen, screenThroughTree: false)
    }

    /// Parses and checks `text`; with `screenThroughTree`, the screen is assembled as a nested tree and indexed from it
    /// (as a Swift-built screen is) instead of lowered straight into its index: the tests compare the two.
    init(parsing text: String, file: String?, screenThroughTree: Bool) {
        self.init(parsing: text, file: file, importedScreen: nil, screenThroughTree: screenThroughTree)
    }

    /// Parses and checks `text`, with the screen of its `screen from` line already imported when given.
    private init(parsing text: String, file: String?, importedScreen: Screen?, screenThroughTree: Bool) {
        let source = SourceText(text, file: file)
        // Parsed and lowered while the text's bytes are at hand: the scenarios' tokens point into them.
        var diagnostics: [Diagnostic] = []
        var firstScenarioLine: Int?
        let (screen, compiled, scenarios) = source.withUTF8 { bytes in
            var parser = ScenarioParser.parseLines(source, bytes: bytes)
            diagnostics = parser.diagnostics
            // The scenario lists grew by doubling as lines came; lowering holds them beside everything it builds, so
            // they are taken from the parser and copied to their size first (a big file's peak memory is there).
            var scenarios = parser.scenarios
            firstScenarioLine = scenarios.scenarios.first.map { Int($0.keyword.line) }
            parser.scenarios = ParsedScenarios()
            scenarios.trimCapacity()
            var parsed = ParsedFile(screen: parser.syntax.screen, elements: parser.elements, scenarios: scenarios, source: parser.source)
            // Lowering holds the only copy of the element lines, and drops them once the screen's elements are made.
            parser.elements = ParsedElements()
            return ScenarioLowering.lower(&parsed, diagnostics: &diagnostics, importedScreen: importedScreen,
                                          throughTree: screenThroughTree)
        }
        self.source = source
        self.diagnostics = ScenarioParser.sortedByLocation(diagnostics)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        self.compiledScreen = hasErrors ? nil : compiled
        self.uncompiledScreen = hasErrors || compiled != nil ? nil : screen
        self.scenarios = hasErrors ? [] : scenarios
        self.firstScenarioLine = firstScenarioLine
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every diagnostic rendered with source excerpts, as ``DiagnosticRenderer`` writes them.
    public var renderedDiagnostics: String { DiagnosticRenderer.render(diagnostics, source: source) }
}
