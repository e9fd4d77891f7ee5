import Testing
import ScreenReaderSim

@Suite struct EventListTests {
    @Test func eventListsGiveTheirUtterancesAndStateChanges() throws {
        let voiceOver = try VoiceOver(Screen("S") { RadioGroup { Radio("Small", isSelected: true); Radio("Large") } })
        try voiceOver.touch("Large")
        let events = voiceOver.doubleTap()
        #expect(events.spoken == ["selected"])
        let changes = events.stateChanges
        #expect(changes.map(\.element) == ["Large", "Small"])
        #expect(changes.map(\.to) == [.selected, .unselected])
        #expect(voiceOver.swipeRight().spoken.isEmpty)
    }
}
