import Testing
@testable import ScreenReaderSim

@Suite struct ScenarioLoweringTests {
    static let example = """
        # A comment runs from '#' to the end of the line (outside quotes).
        screen "Settings"
          heading "Notifications"
          row
            icon "bell"                          # decorative: never a focus stop
            text "Allow notifications"
            switch "Allow notifications" on
          switch "Bluetooth" off disabled
          checkbox "Remember me" checked
          radio-group "Text size"
            radio "Small"
            radio "Medium" selected
            radio "Large" disabled
          stepper "Guests" value 2 min 1 max 10 step 1
          button "Save"
          image "Company logo"
          text "Build 2.1" hidden
          switch "" label "Dark mode" off        # no visible label; accessibility label set

        scenario "Turn notifications off with VoiceOver"
          using voiceover
          swipe right -> "Notifications, heading"
          swipe right -> "Allow notifications, on, switch button, double tap to toggle setting"
          double tap -> "off"
          expect "Allow notifications" is off
          press enter -> nothing

        scenario "Both readers, side by side"
          using voiceover, talkback
          swipe right
            voiceover -> "Notifications, heading"
            talkback -> "Notifications, heading"

        """

    @Test func theCoreGrammarExampleParsesAndPasses() throws {
        let file = ScenarioFile(parsing: Self.example, file: "example.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        let screen = try #require(file.screen)
        #expect(screen.title == "Settings")
        #expect(screen.location == SourceLocation(file: "example.scenario", line: 2, column: 1))
        #expect(screen.elements.map(\.kind) == [.heading, .row, .switch, .checkbox, .radioGroup, .stepper, .button, .image, .text, .switch])
        #expect(file.scenarios.map(\.name) == ["Turn notifications off with VoiceOver", "Both readers, side by side"])
        #expect(file.scenarios.map(\.readers) == [[.voiceOver], [.voiceOver, .talkBack]])
        let result = ScenarioRunner.run(file)
        #expect(result.passed, "\(result.failures)")
    }

    @Test func lowersTheCoreExampleToTheScreenTheDSLBuilds() throws {
        let file = ScenarioFile(parsing: Self.example)
        var screen = try #require(file.screen)
        let expected = Screen("Settings") {
            Heading("Notifications")
            Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
            Switch("Bluetooth").disabled()
            Checkbox("Remember me", isChecked: true)
            RadioGroup("Text size") { Radio("Small"); Radio("Medium", isSelected: true); Radio("Large").disabled() }
            Stepper("Guests", value: 2, in: 1...10)
            Button("Save")
            Image("Company logo")
            Text("Build 2.1").hidden()
            Switch("").accessibilityLabel("Dark mode")
        }
        screen.location = nil
        screen.elements = screen.elements.map(withoutLocations)
        #expect(screen == expected)
    }

    @Test func lowersEveryExtensionAttribute() throws {
        let file = ScenarioFile(parsing: ScenarioParserTests.everyKindAndAttribute)
        let screen = try #require(file.screen)
        #expect(screen.layoutDirection == .rightToLeft)
        let elements = ScreenIndex(screen).elements
        func element(_ label: String) throws -> Element { try #require(elements.first { $0.name == label }) }
        #expect(try element("Intro").lineLimit == 2)
        #expect(try element("Intro").width == 120.5)
        #expect(try element("Title").order == 1)
        #expect(try element("Logo").frame == Frame(x: 0, y: 0, width: 320, height: 44.5))
        let go = try element("Go")
        #expect(go.navigatesTo == "Details")
        #expect(go.movesFocusTo == "Intro")
        #expect(go.hint == "Opens details")
        let wifi = try element("Wi-Fi")
        #expect(wifi.state == .on && !wifi.exposesRole && !wifi.exposesState && !wifi.isKeyboardReachable && wifi.id == "wifi")
        let terms = try element("Terms")
        #expect(terms.state == .unchecked && !terms.isEnabled && terms.traversalBefore == "wifi")
        #expect(try element("M").traversalAfter == "wifi")
        #expect(try element("S").state == .selected)
        #expect(try element("Guests").range == StepperRange(minimum: 1, maximum: 10, step: 1))
        #expect(try element("Guests").state == .value(2))
        #expect(try element("Note \"quoted\" \\ ok").kind == .text)
        let dark = try element("Dark mode")
        #expect(dark.label == "" && dark.accessibilityLabel == "Dark mode" && dark.isHidden && dark.state == .off)
        #expect(try element("Guests").location == SourceLocation(line: 12, column: 3))
    }

    @Test func stepperDefaultsFollowTheGrammar() throws {
        let file = ScenarioFile(parsing: "screen \"S\"\n  stepper \"A\"\n  stepper \"B\" min 5\n")
        let elements = try #require(file.screen).elements
        #expect(elements[0].range == StepperRange(minimum: 0, maximum: 100, step: 1))
        #expect(elements[0].state == .value(0))
        #expect(elements[1].state == .value(5))
    }

    @Test func lowersStepsChecksAndExpectations() throws {
        let file = ScenarioFile(parsing: ScenarioParserTests.everyStepAndCheck, file: "s.scenario")
        let scenarios = file.scenarios
        try #require(scenarios.count == 2)
        #expect(scenarios[0].steps.map(\.action) == [
            .input(.swipeRight, .all(["Wi-Fi, on, switch button, double tap to toggle setting"])),
            .input(.swipeLeft, .nothing),
            .input(.doubleTap, .all(["off"])),
            .input(.press(.shiftTab), .unchecked),
            .input(.touch("Guests"), .all(["A", "B"])),
            .check(Check("Wi-Fi", .state(.off), location: SourceLocation(file: "s.scenario", line: 11, column: 3))),
            .check(Check("Guests", .state(.value(2)), location: SourceLocation(file: "s.scenario", line: 12, column: 3))),
            .check(Check("Guests", .enabled(true), location: SourceLocation(file: "s.scenario", line: 13, column: 3))),
            .check(Check("Guests", .focus, location: SourceLocation(file: "s.scenario", line: 14, column: 3))),
        ])
        #expect(scenarios[0].steps[0].location == SourceLocation(file: "s.scenario", line: 6, column: 3))
        #expect(scenarios[1].readers == [.voiceOver, .talkBack, .iosKeyboard, .androidKeyboard])
        #expect(scenarios[1].steps[0].expectation == .perReader([
            .voiceOver: ["Wi-Fi, on, switch button, double tap to toggle setting"],
            .talkBack: ["On, Wi-Fi, switch, double tap to toggle"],
        ]))
        #expect(scenarios[1].steps[0].expectation?.utterances(for: .iosKeyboard) == nil)
        #expect(scenarios[1].steps[1].expectation?.utterances(for: .iosKeyboard) == [])
    }

    @Test func crlfLineEndingsParseLikeLF() {
        let lf = ScenarioFile(parsing: Self.example)
        let crlf = ScenarioFile(parsing: Self.example.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
        #expect(crlf.diagnostics.isEmpty)
        #expect(SyntaxTreeDumper.dump(crlf.syntax) == SyntaxTreeDumper.dump(lf.syntax))
        #expect(crlf.screen == lf.screen)
    }

    @Test func aFileWithErrorsKeepsAPartialTree() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  swich \"A\"\n  button \"B\"\nscenario \"X\"\n  using voiceover\n  swipe sideways\n  double tap\n")
        #expect(file.hasErrors)
        #expect(file.syntax.elements.map(\.kind) == [.button])
        #expect(file.syntax.scenarios.first?.steps.map { $0.action } == [nil, .input(.doubleTap)])
        #expect(file.screen == nil && file.scenarios.isEmpty)
    }

    @Test func tenThousandLevelsOfNestingDoNotOverflowTheStack() throws {
        let depth = 10_000
        let spaces = String(repeating: " ", count: depth + 1)
        let groups = (0..<depth).map { spaces.prefix($0 + 1) + "group\n" }.joined()
        let text = "screen \"Deep\"\n" + groups + spaces + "button \"Bottom\"\n"
            + "scenario \"Reach the bottom\"\n  using voiceover\n  swipe right -> \"Bottom, button\"\n  expect focus \"Bottom\"\n"
        let file = ScenarioFile(parsing: text)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.prefix(3))")
        #expect(file.syntax.elements.count == depth + 1)
        #expect(file.syntax.elements.last?.depth == depth)
        #expect(file.screen != nil)
        #expect(ScenarioRunner.run(file).passed)
    }
}

/// The element and its children without source locations, for comparing with DSL-built screens (iterative).
private func withoutLocations(_ element: Element) -> Element {
    var copy = element
    copy.location = nil
    copy.children = copy.children.map(withoutLocations)
    return copy
}
