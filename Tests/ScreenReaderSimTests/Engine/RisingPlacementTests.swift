import Testing
@testable import ScreenReaderSim

/// ``RisingPlacement`` answers only what a linear probe from the home would find, whatever order the homes come in.
@Suite struct RisingPlacementTests {
    /// Homes in rising order (some equal), with `disorder` in a hundred of them out of order, filling a table of
    /// `capacity` buckets four fifths full; each answer is checked against a probe of the table as filled so far.
    @Test(arguments: [8, 10, 97, 1_000], [0, 5, 50])
    func anAnswerIsWhereAProbeLands(capacity: Int, disorder: Int) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(capacity * 131 + disorder)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let count = capacity * 4 / 5
        var homes = (0..<count).map { _ in next(capacity) }.sorted()
        for _ in 0..<(count * disorder / 100) { homes.swapAt(next(count), next(count)) }
        var full = [Bool](repeating: false, count: capacity)
        var placement = RisingPlacement()
        var answered = 0
        for home in homes {
            var probe = home
            while full[probe] { probe = probe + 1 == capacity ? 0 : probe + 1 }
            if let place = placement.place(forHome: home) {
                #expect(place == probe, "home \(home)")
                answered += 1
            }
            full[probe] = true
            placement.placed(at: probe, home: home, capacity: capacity)
        }
        if disorder == 0 && capacity >= 97 { #expect(answered > count / 2) }
    }

    /// Nothing filled: the home itself; the last bucket filled: nothing more is answered (a probe would go round).
    @Test func theEndsOfTheTable() {
        var placement = RisingPlacement()
        #expect(placement.place(forHome: 0) == 0)
        placement.placed(at: 6, home: 6, capacity: 8)
        #expect(placement.place(forHome: 6) == 7)
        placement.placed(at: 7, home: 6, capacity: 8)
        #expect(placement.place(forHome: 7) == nil)
    }
}
