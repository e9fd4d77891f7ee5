import Testing
@testable import ScreenReaderSim

/// ``StopContentParts`` keeps its fields widest first, so it is no larger than its fields need: the series place's tag
/// (after its two integers) and the two flags share the last word, and nothing pads between fields.
@Suite struct StopContentPartsLayoutTests {
    /// The size each field needs, from the fields' own layouts, against the parts' size.
    @Test func theRarerPartsPadNothingBetweenTheirFields() {
        let strings = 4 * MemoryLayout<String?>.stride
        let series = MemoryLayout<StopContent.SeriesPosition?>.size
        let flags = 2 * MemoryLayout<Bool>.size
        #expect(MemoryLayout<StopContentParts>.size == strings + series + flags)
    }

    /// Every part set at once reads back as set, whatever its place in the layout.
    @Test func everyPartReadsBackAsSet() {
        var parts = StopContentParts()
        parts.hint = "hint"
        parts.placeholder = "placeholder"
        parts.valueText = "value"
        parts.customRoleWord = "role"
        parts.seriesPosition = StopContent.SeriesPosition(index: 2, count: 3)
        parts.hasCustomActions = true
        parts.showsPercent = true
        #expect([parts.hint, parts.placeholder, parts.valueText, parts.customRoleWord] == ["hint", "placeholder", "value", "role"])
        #expect(parts.seriesPosition == StopContent.SeriesPosition(index: 2, count: 3))
        #expect(parts.hasCustomActions && parts.showsPercent)
        #expect(parts != StopContentParts())
    }
}
