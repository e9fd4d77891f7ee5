import ScreenReaderSim
import Testing

/// A control that closes its dialog and moves focus elsewhere (`closes().movesFocus(to:)`) moves focus only to a stop
/// a user can visit now: a target a collapsed expandable hides leaves focus where closing the dialog put it, as a
/// control outside a dialog does (the engine fuzz finding `focus-moved-into-a-collapsed-expandable-by-a-control-closing-its-dialog`).
@Suite struct FocusMoveOnDialogCloseTests {
    static func screen(expanded: Bool) -> Screen {
        Screen("Settings") {
            Button("Open").opens("confirm")
            Expandable("More", isExpanded: expanded) { Slider("Volume", value: 5, in: 0...10) }
            Dialog("Confirm", id: "confirm") { Button("Done").closes().movesFocus(to: "Volume") }
        }
    }

    @Test("closing the dialog moves focus to the target only when it is shown",
          arguments: [(ReaderKind.voiceOver, false, "Open"), (.voiceOver, true, "Volume"),
                      (.talkBack, false, "Open"), (.talkBack, true, "Volume")])
    func focusMovesOnlyToAShownStop(_ kind: ReaderKind, _ expanded: Bool, _ focused: String) throws {
        let reader = try ScreenReader(kind, screen: Self.screen(expanded: expanded))
        try reader.touch("Open")
        reader.doubleTap()
        #expect(reader.openLayerElements.map(\.name) == ["Confirm"])
        try reader.touch("Done")
        reader.doubleTap()
        #expect(reader.openLayerElements.isEmpty)
        #expect(reader.focus?.element.name == focused)
        if let focus = reader.focus { #expect(reader.stops.contains(focus)) }
    }
}
