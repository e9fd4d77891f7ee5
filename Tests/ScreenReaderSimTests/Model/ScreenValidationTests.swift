import Testing
@testable import ScreenReaderSim

/// A screen built in Swift gets the checks a scenario file's screen gets, with the same ids and messages (issue 23,
/// item 3), thrown by the readers' initialisers and by `screen.validate()`.
@Suite struct ScreenValidationTests {
    /// A screen built in Swift, and the same screen as a scenario file.
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let screen: @Sendable () -> Screen
        let file: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "value-out-of-range", screen: { Screen("S") { Stepper("Guests", value: 50, in: 1...10) } },
             file: "  stepper \"Guests\" value 50 min 1 max 10"),
        Case(id: "value-out-of-range", screen: { Screen("S") { Slider("Volume", value: 500, in: 0...100) } },
             file: "  slider \"Volume\" value 500"),
        Case(id: "two-selected-radios",
             screen: { Screen("S") { RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large", isSelected: true) } } },
             file: "  radio-group \"Size\"\n    radio \"Small\" selected\n    radio \"Large\" selected"),
        Case(id: "two-selected-children",
             screen: { Screen("S") { TabBar("Main") { Tab("Home", isSelected: true); Tab("Search", isSelected: true) } } },
             file: "  tab-bar \"Main\"\n    tab \"Home\" selected\n    tab \"Search\" selected"),
        Case(id: "menu-value-names-no-option",
             screen: { Screen("S") { Menu("Sort", value: "Newset") { Option("Newest"); Option("Oldest") } } },
             file: "  menu \"Sort\" value \"Newset\"\n    option \"Newest\"\n    option \"Oldest\""),
        Case(id: "stepper-in-row", screen: { Screen("S") { Row { Text("Guests"); Stepper("Guests", value: 2, in: 1...4) } } },
             file: "  row\n    text \"Guests\"\n    stepper \"Guests\" value 2 min 1 max 4"),
        Case(id: "not-a-radio", screen: { Screen("S") { RadioGroup("Size") { Button("Small") } } },
             file: "  radio-group \"Size\"\n    button \"Small\""),
        Case(id: "unknown-opens-target", screen: { Screen("S") { Button("Pay").opens("faild"); Dialog("Failed", id: "failed") { Button("OK").closes() } } },
             file: "  button \"Pay\" opens faild\n  dialog \"Failed\" id failed\n    button \"OK\" closes"),
        Case(id: "closes-outside-dialog", screen: { Screen("S") { Button("Go").closes() } }, file: "  button \"Go\" closes"),
        Case(id: "option-outside-menu", screen: { Screen("S") { Option("Newest") } }, file: "  option \"Newest\""),
        Case(id: "attribute-does-not-fit", screen: { Screen("S") { Button("Go").secure() } }, file: "  button \"Go\" secure"),
        Case(id: "attribute-does-not-fit", screen: { Screen("S") { Text("Note").announces("Hi") } },
             file: "  text \"Note\" announces \"Hi\""),
    ]

    @Test(arguments: cases)
    func aSwiftScreenIsRejectedWithTheScenarioFilesMessage(_ testCase: Case) throws {
        let screen = testCase.screen()
        let file = ScenarioFile(parsing: "screen \"S\"\n\(testCase.file)\n", file: "s.scenario")
        let diagnostic = try #require(file.diagnostics.first { $0.severity == .error })
        #expect(diagnostic.id == testCase.id)
        let problems = screen.problems.filter { $0.severity == .error }
        #expect(problems.map(\.id) == [testCase.id])
        #expect(problems.first?.message == diagnostic.fullMessage)
        #expect(throws: ScreenValidationError.self) { try screen.validate() }
        #expect(throws: FocusOrderError.invalidScreen(ScreenValidationError(problems: problems))) { try VoiceOver(screen) }
        #expect(throws: FocusOrderError.self) { try TalkBack(screen) }
        #expect(throws: FocusOrderError.self) { try KeyboardOnly(.ios, screen: screen) }
    }

    @Test func theErrorNamesTheElementAndSaysWhatToDo() {
        let screen = Screen("S") { Stepper("Guests", value: 50, in: 1...10) }
        do {
            try screen.validate()
            Issue.record("validate() did not throw")
        } catch {
            #expect(error.description == """
                the screen has 1 error that a scenario file would reject:
                  error: "Guests" stepper: the stepper's value 50 is outside min...max (1...10); pick a value in that range
                """)
        }
    }

    @Test func aValidScreenHasNoProblemsAndReadsAsBefore() throws {
        let screen = Screen("Settings") {
            Heading("Notifications")
            Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
            Stepper("Guests", value: 2, in: 1...10)
            Button("Pay").opens("failed")
            Dialog("Sign in failed", id: "failed", alert: true) { Button("OK").closes() }
        }
        #expect(screen.problems.isEmpty)
        try screen.validate()
        #expect(try VoiceOver(screen).stops.count == 5)
    }

    @Test func aCompiledScreenIsReadAsDeclaredWithoutValidation() throws {
        let screen = Screen("S") { RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large", isSelected: true) } }
        #expect(try VoiceOver(CompiledScreen(screen)).stops.count == 3)
    }

    @Test func anOrderTargetNoElementHasIsItsOwnProblem() {
        let screen = Screen("S") { Button("A").traversal(before: "nowhere"); Button("B") }
        #expect(screen.problems.map(\.id) == ["order-target-not-found"])
        #expect(screen.problems.first?.message.hasSuffix("is ordered relative to id 'nowhere', but no element has that id") == true)
    }

    @Test func anEmptyRowIsAWarningThatDoesNotThrow() throws {
        let screen = Screen("S") { Row { Icon("bell") }; Switch("Wi-Fi") }
        #expect(screen.problems.map(\.id) == ["row-with-nothing-to-speak"])
        #expect(screen.problems.map(\.severity) == [.warning])
        try screen.validate()
        #expect(try VoiceOver(screen).stops.map(\.element.kind) == [.switch])
    }

    // MARK: Lookups suggest (item 17)

    @Test func aLookupThatNamesNoElementSuggestsTheNearestLabel() throws {
        let voiceOver = try VoiceOver(Screen("S") { Switch("Dark mode") })
        do {
            _ = try voiceOver.state(of: "Dark mod")
            Issue.record("no error")
        } catch {
            #expect(error.description == "no element is labelled \"Dark mod\"; did you mean \"Dark mode\"?")
            guard case .noElement(_, let nearest) = error else { Issue.record("\(error)"); return }
            #expect(nearest.label == "Dark mode")
        }
        // The suggestion is advice: the error is still the one for that label.
        #expect(throws: LookupError.noElement(label: "Dark mod")) { try voiceOver.state(of: "Dark mod") }
        #expect(LookupError.noElement(label: "Zzz").description == "no element is labelled \"Zzz\"")
    }

    // MARK: Findings read like the tool (item 18)

    @Test func aFindingDescribesItselfAsTheAuditPrintsIt() throws {
        let finding = try #require(Audit.run(screen: Screen("S") { Switch("") }).first { $0.checkID == "SRS001" })
        #expect(finding.description == """
            error: [SRS001] unnamed switch: the switch has no name: the reader speaks its role and state but not what it is for
              VoiceOver says: "off, switch button, double tap to toggle setting"
              TalkBack says: "Off, switch, double tap to toggle"
              fix: give the switch a visible label, or `label "..."` when none is shown
              criterion: "Name, Role, State must be announced by the screen reader when focus is on the control, if it is isolated in the table row." (Toggle switch acceptance criteria, MagentaA11y native "Toggle switch")
            """)
        #expect(String(describing: [finding]).count < 1_000)
    }
}
