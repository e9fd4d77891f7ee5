/// What each label names (see ``LabelMatch``), worked out once when a screen is indexed, in a ``LabelHashTable`` whose
/// value is the label's answer: an element index, or `-(k + 1)` for the `k`th list of controls when two or more
/// controls answer to it. A lookup reads one bucket (the answer is in it, beside the label), so what follows (the
/// stop, its content) is fetched while the label is still being compared. Labels are kept as written and compared like
/// speech; a label that two or more controls answer to keeps their list aside.
struct LabelTable: Sendable {
    /// The table: each label and its answer.
    private let table: LabelHashTable<Int32>
    /// The controls of each label two or more controls answer to, in order.
    private let ambiguities: [[Int]]

    /// A table of no labels, shared (a screen's index starts from it before its own tables are built).
    static let empty = LabelTable(table: LabelHashTable(capacity: 8, placeholder: 0), ambiguities: [])

    /// The answer for `label`, whose ``LabelHashTable/hash(ofLabel:)`` is `hash`; nil when no element answers to it.
    func match(_ label: String, hash: UInt64) -> LabelMatch? {
        guard let bucket = table.bucket(of: label, hash: hash) else { return nil }
        let answer = table[bucket]
        return answer >= 0 ? .element(Int(answer)) : .ambiguous(ambiguities[Int(-answer) - 1])
    }

    /// The bucket holding `label` (whose hash is `hash`), nil when no element answers to it.
    func bucket(of label: String, hash: UInt64) -> LabelHashTable<Int32>.Bucket? { table.bucket(of: label, hash: hash) }

    /// One value per bucket of the table, bucket for bucket (see ``LabelHashTable/mapBuckets(empty:_:)``): what `full`
    /// makes of a label, the one element it finds (nil when two or more controls answer to it) and its bucket's
    /// fingerprint; `empty` for an empty bucket.
    func mapBuckets<Mapped>(
        empty: Mapped,
        _ full: (_ bucket: LabelHashTable<Int32>.Bucket, _ label: String, _ element: Int?, _ fingerprint: UInt16) -> Mapped
    ) -> [Mapped] {
        table.mapBuckets(empty: empty) { bucket, label, answer, fingerprint in
            full(bucket, label, answer >= 0 ? Int(answer) : nil, fingerprint)
        }
    }

    /// A 64-bit hash of `label`'s comparison form: ``LabelHashTable/hash(ofLabel:)``.
    static func hash(ofLabel label: String) -> UInt64 { LabelHashTable<Int32>.hash(ofLabel: label) }

    /// Collects what answers to each label, one element at a time in element order, and lays the table out.
    struct Builder {
        /// One label and what answers to it so far.
        private struct Entry {
            /// The label, as first added.
            let key: String
            /// Its hash, for laying the table out without hashing again.
            let hash: UInt64
            /// The first element answering to it.
            let firstElement: PackedIndex
            /// The first control answering to it, none yet at first.
            var firstControl: PackedIndex
            /// Its place in ``ambiguities`` once a second control answers to it, none before.
            var ambiguity: PackedIndex
        }

        /// Each label, in the order first added.
        private var entries: [Entry] = []
        /// The controls of each label two or more controls answer to.
        private var ambiguities: [[Int]] = []
        /// Each label's place in ``entries``, while building, by open addressing on the kept hashes, with a fingerprint
        /// of the hash beside it (``FingerprintedPlaces``: a probe rules most other labels out without a look at their
        /// entries). Sized on the first label for the labels expected (4 bytes a label, and it lives only while the
        /// table is built), grown (twice the size, laid out again from the kept hashes) should it be four fifths full.
        /// It holds no labels itself: growing it copies integers.
        private var places = FingerprintedPlaces()
        /// How many labels the table is first sized for, at most (it grows past that).
        private let expectedKeys: Int

        /// An empty builder, sized on its first label for up to `expectedKeys` labels. The entries' room is reserved
        /// for as many (memory the labels do not fill is never touched), so they are not copied as they grow.
        init(expectedKeys: Int = 1) {
            self.expectedKeys = max(expectedKeys, 1)
        }

        /// Adds `element` (a control or not) to the elements answering to `label`; elements come in ascending order.
        mutating func add(_ label: String, element: Int, isControl: Bool) {
            add(label, hash: LabelHashTable<Int32>.hash(ofLabel: label), element: element, isControl: isControl)
        }

        /// ``add(_:element:isControl:)`` of a label whose ``LabelHashTable/hash(ofLabel:)`` is `hash`.
        mutating func add(_ label: String, hash: UInt64, element: Int, isControl: Bool) {
            if places.isEmpty {
                places = FingerprintedPlaces(capacity: LabelHashTable<Int32>.capacity(for: expectedKeys))
                entries.reserveCapacityOnHugePages(expectedKeys)
            }
            // Labels that compare alike hash alike: the fingerprint rules most others out from the slot, the kept hash
            // what it could not. No closure is called (an array read in one is retained around it).
            var probe = places.probe(for: hash)
            var found: Int?
            while let candidate = places.nextCandidate(&probe) {
                if entries[candidate].hash == hash
                    && (entries[candidate].key == label || Speech.matches(entries[candidate].key, label)) {
                    found = candidate
                    break
                }
            }
            if let found {
                addMatch(element, isControl: isControl, to: found)
                return
            }
            let entry = entries.count
            entries.append(Entry(key: label, hash: hash, firstElement: PackedIndex(element),
                                 firstControl: isControl ? PackedIndex(element) : .none, ambiguity: .none))
            if LabelHashTable<Int32>.capacity(for: entries.count) > places.capacity {
                places = FingerprintedPlaces(capacity: 2 * LabelHashTable<Int32>.capacity(for: entries.count))
                for index in entries.indices { places.place(index, hash: entries[index].hash) }
            } else {
                places.put(entry, hash: hash, at: probe.slot)
            }
        }

        /// Another element answering to the label of `entry`: a second control makes the label ambiguous.
        private mutating func addMatch(_ element: Int, isControl: Bool, to entry: Int) {
            guard isControl else { return }
            if entries[entry].firstControl.isNone {
                entries[entry].firstControl = PackedIndex(element)
            } else if entries[entry].ambiguity.isNone {
                entries[entry].ambiguity = PackedIndex(ambiguities.count)
                ambiguities.append([entries[entry].firstControl.value, element])
            } else {
                ambiguities[entries[entry].ambiguity.value].append(element)
            }
        }

        /// The table: each label's answer is its one control, else its first element, or the list of its controls.
        /// It is laid out at the size its labels need (it is kept as long as the screen). The builder is done with: its
        /// places are let go before the table is made, so a big screen never holds both (building a screen peaks here,
        /// with the entries and the table being filled).
        mutating func finish() -> LabelTable {
            places = FingerprintedPlaces()
            guard !entries.isEmpty else { return .empty }
            var table = LabelHashTable<Int32>(capacity: LabelHashTable<Int32>.capacity(for: entries.count), placeholder: 0)
            for entry in entries {
                // An element index, or -(N + 1) for the Nth list of ambiguous controls.
                let answer = !entry.ambiguity.isNone ? -(entry.ambiguity.raw + 1)
                    : !entry.firstControl.isNone ? entry.firstControl.raw : entry.firstElement.raw
                table.insert(entry.key, hash: entry.hash, value: answer)
            }
            return LabelTable(table: table, ambiguities: ambiguities)
        }
    }

    /// A table of `table`'s answers.
    private init(table: LabelHashTable<Int32>, ambiguities: [[Int]]) {
        self.table = table
        self.ambiguities = ambiguities
    }
}
