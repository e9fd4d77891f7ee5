import Testing
@testable import ScreenReaderSim

/// The hash table behind label lookup, whose layout touch lookup copies: its buckets (and the touch table's) keep the
/// size the memory figures rest on, and it answers as a plain dictionary keyed by each label's comparison form does,
/// for labels written any way speech allows.
@Suite struct LabelHashTableTests {
    /// The layouts the engine's memory figures rest on.
    @Test func aBucketIs24BytesForAnAnswerAnd32ForATouchTarget() {
        #expect(LabelHashTable<Int32>.bucketSize == 24)
        #expect(MemoryLayout<TouchPositions.Record>.size == 14)
        #expect(TouchPositions.recordSize == 32)
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

    @Test(arguments: [0, 1, 7, 100, 5_000])
    func theTableAnswersAsADictionaryOfComparisonFormsDoes(_ count: Int) {
        let labels = Self.labels(count: count)
        // The model: the first value inserted for each comparison form.
        var model: [String: Int32] = [:]
        var distinct: [(String, Int32)] = []
        for (number, label) in labels.enumerated() where model[Speech.normalized(label)] == nil {
            model[Speech.normalized(label)] = Int32(number)
            distinct.append((label, Int32(number)))
        }
        var table = LabelHashTable<Int32>(capacity: LabelHashTable<Int32>.capacity(for: distinct.count), placeholder: -1)
        for (label, value) in distinct {
            #expect(table.bucket(of: label, hash: LabelHashTable<Int32>.hash(ofLabel: label)) == nil, "\(label)")
            table.insert(label, hash: LabelHashTable<Int32>.hash(ofLabel: label), value: value)
        }
        #expect(table.count == distinct.count)
        #expect(table.buckets.count == distinct.count)
        // Every label written any way, and labels the table does not have.
        let probes = labels + labels.map { $0.uppercased() } + labels.map { " \($0) " } + ["Nothing", "Setting -1", "Item x"]
        for probe in probes {
            let found = table.bucket(of: probe, hash: LabelHashTable<Int32>.hash(ofLabel: probe)).map { table[$0] }
            #expect(found == model[Speech.normalized(probe)], "\(probe)")
        }
        // Each bucket holds its label as first written.
        for bucket in table.buckets {
            #expect(model[Speech.normalized(table.key(at: bucket))] == table[bucket])
        }
    }

    @Test func aValueChangedInItsBucketReadsBack() {
        var table = LabelHashTable<Int32>(capacity: LabelHashTable<Int32>.capacity(for: 1), placeholder: -1)
        let bucket = table.insert("Save", hash: LabelHashTable<Int32>.hash(ofLabel: "Save"), value: 3)
        table[bucket] = 9
        #expect(table.bucket(of: "save", hash: LabelHashTable<Int32>.hash(ofLabel: "save")).map { table[$0] } == 9)
    }

    /// The label table built over the shared table answers as a scan of every element does: its one control, else its
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

    /// Mapping a table's buckets (the touch table is laid out like the label table) gives one value per bucket, in
    /// bucket order: for each full bucket what the mapping makes of its place, label, value and fingerprint (the
    /// label's own ``LabelHashTable/fingerprint(of:)``), for each empty one the empty value; so a lookup that probes the
    /// mapped buckets as the table does stops where the table finds each label.
    @Test(arguments: [0, 7, 2_000])
    func mappedBucketsAreTheTablesBucketForBucket(_ count: Int) {
        let labels = Self.labels(count: count)
        var original = LabelHashTable<Int32>(capacity: LabelHashTable<Int32>.capacity(for: labels.count), placeholder: -1)
        for (number, label) in labels.enumerated() {
            let hash = LabelHashTable<Int32>.hash(ofLabel: label)
            if original.bucket(of: label, hash: hash) == nil { original.insert(label, hash: hash, value: Int32(number)) }
        }
        let mapped = original.mapBuckets(empty: "none") { bucket, label, value, fingerprint in
            "\(bucket.offset) \(label) \(value) \(fingerprint)"
        }
        #expect(mapped.count == original.capacity)
        let full = Set(original.buckets.map(\.offset))
        #expect(mapped.indices.filter { mapped[$0] != "none" } == full.sorted())
        for bucket in original.buckets {
            let label = original.key(at: bucket)
            let fingerprint = LabelHashTable<Int32>.fingerprint(of: LabelHashTable<Int32>.hash(ofLabel: label))
            #expect(mapped[bucket.offset] == "\(bucket.offset) \(label) \(original[bucket]) \(fingerprint)")
        }
        let probes = labels + labels.map { $0.uppercased() } + ["Nothing", "Setting -1", "Item x"]
        for probe in probes {
            let hash = LabelHashTable<Int32>.hash(ofLabel: probe)
            if let found = original.bucket(of: probe, hash: hash) {
                #expect(mapped[found.offset].hasPrefix("\(found.offset) \(original.key(at: found)) "), "\(probe)")
            }
        }
    }
}
