import Testing
@testable import ScreenReaderSim

/// The leveled bit set answers every query as a sorted array of its members searched by a plain scan would.
@Suite struct HierarchicalBitSetTests {
    /// The plain version: the members, sorted, scanned from either end.
    struct PlainSet {
        var members: Set<Int> = []
        func first(atOrAfter value: Int) -> Int? { members.filter { $0 >= value }.min() }
        func last(atOrBefore value: Int) -> Int? { members.filter { $0 <= value }.max() }
    }

    @Test("inserts, removes and searches match a plain scan",
          arguments: [(1, 200), (63, 400), (64, 400), (65, 400), (4_096, 3_000), (4_097, 3_000), (300_000, 2_000)])
    func matchesAPlainScan(_ capacity: Int, _ steps: Int) {
        var random = SplitMix(state: UInt64(capacity))
        var set = HierarchicalBitSet(capacity: capacity)
        var plain = PlainSet()
        // Members cluster at times (runs of neighbours) and scatter at others, so words fill and empty at every level.
        for step in 0..<steps {
            let value = step.isMultiple(of: 3) ? Int.random(in: 0..<min(capacity, 130), using: &random)
                                               : Int.random(in: 0..<capacity, using: &random)
            if Bool.random(using: &random) || plain.members.count < 2 {
                set.insert(value)
                plain.members.insert(value)
            } else {
                let victim = plain.members.randomElement(using: &random) ?? value
                set.remove(victim)
                plain.members.remove(victim)
            }
            let probe = Int.random(in: -2..<(capacity + 2), using: &random)
            #expect(set.contains(probe) == plain.members.contains(probe), "contains \(probe) after \(step) steps")
            #expect(set.first(atOrAfter: probe) == plain.first(atOrAfter: probe), "first at or after \(probe), step \(step)")
            #expect(set.last(atOrBefore: probe) == plain.last(atOrBefore: probe), "last at or before \(probe), step \(step)")
        }
        // Every member, walked both ways.
        var forward: [Int] = []
        var next = set.first(atOrAfter: 0)
        while let member = next {
            forward.append(member)
            next = set.first(atOrAfter: member + 1)
        }
        #expect(forward == plain.members.sorted())
        var backward: [Int] = []
        var previous = set.last(atOrBefore: capacity - 1)
        while let member = previous {
            backward.append(member)
            previous = set.last(atOrBefore: member - 1)
        }
        #expect(backward == plain.members.sorted(by: >))
    }

    @Test func anEmptySetFindsNothingAndTheEdgesAreMembersLikeAnyOther() {
        var set = HierarchicalBitSet(capacity: 1_000_000)
        #expect(set.first(atOrAfter: 0) == nil)
        #expect(set.last(atOrBefore: 999_999) == nil)
        set.insert(0)
        set.insert(999_999)
        #expect(set.first(atOrAfter: 1) == 999_999)
        #expect(set.last(atOrBefore: 999_998) == 0)
        #expect(set.first(atOrAfter: 1_000_000) == nil)
        #expect(set.last(atOrBefore: -1) == nil)
        set.remove(999_999)
        #expect(set.first(atOrAfter: 1) == nil)
        #expect(!set.contains(999_999))
        #expect(HierarchicalBitSet(capacity: 0).first(atOrAfter: 0) == nil)
        #expect(HierarchicalBitSet(capacity: 0).last(atOrBefore: 0) == nil)
    }
}
