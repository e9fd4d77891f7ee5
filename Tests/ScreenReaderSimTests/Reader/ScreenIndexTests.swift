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

    /// Thousands of labels (the lookup table grows many times while the screen is indexed): every label still finds
    /// its control over a text of the same name, three controls sharing one stay ambiguous in order, a text alone is
    /// found, and labels no element has are not.
    @Test func lookupStaysExactOnScreensOfThousandsOfLabels() throws {
        let count = 3_000
        var elements: [Element] = []
        for number in 0..<count {
            elements.append(Row { Text("Item \(number)"); Switch("Item \(number)") })
            if number.isMultiple(of: 500) {
                elements.append(Button("Shared \(number)"))
                elements.append(Checkbox("shared \(number)."))
                elements.append(Switch("SHARED \(number)"))
                elements.append(Text("Note \(number)"))
            }
        }
        let index = ScreenIndex(Screen("Many", elements: elements))
        for number in 0..<count {
            let found = try index.element("item \(number)")
            #expect(found.kind == .switch && found.name == "Item \(number)")
        }
        #expect(try index.element("Note 1500").kind == .text)
        #expect {
            try index.element("Shared 1000")
        } throws: { error in
            guard case LookupError.ambiguous(_, let candidates) = error else { return false }
            return candidates.map(\.kind) == [.button, .checkbox, .switch]
        }
        #expect(throws: LookupError.noElement(label: "Item 3000")) { try index.element("Item 3000") }
        #expect(throws: LookupError.noElement(label: "Note 1")) { try index.element("Note 1") }
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
