import Testing
@testable import ScreenReaderSim

/// The label builder's places with fingerprints find each entry where a plain list of entry places, probed the same
/// way and comparing the full hash of each entry met, finds it: in the same slot, whatever the hashes (many alike in
/// their lower half, many alike in their fingerprint bits), and nothing for a hash not put there.
@Suite struct FingerprintedPlacesTests {
    /// `count` hashes, no two alike: spread ones, ones sharing few lower halves (a few homes, long runs of full slots),
    /// and ones sharing their upper bits (the same fingerprint in any table), in turn.
    static func hashes(count: Int) -> [UInt64] {
        var hashes: [UInt64] = []
        var seen = Set<UInt64>()
        var generator: UInt64 = 0x9E37_79B9_7F4A_7C15
        while hashes.count < count {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let hash: UInt64
            switch hashes.count % 3 {
            case 0: hash = generator
            case 1: hash = (generator & 0xFFFF_FFFF_0000_0000) | UInt64(hashes.count % 64) << 26  // 64 homes in all
            default: hash = 0xABCD_EF01_0000_0000 | (generator >> 32)          // one fingerprint for all of them
            }
            if seen.insert(hash).inserted { hashes.append(hash) }
        }
        return hashes
    }

    /// The plain list: each entry's place, -1 in an empty slot, probed comparing each met entry's full hash.
    struct PlainPlaces {
        var places: [Int32]
        let hashes: [UInt64]

        func probe(_ hash: UInt64) -> (entry: Int?, slot: Int) {
            var slot = LabelHashing.home(of: hash, capacity: places.count)
            while true {
                let entry = places[slot]
                if entry < 0 { return (nil, slot) }
                if hashes[Int(entry)] == hash { return (Int(entry), slot) }
                slot = slot + 1 == places.count ? 0 : slot + 1
            }
        }
    }

    /// The probe the label builder makes: the first candidate whose full hash is `hash` and the slot it is in (the
    /// one before the probe's next), or nil and the empty slot the probe stopped at.
    static func probe(_ places: FingerprintedPlaces, _ hash: UInt64, hashes: [UInt64]) -> (entry: Int?, slot: Int) {
        var probe = places.probe(for: hash)
        while let candidate = places.nextCandidate(&probe) {
            if hashes[candidate] == hash { return (candidate, (probe.slot + places.capacity - 1) % places.capacity) }
        }
        return (nil, probe.slot)
    }

    @Test(arguments: [(1, 2), (6, 8), (100, 126), (3_000, 3_751), (3_000, 8_192), (20_000, 25_001)])
    func eachEntryIsFoundWhereAPlainListOfPlacesFindsIt(_ count: Int, capacity: Int) {
        let hashes = Self.hashes(count: count)
        var places = FingerprintedPlaces(capacity: capacity)
        var plain = PlainPlaces(places: [Int32](repeating: -1, count: capacity), hashes: hashes)
        #expect(places.capacity == capacity)
        for (entry, hash) in hashes.enumerated() {
            let probe = Self.probe(places, hash, hashes: hashes)
            let expected = plain.probe(hash)
            #expect(probe.entry == nil && expected.entry == nil)
            #expect(probe.slot == expected.slot)
            places.put(entry, hash: hash, at: probe.slot)
            plain.places[expected.slot] = Int32(entry)
        }
        for (entry, hash) in hashes.enumerated() {
            let probe = Self.probe(places, hash, hashes: hashes)
            #expect(probe.entry == entry)
            #expect(probe.slot == plain.probe(hash).slot)
        }
        // Hashes not put there: nothing, and the empty slot the plain list stops at.
        let missingHashes: [UInt64] = [0, 0x1234_5678, 0xABCD_EF01_0000_0000, 0xFFFF_FFFF_FFFF_FFFF]
        for missing in missingHashes where !hashes.contains(missing) {
            let probe = Self.probe(places, missing, hashes: hashes)
            #expect(probe.entry == nil)
            #expect(probe.slot == plain.probe(missing).slot)
        }
    }

    @Test(arguments: [(500, 626), (5_000, 6_251)])
    func aTableLaidOutAgainFindsEveryEntry(_ count: Int, capacity: Int) {
        let hashes = Self.hashes(count: count)
        var places = FingerprintedPlaces(capacity: capacity)
        var plain = PlainPlaces(places: [Int32](repeating: -1, count: capacity), hashes: hashes)
        for (entry, hash) in hashes.enumerated() {
            places.place(entry, hash: hash)
            plain.places[plain.probe(hash).slot] = Int32(entry)
        }
        for (entry, hash) in hashes.enumerated() {
            let probe = Self.probe(places, hash, hashes: hashes)
            #expect(probe.entry == entry)
            #expect(probe.slot == plain.probe(hash).slot)
        }
    }
}
