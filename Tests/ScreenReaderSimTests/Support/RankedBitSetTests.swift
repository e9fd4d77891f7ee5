import Testing
@testable import ScreenReaderSim

/// ``RankedBitSet`` answers, for every place, whether it is a member and how many members lie before it, as counting
/// the members does: on empty and full sets, at word edges, and on random sets.
@Suite struct RankedBitSetTests {
    /// Checks every place of `set` against `members`.
    private func expectAnswersAsCounting(_ set: RankedBitSet, members: [Int], capacity: Int) {
        let memberSet = Set(members)
        var before = 0
        for place in 0..<capacity {
            #expect(set.rank(of: place) == before, "rank of \(place)")
            #expect(set.contains(place) == memberSet.contains(place), "membership of \(place)")
            if memberSet.contains(place) { before += 1 }
        }
        #expect(set.count == members.count)
    }

    @Test(arguments: [
        (1, [Int]()), (1, [0]), (64, Array(0..<64)), (65, [64]), (128, [0, 63, 64, 127]), (200, [3, 70, 71, 150]),
        (1000, Array(stride(from: 0, to: 1000, by: 7))), (130, []),
    ])
    func aSetAnswersRankAndMembershipAsCountingDoes(capacity: Int, members: [Int]) {
        expectAnswersAsCounting(RankedBitSet(capacity: capacity, members: members), members: members, capacity: capacity)
    }

    @Test(arguments: [(4_097, 1 as UInt64, 2), (10_000, 2, 5), (70_000, 3, 50)])
    func aRandomSetAnswersRankAndMembershipAsCountingDoes(capacity: Int, seed: UInt64, oneIn: Int) {
        var random = SplitMix(state: seed)
        let members = (0..<capacity).filter { _ in random.next() % UInt64(oneIn) == 0 }
        expectAnswersAsCounting(RankedBitSet(capacity: capacity, members: members), members: members, capacity: capacity)
    }
}
