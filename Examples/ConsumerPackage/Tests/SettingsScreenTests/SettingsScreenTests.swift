import ScreenReaderSim
import ScreenReaderSimTesting
import SettingsScreen
import Testing

/// The settings screen's spec under Swift Testing, with the helpers exactly as the README shows them.
@Suite struct SettingsScreenTests {
    @Test func theRowTogglesItsSwitch() throws {
        let voiceOver = try VoiceOver(SettingsScreen.make())
        expectSpeech(voiceOver, after: .swipeRight, "Notifications, heading")
        expectSpeech(voiceOver, after: .swipeRight, "Allow notifications, on, switch button, double tap to toggle setting")
        expectSpeech(voiceOver, after: .doubleTap, "off")
        #expect(try voiceOver.state(of: "Allow notifications") == .off)
    }

    @Test func talkBackReadsEveryStopInOrder() throws {
        expectAnnouncements(try TalkBack(SettingsScreen.make()), [
            "Notifications, heading",
            "On, Allow notifications, switch, double tap to toggle",
            "Guests, 2, decrease, button, double tap to activate",
            "Guests, 2, increase, button, double tap to activate",
        ])
    }

    @Test func theReadingOrderMatchesTheGoldenFile() {
        expectFocusOrder(of: SettingsScreen.make(), matchesSnapshot: "settings")
    }

    @Test func theScenarioFilesPass() {
        let results = expectScenarios(at: "Scenarios")
        #expect(results.count == 1)
        #expect(results.first?.scenarios.count == 2)
    }
}
