import Testing
@testable import ScreenReaderSim

@Suite struct DiagnosticRenderingTests {
    @Test func rendersTheLineAndACaretUnderTheWord() {
        let text = "screen \"Settings\"\n  swich \"Wi-Fi\" on\n"
        let file = ScenarioFile(parsing: text, file: "settings.scenario")
        #expect(file.renderedDiagnostics == """
            settings.scenario:2:3: error: unknown element kind 'swich'; kinds are text, heading, image, icon, button, switch, \
            checkbox, radio-group, radio, stepper, row, group, text-field, slider, segmented-control, segment, tab-bar, tab, \
            link, expandable, dialog, menu, option; did you mean 'switch'?
               2 |   swich "Wi-Fi" on
                 |   ^~~~~

            """)
    }

    @Test func rendersNotesAfterTheExcerpt() {
        let text = "screen \"S\"\n  button \"Save\"\n  button \"Save\"\nscenario \"X\"\n  using talkback\n  touch \"Save\"\n"
        let file = ScenarioFile(parsing: text, file: "a.scenario")
        #expect(file.renderedDiagnostics == """
            a.scenario:6:9: error: "Save" names 2 controls ("Save" button, "Save" button); give one an 'id' and name it by that
               6 |   touch "Save"
                 |         ^~~~~~
            note: declared at a.scenario:2:3
            note: declared at a.scenario:3:3

            """)
    }

    @Test func widensTheGutterForLongFiles() {
        let text = "screen \"S\"\n" + String(repeating: "\n", count: 12_000) + "  swich \"A\"\n"
        let file = ScenarioFile(parsing: text)
        #expect(file.renderedDiagnostics.hasSuffix("""
            12002 |   swich "A"
                  |   ^~~~~

            """))
    }

    @Test func reportsEveryErrorInFileOrder() {
        let marked = MarkedSource("""
            # Many mistakes, each reported once, in order.
            screen "Settings" 1️⃣rtll
              2️⃣swich "Wi-Fi" on
              stepper "Guests" value 3️⃣20 min 1 max 10
              checkbox "Remember me" 4️⃣on
            5️⃣\tbutton "Save"
              button 6️⃣"Cancel 

            scenario "Broken"
              swipe 7️⃣sideways
              8️⃣using 9️⃣voiceovr
              press 🔟entr
            """, file: "many.scenario")
        let file = ScenarioFile(parsing: marked.text, file: "many.scenario")
        let expected: [(String, Character)] = [
            ("unknown-layout-direction", "1️⃣"), ("unknown-kind", "2️⃣"), ("value-out-of-range", "3️⃣"),
            ("attribute-does-not-fit", "4️⃣"), ("tab-indentation", "5️⃣"), ("unterminated-string", "6️⃣"),
            ("unknown-swipe-direction", "7️⃣"), ("using-not-first", "8️⃣"), ("unknown-reader", "9️⃣"), ("unknown-key", "🔟"),
        ]
        #expect(file.diagnostics.map(\.id) == expected.map(\.0), "\(file.renderedDiagnostics)")
        for (diagnostic, (_, marker)) in zip(file.diagnostics, expected) {
            #expect(diagnostic.location == marked[marker], "\(diagnostic)")
        }
    }

    @Test(arguments: [
        ("swich", "switch"), ("chekbox", "checkbox"), ("radiogroup", "radio-group"), ("Button", "button"), ("xyz", nil),
    ] as [(String, String?)])
    func suggestsTheNearestKind(_ typo: String, _ suggestion: String?) {
        let file = ScenarioFile(parsing: "screen \"S\"\n  \(typo) \"A\"\n")
        #expect(file.diagnostics.first?.suggestion == suggestion)
        #expect(file.diagnostics.first?.fullMessage.hasSuffix(suggestion.map { "did you mean '\($0)'?" } ?? "option") == true)
    }
}
