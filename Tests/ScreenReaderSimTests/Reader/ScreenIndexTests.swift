import ScreenReaderSim
import Testing

/// ScreenIndex: depth-first elements, and the label lookup rules of SCENARIOS.md.
@Suite struct ScreenIndexTests {
    let screen = Screen("S") {
        Heading("Settings")
        Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        Group { Button("").accessibilityLabel("Close").id("close") }
        Text("Body")
    }

    @Test func elementsAreDepthFirstAndReferencesCarryTheirIndex() throws {
        let index = ScreenIndex(screen)
        #expect(index.elements.map(\.kind) == [.heading, .row, .text, .switch, .group, .button, .text])
        #expect(index.elements.allSatisfy { $0.children.isEmpty })
        #expect(try index.element("Body").index == 6)
    }

    @Test func lookupFindsByLabelIdOrAccessibilityLabel() throws {
        let index = ScreenIndex(screen)
        #expect(try index.element("close").kind == .button)
        #expect(try index.element("Close").kind == .button)
        #expect(try index.element("settings").kind == .heading)
        #expect(try index.element("Wi-Fi").kind == .switch)
        #expect(index.element(withID: "nothing") == nil)
    }

    @Test func lookupReportsMissingAndAmbiguousLabels() {
        let index = ScreenIndex(Screen("S") { Switch("A"); Checkbox("A"); Text("A") })
        #expect(throws: LookupError.noElement(label: "B")) { try index.element("B") }
        #expect {
            try index.element("A")
        } throws: { error in
            guard case LookupError.ambiguous(_, let candidates) = error else { return false }
            return candidates.map(\.kind) == [.switch, .checkbox]
        }
    }

    @Test func lookupErrorsReadAsSentences() {
        let reference = ElementReference(index: 0, kind: .switch, name: "Wi-Fi")
        #expect(LookupError.noElement(label: "X").description == "no element is labelled \"X\"")
        #expect(LookupError.notInAnyStop(reference).description == "\"Wi-Fi\" switch is in no focus stop (it is hidden, decorative or a container)")
    }

    @Test func deepNestingNeitherOverflowsNorLosesStops() throws {
        var element = Switch("Deep")
        for _ in 0..<3_000 { element = Group { element } }
        let screen = Screen("Deep", elements: [element])
        let voiceOver = try VoiceOver(screen)
        #expect(voiceOver.stops.count == 1)
        try voiceOver.touch("Deep")
        #expect(voiceOver.lastSpoken == "Deep, off, switch button, double tap to toggle setting")
    }
}
