import Testing
@testable import ScreenReaderSim

/// The rules label lookup and touch lookup lay their tables out by: labels that compare alike hash alike, the entries
/// and buckets keep the sizes the memory figures rest on, and the label table answers as a scan of its labels does.
@Suite struct LabelHashingTests {
    /// The layouts the engine's memory figures rest on; a touch table's details are half a cache line each, so none
    /// straddles two.
    @Test func anEntryIs32BytesForAnAnswerAndABucket32ForATouchTarget() {
        #expect(LabelTable.entrySize == 32)
        #expect(MemoryLayout<TouchPositions.Record>.size == 14)
        #expect(TouchPositions.recordSize == 32)
        #expect(MemoryLayout<TouchPositions.Detail>.stride == 32)
        #expect(MemoryLayout<TouchPositions.SeriesDetail>.stride == 32)
    }

    /// Labels as a screen writes them: many alike (`Setting 12`), some long (held outside the bucket), some that
    /// compare equal to another like speech, non-ASCII ones, and the empty label.
    static func labels(count: Int) -> [String] {
        var labels: [String] = [""]
        var generator: UInt64 = 0x2545_F491_4F6C_DD1D
        for number in 0..<count {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            switch generator >> 61 {
            case 0: labels.append("Setting \(number)")
            case 1: labels.append("SETTING  \(number)")  // the same speech as `Setting N`
            case 2: labels.append("A long label that does not fit in a small string, number \(number)")
            case 3: labels.append("Café \(number % 97)")
            case 4: labels.append("Wi-Fi \(number % 13)")
            case 5: labels.append("wi-fi \(number % 13).")  // the same speech as `Wi-Fi N` where the period is dropped
            default: labels.append("Item \(Int(generator >> 40) % (count + 1))")
            }
        }
        return labels
    }

    /// Labels that compare alike like speech hash alike (so they share a home and a fingerprint in any table), and a
    /// fingerprint is never 0 (0 marks an empty slot), the label table's 16 bits or the touch table's 8.
    @Test(arguments: [0, 1, 7, 100, 5_000])
    func labelsThatCompareAlikeHashAlike(_ count: Int) {
        var hashes: [String: UInt64] = [:]
        for label in Self.labels(count: count) {
            for written in [label, label.uppercased(), "  \(label) ,", label.lowercased() + "."] {
                let hash = LabelHashing.hash(ofLabel: written)
                #expect(LabelHashing.fingerprint(of: hash) != 0)
                #expect(TouchPositions.fingerprint(of: hash) != 0)
                let form = Speech.normalized(written)
                if let known = hashes[form] { #expect(known == hash, "\(written)") } else { hashes[form] = hash }
                #expect(LabelHashing.home(of: hash, capacity: 1_000) < 1_000)
            }
        }
    }

    /// The label table answers as a scan of every element does: its one control, else its
    /// first element, or every control when two or more share it.
    /// Sized for its labels, or for one (grown, laid out again from the kept hashes, many times on the way).
    @Test(arguments: [(10, 10), (3_000, 3_000), (3_000, 1)])
    func theLabelTableAnswersAsAScanOfTheElementsDoes(_ count: Int, expectedKeys: Int) {
        let labels = Self.labels(count: count)
        var builder = LabelTable.Builder(expectedKeys: expectedKeys)
        var isControl: [Bool] = []
        for (element, label) in labels.enumerated() {
            isControl.append(element % 3 == 0)
            builder.add(label, element: element, isControl: element % 3 == 0)
        }
        let table = builder.finish()
        for probe in Set(labels.prefix(500) + ["Nothing"]) {
            let matching = labels.indices.filter { Speech.matches(labels[$0], probe) }
            let controls = matching.filter { isControl[$0] }
            let expected: LabelMatch? = matching.isEmpty ? nil
                : controls.count > 1 ? .ambiguous(controls) : .element(controls.first ?? matching[0])
            #expect(table.match(probe, hash: LabelTable.hash(ofLabel: probe)) == expected, "\(probe)")
        }
    }
}
