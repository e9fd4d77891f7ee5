import ScreenReaderSim
import Testing

/// A menu button that also opens a dialog (SPEC-controls 7.1, 7.2): its menu opens, then the dialog over the menu.
/// Closing the dialog gives focus back to the layer below as it was (the menu's focused option), never to a stop the
/// menu button's place in the screen's order happens to name in the menu's order; and focus always lands on a stop the
/// reader can visit, or nowhere.
@Suite struct DialogOverMenuTests {
    /// The menu button is the third stop, its menu's selected option the first: closing the dialog put focus on the
    /// menu's third stop (the menu button's place in the screen's order) before.
    static let menuOpeningADialog = Screen("Sort") {
        Button("Edit")
        Button("Share")
        Menu("Sort by", value: "Newest") { Option("Newest"); Option("Oldest"); Option("Popular") }.opens("help")
        Dialog("Sorting help", id: "help") { Button("Got it").closes() }
    }

    /// The engine fuzz finding: a row merges a collapsed expandable holding such a menu, so the menu opens with none of
    /// its stops shown (a scenario file refuses a menu or expandable inside a row; a compiled screen built without
    /// validation has one).
    static let menuInACollapsedExpandableInARow = Screen("Sort") {
        Row {
            Text("Sorting")
            Expandable("More", isExpanded: false) {
                Menu("Sort by", value: "Newest") { Option("Newest"); Option("Oldest") }.opens("help")
            }
        }
        Dialog("Sorting help", id: "help") { Button("Got it").closes() }
    }

    @Test("closing the dialog gives focus back to the menu's option it was on",
          arguments: [(ReaderKind.voiceOver, "Selected, Newest, button"),
                      (.talkBack, "Selected, Newest, 1 of 3, double tap to activate")])
    func closingTheDialogReturnsToTheMenu(_ kind: ReaderKind, _ spoken: String) throws {
        let reader = try ScreenReader(kind, screen: Self.menuOpeningADialog)
        try reader.touch("Sort by")
        reader.doubleTap()
        #expect(reader.openLayerElements.map(\.name) == ["Sort by", "Sorting help"])
        reader.escape()
        #expect(reader.openLayerElements.map(\.name) == ["Sort by"])
        #expect(reader.focus?.element.name == "Newest")
        #expect(reader.lastSpoken == spoken)
        // Closing the menu then gives focus back to the menu button.
        reader.escape()
        #expect(reader.openLayerElements.isEmpty)
        #expect(reader.focus?.element.name == "Sort by")
    }

    @Test("a menu opened with none of its stops shown leaves focus on a stop or nowhere when its dialog closes",
          arguments: [ReaderKind.voiceOver, .talkBack])
    func focusStaysOnAStopWhenTheMenuShowsNone(_ kind: ReaderKind) throws {
        let reader = try ScreenReader(kind, screen: CompiledScreen(Self.menuInACollapsedExpandableInARow))
        reader.swipeRight()
        for input in [Input.doubleTap, .escape, .escape] {
            _ = try reader.perform(input)
            if let focus = reader.focus {
                #expect(reader.stops.contains(focus), "after \(input): focus \(focus) is not one of the reader's stops")
            }
        }
        // Both layers closed: focus is back on the row that opened the menu.
        #expect(reader.openLayerElements.isEmpty)
        #expect(reader.focus?.element.kind == .row)
    }
}
