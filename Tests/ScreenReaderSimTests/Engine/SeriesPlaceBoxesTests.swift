import Testing
@testable import ScreenReaderSim

/// A radio takes its place's one box (``SeriesPlaceBoxes``): the parts it reads are those a new box of that place holds,
/// places share a box, and a box given out is never changed for the other stops holding it.
@Suite struct SeriesPlaceBoxesTests {
    /// Each place's box holds that place and no other part, byte for byte what setting the place on an empty stop makes.
    @Test(arguments: [(1, 2), (2, 2), (1, 1), (3, 7), (40, 40)])
    func aPlacesBoxHoldsWhatSettingThePlaceMakes(index: Int, count: Int) {
        var boxes = SeriesPlaceBoxes()
        let place = StopContent.SeriesPosition(index: index, count: count)
        var set = StopContent(element: 0, part: .whole, control: 0, role: .radio, name: "A", hint: nil,
                              exposesRole: true, exposesState: true, isDeclaredEnabled: true, isKeyboardReachable: true)
        var given = set
        set.seriesPosition = place
        given.rarerParts = boxes.box(for: place)
        #expect(given == set)
        #expect(given.rarerParts?.parts.isIdentical(to: set.rarerParts?.parts ?? StopContentParts()) == true)
    }

    /// The same place gives the same box while the list has room; a place beyond it gets a new box every time.
    @Test func thePlacesOfTheListShareABoxAndLaterOnesDoNot() {
        var boxes = SeriesPlaceBoxes()
        let places = (1...SeriesPlaceBoxes.capacity + 2).map { StopContent.SeriesPosition(index: $0, count: 99) }
        let first = places.map { boxes.box(for: $0) }
        let second = places.map { boxes.box(for: $0) }
        for (offset, (a, b)) in zip(first, second).enumerated() {
            #expect((a === b) == (offset < SeriesPlaceBoxes.capacity))
        }
    }

    /// A stop holding a shared box copies it before changing it: the other holders keep their place alone.
    @Test func changingOneHolderLeavesTheOthers() {
        var boxes = SeriesPlaceBoxes()
        let place = StopContent.SeriesPosition(index: 1, count: 2)
        var first = StopContent(element: 0, part: .whole, control: 0, role: .radio, name: "A", hint: nil,
                                exposesRole: true, exposesState: true, isDeclaredEnabled: true, isKeyboardReachable: true)
        var second = first
        first.rarerParts = boxes.box(for: place)
        second.rarerParts = boxes.box(for: place)
        first.hint = "Changed"
        #expect(second.hint == nil && second.seriesPosition == place)
        #expect(first.hint == "Changed" && first.seriesPosition == place)
    }

    /// On a screen of radio groups, every radio at one place holds one box, and every stop reads the place it had when
    /// each made its own box (``SeriesPositionTests`` checks the places themselves).
    @Test(arguments: Platform.allCases)
    func radiosAtOnePlaceHoldOneBox(platform: Platform) throws {
        let text = "screen \"S\"\n" + (0..<5).map {
            "  radio-group \"G\($0)\"\n    radio \"A\($0)\" selected\n    radio \"B\($0)\"\n    radio \"C\($0)\" hint \"Third\"\n"
        }.joined()
        let order = try #require(ScenarioFile(parsing: text, file: "s.scenario").compiledScreen).focusOrder(for: platform)
        let elements = order.index.elements
        func stops(_ prefix: String) -> [StopContent] { order.contents.filter { elements[$0.element].label.hasPrefix(prefix) } }
        #expect(Set(stops("A").map { $0.rarerParts.map(ObjectIdentifier.init) }).count == 1)
        #expect(Set(stops("B").map { $0.rarerParts.map(ObjectIdentifier.init) }).count == 1)
        #expect(stops("A").allSatisfy { $0.seriesPosition == StopContent.SeriesPosition(index: 1, count: 3) && $0.hint == nil })
        #expect(stops("C").allSatisfy { $0.seriesPosition == StopContent.SeriesPosition(index: 3, count: 3) && $0.hint == "Third" })
    }
}
