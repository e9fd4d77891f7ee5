import ScreenReaderSim
import ScreenReaderSimTesting
import SettingsScreen
import XCTest

/// The same spec under XCTest, with the `Assert…` spellings.
final class SettingsScreenXCTests: XCTestCase {
    func testTalkBackTogglesTheRow() throws {
        let talkBack = try TalkBack(SettingsScreen.make(notificationsOn: false))
        AssertSpeech(talkBack, after: .swipeRight, "Notifications, heading")
        AssertSpeech(talkBack, after: .swipeRight, "Off, Allow notifications, switch, double tap to toggle")
        AssertSpeech(talkBack, after: .doubleTap, "On")
        AssertLog(of: talkBack, matchesSnapshot: "talkback-toggle")
    }

    func testTheScenarioFilesPass() {
        AssertScenarios(at: "Scenarios/settings.scenario")
    }
}
