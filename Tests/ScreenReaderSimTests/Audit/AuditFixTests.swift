import Testing
import ScreenReaderSim

/// Every fix the audit suggests is one that parses and audits clean (issue 12, rough edge 1).
@Suite struct AuditFixTests {
    @Test(arguments: Audit.rules.map(\.id))
    func eachChecksPassingExampleParsesAndAuditsClean(id: String) throws {
        let rule = try #require(Audit.rule(for: id))
        let passing = ScenarioFile(parsing: rule.passingExample, file: "passing.scenario")
        #expect(!passing.hasErrors, "\(passing.renderedDiagnostics)")
        let screen = try #require(passing.screen)
        let findings = Audit.run(screen: screen)
        #expect(findings.isEmpty, "\(findings.map { "\($0.checkID) \($0.message)" })")
    }

    /// A separate label before a control, and the file after applying the fix SRS004 gives for it, word for word.
    struct SeparateLabelCase: Sendable, CustomTestStringConvertible {
        var control: String
        var broken: String
        var fix: String
        var fixed: String
        var testDescription: String { control }
    }

    static let separateLabelCases = [
        SeparateLabelCase(
            control: "switch",
            broken: "  text \"Wi-Fi\"\n  switch \"Wi-Fi\"\n",
            fix: "put the text and the switch in one `row`, so one stop speaks the label with the switch's role and state",
            fixed: "  row\n    text \"Wi-Fi\"\n    switch \"Wi-Fi\"\n"),
        SeparateLabelCase(
            control: "unnamed stepper",
            broken: "  text \"Guests\"\n  stepper \"\" value 2 min 1 max 10\n",
            fix: "remove the text and give the stepper that label (`stepper \"Guests\"`): both its buttons then speak it "
                + "(a stepper cannot be in a row)",
            fixed: "  stepper \"Guests\" value 2 min 1 max 10\n"),
        SeparateLabelCase(
            control: "named stepper",
            broken: "  text \"Guests\"\n  stepper \"Guests\" value 2 min 1 max 10\n",
            fix: "hide the text (`hidden`): both of the stepper's buttons already speak \"Guests\" (a stepper cannot be in a row)",
            fixed: "  text \"Guests\" hidden\n  stepper \"Guests\" value 2 min 1 max 10\n"),
    ]

    @Test(arguments: separateLabelCases)
    func theSeparateLabelFixParsesAndAuditsClean(_ testCase: SeparateLabelCase) throws {
        let broken = ScenarioFile(parsing: "screen \"S\"\n" + testCase.broken)
        let brokenScreen = try #require(broken.screen)
        let finding = try #require(Audit.run(screen: brokenScreen).first { $0.checkID == "SRS004" })
        #expect(finding.fix == testCase.fix)
        let fixed = ScenarioFile(parsing: "screen \"S\"\n" + testCase.fixed)
        #expect(!fixed.hasErrors, "\(fixed.renderedDiagnostics)")
        let fixedScreen = try #require(fixed.screen)
        let findings = Audit.run(screen: fixedScreen)
        #expect(findings.isEmpty, "\(findings.map { "\($0.checkID) \($0.message)" })")
    }

    /// The scenario syntax a finding's fix quotes (between backticks or single quotes, more than one word), from the
    /// findings of `rule`'s failing example.
    static func quotedSyntax(inFixesOf id: String) throws -> [String] {
        let rule = try #require(Audit.rule(for: id))
        let failing = ScenarioFile(parsing: rule.failingExample, file: "failing.scenario")
        guard let screen = failing.screen, !failing.hasErrors else { return [] }
        let fixes = Audit.run(screen: screen).filter { $0.checkID == id }.map(\.fix)
        var snippets: [String] = []
        for fix in fixes {
            for quote in ["`", "'"] {
                let parts = fix.components(separatedBy: quote)
                guard parts.count >= 3 else { continue }
                snippets += stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }.filter { $0.contains(" ") }
            }
        }
        return snippets
    }

    /// Every line of scenario syntax a fix quotes parses, as an element (`text-field "Email"`, in a dialog for
    /// `button "OK" closes`) or as attributes of a control (`label "..."`): a user who types what the audit suggests
    /// gets no error.
    @Test(arguments: Audit.rules.map(\.id))
    func theSyntaxEachFixQuotesParses(id: String) throws {
        for snippet in try Self.quotedSyntax(inFixesOf: id) {
            let asElement = ScenarioFile(parsing: "screen \"S\"\n  \(snippet)\n", file: "fix.scenario")
            let asAttributes = ScenarioFile(parsing: "screen \"S\"\n  switch \"B\" \(snippet)\n", file: "fix.scenario")
            let inDialog = ScenarioFile(
                parsing: "screen \"S\"\n  button \"Open\" opens d\n  dialog \"D\" id d\n    \(snippet)\n", file: "fix.scenario")
            #expect(!asElement.hasErrors || !asAttributes.hasErrors || !inDialog.hasErrors,
                    "\(id)'s fix quotes `\(snippet)`, which does not parse: \(asElement.renderedDiagnostics)")
        }
    }

    @Test func theFixesQuoteSyntaxToCheck() throws {
        #expect(try Self.quotedSyntax(inFixesOf: "SRS021") == ["button \"OK\" closes"])
        #expect(try Self.quotedSyntax(inFixesOf: "SRS017") == ["text-field \"Email\""])
        let quoted = try Audit.rules.flatMap { try Self.quotedSyntax(inFixesOf: $0.id) }
        #expect(quoted.count >= 6, "\(quoted)")
    }
}
