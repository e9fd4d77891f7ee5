import Testing
@testable import ScreenReaderSim

/// Issue 23's language edges: empty rows, `opens` by a dialog's label, keywords in the tool's own capitalisation, and
/// suggestions for a misspelt `double tap`.
@Suite struct LanguageEdgeTests {
    // MARK: Empty rows (item 1)

    @Test(arguments: [
        // Children indented at the row's level instead of under it.
        ("screen \"S\"\n  row\n  switch \"Wi-Fi\"\n", "empty-row", "this row has no children"),
        // A row that holds only a decorative icon, or only hidden text.
        ("screen \"S\"\n  row\n    icon \"bell\"\n  switch \"Wi-Fi\"\n", "row-with-nothing-to-speak", "this row has nothing to speak"),
        ("screen \"S\"\n  row\n    text \"Old\" hidden\n  switch \"Wi-Fi\"\n", "row-with-nothing-to-speak",
         "this row has nothing to speak"),
    ])
    func aRowWithNothingToSpeakIsWarnedAtAndIsNoStop(source: String, id: String, warning: String) throws {
        let file = ScenarioFile(parsing: source + "scenario \"X\"\n  using voiceover\n  swipe right\n", file: "row.scenario")
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.id == id)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.text.hasPrefix(warning))
        #expect(diagnostic.location.line == 2 && diagnostic.location.column == 3)
        for reader in [try VoiceOver(try #require(file.screen)), try TalkBack(try #require(file.screen))] as [ScreenReader] {
            #expect(reader.stops.map(\.element.kind) == [.switch])
            #expect(!reader.readingOrder.contains(""))
        }
    }

    /// Rows of a dialog are not stops of the screen's order, whether they speak or not: only the silent one is warned at.
    @Test func aRowInADialogIsWarnedAtOnlyWhenItHasNothingToSpeak() {
        let source = "screen \"S\"\n  button \"Open\" opens d\n  dialog \"D\" id d\n    row\n      text \"Inside\"\n"
            + "    row\n      icon \"bell\"\n    button \"Close\" closes\n"
        let file = ScenarioFile(parsing: source, file: "row.scenario")
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        #expect(file.diagnostics.map(\.id) == ["row-with-nothing-to-speak"])
        #expect(file.diagnostics.map(\.location.line) == [6])
    }

    @Test func aRowThatSpeaksGetsNoWarning() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  row \"Wi-Fi\"\n    icon \"wifi\"\n  row\n    text \"Note\"\n", file: "row.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    }

    @Test func aStopThatSaysNothingIsAnAuditFinding() throws {
        let screen = Screen("S") { Text(""); Switch("Wi-Fi") }
        let finding = try #require(Audit.run(screen: screen).first { $0.checkID == "SRS024" })
        #expect(finding.element.kind == .text)
        #expect(finding.severity == .error)
        #expect(finding.announcements.map(\.utterances) == [[""], [""]])
        #expect(!Audit.run(screen: Screen("S") { Text("Note"); Switch("Wi-Fi") }).contains { $0.checkID == "SRS024" })
    }

    // MARK: `opens` (item 7)

    static let deleteAccount = """
        screen "Account"
          button "Delete account" opens "Delete your account?"
          dialog "Delete your account?" id confirm-delete alert
            button "Cancel" closes

        """

    @Test func opensNamesADialogByItsLabel() throws {
        let file = ScenarioFile(parsing: Self.deleteAccount + """
            scenario "Open it by its title"
              using voiceover, talkback
              touch "Delete account"
              double tap
                voiceover -> "Alert, Delete your account?"
                talkback -> "Delete your account?"
              expect focus "Delete your account?"

            """, file: "delete.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        #expect(ScenarioRunner.run(file).failures.isEmpty)
        let screen = try #require(file.screen)
        #expect(!Audit.run(screen: screen).contains { $0.checkID == "SRS022" })
        #expect(CompiledScreen(screen).openers(of: try ScreenIndex(screen).element("Delete your account?")).map(\.name)
            == ["Delete account"])
    }

    @Test(arguments: [
        // A title that names no dialog is quoted in the advice, so the advice parses when copied.
        ("opens \"Delete account?\"", "'opens \"Delete account?\"' names no dialog; give a dialog 'id \"Delete account?\"'", nil as String?),
        // A near miss too far for a typo: the id it begins.
        ("opens confirm", "'opens confirm' names no dialog; give a dialog 'id confirm'", "confirm-delete"),
        ("opens delete", "'opens delete' names no dialog; give a dialog 'id delete'", "confirm-delete"),
    ])
    func opensNamingNoDialogQuotesTheNameAndSuggestsANearMiss(opens: String, message: String, suggestion: String?) throws {
        let source = Self.deleteAccount.replacingOccurrences(of: "opens \"Delete your account?\"", with: opens)
        let file = ScenarioFile(parsing: source, file: "delete.scenario")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.map(\.id) == ["unknown-opens-target"])
        #expect(diagnostic.text.hasPrefix(message), "\(diagnostic.text)")
        #expect(diagnostic.suggestion == suggestion)
    }

    @Test func anOrderTargetThatIsNoWordIsQuotedInTheAdvice() throws {
        let file = ScenarioFile(parsing: "screen \"S\"\n  button \"A\" before \"Top row\"\n  button \"B\" id top\n", file: "o.scenario")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.id == "unknown-order-target")
        #expect(diagnostic.text == "'before \"Top row\"' names no element; give the target element 'id \"Top row\"' or fix the name")
    }

    @Test func aNameThatIsOneWordIsWrittenAsItIsAndAnyOtherIsQuoted() {
        #expect(Token.written("confirm-delete") == "confirm-delete")
        #expect(Token.written("Delete your account?") == "\"Delete your account?\"")
        #expect(Token.written("say \"hi\"") == "\"say \\\"hi\\\"\"")
    }

    // MARK: Keywords (item 8)

    @Test func readersAndKeysAreReadInAnyCase() {
        let file = ScenarioFile(parsing: """
            screen "S"
              button "Save"
              button "Cancel"

            scenario "As the tool prints them"
              using VoiceOver, TalkBack, iOS, Android
              press Tab
                VoiceOver -> "Save, button"
                TalkBack -> "Save, button, double tap to activate"
              press TAB
              press Shift+Tab
              expect focus "Save"

            """, file: "case.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        #expect(result.scenarios.first?.readers == [.voiceOver, .talkBack, .iosKeyboard, .androidKeyboard])
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aReaderListedTwiceInAnotherCaseIsADuplicate() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  button \"Save\"\nscenario \"X\"\n  using voiceover, VoiceOver\n  swipe right\n",
                                file: "case.scenario")
        #expect(file.diagnostics.map(\.id) == ["duplicate-reader"])
    }

    @Test(arguments: ["double-tap", "tap", "dubble tap", "doubletap", "Double_tap"])
    func aMisspeltDoubleTapSuggestsDoubleTap(step: String) throws {
        let file = ScenarioFile(parsing: "screen \"S\"\n  button \"Save\"\nscenario \"X\"\n  using voiceover\n  \(step)\n", file: "tap.scenario")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.id == "unknown-step")
        #expect(diagnostic.suggestion == "double tap")
    }

    // MARK: Scenario scope (item 25)

    static let wizard = """
        screen "Step 1"
          button "Back"
          link "Next" navigates "Step 2"
          button "Help"

        """

    @Test func stepsAfterLeavingTheScreenHaveNoEffect() throws {
        let file = ScenarioFile(parsing: Self.wizard + """
            scenario "Next leaves the screen"
              using voiceover, talkback
              touch "Next"
              double tap -> nothing
              swipe right -> "Help, button"
              swipe left -> nothing
              expect focus "Next"

            """, file: "wizard.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        // Only the swipe that expected speech fails: nothing is said once the screen is gone.
        #expect(result.failures.map { $0.location?.line } == [9, 9])
        let run = try #require(result.scenarios.first?.steps[2].runs.first)
        guard case .noEffect(.screenLeft(let element, let destination))? = run.events.first else {
            Issue.record("\(run.events)")
            return
        }
        #expect(element.name == "Next" && destination == "Step 2")
        #expect(NoEffectReason.screenLeft(element, to: destination).description.contains("end the scenario there"))
    }

    @Test func announceAndOpenDialogAreStepsTheAppTakes() {
        let file = ScenarioFile(parsing: """
            screen "Checkout"
              button "Pay"
              dialog "Sign in failed" id failed alert
                button "OK" closes

            scenario "The app speaks and opens a dialog"
              using voiceover, talkback, ios
              announce "Connection lost"
                voiceover -> "Connection lost"
                talkback -> "Connection lost"
                ios -> nothing
              open dialog failed
                voiceover -> "Alert, Sign in failed"
                talkback -> "Sign in failed"
                ios -> nothing
              expect focus "Sign in failed"
              escape
                voiceover -> nothing
                talkback -> nothing
              open dialog "Sign in failed"
              expect focus "Sign in failed"

            """, file: "app.scenario")
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(Input.announce("Connection lost").description == "announce \"Connection lost\"")
        #expect(Input.openDialog("Sign in failed").description == "open dialog \"Sign in failed\"")
    }

    @Test(arguments: [
        ("  open dialog faild\n", "unknown-dialog", "failed" as String?),
        ("  open dialg failed\n", "unexpected-word", "dialog"),
        ("  announce Hello\n", "missing-step-label", nil),
    ])
    func badAppStepsAreReportedAtTheWord(step: String, id: String, suggestion: String?) throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              button "Pay" opens failed
              dialog "Failed" id failed
                button "OK" closes
            scenario "X"
              using voiceover
            \(step)
            """, file: "bad.scenario")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.map(\.id) == [id])
        #expect(diagnostic.suggestion == suggestion)
    }
}
