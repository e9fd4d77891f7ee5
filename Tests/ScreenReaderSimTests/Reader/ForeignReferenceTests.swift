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

@Suite struct FailedTouchTests {
    @Test func aTouchThatNamesNothingDoesNotMakeTalkBackForgetTheSwallowedSwipe() throws {
        let talkBack = try TalkBack(Screen("S") { Text("A"); Text("B") })
        talkBack.swipeRight()
        talkBack.swipeRight()
        #expect(talkBack.swipeRight() == [.boundaryReached(.end)])
        #expect(throws: LookupError.noElement(label: "Nope")) { try talkBack.touch("Nope") }
        #expect(talkBack.swipeRight().compactMap(\.utterance) == ["A"])
    }
}
