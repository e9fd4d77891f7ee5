import Testing
@testable import ScreenReaderSim

/// ``ElementDetails/isEmpty`` and ``StopContentParts/isEmpty``, read field by field, answer as comparing with an empty
/// value does, whichever property is set (to a value that is itself empty, too: `""`, `0`, `[]` are still set).
@Suite struct ElementDetailsEmptinessTests {
    /// Each property set to a value that is itself empty or zero.
    static let emptyValueChanges: [@Sendable (inout ElementDetails) -> Void] = [
        { $0.accessibilityLabel = "" }, { $0.hint = "" }, { $0.id = "" }, { $0.range = StepperRange(minimum: 0, maximum: 0) },
        { $0.placeholder = "" }, { $0.accessibilityValue = "" }, { $0.customRoleWord = "" }, { $0.customActions = [""] },
        { $0.order = 0 }, { $0.traversalBefore = "" }, { $0.traversalAfter = "" }, { $0.navigatesTo = "" },
        { $0.movesFocusTo = "" }, { $0.opensDialog = "" }, { $0.announcement = "" }, { $0.lineLimit = 0 }, { $0.width = 0 },
        { $0.width = -0.0 }, { $0.customActions = [] }, { $0.isSecure = false },
    ]

    @Test(arguments: 0..<(ElementDetailsPoolTests.changes.count + emptyValueChanges.count))
    func detailsAreEmptyExactlyWhenEqualToNone(change: Int) {
        var details = ElementDetails()
        #expect(details.isEmpty)
        let all = ElementDetailsPoolTests.changes + Self.emptyValueChanges
        all[change](&details)
        #expect(details.isEmpty == (details == ElementDetails()))
    }

    /// Each part set alone, to a value or to an empty one.
    static let partChanges: [@Sendable (inout StopContentParts) -> Void] = [
        { $0.hint = "h" }, { $0.placeholder = "p" }, { $0.valueText = "v" }, { $0.customRoleWord = "r" },
        { $0.hasCustomActions = true }, { $0.showsPercent = true },
        { $0.seriesPosition = StopContent.SeriesPosition(index: 1, count: 2) },
        { $0.hint = "" }, { $0.placeholder = "" }, { $0.valueText = "" }, { $0.customRoleWord = "" },
        { $0.seriesPosition = StopContent.SeriesPosition(index: 0, count: 0) },
        { $0.showsPercent = false },
    ]

    @Test(arguments: 0..<partChanges.count)
    func partsAreEmptyExactlyWhenEqualToNone(change: Int) {
        var parts = StopContentParts()
        #expect(parts.isEmpty)
        Self.partChanges[change](&parts)
        #expect(parts.isEmpty == (parts == StopContentParts()))
    }

    /// There is a change for every property and part, so one added without being checked fails here.
    @Test func everyPropertyAndPartIsChanged() {
        #expect(Mirror(reflecting: ElementDetails()).children.count == ElementDetailsPoolTests.changes.count)
        #expect(Mirror(reflecting: StopContentParts()).children.count == 7)
    }
}
