import Testing
@testable import ScreenReaderSim

/// The packed index keeps what it is given, and keeps the engine's compact types compact.
@Suite struct PackedIndexTests {
    @Test(arguments: [0, 1, 41, 65_535, 1_000_000, Int(Int32.max)])
    func anIndexReadsBackAsItWasGiven(_ index: Int) {
        let packed = PackedIndex(index)
        #expect(packed.index == index)
        #expect(packed.value == index)
        #expect(!packed.isNone)
        #expect(PackedIndex(Optional(index)) == packed)
    }

    @Test func noneIsNoIndexAndDiffersFromEveryIndex() {
        #expect(PackedIndex.none.index == nil)
        #expect(PackedIndex.none.isNone)
        #expect(PackedIndex(nil as Int?) == .none)
        #expect(PackedIndex(0) != .none)
    }

    /// The layouts the engine's memory figures rest on.
    @Test func theCompactTypesKeepTheirSize() {
        #expect(MemoryLayout<PackedIndex>.size == 4)
        #expect(MemoryLayout<FocusStopSource>.size <= 17)
        #expect(TouchPositions.recordSize == 32)
    }
}
