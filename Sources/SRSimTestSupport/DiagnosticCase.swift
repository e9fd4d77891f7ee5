import ScreenReaderSim
import Testing

/// One diagnostic, its fixture with `1️⃣` before the offending word, and the suggestion it should make.
package struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    /// The diagnostic's stable id.
    package let id: String
    /// The scenario file, with `1️⃣` before the word the diagnostic points at.
    package let source: String
    /// The did-you-mean it offers, if any.
    package let suggestion: String?

    /// A case: `id` reported at `1️⃣` in `source`, suggesting `suggestion`.
    package init(_ id: String, _ source: String, suggestion: String? = nil) {
        self.id = id
        self.source = source
        self.suggestion = suggestion
    }

    /// The id, as the test's argument is shown.
    package var testDescription: String { id }
}

/// Parses the case's file and expects exactly its one error, at the marked word, with its suggestion, and nothing of
/// the file to run (no screen, no scenarios).
package func expectDiagnostic(_ testCase: DiagnosticCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let marked = MarkedSource(testCase.source, file: "test.scenario")
    let file = ScenarioFile(parsing: marked.text, file: "test.scenario")
    let expected = try #require(marked["1️⃣"], "the fixture has no 1️⃣ marker", sourceLocation: sourceLocation)
    #expect(file.diagnostics.map(\.id) == [testCase.id], "\(file.renderedDiagnostics)", sourceLocation: sourceLocation)
    let diagnostic = try #require(file.diagnostics.first, sourceLocation: sourceLocation)
    #expect(diagnostic.location == expected, sourceLocation: sourceLocation)
    #expect(diagnostic.suggestion == testCase.suggestion, sourceLocation: sourceLocation)
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(file.screen == nil, sourceLocation: sourceLocation)
    #expect(file.scenarios.isEmpty, sourceLocation: sourceLocation)
    #expect(ScenarioRunner.run(file).scenarios.isEmpty, sourceLocation: sourceLocation)
}
