import Testing
import ScreenReaderSim

/// Each check's `--explain` examples are real: the failing one fires the check, the passing one does not.
@Suite struct RuleExampleTests {
    @Test(arguments: Audit.rules.map(\.id))
    func failingExampleFiresItsCheckAndPassingExampleDoesNot(id: String) throws {
        let rule = try #require(Audit.rule(for: id))
        let passing = ScenarioFile(parsing: rule.passingExample, file: "passing.scenario")
        #expect(!passing.hasErrors, "\(passing.renderedDiagnostics)")
        let passingScreen = try #require(passing.screen)
        #expect(!Audit.run(screen: passingScreen).contains { $0.checkID == id })

        let failing = ScenarioFile(parsing: rule.failingExample, file: "failing.scenario")
        if failing.hasErrors {
            // A cycle or an unknown `before`/`after` id is already a parse error in a file; the explanation says so.
            #expect(failing.diagnostics.contains { $0.id.contains("order") || $0.id.contains("target") || $0.id.contains("cycle") },
                    "\(failing.renderedDiagnostics)")
            return
        }
        let failingScreen = try #require(failing.screen)
        #expect(Audit.run(screen: failingScreen).contains { $0.checkID == id })
    }
}
