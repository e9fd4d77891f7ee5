import Testing
@testable import ScreenReaderSim

/// ``LabelSizing`` makes room for what the labels so far project, never less than twice the labels held, and a label
/// table built with it ends at about its labels' size whatever share of the labels are alike.
@Suite struct LabelSizingTests {
    /// A quarter of the bound first; when full, the share of new labels carried over the labels still to come, plus a
    /// sixty-fourth, or twice the labels held if that is more (also when more labels come than the bound said).
    @Test func roomIsProjectedFromTheLabelsSoFar() {
        var sizing = LabelSizing(expectedLabels: 1_000)
        #expect(sizing.firstLabels == 250)
        for _ in 0..<400 { sizing.count() }
        // 250 of 400 new: 62.5% of the 600 to come is 375 more, 625 in all, plus 9.
        #expect(sizing.labelsToMakeRoomFor(distinct: 250) == 634)
        // 20 of 400 new: 30 more of the 600 to come, 50 in all.
        #expect(sizing.labelsToMakeRoomFor(distinct: 20) == 50)
        // More labels than the bound: none projected to come, so twice the labels held.
        for _ in 0..<2_000 { sizing.count() }
        #expect(sizing.labelsToMakeRoomFor(distinct: 900) == 1_800)
        #expect(LabelSizing(expectedLabels: 0).firstLabels == 1)
    }

    /// Shrinking pays for a table more than a sixteenth bigger than its labels need.
    @Test func aTableIsShrunkWhenMoreThanASixteenthTooBig() {
        let fitting = LabelHashTable<LabelAnswer>.capacity(for: 10_000)
        #expect(!LabelSizing.isWorthShrinking(capacity: fitting, distinct: 10_000))
        #expect(!LabelSizing.isWorthShrinking(capacity: fitting + fitting / 16, distinct: 10_000))
        #expect(LabelSizing.isWorthShrinking(capacity: fitting + fitting / 16 + 1, distinct: 10_000))
    }

    /// Built from labels of which `percentNew` in a hundred are new, a table ends within a sixteenth of its labels' size,
    /// and answers every label (its answers are checked against the rule in `LabelTableTests`).
    @Test(arguments: [5, 57, 100])
    func aBuiltTableEndsAtAboutItsLabelsSize(percentNew: Int) {
        let count = 20_000
        var builder = LabelTable.Builder(expectedKeys: count)
        var distinct = 0
        for element in 0..<count {
            let isNew = element * percentNew / 100 != (element + 1) * percentNew / 100
            if isNew { distinct += 1 }
            builder.add("Label \(isNew ? distinct : max(distinct, 1))", element: element, isControl: false)
        }
        let table = builder.finish()
        var buckets = 0
        let mapped = table.mapBuckets(empty: false) { _, _, _, _ in
            buckets += 1
            return true
        }
        #expect(buckets == max(distinct, 1))
        let fitting = LabelHashTable<LabelAnswer>.capacity(for: buckets)
        #expect(mapped.count >= fitting && mapped.count <= fitting + fitting / 16)
        #expect(table.match("label 1", hash: LabelTable.hash(ofLabel: "label 1")) == .element(0))
    }
}
