/// What each label names (see ``LabelMatch``), worked out once when a screen is indexed: each label as first added,
/// with its answer (an element, or the list of controls when two or more controls answer to it), in the order first
/// added, and where each label is among them, by open addressing on the labels' hashes (``FingerprintedPlaces``: a
/// slot holds the label's place and a fingerprint of its hash). The table is the one its builder made as the labels
/// came, not laid out again label by label (on a big screen, a trip to memory a label): a lookup probes the slots (most
/// other labels are ruled out by the fingerprint alone), then reads the one entry whose hash is the label's. Labels
/// are kept as written and compared like speech.
///
/// The slots are laid out by ``LabelHashing``'s rules (``LabelHashing/home(of:capacity:)``, then the next slot until
/// an empty one), so touch lookup lays the labels out again from their kept hashes, in a roomier table of its own,
/// without hashing one (``mapBuckets(capacity:empty:_:)``, ``TouchPositions``).
struct LabelTable: Sendable {
    /// One label and what answers to it.
    fileprivate struct Entry: Sendable {
        /// The label, as first added.
        let key: String
        /// Its hash (``hash(ofLabel:)``), kept so the places can be laid out again without hashing the label.
        let hash: UInt64
        /// The first element answering to it.
        let firstElement: PackedIndex
        /// The controls answering to it: its one control (0 or more), ``noControl``, or `-(k + 2)` when two or more do
        /// and `k` is the place of their list in ``LabelTable/ambiguities`` (32 bytes an entry in all).
        var controls: Int32

        /// ``controls`` when no control answers to the label.
        static let noControl: Int32 = -1

        /// The one element the label finds: its one control, else its first element; nil when two or more controls
        /// answer to it.
        var element: Int? {
            controls >= 0 ? Int(controls) : controls == Self.noControl ? firstElement.value : nil
        }

        /// The place of the label's list of controls in ``LabelTable/ambiguities``, nil unless two or more controls
        /// answer to it.
        var ambiguity: Int? { controls < Self.noControl ? Int(-controls) - 2 : nil }
    }

    /// Where each label is among ``entries``.
    private let places: FingerprintedPlaces
    /// Each label, in the order first added, with what answers to it.
    private let entries: [Entry]
    /// The controls of each label two or more controls answer to, in order.
    private let ambiguities: [[Int]]

    /// A table of no labels, shared (a screen's index starts from it before its own tables are built).
    static let empty = LabelTable(places: FingerprintedPlaces(capacity: 8), entries: [], ambiguities: [])

    /// The entry and slot of `label`, whose ``LabelHashing/hash(ofLabel:)`` is `hash`; nil when no element answers to
    /// it.
    private func find(_ label: String, hash: UInt64) -> (entry: Int, slot: Int)? {
        var probe = places.probe(for: hash)
        while let candidate = places.nextCandidate(&probe) {
            // Labels that compare alike hash alike: the kept hash rules out what the fingerprint could not.
            if entries[candidate].hash == hash
                && (entries[candidate].key == label || Speech.matches(entries[candidate].key, label)) {
                return (candidate, probe.slot == 0 ? places.capacity - 1 : probe.slot - 1)
            }
        }
        return nil
    }

    /// The answer for `label`, whose ``LabelHashing/hash(ofLabel:)`` is `hash`; nil when no element answers to it.
    func match(_ label: String, hash: UInt64) -> LabelMatch? {
        guard let found = find(label, hash: hash) else { return nil }
        let entry = entries[found.entry]
        if let ambiguity = entry.ambiguity { return .ambiguous(ambiguities[ambiguity]) }
        return entry.element.map(LabelMatch.element)
    }

    /// The place of `label` (whose hash is `hash`) among the table's labels, in the order first added; nil when no
    /// element answers to it.
    func entry(of label: String, hash: UInt64) -> Int? {
        find(label, hash: hash)?.entry
    }

    /// How many labels the table holds.
    var labelCount: Int { entries.count }

    /// A table of `capacity` slots (more than the table's labels) holding one value per slot: the labels laid out
    /// again by the same rules (``LabelHashing``: each from its home for its kept hash, in the order first added), in a
    /// list whose first slot starts a cache line, on huge pages when it is big (``CacheAlignedList``). What `full`
    /// makes of a label (its slot in the new table, its place among this table's labels as ``entry(of:hash:)`` gives
    /// it, the label, the one element it finds, nil when two or more controls answer to it, and its kept hash,
    /// ``LabelHashing/hash(ofLabel:)``), `empty` for an empty slot. The kept hashes are read in order, one after
    /// another, and each label's entry once more where its slot is filled. Probed by the same rules, the new table
    /// finds each label where `full` was given it, and no label is hashed or compared to make it (`LabelTableTests`); a
    /// roomier table (``TouchPositions`` takes twice as many slots as labels) is probed less far.
    func mapBuckets<Mapped: BitwiseCopyable>(
        capacity: Int, empty: Mapped,
        _ full: (_ slot: Int, _ entry: Int, _ label: String, _ element: Int?, _ hash: UInt64) -> Mapped
    ) -> CacheAlignedList<Mapped> {
        precondition(capacity > entries.count, "a table has room for every label and an empty slot")
        precondition(entries.count <= Int(Int32.max), "a table's labels are counted in 32 bits")
        // Which label each new slot holds, by its place in ``entries`` (-1: none).
        let placed = CacheAlignedList<Int32>(count: capacity) { placed in
            placed.initialize(repeating: -1)
            entries.withUnsafeBufferPointer { entries in
                for place in entries.indices {
                    var target = LabelHashing.home(of: entries[place].hash, capacity: capacity)
                    while placed[target] >= 0 { target = target + 1 == capacity ? 0 : target + 1 }
                    placed[target] = Int32(place)
                }
            }
        }
        return placed.withUnsafeBufferPointer { placed in
            CacheAlignedList(count: capacity) { buffer in
                for target in 0..<capacity {
                    let mapped: Mapped
                    let place = Int(placed[target])
                    if place >= 0 {
                        let entry = entries[place]
                        mapped = full(target, place, entry.key, entry.element, entry.hash)
                    } else {
                        mapped = empty
                    }
                    buffer.initializeElement(at: target, to: mapped)
                }
            }
        }
    }

    /// A 64-bit hash of `label`'s comparison form: ``LabelHashing/hash(ofLabel:)``.
    static func hash(ofLabel label: String) -> UInt64 { LabelHashing.hash(ofLabel: label) }

    /// The size of one label's entry in bytes, which the engine's memory figures rest on (`LabelHashingTests`).
    static var entrySize: Int { MemoryLayout<Entry>.stride }

    /// Collects what answers to each label, one element at a time in element order; its labels and places are the
    /// table.
    struct Builder {
        /// Each label, in the order first added.
        private var entries: [Entry] = []
        /// The controls of each label two or more controls answer to.
        private var ambiguities: [[Int]] = []
        /// Each label's place in ``entries``, by open addressing on the labels' hashes, with a fingerprint of the hash
        /// beside it (``FingerprintedPlaces``: a probe rules most other labels out without a look at their entries).
        /// Sized on the first label for the labels expected, grown (twice the size, laid out again from the kept
        /// hashes) should it be four fifths full, and laid out at the size the labels need when the table is made (it
        /// is kept with the table: 5 bytes a label). It holds no labels itself: laying it out again copies integers.
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
            add(label, hash: LabelHashing.hash(ofLabel: label), element: element, isControl: isControl)
        }

        /// ``add(_:element:isControl:)`` of a label whose ``LabelHashing/hash(ofLabel:)`` is `hash`.
        mutating func add(_ label: String, hash: UInt64, element: Int, isControl: Bool) {
            if places.isEmpty {
                places = FingerprintedPlaces(capacity: LabelHashing.capacity(for: expectedKeys))
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
                                 controls: isControl ? PackedIndex(element).raw : Entry.noControl))
            if LabelHashing.capacity(for: entries.count) > places.capacity {
                places = FingerprintedPlaces(capacity: 2 * LabelHashing.capacity(for: entries.count))
                for index in entries.indices { places.place(index, hash: entries[index].hash) }
            } else {
                places.put(entry, hash: hash, at: probe.slot)
            }
        }

        /// Another element answering to the label of `entry`: a second control makes the label ambiguous.
        private mutating func addMatch(_ element: Int, isControl: Bool, to entry: Int) {
            guard isControl else { return }
            let controls = entries[entry].controls
            if controls == Entry.noControl {
                entries[entry].controls = PackedIndex(element).raw
            } else if controls >= 0 {
                entries[entry].controls = -PackedIndex(ambiguities.count).raw - 2
                ambiguities.append([Int(controls), element])
            } else {
                ambiguities[Int(-controls) - 2].append(element)
            }
        }

        /// `entries` moved, not copied (no label is retained), into a list with room for them alone: the room reserved
        /// for the labels expected stays with the table otherwise, and labels that repeat leave much of it unused. The
        /// moved-from places are given an entry that owns nothing, so `entries` is let go of without releasing twice.
        private static func fitted(_ entries: inout [Entry]) -> [Entry] {
            let count = entries.count
            let placeholder = Entry(key: "", hash: 0, firstElement: .none, controls: Entry.noControl)
            let fitted = [Entry](hugePagedCapacity: count) { buffer, initialized in
                entries.withUnsafeMutableBufferPointer { source in
                    buffer.baseAddress!.moveInitialize(from: source.baseAddress!, count: count)
                    source.baseAddress!.initialize(repeating: placeholder, count: count)
                }
                initialized = count
            }
            entries = []
            return fitted
        }

        /// The table: each label's answer is its one control, else its first element, or the list of its controls. It
        /// is the builder's own labels, kept as they are (moved into a list of their size when their room is more than
        /// twice that: ``fitted(_:)``), and its places, laid out again from the kept hashes when they were sized for
        /// many more labels than came (the places are kept with the table); the builder is done with.
        mutating func finish() -> LabelTable {
            guard !entries.isEmpty else { return .empty }
            let needed = LabelHashing.capacity(for: entries.count)
            if needed + needed / 8 < places.capacity {
                places = FingerprintedPlaces(capacity: needed)
                for index in entries.indices { places.place(index, hash: entries[index].hash) }
            }
            // Moving costs a pass over the labels: worth it only when most of the room is unused.
            if entries.capacity > 2 * HugePages.alignedCapacity(entries.count, stride: LabelTable.entrySize) {
                entries = Self.fitted(&entries)
            }
            let table = LabelTable(places: places, entries: entries, ambiguities: ambiguities)
            places = FingerprintedPlaces()
            entries = []
            ambiguities = []
            return table
        }
    }

    /// A table of the labels in `entries`, placed by `places`.
    private init(places: FingerprintedPlaces, entries: [Entry], ambiguities: [[Int]]) {
        self.places = places
        self.entries = entries
        self.ambiguities = ambiguities
    }
}
