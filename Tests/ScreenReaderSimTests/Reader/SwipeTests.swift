import ScreenReaderSim
import Testing

/// SPEC.md §3: swipes, and what each platform does at the ends of the order.
@Suite struct SwipeTests {
    typealias Reader = ScreenReaderUnderTest

    let screen = Screen("S") { Text("First"); Button("Middle"); Text("Last") }

    @Test(arguments: Reader.allCases)
    func swipeRightMovesToTheNextStopAndSpeaksIt(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        #expect(sut.focus == nil)
        let first = sut.swipeRight()
        #expect(first == [.focusMoved(sut.stops[0]), .spoken("First")])
        let second = sut.swipeRight()
        #expect(second == [.focusMoved(sut.stops[1]), .spoken(reader.pick("Middle, button", "Middle, button, double tap to activate"))])
        #expect(sut.focus == sut.stops[1])
    }

    @Test(arguments: Reader.allCases)
    func swipeLeftMovesToThePreviousStopAndSpeaksIt(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        sut.swipe(to: 2)
        #expect(sut.swipeLeft() == [.focusMoved(sut.stops[1]), .spoken(reader.pick("Middle, button", "Middle, button, double tap to activate"))])
        #expect(sut.swipeLeft() == [.focusMoved(sut.stops[0]), .spoken("First")])
    }

    // MARK: - VoiceOver at the ends

    @Test func voiceOverStaysAtTheEndWithABoundarySoundAndSaysNothing() throws {
        let sut = try VoiceOver(screen)
        sut.swipe(to: 2)
        let spokenBefore = sut.spokenLog
        #expect(sut.swipeRight() == [.boundaryReached(.end)])
        #expect(sut.swipeRight() == [.boundaryReached(.end)], "VoiceOver never wraps")
        #expect(sut.focus == sut.stops[2])
        #expect(sut.spokenLog == spokenBefore)
    }

    @Test func voiceOverStaysAtTheStartWithABoundarySoundAndSaysNothing() throws {
        let sut = try VoiceOver(screen)
        sut.swipeRight()
        #expect(sut.swipeLeft() == [.boundaryReached(.start)])
        #expect(sut.swipeLeft() == [.boundaryReached(.start)])
        #expect(sut.focus == sut.stops[0])
        #expect(sut.spokenLog == ["First"])
    }

    @Test func voiceOverSwipeLeftFromTheVeryStartReachesTheBoundary() throws {
        let sut = try VoiceOver(screen)
        #expect(sut.swipeLeft() == [.boundaryReached(.start)])
        #expect(sut.focus == nil)
        #expect(sut.spokenLog.isEmpty)
    }

    @Test(arguments: Reader.allCases)
    func swipingOnAScreenWithNoStopsReachesTheBoundary(_ reader: Reader) throws {
        let sut = try reader.start(Screen("Empty") { Icon("logo") })
        #expect(sut.swipeRight() == [.boundaryReached(.end)])
        #expect(sut.swipeRight() == [.boundaryReached(.end)])
        #expect(sut.focus == nil)
        #expect(sut.spokenLog.isEmpty)
    }

    // MARK: - TalkBack at the ends

    @Test func talkBackSwallowsTheFirstSwipePastTheEndThenWrapsToTheFirstStop() throws {
        let sut = try TalkBack(screen)
        sut.swipe(to: 2)
        #expect(sut.swipeRight() == [.boundaryReached(.end)])
        #expect(sut.focus == sut.stops[2])
        #expect(sut.swipeRight() == [.focusMoved(sut.stops[0]), .spoken("First")])
    }

    @Test func talkBackSwallowsTheFirstSwipeBeforeTheStartThenWrapsToTheLastStop() throws {
        let sut = try TalkBack(screen)
        sut.swipeRight()
        #expect(sut.swipeLeft() == [.boundaryReached(.start)])
        #expect(sut.focus == sut.stops[0])
        #expect(sut.swipeLeft() == [.focusMoved(sut.stops[2]), .spoken("Last")])
    }

    @Test func talkBackSwipeLeftFromTheVeryStartSwallowsThenWrapsToTheLastStop() throws {
        let sut = try TalkBack(screen)
        #expect(sut.swipeLeft() == [.boundaryReached(.start)])
        #expect(sut.focus == nil)
        #expect(sut.swipeLeft() == [.focusMoved(sut.stops[2]), .spoken("Last")])
    }

    @Test(arguments: [Input.doubleTap, .press(.tab), .press(.space), .touch("Last")])
    func talkBackForgetsTheSwallowedSwipeAfterAnyOtherInput(_ other: Input) throws {
        let sut = try TalkBack(screen)
        sut.swipe(to: 2)
        #expect(sut.swipeRight() == [.boundaryReached(.end)])
        try sut.perform(other)
        #expect(sut.focus == sut.stops[2])
        #expect(sut.swipeRight() == [.boundaryReached(.end)], "the swallow starts again after \(other)")
        #expect(sut.swipeRight().first == .focusMoved(sut.stops[0]))
    }

    @Test func talkBackForgetsTheSwallowedSwipeWhenTheNextSwipeGoesTheOtherWay() throws {
        let sut = try TalkBack(screen)
        sut.swipe(to: 2)
        sut.swipeRight()
        #expect(sut.swipeLeft().first == .focusMoved(sut.stops[1]))
        sut.swipeRight()
        #expect(sut.swipeRight() == [.boundaryReached(.end)])
    }
}
