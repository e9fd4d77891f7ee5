import Testing
@testable import ScreenReaderSim

/// ``ElementBitSet`` answers as a `Set<Int>` does, insertions and membership, at every bound and word edge.
@Suite struct ElementBitSetTests {
    @Test(arguments: [(1, 1), (63, 2), (64, 3), (65, 4), (1000, 5), (4097, 6)])
    func aBitSetAnswersAsASetDoes(count: Int, seed: UInt64) {
        var random = SplitMix(state: seed)
        var bits = ElementBitSet(count: count)
        var set = Set<Int>()
        let edges = [0, count - 1, min(63, count - 1), min(64, count - 1)]
        for step in 0..<(count * 2 + edges.count) {
            let index = step < edges.count ? edges[step] : Int(random.next() % UInt64(count))
            #expect(bits.contains(index) == set.contains(index))
            #expect(bits.insert(index) == set.insert(index).inserted)
            #expect(bits.contains(index))
        }
        for index in 0..<count { #expect(bits.contains(index) == set.contains(index)) }
    }

    /// A set covering a range that does not start at 0 (a dialog's elements) answers as a `Set` does for its indices.
    @Test(arguments: [(5..<6, 7 as UInt64), (1_000..<1_063, 8), (1_000..<1_064, 9), (999_937..<1_000_065, 10)])
    func aBitSetCoveringARangeAnswersAsASetDoes(range: Range<Int>, seed: UInt64) {
        var random = SplitMix(state: seed)
        var bits = ElementBitSet(covering: range)
        var set = Set<Int>()
        let edges = [range.lowerBound, range.upperBound - 1, min(range.lowerBound + 63, range.upperBound - 1)]
        for step in 0..<(range.count * 2 + edges.count) {
            let index = step < edges.count ? edges[step] : range.lowerBound + Int(random.next() % UInt64(range.count))
            #expect(bits.contains(index) == set.contains(index))
            #expect(bits.insert(index) == set.insert(index).inserted)
        }
        for index in range { #expect(bits.contains(index) == set.contains(index)) }
    }
}
