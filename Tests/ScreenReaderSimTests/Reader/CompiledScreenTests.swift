import ScreenReaderSim
import Testing

/// One compiled screen shared by many readers: each reader keeps only its own state; logs can be bounded or off.
@Suite struct CompiledScreenTests {
    let screen = Screen("S") {
        Heading("Network")
        Switch("Wi-Fi").id("wifi")
        Stepper("Guests", value: 2, in: 1...3)
        RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") }
    }

    @Test func readersOfOneCompiledScreenSpeakAsReadersOfTheScreenItself() throws {
        let compiled = CompiledScreen(screen)
        #expect(try VoiceOver(compiled).announcements == VoiceOver(screen).announcements)
        #expect(try TalkBack(compiled).announcements == TalkBack(screen).announcements)
        #expect(try KeyboardOnly(.ios, screen: compiled).stops == KeyboardOnly(.ios, screen: screen).stops)
    }

    @Test func readersSharingACompiledScreenKeepTheirOwnStateFocusAndLog() throws {
        let compiled = CompiledScreen(screen)
        let first = try VoiceOver(compiled)
        let second = try VoiceOver(compiled)
        try first.touch("Wi-Fi")
        first.doubleTap()
        try first.touch("Large")
        first.doubleTap()
        #expect(try first.state(of: "Wi-Fi") == .on)
        #expect(try first.state(of: "Small") == .unselected)
        #expect(try second.state(of: "Wi-Fi") == .off)
        #expect(try second.state(of: "Small") == .selected)
        #expect(second.focus == nil)
        #expect(second.log.isEmpty)
        // A reader started after the first changed state still starts from the screen as declared.
        let third = try TalkBack(compiled)
        #expect(try third.state(of: "wifi") == .off)
        #expect(compiled.screen == screen)
    }

    @Test func aReaderWithNoLogStillReturnsEveryEventAndTheLastUtterance() throws {
        let reader = try VoiceOver(CompiledScreen(screen), log: .none)
        let events = reader.swipeRight() + reader.swipeRight() + reader.doubleTap()
        #expect(events.spoken == ["Network, heading", "Wi-Fi, off, switch button, double tap to toggle setting", "on"])
        #expect(reader.log.isEmpty)
        #expect(reader.spokenLog.isEmpty)
        #expect(reader.lastSpoken == "on")
        #expect(reader.logRetention == .none)
    }

    @Test func aBoundedLogKeepsOnlyTheMostRecentEvents() throws {
        let reader = try TalkBack(CompiledScreen(screen), log: .recent(3))
        var all: [ReaderEvent] = []
        for _ in 0..<20 { all += reader.swipeRight() }
        #expect(reader.log == Array(all.suffix(3)))
        let unbounded = try TalkBack(screen)
        for _ in 0..<20 { unbounded.swipeRight() }
        #expect(unbounded.log == all)
    }

    @Test func resetStartsTheReaderOverAsDeclared() throws {
        let reader = try TalkBack(CompiledScreen(screen))
        try reader.touch("Guests")
        reader.doubleTap()
        #expect(try reader.state(of: "Guests") == .value(1))
        reader.reset()
        #expect(try reader.state(of: "Guests") == .value(2))
        #expect(reader.focus == nil)
        #expect(reader.log.isEmpty)
        #expect(reader.lastSpoken == nil)
        #expect(reader.swipeRight().spoken == ["Network, heading"])
    }

    @Test func aCycleIsReportedByEveryReaderOfTheCompiledScreen() throws {
        let cyclic = Screen("S") {
            Switch("A").id("a").traversal(after: "b")
            Switch("B").id("b").traversal(after: "a")
        }
        let compiled = CompiledScreen(cyclic)
        #expect(throws: FocusOrderError.self) { try compiled.validateFocusOrder(for: .ios) }
        #expect(throws: FocusOrderError.self) { try VoiceOver(compiled) }
        #expect(throws: FocusOrderError.self) { try TalkBack(compiled) }
    }

    @Test func aScenarioFileCompilesItsScreenOnceForEveryScenario() throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              switch "Wi-Fi"

            scenario "One"
              using voiceover, talkback
              touch "Wi-Fi"
              double tap -> "on"

            scenario "Two"
              using voiceover, talkback
              expect "Wi-Fi" is off
            """, file: "s.scenario")
        let compiled = try #require(file.compiledScreen)
        #expect(compiled.screen == file.screen)
        #expect(ScenarioRunner.run(file).passed)
        // Running changed no shared state: a fresh reader still sees the declared state.
        #expect(try VoiceOver(compiled).state(of: "Wi-Fi") == .off)
    }
}
