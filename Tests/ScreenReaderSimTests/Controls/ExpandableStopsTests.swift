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

/// Expandables nested several levels deep, opened and closed in a long pseudo-random sequence: after every change, the
/// stops shown, the swipes through them both ways and the shown numbers match what the tree says (a stop is shown when
/// every expandable above it is expanded), so the reader's table of closed regions never goes stale.
@Suite struct NestedExpandableConsistencyTests {
    /// A declared expandable tree: each node has a label, a text inside it and its child expandables.
    struct Node {
        let label: String
        var isExpanded: Bool
        var children: [Node]

        var element: Element {
            Expandable(label, isExpanded: isExpanded) {
                Text("Inside \(label)")
                for child in children { child.element }
            }
        }

        /// The stops a user can visit: the expandable, then (while expanded) its text and its children's stops.
        var shownNames: [String] {
            isExpanded ? [label, "Inside \(label)"] + children.flatMap(\.shownNames) : [label]
        }

        /// Toggles the expandable labelled `target`.
        mutating func toggle(_ target: String) {
            if label == target { isExpanded.toggle() }
            for index in children.indices { children[index].toggle(target) }
        }
    }

    static func tree(depth: Int, label: String = "E", seed: Int) -> Node {
        guard depth > 0 else { return Node(label: label, isExpanded: seed % 2 == 0, children: []) }
        return Node(label: label, isExpanded: seed % 3 != 0,
                    children: (0..<2).map { tree(depth: depth - 1, label: "\(label)\($0)", seed: seed + $0 + depth) })
    }

    /// Depth 4 is a nest of 31 expandables (the reader keeps its closed regions in a flat table); depth 6, of 127 (over
    /// the 64 regions from which it keeps them in ordered sets).
    @Test("toggling nested expandables in any order keeps stops, swipes and numbers exact",
          arguments: ScreenReaderUnderTest.allCases, [4, 6])
    func randomTogglesStayConsistent(_ reader: ScreenReaderUnderTest, depth: Int) throws {
        var model = Self.tree(depth: depth, seed: 7)
        let screenReader = try reader.start(Screen("Nested") { Button("Top"); model.element; Button("Bottom") })
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        for step in 0..<40 {
            let expected = ["Top"] + model.shownNames + ["Bottom"]
            #expect(screenReader.stopNames == expected, "after \(step) toggles")
            #expect(screenReader.stops.map(\.position) == Array(expected.indices))
            // Swipes visit exactly the shown stops, both ways, each with its shown number.
            try screenReader.touch("Top")
            var forward = ["Top"]
            var positions = [screenReader.focus?.position]
            for _ in 1..<expected.count {
                screenReader.swipeRight()
                forward.append(screenReader.focus?.element.name ?? "none")
                positions.append(screenReader.focus?.position)
            }
            #expect(forward == expected, "swiping right after \(step) toggles")
            #expect(positions == expected.indices.map { $0 }, "shown numbers after \(step) toggles")
            try screenReader.touch("Bottom")
            var backward = ["Bottom"]
            for _ in 1..<expected.count {
                screenReader.swipeLeft()
                backward.append(screenReader.focus?.element.name ?? "none")
            }
            #expect(backward == expected.reversed(), "swiping left after \(step) toggles")
            // Toggle one shown expandable, chosen pseudo-randomly.
            let expandables = expected.filter { $0.hasPrefix("E") }
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let target = expandables[Int((random >> 33) % UInt64(expandables.count))]
            try screenReader.touch(target)
            screenReader.doubleTap()
            model.toggle(target)
        }
    }
}
