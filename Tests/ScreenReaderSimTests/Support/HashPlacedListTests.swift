import Testing
@testable import ScreenReaderSim

/// ``HashPlacedList`` puts each record at its hash's home or the next free place after it, so probing from the home
/// reaches it before a vacant place; a lookup answers the record at the place its owner names whether told its home or
/// another place (the record tells itself apart); and at most half full, most records lie at their home.
@Suite struct HashPlacedListTests {
    /// A record: its number, so a wrong one is told apart (the vacant places hold -1).
    private typealias Record = Int64

    /// `count` records numbered 0..., with hashes from `seed`, some colliding on purpose (every `repeatOneIn`th repeats the
    /// one before).
    private static func hashes(count: Int, seed: UInt64, repeatOneIn: Int) -> [UInt64] {
        var random = SplitMix(state: seed)
        var hashes: [UInt64] = []
        for index in 0..<count {
            hashes.append(index > 0 && index % repeatOneIn == 0 ? hashes[index - 1] : random.next())
        }
        return hashes
    }

    @Test(arguments: [(0, 1 as UInt64, 2), (1, 2, 2), (2, 3, 2), (7, 4, 3), (1_000, 5, 10), (50_000, 6, 1_000)])
    func everyRecordLiesWhereProbingFromItsHomeFindsIt(count: Int, seed: UInt64, repeatOneIn: Int) {
        let hashes = Self.hashes(count: count, seed: seed, repeatOneIn: repeatOneIn)
        var list = HashPlacedList<Record>()
        for index in 0..<count { #expect(list.append(Record(index)) == index) }
        let (placed, places) = list.placed(byHash: hashes, vacant: -1)
        #expect(placed.capacity == HashPlacedList<Record>.capacity(forRecords: count))
        #expect(placed.capacity == (count == 0 ? 0 : 2 * count + 1))
        #expect(places.count == count)
        #expect(Set(places).count == count)
        for index in 0..<count {
            let home = placed.home(of: hashes[index])
            #expect(placed[places[index]] == Record(index))
            // Probing from the home passes no vacant place before the record.
            var place = home
            while placed[place] != Record(index) {
                #expect(placed[place] != -1, "record \(index): a vacant place before it")
                place = place + 1 == placed.capacity ? 0 : place + 1
            }
            // Told its home, or any other place, a lookup answers the record at the place its owner names.
            for likely in [home, (home + 1) % placed.capacity, places[index]] {
                #expect(placed.element(at: places[index], home: likely) { $0 == Record(index) } == Record(index))
            }
        }
        #expect((0..<placed.capacity).filter { placed[$0] == -1 }.count == placed.capacity - count)
    }

    /// Half full, three records in four or so lie at their home (the rest just after): what a touch reads beside its
    /// bucket on a big screen.
    @Test func mostRecordsLieAtTheirHome() {
        let count = 100_000
        let hashes = Self.hashes(count: count, seed: 7, repeatOneIn: .max)
        var list = HashPlacedList<Record>()
        for index in 0..<count { _ = list.append(Record(index)) }
        let (placed, places) = list.placed(byHash: hashes, vacant: -1)
        let atHome = (0..<count).count { placed.home(of: hashes[$0]) == places[$0] }
        #expect(atHome * 100 > count * 70, "\(atHome) of \(count) at their home")
    }
}
