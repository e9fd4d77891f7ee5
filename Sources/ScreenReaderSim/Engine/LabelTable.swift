/// What each label names (see ``LabelMatch``), worked out once when a screen is indexed and laid out for a lookup
/// that touches as little memory as possible on a screen of a million elements.
///
/// An open-addressing hash table: each slot holds one 64-bit word (a fingerprint of the label's hash and the label's
/// answer) and the label beside it, so a lookup reads one slot (and its neighbours on a collision), one place in
/// memory; the answer is in the slot itself, so what follows (the stop, its content) is fetched while the label is
/// still being compared, instead of one memory access after another. Labels are kept as written and compared like
/// speech (``Speech/matches(_:_:)-(String,String)``): the hash is computed over the bytes of a label's comparison form
/// (``Speech/normalized(_:)``), produced one at a time for ASCII text, so neither building nor looking up makes a
/// string, and the layout is the same in every process. A label that two or more controls answer to keeps their list
/// aside.
struct LabelTable: Sendable {
    /// One place of the hash table.
    private struct Slot: Sendable {
        /// 0 when empty; otherwise the hash's upper 32 bits, then the answer: an element index, or `-(k + 1)` for the
        /// `k`th list of ``LabelTable/ambiguities``.
        var word: UInt64 = 0
        /// The label as first written, empty for an empty slot.
        var key = ""
    }

    /// The hash table.
    private let slots: [Slot]
    /// The controls of each label two or more controls answer to, in order.
    private let ambiguities: [[Int]]

    /// A table of no labels, shared (a screen's index starts from it before its own tables are built).
    static let empty = LabelTable(slots: [Slot](repeating: Slot(), count: 8), ambiguities: [])

    /// The answer for `label`, whose ``hash(ofLabel:)`` is `hash`; nil when no element answers to it.
    func match(_ label: String, hash: UInt64) -> LabelMatch? {
        guard let slot = slot(of: label, hash: hash) else { return nil }
        let answer = Int32(truncatingIfNeeded: slots[slot].word & 0xFFFF_FFFF)
        return answer >= 0 ? .element(Int(answer)) : .ambiguous(ambiguities[Int(-answer) - 1])
    }

    /// How many slots the table has (to read every label, slot by slot, as ``TouchPositions`` does).
    var slotCount: Int { slots.count }

    /// The slot holding `label` (whose hash is `hash`), nil when no element answers to it.
    func slot(of label: String, hash: UInt64) -> Int? {
        let fingerprint = hash >> 32
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let word = slots[slot].word
            if word == 0 { return nil }
            if word >> 32 == fingerprint && Speech.matches(slots[slot].key, label) { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// The fingerprint of the label in `slot` (the upper half of its hash, never 0), nil for an empty slot.
    func fingerprint(atSlot slot: Int) -> UInt64? {
        let word = slots[slot].word
        return word == 0 ? nil : word >> 32
    }

    /// The label in `slot` as first written (empty for an empty slot).
    func key(atSlot slot: Int) -> String { slots[slot].key }

    /// The one element the label in `slot` finds; nil for an empty slot or a label two or more controls answer to.
    func element(atSlot slot: Int) -> Int? {
        let word = slots[slot].word
        guard word != 0 else { return nil }
        let answer = Int32(truncatingIfNeeded: word & 0xFFFF_FFFF)
        return answer >= 0 ? Int(answer) : nil
    }

    /// A 64-bit hash of the UTF-8 bytes of `label`'s comparison form (``Speech/normalized(_:)``), so labels that compare
    /// equal like speech hash alike: FNV-1a, then mixed so every bit depends on every byte.
    static func hash(ofLabel label: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        Speech.forEachComparisonByte(of: label) { byte in
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash | 1 << 32  // a fingerprint is never 0, so no full slot reads as empty
    }

    /// The smallest power of two that holds `count` labels at most three quarters full (at least 8 slots).
    private static func capacity(for count: Int) -> Int {
        var capacity = 8
        while capacity * 3 < count * 4 { capacity *= 2 }
        return capacity
    }

    /// The first free slot for `hash` in `slots` (which has room), by linear probing.
    private static func freeSlot(for hash: UInt64, in slots: [UInt64]) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// Collects what answers to each label, one element at a time in element order, and lays the table out.
    struct Builder {
        /// One label and what answers to it so far.
        private struct Entry {
            /// The label, as first added.
            let key: String
            /// Its hash, for growing the table without hashing again.
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
        /// The hash table while building (made on the first label, sized for ``expectedKeys``, grown past that).
        private var slots: [UInt64] = []
        /// How many labels the table is first sized for (more are taken, growing it).
        private let expectedKeys: Int

        /// An empty builder, sized on its first label for `expectedKeys` labels.
        init(expectedKeys: Int = 1) {
            self.expectedKeys = max(expectedKeys, 1)
        }

        /// Adds `element` (a control or not) to the elements answering to `label`; elements come in ascending order.
        mutating func add(_ label: String, element: Int, isControl: Bool) {
            if slots.isEmpty {
                slots = [UInt64](filledWith: 0, count: LabelTable.capacity(for: expectedKeys))
                entries.reserveCapacity(expectedKeys)
            }
            let hash = LabelTable.hash(ofLabel: label)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let word = slots[slot]
                if word == 0 { break }
                let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
                if word >> 32 == hash >> 32 && Speech.matches(entries[entry].key, label) {
                    addMatch(element, isControl: isControl, to: entry)
                    return
                }
                slot = (slot + 1) & mask
            }
            let entry = entries.count
            entries.append(Entry(key: label, hash: hash, firstElement: PackedIndex(element),
                                 firstControl: isControl ? PackedIndex(element) : .none, ambiguity: .none))
            if LabelTable.capacity(for: entries.count) > slots.count {
                slots = [UInt64](filledWith: 0, count: LabelTable.capacity(for: entries.count))
                for (index, entry) in entries.enumerated() {
                    slots[LabelTable.freeSlot(for: entry.hash, in: slots)] = (entry.hash >> 32) << 32 | UInt64(index + 1)
                }
            } else {
                slots[slot] = (hash >> 32) << 32 | UInt64(entry + 1)
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
        func finish() -> LabelTable {
            guard !entries.isEmpty else { return .empty }
            // A table sized up front for more labels than came (an accessibility-label table is sized for every
            // element, and few have one) is laid out again at the size its labels need: it is kept as long as the
            // screen, and 24 bytes a slot of empty places would cost more memory than the screen's elements.
            var places = slots
            let needed = LabelTable.capacity(for: entries.count)
            if needed < places.count {
                places = [UInt64](filledWith: 0, count: needed)
                for (index, entry) in entries.enumerated() {
                    places[LabelTable.freeSlot(for: entry.hash, in: places)] = (entry.hash >> 32) << 32 | UInt64(index + 1)
                }
            }
            // Each place now holds its label and answer.
            var table = [Slot](filledWith: Slot(), count: places.count)
            for (slot, word) in places.enumerated() where word != 0 {
                let entry = entries[Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1]
                // A slot's answer: an element index, or -(N + 1) for the Nth list of ambiguous controls.
                let answer = !entry.ambiguity.isNone ? -(entry.ambiguity.raw + 1)
                    : !entry.firstControl.isNone ? entry.firstControl.raw : entry.firstElement.raw
                table[slot] = Slot(word: (word >> 32) << 32 | UInt64(UInt32(bitPattern: answer)), key: entry.key)
            }
            return LabelTable(slots: table, ambiguities: ambiguities)
        }
    }

    /// A table of `slots`.
    private init(slots: [Slot], ambiguities: [[Int]]) {
        self.slots = slots
        self.ambiguities = ambiguities
    }
}
