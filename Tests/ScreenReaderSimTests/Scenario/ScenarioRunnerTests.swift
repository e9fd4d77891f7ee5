import Testing
@testable import ScreenReaderSim

@Suite struct ScenarioRunnerTests {
    static let screen = """
        screen "Settings"
          switch "Wi-Fi" off
          button "Save" disabled
          stepper "Guests" value 1 min 1 max 3

        """

    func run(_ scenario: String, file name: String = "run.scenario") throws -> ScenarioResult {
        let file = ScenarioFile(parsing: Self.screen + scenario, file: name)
        try #require(!file.hasErrors, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        try #require(result.scenarios.count == 1)
        return result.scenarios[0]
    }

    @Test func aScenarioWhoseSpeechMatchesPasses() throws {
        let result = try run("""
            scenario "Pass"
              using voiceover
              swipe right -> "wi-fi. OFF,  switch button double tap to toggle setting"
              double tap -> "on"
              expect "Wi-Fi" is on
              swipe left -> nothing
              expect focus "Wi-Fi"
            """)
        #expect(result.passed, "\(result.failures)")
        #expect(result.steps[0].runs[0].spoken == ["Wi-Fi, off, switch button, double tap to toggle setting"])
        #expect(result.steps[0].runs[0].events.contains { if case .focusMoved = $0 { true } else { false } })
        #expect(result.steps[3].runs[0].events.contains(.boundaryReached(.start)))
    }

    @Test func wrongSpeechNamesTheLineAndBothTexts() throws {
        let result = try run("""
            scenario "Fail"
              using voiceover
              swipe right -> "Wi-Fi, on"
            """)
        #expect(result.failures.map(\.description) == [
            "run.scenario:7: expected \"Wi-Fi, on\" but VoiceOver said \"Wi-Fi, off, switch button, double tap to toggle setting\"",
        ])
        #expect(result.failures.first?.reason == .speech(
            expected: ["Wi-Fi, on"], actual: ["Wi-Fi, off, switch button, double tap to toggle setting"]))
    }

    @Test func utteranceCountsAndNothingAreCompared() throws {
        let result = try run("""
            scenario "Counts"
              using talkback
              swipe right -> "Off, Wi-Fi, switch, double tap to toggle", "extra"
              swipe left -> "something"
              swipe left -> nothing        # TalkBack wraps on the second swipe past the start
            """)
        #expect(result.failures.map(\.description) == [
            "run.scenario:7: expected \"Off, Wi-Fi, switch, double tap to toggle\", \"extra\" but TalkBack said \"Off, Wi-Fi, switch, double tap to toggle\"",
            "run.scenario:8: expected \"something\" but TalkBack said nothing",
            "run.scenario:9: expected nothing but TalkBack said \"Guests, 1, increase, button, double tap to activate\"",
        ])
    }

    @Test func anInlineExpectationAppliesToEveryReader() throws {
        let result = try run("""
            scenario "Both"
              using voiceover, talkback
              swipe right -> "Wi-Fi, off, switch button, double tap to toggle setting"
            """)
        #expect(result.failures.map(\.description) == [
            "run.scenario:7: expected \"Wi-Fi, off, switch button, double tap to toggle setting\" but TalkBack said \"Off, Wi-Fi, switch, double tap to toggle\"",
        ])
        #expect(result.steps[0].runs.map(\.reader) == [.voiceOver, .talkBack])
    }

    @Test func perReaderLinesCheckOnlyTheirReader() throws {
        let result = try run("""
            scenario "Each"
              using voiceover, talkback, ios
              swipe right
                voiceover -> "Wi-Fi, off, switch button, double tap to toggle setting"
                talkback -> "Wi-Fi, off"
              press tab
                ios -> nothing
            """)
        #expect(result.failures.map(\.description) == [
            "run.scenario:9: expected \"Wi-Fi, off\" but TalkBack said \"Off, Wi-Fi, switch, double tap to toggle\"",
        ])
        #expect(result.steps[0].run(for: .iosKeyboard)?.spoken == [])
    }

    @Test func everyScenarioStartsFromTheScreenAsDeclared() throws {
        let file = ScenarioFile(parsing: Self.screen + """
            scenario "One"
              using voiceover
              swipe right
              double tap
              expect "Wi-Fi" is on
            scenario "Two"
              using voiceover
              expect "Wi-Fi" is off
              swipe right -> "Wi-Fi, off, switch button, double tap to toggle setting"
            """)
        #expect(ScenarioRunner.run(file).passed)
    }

    @Test func failedChecksSayWhatTheStateIs() throws {
        let result = try run("""
            scenario "Checks"
              using voiceover, talkback
              expect "Wi-Fi" is on
              expect "Guests" is value 2
              expect "Save" is enabled
              expect "Wi-Fi" is disabled
              expect focus "Wi-Fi"
              swipe right
              swipe right
              expect focus "Wi-Fi"
            """)
        #expect(result.failures.map(\.description) == [
            "run.scenario:7: expected \"Wi-Fi\" to be on, but it is off (VoiceOver)",
            "run.scenario:7: expected \"Wi-Fi\" to be on, but it is off (TalkBack)",
            "run.scenario:8: expected \"Guests\" to be value 2, but it is value 1 (VoiceOver)",
            "run.scenario:8: expected \"Guests\" to be value 2, but it is value 1 (TalkBack)",
            "run.scenario:9: expected \"Save\" to be enabled, but it is disabled (VoiceOver)",
            "run.scenario:9: expected \"Save\" to be enabled, but it is disabled (TalkBack)",
            "run.scenario:10: expected \"Wi-Fi\" to be disabled, but it is enabled (VoiceOver)",
            "run.scenario:10: expected \"Wi-Fi\" to be disabled, but it is enabled (TalkBack)",
            "run.scenario:11: expected focus on \"Wi-Fi\", but nothing is focused (VoiceOver)",
            "run.scenario:11: expected focus on \"Wi-Fi\", but nothing is focused (TalkBack)",
            "run.scenario:14: expected focus on \"Wi-Fi\", but focus is on \"Save\" (VoiceOver)",
            "run.scenario:14: expected focus on \"Wi-Fi\", but focus is on \"Save\" (TalkBack)",
        ])
    }

    @Test func passingChecksRecordNoFailure() throws {
        let result = try run("""
            scenario "Checks"
              using talkback
              touch "Guests"
              expect focus "Guests"
              double tap
              expect "Guests" is value 1
              expect "Save" is disabled
            """)
        #expect(result.passed, "\(result.failures)")
    }

    @Test func focusOnEitherHalfOfAStepperOrOnARowIsFocusOnItsControl() throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              row
                text "Wi-Fi"
                switch "Wi-Fi" on
              stepper "Guests"
            scenario "Focus"
              using voiceover
              swipe right
              expect focus "Wi-Fi"
              swipe right
              swipe right
              expect focus "Guests"
              swipe left
              swipe left
              expect focus "Guests"
            """, file: "f.scenario")
        let result = ScenarioRunner.run(file)
        #expect(result.failures.map(\.description) == [
            "f.scenario:15: expected focus on \"Guests\", but focus is on \"Wi-Fi\" (VoiceOver)",
        ])
    }

    @Test func aFileWithErrorsRunsNothing() {
        let file = ScenarioFile(parsing: Self.screen + "scenario \"X\"\n  using voiceover\n  swipe rigt\n")
        #expect(file.hasErrors)
        #expect(ScenarioRunner.run(file).scenarios.isEmpty)
        #expect(ScenarioRunner.run(file).passed)
    }

    @Test func utterancesAreWrittenAsAScenarioWritesThem() {
        #expect(ScenarioFailure.utterances([]) == "nothing")
        #expect(ScenarioFailure.utterances(["A \"quoted\"", "B\\C"]) == #""A \"quoted\"", "B\\C""#)
    }
}
