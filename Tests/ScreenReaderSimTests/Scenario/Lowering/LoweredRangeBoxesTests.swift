import Testing
@testable import ScreenReaderSim

/// ``LoweredRangeBoxes`` gives one box per range, holding that range and nothing else, the one the pool shares for it;
/// and lowered steppers and sliders hold the properties they held when each made its own box.
@Suite struct LoweredRangeBoxesTests {
    @Test func aRangesBoxHoldsItAloneAndIsThePoolsBox() {
        var pool = ElementDetailsPool()
        var boxes = LoweredRangeBoxes()
        let ranges = (0..<20).map { StepperRange(minimum: $0 % 3, maximum: 10 + $0 % 5, step: 1 + $0 % 2) }
        for range in ranges + ranges.reversed() {
            let box = boxes.box(for: range, in: &pool)
            var expected = ElementDetails()
            expected.range = range
            #expect(box.value.isIdentical(to: expected))
            // The pool shares this very box for the same range.
            #expect(pool.shared(ElementDetailsBox(expected)) === box)
            // Asked again at once, the same box.
            #expect(boxes.box(for: range, in: &pool) === box)
        }
    }

    /// Steppers and sliders of one range, some changing their box (a hint, a label, an id), lowered together: each is
    /// the element the Swift API builds, and those still holding only their range share one box.
    @Test func steppersAndSlidersHoldWhatTheSwiftAPIGivesThem() throws {
        let text = """
            screen "R"
              stepper "G" value 2 min 1 max 4
              stepper "H" min 1 max 4 hint "More"
              slider "W" value 20 label "Volume"
              stepper "I" min 1 max 4
              slider "Y" value 7
              stepper "J" min 1 max 4 id j
              slider "Z"

            """
        let lowered = try #require(ScenarioFile(parsing: text, file: "r.scenario").compiledScreen?.index.elements)
        let oneToFour = StepperRange(minimum: 1, maximum: 4)
        var h = Element(.stepper, "H", state: .value(1), range: oneToFour)
        h.hint = "More"
        var w = Element(.slider, "W", state: .value(20), range: StepperRange())
        w.accessibilityLabel = "Volume"
        var j = Element(.stepper, "J", state: .value(1), range: oneToFour)
        j.id = "j"
        let y = Element(.slider, "Y", state: .value(7), range: StepperRange())
        let expected = [Element(.stepper, "G", state: .value(2), range: oneToFour), h, w,
                        Element(.stepper, "I", state: .value(1), range: oneToFour), y, j, Element(.slider, "Z")]
        #expect(lowered.map { var element = $0; element.location = nil; return element } == expected)
        // G and I hold their range alone: one box; so do Y and Z (the default range).
        #expect(lowered[0].detailsIdentity == lowered[3].detailsIdentity)
        #expect(lowered[4].detailsIdentity == lowered[6].detailsIdentity)
        #expect(lowered[1].detailsIdentity != lowered[0].detailsIdentity)
    }
}
