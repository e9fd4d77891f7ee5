import Testing
@testable import ScreenReaderSim

/// Issue 25 item 1 and issue 24 B3: a dialog's or menu's order keeps tables sized to the layer (every opened dialog kept
/// 4 bytes per screen element: 20,000 dialogs took 7.7 GB), and the rotor finds the next stop of its kind from a table,
/// never walking every stop between.
@Suite struct LayerTableTests {
    /// A screen of `count` buttons in a group, then a dialog of two buttons, then a menu of three options.
    static func screen(buttons count: Int) -> Screen {
        Screen("Big") {
            Group("Everything") {
                for number in 0..<count { Button("B\(number)") }
                Dialog("Confirm", id: "confirm") {
                    Button("Yes").closes()
                    Button("No").closes()
                }
            }
            Menu("Sort by") {
                Option("Newest", isSelected: true)
                Option("Oldest")
                Option("Popular")
            }
        }
    }

    @Test(arguments: [10, 1_000])
    func aLayersTableOfStopsIsSizedToTheLayerNotTheScreen(_ count: Int) throws {
        let compiled = CompiledScreen(Self.screen(buttons: count))
        let index = compiled.index
        let dialog = try #require(compiled.modalLayer(named: "confirm"))
        let menu = try #require(index.elements.indices.first { index.elements[$0].kind == .menu })
        for platform in [Platform.ios, .android] {
            let dialogOrder = try compiled.focusOrder(for: platform, layer: dialog)
            #expect(dialogOrder.stopHolding.count == 3)
            #expect(dialogOrder.stopHolding[dialog] == 0)
            #expect(dialogOrder.stopHolding[dialog + 1] == 1)
            #expect(dialogOrder.stopHolding[0] == nil)
            #expect(dialogOrder.stopHolding[index.elements.count - 1] == nil)
            let menuOrder = try compiled.focusOrder(for: platform, layer: menu)
            #expect(menuOrder.stopHolding.count == 4)
            #expect(try compiled.focusOrder(for: platform).stopHolding.count == index.elements.count)
        }
    }

    /// Ctrl+Tab groups inside a layer still see the group around the dialog, found by walking up once.
    @Test func aLayersKeyboardGroupsReachAboveTheLayer() throws {
        let compiled = CompiledScreen(Self.screen(buttons: 5))
        let dialog = try #require(compiled.modalLayer(named: "confirm"))
        let order = try compiled.focusOrder(for: .ios, layer: dialog)
        let group = try #require(compiled.index.parent(of: dialog))
        #expect(order.keyboard.keyboardGroup.count == order.contents.count)
        #expect(order.keyboard.keyboardGroup.allSatisfy { $0 == group })
    }

    @Test(arguments: AnyReader.allCases)
    func aTouchAndKeysInsideAnOpenDialogStillWork(_ reader: AnyReader) throws {
        let sut = try reader.startUnchecked(Self.screen(buttons: 50))
        sut.openDialog("confirm")
        try reader.focus("No", in: sut)
        #expect(sut.isFocused(try sut.element("No")))
        if reader.kind.speaks {
            #expect(try sut.touch("B3") == [.noEffect(.outsideOpenLayer(try sut.element("B3"), layer: try sut.element("Confirm")))])
        }
    }

    /// An expandable inside a dialog hides its stops there as on the screen; the dialog's regions are found in its own
    /// subtree (and an expandable above the dialog, walking up once).
    @Test(arguments: AnyReader.speaking)
    func anExpandableInsideADialogShowsAndHidesItsStops(_ reader: AnyReader) throws {
        let screen = Screen("S") {
            Expandable("Outer", isExpanded: true) {
                Button("Open").opens("d")
                Dialog("Details", id: "d") {
                    Expandable("More") { Text("Inside") }
                    Button("OK").closes()
                }
            }
        }
        let sut = try reader.startUnchecked(screen)
        sut.openDialog("d")
        #expect(sut.stops.map(\.element.name) == ["Details", "More", "OK"])
        sut.swipeRight()
        sut.swipeRight()
        #expect(sut.isFocused(try sut.element("OK")))
        sut.swipeLeft()
        sut.doubleTap()
        #expect(sut.stops.map(\.element.name) == ["Details", "More", "Inside", "OK"])
        sut.swipeRight()
        #expect(sut.isFocused(try sut.element("Inside")))
        let compiled = CompiledScreen(screen)
        let dialog = try #require(compiled.modalLayer(named: "d"))
        let order = try compiled.focusOrder(for: reader.kind.platform, layer: dialog)
        #expect(order.regions.regions.map { compiled.index.elements[$0.owner].label } == ["Outer", "More"])
        #expect(order.regions.innermost.count == order.contents.count)
    }

    // MARK: - The rotor's table

    static let rotorScreen = Screen("Rotor") {
        Heading("Top")
        Link("First")
        Expandable("More") {
            Heading("Hidden heading")
            Link("Hidden link")
        }
        Switch("Wi-Fi", isOn: true)
        Heading("Bottom")
        for number in 0..<200 { Button("B\(number)") }
    }

    @Test(arguments: [(RotorChoice.headings, ["Top", "Hidden heading", "Bottom"]), (.links, ["First", "Hidden link"]),
                      (.formControls, ["Wi-Fi"])])
    func theRotorsTableHoldsTheStopsOfItsKindInOrder(_ choice: RotorChoice, _ names: [String]) throws {
        let compiled = CompiledScreen(Self.rotorScreen)
        let order = try compiled.focusOrder(for: .ios)
        let stops = order.rotorStops(choice)
        #expect(stops.positions.map { order.contents[$0].name } == names)
        #expect(stops.first(atOrAfter: order.contents.count) == nil)
        #expect(stops.last(atOrBefore: -1) == nil)
    }

    /// Moves by the table skip the matches a collapsed expandable hides, find them once it is expanded, and with none
    /// left keep focus and say why, both ways.
    @Test(arguments: AnyReader.speaking)
    func rotorMovesSkipHiddenMatchesAndStopAtTheEnds(_ reader: AnyReader) throws {
        let sut = try reader.start(Self.rotorScreen)
        sut.rotor(.headings)
        #expect(sut.swipeDown().spoken == ["Top, heading"])
        #expect(sut.swipeDown().spoken == ["Bottom, heading"])
        let atEnd = sut.swipeDown()
        #expect(atEnd == [.noEffect(.rotorFoundNothing(.headings, .end))])
        #expect(sut.swipeUp().spoken == ["Top, heading"])
        #expect(sut.swipeUp() == [.noEffect(.rotorFoundNothing(.headings, .start))])
        try sut.touch("More")
        sut.doubleTap()
        #expect(sut.swipeDown().spoken == ["Hidden heading, heading"])
        try sut.touch("B199")
        #expect(sut.swipeUp().spoken == ["Bottom, heading"])
        try sut.touch("B199")
        #expect(sut.swipeDown() == [.noEffect(.rotorFoundNothing(.headings, .end))])
    }
}
