import Testing
@testable import ScreenReaderSim

/// A ``LabelAnswer`` gives back what it was made from: an element (a control or not) or a list's place.
@Suite struct LabelAnswerTests {
    @Test(arguments: [0, 1, 7, 65_535, 1 << 29, LabelAnswer.maximumElements - 1], [false, true])
    func anElementsAnswerReadsBack(element: Int, isControl: Bool) {
        let answer = LabelAnswer(element: element, isControl: isControl)
        #expect(answer.element == element)
        #expect(answer.isControl == isControl)
        #expect(answer.ambiguity == nil)
    }

    @Test(arguments: [0, 1, 1_000, Int(Int32.max) - 1])
    func aListsAnswerReadsBack(ambiguity: Int) {
        let answer = LabelAnswer(ambiguity: ambiguity)
        #expect(answer.element == nil)
        #expect(answer.isControl == false)
        #expect(answer.ambiguity == ambiguity)
    }

    /// It fits the label table's bucket beside the label (4 bytes).
    @Test func itIsFourBytes() { #expect(MemoryLayout<LabelAnswer>.size == 4) }
}
