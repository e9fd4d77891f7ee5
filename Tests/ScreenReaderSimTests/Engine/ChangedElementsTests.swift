import Testing
@testable import ScreenReaderSim

/// The filter of changed elements never answers an inserted element unchanged, answers exactly while it has a bit for
/// every element, and answers every element unchanged before the first insertion.
@Suite struct ChangedElementsTests {
    @Test(arguments: [1, 63, 64, 65, 4_096, ChangedElements.maximumBits, ChangedElements.maximumBits + 1, 300_000])
    func anInsertedElementIsNeverAnsweredUnchanged(_ elements: Int) {
        var generator: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(elements)
        func next(_ bound: Int) -> Int {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(generator >> 33) % bound
        }
        var filter = ChangedElements(elements: elements)
        #expect((0..<elements).allSatisfy { !filter.mayContain($0) }, "a new filter answers every element unchanged")
        var inserted = Set<Int>()
        for _ in 0..<min(elements, 50) {
            let element = next(elements)
            filter.insert(element)
            inserted.insert(element)
        }
        let missed = inserted.filter { !filter.mayContain($0) }
        #expect(missed.isEmpty, "inserted elements answered unchanged: \(missed.sorted().prefix(10))")
        let falselyChanged = (0..<elements).filter { filter.mayContain($0) && !inserted.contains($0) }
        if elements <= ChangedElements.maximumBits {
            #expect(falselyChanged.isEmpty, "a bit per element: \(falselyChanged.prefix(10))")
        } else {
            // Elements share a bit only with those a multiple of the filter's size apart.
            let shareABit = falselyChanged.allSatisfy { element in
                inserted.contains { ($0 - element) % ChangedElements.maximumBits == 0 }
            }
            #expect(shareABit)
        }
    }

    /// A copy made before an insertion does not see it (the filter is a value, copied on write).
    @Test func aCopyMadeBeforeAnInsertionDoesNotSeeIt() {
        var filter = ChangedElements(elements: 1_000)
        filter.insert(3)
        let copy = filter
        filter.insert(700)
        #expect(filter.mayContain(700))
        #expect(!copy.mayContain(700))
        #expect(copy.mayContain(3))
    }
}
