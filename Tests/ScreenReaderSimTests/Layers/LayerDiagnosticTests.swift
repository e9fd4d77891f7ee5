import Testing
@testable import ScreenReaderSim

/// SCENARIOS.md part 2, screens that change: each error at the offending word, and the files that parse.
@Suite struct LayerDiagnosticTests {
    private static func file(_ elements: String, steps: String = "  swipe right\n") -> String {
        "screen \"S\"\n  button \"Pay\"\n\(elements)\nscenario \"X\"\n  using voiceover\n\(steps)"
    }

    static let cases: [DiagnosticCase] = [
        DiagnosticCase("unknown-opens-target", file("  button \"Go\" opens 1️⃣faild\n  dialog \"D\" id failed\n    button \"OK\" closes"),
                       suggestion: "failed"),
        DiagnosticCase("closes-outside-dialog", file("  button \"Go\" 1️⃣closes")),
        DiagnosticCase("menu-value-names-no-option", file("  menu \"Sort\" value 1️⃣\"Newset\"\n    option \"Newest\""),
                       suggestion: "Newest"),
        DiagnosticCase("option-conflicts-with-menu-value",
                       file("  menu \"Sort\" value \"Newest\"\n    option \"Newest\"\n    option \"Oldest\" 1️⃣selected")),
        DiagnosticCase("dialog-nested", file("  group\n    1️⃣dialog \"D\" id d\n      button \"OK\" closes")),
        DiagnosticCase("option-outside-menu", file("  1️⃣option \"Newest\"")),
        DiagnosticCase("wrong-child", file("  menu \"Sort\"\n    1️⃣button \"Newest\"")),
        DiagnosticCase("two-selected-children", file("  menu \"Sort\"\n    option \"A\" selected\n    option \"B\" 1️⃣selected")),
        DiagnosticCase("attribute-does-not-fit", file("  button \"Go\" 1️⃣alert")),
        DiagnosticCase("attribute-does-not-fit", file("  text \"Note\" 1️⃣announces \"Hi\"")),
        DiagnosticCase("unknown-rotor-choice", file("", steps: "  rotor 1️⃣headngs\n"), suggestion: "headings"),
        DiagnosticCase("unknown-rotor-choice", file("", steps: "  rotor 1️⃣form\n"), suggestion: "form controls"),
        DiagnosticCase("missing-rotor-choice", file("", steps: "  1️⃣rotor\n")),
    ]

    @Test(arguments: cases)
    func reportsTheDiagnosticAtTheOffendingWord(_ testCase: DiagnosticCase) throws {
        try expectDiagnostic(testCase)
    }

    @Test func thePart2ExampleParsesIntoLayersAndSteps() throws {
        let file = ScenarioFile(parsing: """
        screen "Checkout"
          menu "Sort by" value "Oldest"
            option "Newest"
            option "Oldest"
          button "Pay" opens failed
          button "Copy code" announces "Copied to clipboard"
          dialog "Sign in failed" id failed alert
            text "The password is incorrect."
            button "OK" closes

        scenario "S"
          using voiceover, talkback
          rotor headings
          rotor links
          rotor form controls
          escape
          press escape
          touch "OK" -> nothing
          expect "Sort by" is value "Oldest"
          expect "Oldest" is selected

        """)
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        let screen = try #require(file.screen)
        let elements = screen.elements
        #expect(elements[0].state == .text("Oldest"))
        #expect(elements[0].children.map(\.state) == [.unselected, .selected])
        #expect(elements[1].opensDialog == "failed")
        #expect(elements[2].announcement == "Copied to clipboard")
        #expect(elements[3].kind == .dialog && elements[3].isAlert && elements[3].id == "failed")
        #expect(elements[3].children[1].closesDialog)
        let inputs = file.scenarios[0].steps.compactMap(\.input)
        #expect(inputs == [.rotor(.headings), .rotor(.links), .rotor(.formControls), .escape, .press(.escape), .touch("OK")])
        #expect(ScenarioRunner.run(file).passed)
    }
}
