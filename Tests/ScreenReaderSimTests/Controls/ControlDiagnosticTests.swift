import Testing
@testable import ScreenReaderSim

/// A file with the part 2 controls, `extra` appended to its element lines, and one scenario with `steps`.
private func file(elements extra: String = "", steps: String = "  swipe right\n") -> String {
    """
    screen "Checkout"
      text-field "Email" placeholder "name@example.com"
      slider "Volume" value 50
      link "Learn more"
      expandable "Amenities" value "2 selected"
        switch "Pool" on
    \(extra)
    scenario "S"
      using voiceover
    \(steps)
    """
}

/// Every error SCENARIOS.md part 2 lists for the new controls, each at the offending word, with nothing run; and the
/// part 2 lines that must parse.
@Suite struct ControlDiagnosticTests {
    static let cases: [DiagnosticCase] = [
        // SCENARIOS.md part 2, "Errors, at the offending word"
        DiagnosticCase("two-selected-children",
                       file(elements: "  segmented-control \"Sort\"\n    segment \"A\" selected\n    segment \"B\" 1️⃣selected")),
        DiagnosticCase("two-selected-children", file(elements: "  tab-bar \"Main\"\n    tab \"A\" selected\n    tab \"B\" 1️⃣selected")),
        DiagnosticCase("wrong-child", file(elements: "  segmented-control \"Sort\"\n    1️⃣tab \"A\"")),
        DiagnosticCase("wrong-child", file(elements: "  tab-bar \"Main\"\n    1️⃣button \"A\"")),
        DiagnosticCase("value-out-of-range", file(elements: "  slider \"Zoom\" value 1️⃣120")),
        DiagnosticCase("value-out-of-range", file(elements: "  slider \"Zoom\" min 10 max 20 value 1️⃣5")),
        DiagnosticCase("min-above-max", file(elements: "  slider \"Zoom\" min 1️⃣50 max 10")),
        DiagnosticCase("step-not-positive", file(elements: "  slider \"Zoom\" step 1️⃣0")),
        DiagnosticCase("range-too-wide", file(elements: "  slider \"V\" min -1 max 1️⃣9223372036854775807")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  button \"Pay\" 1️⃣secure")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  slider \"Zoom\" 1️⃣secure")),
        // Attributes that fit only some of the new kinds
        DiagnosticCase("attribute-does-not-fit", file(elements: "  button \"Pay\" 1️⃣placeholder \"x\"")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  text-field \"Name\" 1️⃣percent")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  button \"Pay\" 1️⃣expanded")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  switch \"Wi-Fi\" 1️⃣collapsed")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  text-field \"Name\" 1️⃣min 3")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  link \"Help\" 1️⃣selected")),
        DiagnosticCase("expected-string", file(elements: "  text-field \"Name\" value 1️⃣Ada")),
        DiagnosticCase("expected-integer", file(elements: "  slider \"Zoom\" value 1️⃣\"high\"")),
        DiagnosticCase("duplicate-attribute", file(elements: "  expandable \"More\" expanded 1️⃣collapsed\n    text \"x\"")),
        DiagnosticCase("container-in-row", file(elements: "  row\n    text \"More\"\n    1️⃣expandable \"More\"")),
        DiagnosticCase("container-in-row", file(elements: "  row\n    1️⃣tab-bar \"Main\"")),
        DiagnosticCase("not-a-container", file(elements: "  slider \"Zoom\"\n    1️⃣text \"Inside\"")),
        // Steps and checks
        DiagnosticCase("missing-text", file(steps: "  1️⃣type\n")),
        DiagnosticCase("missing-text", file(steps: "  type 1️⃣ada\n")),
        DiagnosticCase("unexpected-token", file(steps: "  escape 1️⃣now\n")),
        DiagnosticCase("unexpected-token", file(steps: "  type \"a\" 1️⃣\"b\"\n")),
        DiagnosticCase("unknown-swipe-direction", file(steps: "  swipe 1️⃣upp\n"), suggestion: "up"),
        DiagnosticCase("unknown-key", file(steps: "  press 1️⃣escap\n"), suggestion: "escape"),
        DiagnosticCase("unknown-check", file(steps: "  expect \"Amenities\" is 1️⃣expandd\n"), suggestion: "expanded"),
        DiagnosticCase("check-does-not-fit", file(steps: "  expect 1️⃣\"Volume\" is value \"loud\"\n")),
        DiagnosticCase("check-does-not-fit", file(steps: "  expect 1️⃣\"Email\" is value 3\n")),
        DiagnosticCase("check-does-not-fit", file(steps: "  expect 1️⃣\"Learn more\" is expanded\n")),
    ]

    @Test(arguments: cases)
    func reportsTheDiagnosticAtTheOffendingWord(_ testCase: DiagnosticCase) throws {
        try expectDiagnostic(testCase)
    }

    @Test func theNewIDsHaveFixtures() {
        let covered = Set(Self.cases.map(\.id))
        #expect(covered.isSuperset(of: ["two-selected-children", "wrong-child", "container-in-row", "missing-text"]))
    }

    @Test func attributeMessagesNameEveryKindThatTakesIt() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  button \"Go\" value 3\n")
        #expect(file.diagnostics.first?.text.contains("only a 'stepper', 'slider', 'text-field', 'expandable' or 'menu' takes it") == true,
                "\(file.renderedDiagnostics)")
    }

    @Test func theGrammarExampleOfPart2ParsesAndRuns() {
        let source = """
            screen "Checkout"
              text-field "Email" placeholder "name@example.com"
              text-field "Password" secure
              slider "Volume" value 50 min 0 max 100 step 10
              slider "Brightness" value 40 percent
              segmented-control "Favorite apps"
                segment "Weather" selected
                segment "Photos"
                segment "Clock" disabled
              tab-bar "Main"
                tab "Home" selected
                tab "Search"
              link "Learn more"
              expandable "Amenities" value "2 Hotel amenities selected"
                switch "Pool" on

            scenario "Type an email"
              using voiceover
              swipe right -> "Email, name@example.com, text field, double tap to edit"
              double tap -> "is editing"
              type "ada@example.com" -> "ada@example.com"
              expect "Email" is value "ada@example.com"
              escape -> nothing
              expect "Amenities" is collapsed
              expect "Weather" is selected
              expect "Photos" is unselected
              expect "Volume" is value 50
              touch "Pool" -> nothing
              expect "Pool" is on
            """
        let file = ScenarioFile(parsing: source, file: "checkout.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        #expect(result.scenarios.count == 1)
        #expect(result.scenarios.allSatisfy { $0.passed }, "\(result.scenarios.flatMap(\.failures))")
    }
}
