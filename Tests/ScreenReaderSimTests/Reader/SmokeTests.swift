import Testing
import ScreenReaderSim

@Suite struct SmokeTests {
    @Test func voiceOverSpeaksTheFirstStopOnTheFirstSwipe() throws {
        let screen = Screen("S") { Heading("Notifications") }
        let voiceOver = try VoiceOver(screen)
        voiceOver.swipeRight()
        #expect(voiceOver.lastSpoken == "Notifications, heading")
    }
}
