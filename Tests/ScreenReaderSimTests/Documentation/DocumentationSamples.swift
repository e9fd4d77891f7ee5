// The Swift samples of README.md and the DocC catalog, compiled and run as tests. `DocumentationSampleTests` checks
// that every sample's lines appear here in order, so a sample that stops compiling or stops being true fails the build
// or the test run. Keep each sample's lines verbatim (indentation aside).
import Foundation
import Testing
import ScreenReaderSim

@Test func rowTogglesItsSwitch() throws {
    let screen = Screen("Settings") {
        Heading("Notifications")
        Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
        Stepper("Guests", value: 2, in: 1...10)
    }
    let voiceOver = try VoiceOver(screen)
    voiceOver.swipeRight()
    voiceOver.swipeRight()
    #expect(voiceOver.lastSpoken == "Allow notifications, on, switch button, double tap to toggle setting")
    voiceOver.doubleTap()
    #expect(voiceOver.lastSpoken == "off")
    #expect(try voiceOver.state(of: "Allow notifications") == .off)
}

@Test func customControlSample() throws {
    let rating = Button("Rating").accessibilityRole("star rating").accessibilityValue("3 of 5 stars")
        .accessibilityActions(["Increase", "Decrease"])
    // VoiceOver: "Rating, 3 of 5 stars, star rating, actions available"
    // TalkBack:  "3 of 5 stars, Rating, star rating, double tap to activate, actions available, use tap with three fingers to view"
    let screen = Screen("Rating") { rating }
    #expect(try VoiceOver(screen).readingOrder == ["Rating, 3 of 5 stars, star rating, actions available"])
    #expect(try TalkBack(screen).readingOrder == [
        "3 of 5 stars, Rating, star rating, double tap to activate, actions available, use tap with three fingers to view",
    ])
}

@Test func ownWordingSample() throws {
    let settings = Screen("Settings") { Switch("Wi-Fi", isOn: true) }
    let role = SpokenRole(settings.elements[0])
    var dutch = PhraseTable.voiceOver
    dutch.roleWords[role] = "schakelaar"
    dutch.stateWords[.on] = "aan"
    dutch.separator = " / "
    dutch.orders[role] = PhraseTable.PhraseOrder(always: [.role, .name, .state])
    let voiceOver = try VoiceOver(settings, phrases: dutch)
    #expect(voiceOver.readingOrder == ["schakelaar / Wi-Fi / aan"])
}

@Test func layersSample() throws {
    let screen = Screen("Checkout") {
        Button("Pay").opens("failed")
        Button("Copy code").announces("Copied to clipboard")
        Menu("Sort by", value: "Newest") { Option("Newest"); Option("Oldest") }
        Dialog("Sign in failed", id: "failed", alert: true) {
            Text("The password is incorrect.")
            Button("OK").closes()
        }
    }
    let voiceOver = try VoiceOver(screen)
    try voiceOver.touch("Pay")
    #expect(voiceOver.doubleTap().spoken == ["Alert, Sign in failed"])
    #expect(voiceOver.openLayerElements.map(\.name) == ["Sign in failed"])
    voiceOver.escape()                       // back on "Pay"
    voiceOver.openDialog("failed")           // as the app would, with no control: closing returns focus where it was
    voiceOver.rotor(.headings)               // then swipeDown() / swipeUp() move by headings
    #expect(voiceOver.openLayerElements.map(\.name) == ["Sign in failed"])
}

@Test func importingSample() throws {
    let dump = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Imported/settings-network.xml")
    // dump: the file's URL, e.g. URL(fileURLWithPath: "settings-network.xml")
    let screen = try Screen(importing: dump, density: 2.625)
    let talkBack = try TalkBack(screen)
    #expect(talkBack.readingOrder[3] == "Off, Airplane mode, switch, double tap to toggle")
}
