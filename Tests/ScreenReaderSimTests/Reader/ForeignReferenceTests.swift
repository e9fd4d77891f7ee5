import Testing
import ScreenReaderSim

@Suite struct ForeignReferenceTests {
    @Test func referencesFromAnotherScreenAreAnsweredWithoutCrashing() throws {
        let big = try VoiceOver(Screen("Big") { Text("A"); Text("B"); Switch("C", isOn: true) })
        let small = try TalkBack(Screen("Small") { Text("Only") })
        let foreignElement = try big.element("C")
        let foreignStop = try #require(big.stops.last)
        #expect(!small.owns(foreignElement))
        #expect(small.state(of: foreignElement) == nil)
        #expect(!small.isEnabled(foreignElement))
        #expect(small.stop(holding: foreignElement) == nil)
        #expect(!small.owns(foreignStop))
        #expect(small.announcement(for: foreignStop) == "")
        #expect(!small.isEnabled(foreignStop))
        #expect(!small.isFocused(foreignElement))
        #expect(big.state(of: foreignElement) == .on)
    }
}
