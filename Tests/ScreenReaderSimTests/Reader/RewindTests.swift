@testable import ScreenReaderSim
import Testing

/// Rewinding a tried activation (the audit's probe) puts back every state it changed, and what is shown follows:
/// an expandable opened by the try is closed again, its children hidden, and the shown numbers as before.
@Suite struct RewindTests {
    static let screen = Screen("Rewind") {
        Button("Top")
        Expandable("Outer", isExpanded: true) {
            Text("Outer text")
            Expandable("Inner") { Text("Inner text"); Switch("Deep") }
        }
        Button("Bottom")
    }

    @Test("rewinding an expandable's toggle hides its children again", arguments: [ReaderKind.voiceOver, .talkBack])
    func rewindingAToggleRestoresWhatIsShown(_ kind: ReaderKind) throws {
        let reader = try ScreenReader(kind, screen: CompiledScreen(Self.screen))
        let before = reader.stops.map(\.element.name)
        #expect(before == ["Top", "Outer", "Outer text", "Inner", "Bottom"])
        try reader.touch("Inner")
        let opened = reader.doubleTap()
        #expect(reader.stops.count == 7, "the try opened Inner")
        reader.rewind(undoing: opened)
        #expect(reader.stops.map(\.element.name) == before)
        #expect(reader.stops.map(\.position) == Array(before.indices))
        for _ in before.indices { reader.swipeRight() }  // focus starts over, before the first stop
        #expect(reader.focus?.element.name == "Bottom", "moves skip the closed children again")
        #expect(reader.focus?.position == 4)
    }
}
