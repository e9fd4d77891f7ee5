import Testing
@testable import ScreenReaderSim

/// ``Element/hasRarerProperties``: a focus order reads none of an element's rarer properties when it answers false, so
/// it must answer true whenever any one of them is set, and false only when every one reads as its default.
@Suite struct ElementRarerPropertiesTests {
    /// Each rarer property set alone, through the public API.
    static let changes: [@Sendable (inout Element) -> Void] = [
        { $0.accessibilityLabel = "Name" }, { $0.hint = "Hint" }, { $0.id = "id" },
        { $0.range = StepperRange(minimum: 0, maximum: 3) }, { $0.placeholder = "Type" }, { $0.isSecure = true },
        { $0.showsPercent = true }, { $0.accessibilityValue = "3 items" }, { $0.customRoleWord = "tile" },
        { $0.customActions = ["Delete"] }, { $0.frame = Frame(x: 0, y: 0, width: 1, height: 1) }, { $0.order = 1 },
        { $0.traversalBefore = "a" }, { $0.traversalAfter = "b" }, { $0.navigatesTo = "c" }, { $0.movesFocusTo = "d" },
        { $0.isAlert = true }, { $0.startsOpen = true }, { $0.opensDialog = "e" }, { $0.closesDialog = true },
        { $0.announcement = "Saved" }, { $0.lineLimit = 2 }, { $0.width = 100 },
    ]

    @Test(arguments: 0..<changes.count)
    func anyRarerPropertySetIsSeen(change: Int) {
        var element = Element(.button, "OK")
        #expect(!element.hasRarerProperties)
        Self.changes[change](&element)
        #expect(element.hasRarerProperties)
    }

    /// An element without rarer properties reads every one as its default, its name as its label: what a focus order
    /// takes for it without reading them.
    @Test(arguments: ElementKind.allCases.filter { $0.facts.value != .wholeNumberRange })
    func anElementWithoutThemReadsTheDefaults(kind: ElementKind) {
        let element = Element(kind, "Label")
        #expect(!element.hasRarerProperties)
        #expect(element.name == element.label && element.hint == nil && element.placeholder == nil)
        #expect(element.accessibilityValue == nil && element.customRoleWord == nil && element.customActions.isEmpty)
        #expect(!element.showsPercent && !element.isSecure)
    }
}
