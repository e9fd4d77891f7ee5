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
}
