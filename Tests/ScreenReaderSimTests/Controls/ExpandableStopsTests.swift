import ScreenReaderSim
import Testing

/// An expandable adds and removes stops in the middle of the order: its children are stops only while it is expanded,
/// right after it, and every move, touch, keyboard table and shown position follows.
@Suite struct ExpandableStopsTests {
    static let hotel = Screen("Hotel") {
        Heading("Rooms")
        Expandable("Amenities", value: "2 Hotel amenities selected") {
            Switch("Pool", isOn: true)
            Expandable("Spa") { Checkbox("Sauna"); Checkbox("Massage") }
            Text("Breakfast included")
        }
        Button("Book")
    }

    @Test("collapsed children are not stops; expanding adds them right after", arguments: ScreenReaderUnderTest.allCases)
    func expandingAddsStops(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.hotel)
        #expect(screenReader.stopNames == ["Rooms", "Amenities", "Book"])
        screenReader.swipeRight()
        screenReader.swipeRight()
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["Rooms", "Amenities", "Pool", "Spa", "Breakfast included", "Book"])
        #expect(screenReader.stops.map(\.position) == Array(0..<6), "positions count the stops shown now")
        #expect(screenReader.focus?.element.name == "Amenities", "focus stays on the expandable")
        #expect(screenReader.focus?.position == 1)
    }

    @Test("nested: an inner expandable's children show only while both are expanded", arguments: ScreenReaderUnderTest.allCases)
    func nestedExpandables(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.hotel)
        try screenReader.touch("Amenities")
        screenReader.doubleTap()
        try screenReader.touch("Spa")
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["Rooms", "Amenities", "Pool", "Spa", "Sauna", "Massage", "Breakfast included", "Book"])
        try screenReader.touch("Amenities")
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["Rooms", "Amenities", "Book"], "collapsing the outer one hides the inner one's too")
        screenReader.swipeRight()
        #expect(screenReader.focus?.element.name == "Book")
        #expect(screenReader.focus?.position == 2)
        try screenReader.touch("Amenities")
        screenReader.doubleTap()
        #expect(screenReader.stopNames.count == 8, "the inner one kept its state")
        #expect(try screenReader.stop(holding: screenReader.element("Book"))?.position == 7)
    }

    @Test("swiping left from after a collapsed expandable lands on it", arguments: ScreenReaderUnderTest.allCases)
    func swipeLeftSkipsCollapsedChildren(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.hotel)
        try screenReader.touch("Book")
        screenReader.swipeLeft()
        #expect(screenReader.focus?.element.name == "Amenities")
    }

    @Test("touching a collapsed expandable's child has no effect, with a reason", arguments: ScreenReaderUnderTest.allCases)
    func touchingHiddenChild(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.hotel)
        try screenReader.touch("Rooms")
        let events = try screenReader.touch("Pool")
        #expect(events == [.noEffect(.notShown(try screenReader.element("Pool"), inside: try screenReader.element("Amenities")))])
        #expect(screenReader.focus?.element.name == "Rooms")
        #expect(try screenReader.state(of: "Pool") == .on, "the child exists and keeps its state")
    }

    @Test func talkBackWrapsPastACollapsedEnd() throws {
        let talkBack = try TalkBack(Screen("End") { Button("Top"); Expandable("More") { Button("Hidden") } })
        talkBack.swipeRight()
        talkBack.swipeRight()
        #expect(talkBack.swipeRight() == [.boundaryReached(.end)])
        talkBack.swipeRight()
        #expect(talkBack.focus?.element.name == "Top")
        talkBack.swipeLeft()
        #expect(talkBack.focus?.element.name == "Top")
        talkBack.swipeLeft()
        #expect(talkBack.focus?.element.name == "More", "wrapping back lands on the last stop shown, not a hidden child")
    }

    @Test func voiceOverStopsAtACollapsedEnd() throws {
        let voiceOver = try VoiceOver(Screen("End") { Button("Top"); Expandable("More") { Button("Hidden") } })
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == [.boundaryReached(.end)])
        #expect(voiceOver.focus?.element.name == "More")
    }

    @Test("a stop is the same stop whatever number it is shown with")
    func stopIdentitySurvivesRenumbering() throws {
        let voiceOver = try VoiceOver(Self.hotel)
        let book = try #require(voiceOver.stops.last)
        try voiceOver.touch("Amenities")
        voiceOver.doubleTap()
        #expect(voiceOver.stops.last == book)
        #expect(voiceOver.stops.last?.position != book.position)
        #expect(voiceOver.announcement(for: book) == "Book, button")
        #expect(voiceOver.allStops.count == 8, "every stop, collapsed content included")
    }

    @Test("reset puts expandables back as declared", arguments: ScreenReaderUnderTest.allCases)
    func resetCollapsesAgain(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.hotel)
        try screenReader.touch("Amenities")
        screenReader.doubleTap()
        #expect(screenReader.stops.count == 6)
        screenReader.reset()
        #expect(screenReader.stops.count == 3)
        screenReader.swipeRight()
        screenReader.swipeRight()
        #expect(screenReader.swipeRight().spoken.first?.hasPrefix("Book") == true)
    }

    @Test("expanded as declared: children are stops from the start", arguments: ScreenReaderUnderTest.allCases)
    func declaredExpanded(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Screen("Open") { Expandable("Details", isExpanded: true) { Text("Hello") }; Button("OK") })
        #expect(screenReader.stopNames == ["Details", "Hello", "OK"])
    }

    // MARK: - Children placed apart from their expandable by order overrides

    /// Wi-Fi's explicit `order` reads it first, before Guests: the collapsed expandable's stops are not one run.
    static let movedChild = Screen("Moved") {
        Button("Guests")
        Expandable("More") { Switch("Wi-Fi", isOn: true).order(1); Button("Hidden") }
        Button("Done")
    }

    /// Outer's first child and Other's child are ordered first: Other's run of stops lies between Outer's.
    static let interleaved = Screen("Interleaved") {
        Expandable("Outer") { Text("First").order(1); Expandable("Inner") { Text("Deep") } }
        Expandable("Other") { Text("Second").order(2) }
    }

    /// Touches every stop shown now, by name, and checks that focus is numbered by its place among them.
    private func expectFocusNumberedAsShown(_ screenReader: ScreenReader, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for (place, stop) in screenReader.stops.enumerated() {
            try screenReader.touch(stop.element.name)
            #expect(screenReader.focus?.element.name == stop.element.name, sourceLocation: sourceLocation)
            #expect(screenReader.focus?.position == place, "\(stop.element.name) is shown as stop \(place)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("a collapsed expandable's child read first by `order` is not counted before the stops it does not precede",
          arguments: ScreenReaderUnderTest.allCases)
    func childMovedFirstKeepsNumbers(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.movedChild)
        #expect(screenReader.stopNames == ["Guests", "More", "Done"])
        try expectFocusNumberedAsShown(screenReader)
        try screenReader.touch("More")
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["Wi-Fi", "Guests", "More", "Hidden", "Done"])
        try expectFocusNumberedAsShown(screenReader)
    }

    @Test("expanding an expandable whose stops enclose another's renumbers its own nested children",
          arguments: ScreenReaderUnderTest.allCases)
    func interleavedRegionsKeepNumbers(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.interleaved)
        #expect(screenReader.stopNames == ["Outer", "Other"])
        try expectFocusNumberedAsShown(screenReader)
        try screenReader.touch("Outer")
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["First", "Outer", "Inner", "Other"])
        try expectFocusNumberedAsShown(screenReader)
        try screenReader.touch("Inner")
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["First", "Outer", "Inner", "Deep", "Other"])
        try expectFocusNumberedAsShown(screenReader)
        try screenReader.touch("Other")
        screenReader.doubleTap()
        #expect(screenReader.stopNames == ["First", "Second", "Outer", "Inner", "Deep", "Other"])
        try expectFocusNumberedAsShown(screenReader)
    }

    @Test("Tab and swipes skip a collapsed expandable's children wherever overrides put them",
          arguments: ScreenReaderUnderTest.allCases)
    func movesSkipMovedChildren(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Self.movedChild)
        var visited: [String] = []
        for _ in 0..<3 {
            screenReader.swipeRight()
            visited.append(screenReader.focus?.element.name ?? "none")
        }
        #expect(visited == ["Guests", "More", "Done"])
        screenReader.reset()
        var tabbed: [String] = []
        for _ in 0..<2 {
            screenReader.press(.tab)
            tabbed.append(screenReader.focus?.element.name ?? "none")
        }
        #expect(tabbed == ["Guests", "More"])
    }
}
