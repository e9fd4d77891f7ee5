import Testing
import ScreenReaderSim

/// The library-side rough edges a new user hit (issue 12): frames, traversal overrides, stepper bounds, cycles,
/// line limits, failure locations and radios that stay selected.
@Suite struct NewcomerRoughEdgeTests {
    // MARK: 2. One sibling without a frame no longer switches VoiceOver's geometric order off for all of them.

    @Test func voiceOverSortsTheFramedSiblingsAndLeavesAnUnframedOneInItsTreePlace() throws {
        let screen = Screen("S") {
            Button("Bottom").frame(x: 0, y: 200, width: 100, height: 44)
            Text("No frame")
            Button("Top").frame(x: 0, y: 0, width: 100, height: 44)
        }
        #expect(try VoiceOver(screen).announcements == ["Top, button", "No frame", "Bottom, button"])
        #expect(try TalkBack(screen).announcements.first == "Bottom, button, double tap to activate")
        let report = try FocusOrderReport(screen: screen)
        #expect(report.unframedAmongFramed.map(\.name) == ["No frame"])
        #expect(report.text().contains(
            "VoiceOver sorts elements with frames by position; this one has no frame and keeps its tree position: \"No frame\" text."))
    }

    // MARK: 3. `before`/`after` are Android's: TalkBack follows them, VoiceOver (iOS has no such attribute) does not.

    @Test func traversalOverridesReorderTalkBackButNotVoiceOver() throws {
        let screen = Screen("S") {
            Button("First").id("first")
            Button("Second").traversal(before: "first")
        }
        #expect(try TalkBack(screen).announcements == ["Second, button, double tap to activate", "First, button, double tap to activate"])
        #expect(try VoiceOver(screen).announcements == ["First, button", "Second, button"])
        #expect(try KeyboardOnly(.ios, screen: screen).stops.map(\.element.name) == ["First", "Second"])
        #expect(try KeyboardOnly(.android, screen: screen).stops.map(\.element.name) == ["Second", "First"])
        #expect(!PlatformRules.ios.appliesTraversalOverrides)
        #expect(PlatformRules.android.appliesTraversalOverrides)
    }

    // MARK: 9. Every input a keyboard-only reader cannot receive is warned about, and only those.

    @Test(arguments: [
        ("swipe right", true), ("swipe up", true), ("double tap", true), ("touch \"Wi-Fi\"", true), ("escape", true),
        ("rotor headings", true), ("press tab", false), ("press space", false), ("type \"a\"", false),
    ])
    func aGestureToAKeyboardOnlyReaderIsWarnedAboutAsTheEngineIgnoresIt(step: String, isGesture: Bool) throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              heading "Top"
              switch "Wi-Fi"

            scenario "One input"
              using voiceover, ios
              \(step)

            """)
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        #expect(file.diagnostics.map(\.id) == (isGesture ? ["gesture-to-keyboard"] : []), "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        let ios = try #require(result.scenarios.first?.steps.first?.run(for: .iosKeyboard))
        let ignored = ios.events.contains { if case .noEffect(.noScreenReader) = $0 { true } else { false } }
        #expect(ignored == isGesture, "\(ios.events)")
    }

    // MARK: 4. A stepper button at its bound is at the bound, not "disabled".

    @Test func aStepperButtonAtItsBoundSaysWhichBoundNotDisabled() throws {
        let voiceOver = try VoiceOver(Screen("S") { Stepper("Guests", value: 10, in: 1...10) })
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let events = voiceOver.doubleTap()
        let guests = try voiceOver.element("Guests")
        #expect(events == [.noEffect(.atBound(guests, .increment, 10))])
        #expect(NoEffectReason.atBound(guests, .increment, 10).description
            == "the increment button of the \"Guests\" stepper is at the maximum (10)")
        #expect(voiceOver.isEnabled(guests))
        let talkBack = try TalkBack(Screen("S") { Stepper("Guests", value: 1, in: 1...10) })
        talkBack.swipeRight()
        #expect(talkBack.doubleTap() == [.noEffect(.atBound(try talkBack.element("Guests"), .decrement, 1))])
    }

    @Test func aDisabledStepperIsStillDisabled() throws {
        let voiceOver = try VoiceOver(Screen("S") { Stepper("Guests", value: 10, in: 1...10).disabled() })
        voiceOver.swipeRight()
        #expect(voiceOver.doubleTap() == [.noEffect(.disabled(try voiceOver.element("Guests")))])
    }

    // MARK: 7. A cycle is reported with the file's other errors.

    @Test func aCycleIsReportedAlongsideOtherErrors() {
        let file = ScenarioFile(parsing: """
            screen "S"
              button "A" id a after b
              button "B" id b after a
              swich "Typo"
            """, file: "cycle.scenario")
        #expect(file.diagnostics.map(\.id) == ["order-cycle", "unknown-kind"], "\(file.renderedDiagnostics)")
    }

    // MARK: 8. Line limits and widths must be positive, and a line limit without a width is flagged.

    @Test func aLineLimitWithoutAWidthOrFrameIsAWarning() throws {
        let file = ScenarioFile(parsing: "screen \"S\"\n  text \"Long text\" lines 2\n", file: "lines.scenario")
        #expect(file.diagnostics.map(\.id) == ["line-limit-unchecked"])
        let warning = try #require(file.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "lines.scenario", line: 2, column: 20))
        #expect(!file.hasErrors)
        let framed = ScenarioFile(parsing: "screen \"S\"\n  text \"Long text\" lines 2 frame 0 0 100 20\n")
        #expect(framed.diagnostics.isEmpty)
    }

    // MARK: 16. A failed expectation points at its `->` and names the first word that differs.

    @Test func aFailedExpectationPointsAtItsArrow() throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              switch "Wi-Fi"

            scenario "Wrong"
              using voiceover, talkback
              swipe right
                voiceover -> "Wi-Fi, on, switch button, double tap to toggle setting"
                talkback -> "Off, Wi-Fi, switch, double tap to toggle"
              double tap -> "of"
            """, file: "wrong.scenario")
        let failures = ScenarioRunner.run(file).failures
        #expect(failures.map(\.location) == [
            SourceLocation(file: "wrong.scenario", line: 7, column: 15),
            SourceLocation(file: "wrong.scenario", line: 9, column: 14),
            SourceLocation(file: "wrong.scenario", line: 9, column: 14),
        ])
    }

    @Test func theFirstDifferingWordIsFound() throws {
        let mismatch = try #require(SpeechMismatch(
            expected: ["Wi-Fi, on, switch button"], actual: ["Wi-Fi, off, switch button, double tap to toggle setting"]))
        #expect(mismatch.utterance == 0)
        #expect(mismatch.expectedWord == "on")
        #expect(mismatch.actualWord == "off")
        #expect(mismatch.actualOffset == 7)
        #expect(mismatch.summary == "\"off\" where \"on\" was expected")
        let longer = try #require(SpeechMismatch(expected: ["A", "B, button"], actual: ["a", "B"]))
        #expect(longer.utterance == 1)
        #expect(longer.summary == "the speech ends where \"button\" was expected")
        #expect(SpeechMismatch(expected: ["Wi-Fi, on"], actual: ["wi-fi on."]) == nil)
    }

    // MARK: 17. Space on a selected radio says it stays selected.

    @Test func activatingASelectedRadioSaysItStaysSelected() throws {
        let keyboard = try KeyboardOnly(.ios, screen: Screen("S") {
            RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") }
        })
        keyboard.press(.tab)
        let small = try keyboard.element("Small")
        let events = keyboard.press(.space)
        #expect(events == [.noEffect(.alreadySelected(small))])
        let transcript = Transcript(title: "T", screenTitle: "S", reader: .iosKeyboard, entries: [])
        #expect(transcript.describe(events[0], after: .press(.space)) == "\"Small\" radio stays selected")
    }

    @Test func activatingASelectedSegmentOrTabSaysItStaysSelected() throws {
        let screen = Screen("S") {
            SegmentedControl("View") { Segment("Day", isSelected: true); Segment("Week") }
            TabBar("Sections") { Tab("Home", isSelected: true); Tab("Search") }
        }
        for label in ["Day", "Home"] {
            let keyboard = try KeyboardOnly(.android, screen: screen)
            let item = try keyboard.element(label)
            for _ in 0..<4 where !keyboard.isFocused(item) { keyboard.press(.tab) }
            #expect(keyboard.isFocused(item))
            #expect(keyboard.press(.space) == [.noEffect(.alreadySelected(item))])
            let talkBack = try TalkBack(screen)
            try talkBack.touch(label)
            #expect(talkBack.doubleTap() == [.noEffect(.alreadySelected(item)), .spoken("Selected")])
        }
    }
}
