/// What each lookup key names (see ``LabelMatch``), worked out once when a screen is indexed and laid out for a lookup
/// that touches as little memory as possible on a screen of a million elements.
///
/// An open-addressing hash table: each slot holds one 64-bit word (a fingerprint of the key's hash and the key's
/// answer) and the key beside it, so a lookup reads one slot (and its neighbours on a collision), one place in memory;
/// the answer is in the slot itself, so what follows (the stop, its content) is fetched while the key is still being
/// compared, instead of one memory access after another. The hash is computed over the key's UTF-8 bytes,
/// so the layout is the same in every process. A key that two or more controls answer to keeps their list aside.
struct LabelTable: Sendable {
    /// One place of the hash table.
    private struct Slot: Sendable {
        /// 0 when empty; otherwise the hash's upper 32 bits, then the answer: an element index, or `-(k + 1)` for the
        /// `k`th list of ``LabelTable/ambiguities``.
        var word: UInt64 = 0
        /// The key (a normalized label), empty for an empty slot.
        var key = ""
    }

    /// The hash table.
    private let slots: [Slot]
    /// The controls of each key two or more controls answer to, in order.
    private let ambiguities: [[Int]]

    /// A table of no keys, shared (a screen's index starts from it before its own tables are built).
    static let empty = LabelTable(slots: [Slot](repeating: Slot(), count: 8), ambiguities: [])

    /// The answer for `key`, nil when no element answers to it.
    func match(_ key: String) -> LabelMatch? {
        guard let slot = slot(of: key) else { return nil }
        let answer = Int32(truncatingIfNeeded: slots[slot].word & 0xFFFF_FFFF)
        return answer >= 0 ? .element(Int(answer)) : .ambiguous(ambiguities[Int(-answer) - 1])
    }

    /// How many slots the table has (for tables laid out slot by slot beside it, such as ``TouchPositions``).
    var slotCount: Int { slots.count }

    /// The slot holding `key`, nil when no element answers to it.
    func slot(of key: String) -> Int? {
        let hash = Self.hash(key)
        let fingerprint = hash >> 32
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let word = slots[slot].word
            if word == 0 { return nil }
            if word >> 32 == fingerprint && slots[slot].key == key { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// The fingerprint of the key in `slot` (the upper half of its hash, never 0), nil for an empty slot.
    func fingerprint(atSlot slot: Int) -> UInt64? {
        let word = slots[slot].word
        return word == 0 ? nil : word >> 32
    }

    /// The one element `key` finds when it is the key in `slot`; nil otherwise (another key or none, or a key two or
    /// more controls answer to).
    func element(_ key: String, atSlot slot: Int) -> Int? {
        guard slots[slot].key == key else { return nil }
        return element(atSlot: slot)
    }

    /// The one element the key in `slot` finds; nil for an empty slot or a key two or more controls answer to.
    func element(atSlot slot: Int) -> Int? {
        let word = slots[slot].word
        guard word != 0 else { return nil }
        let answer = Int32(truncatingIfNeeded: word & 0xFFFF_FFFF)
        return answer >= 0 ? Int(answer) : nil
    }

    /// A 64-bit hash of `key`'s UTF-8 bytes (FNV-1a, then mixed so every bit depends on every byte).
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var text = key
        text.withUTF8 { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash | 1 << 32  // a fingerprint is never 0, so no full slot reads as empty
    }

    /// The smallest power of two that holds `count` keys at most three quarters full (at least 8 slots).
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

    /// Collects what answers to each key, one element at a time in element order, and lays the table out.
    struct Builder {
        /// Each key, in the order first added.
        private var keys: [String] = []
        /// Each key's hash, for growing the table without hashing again.
        private var hashes: [UInt64] = []
        /// The first element answering to each key.
        private var firstElements: [Int32] = []
        /// The first control answering to each key, -1 for none yet.
        private var firstControls: [Int32] = []
        /// Each key's place in ``ambiguities`` once a second control answers to it, -1 before.
        private var ambiguityOfKey: [Int32] = []
        /// The controls of each key two or more controls answer to.
        private var ambiguities: [[Int]] = []
        /// The hash table while building (made on the first key, grown as keys come).
        private var slots: [UInt64] = []

        /// An empty builder.
        init() {}

        /// Adds `element` (a control or not) to the elements answering to `key`; elements come in ascending order.
        mutating func add(_ key: String, element: Int, isControl: Bool) {
            if slots.isEmpty { slots = [UInt64](repeating: 0, count: LabelTable.capacity(for: 1)) }
            let hash = LabelTable.hash(key)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let word = slots[slot]
                if word == 0 { break }
                let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
                if word >> 32 == hash >> 32 && keys[entry] == key {
                    addMatch(element, isControl: isControl, to: entry)
                    return
                }
                slot = (slot + 1) & mask
            }
            let entry = keys.count
            keys.append(key)
            hashes.append(hash)
            firstElements.append(Int32(truncatingIfNeeded: element))
            firstControls.append(isControl ? Int32(truncatingIfNeeded: element) : -1)
            ambiguityOfKey.append(-1)
            if LabelTable.capacity(for: keys.count) > slots.count {
                slots = [UInt64](repeating: 0, count: LabelTable.capacity(for: keys.count))
                for (index, hash) in hashes.enumerated() {
                    slots[LabelTable.freeSlot(for: hash, in: slots)] = (hash >> 32) << 32 | UInt64(index + 1)
                }
            } else {
                slots[slot] = (hash >> 32) << 32 | UInt64(entry + 1)
            }
        }

        /// Another element answering to the key of `entry`: a second control makes the key ambiguous.
        private mutating func addMatch(_ element: Int, isControl: Bool, to entry: Int) {
            guard isControl else { return }
            if firstControls[entry] < 0 {
                firstControls[entry] = Int32(truncatingIfNeeded: element)
            } else if ambiguityOfKey[entry] < 0 {
                ambiguityOfKey[entry] = Int32(truncatingIfNeeded: ambiguities.count)
                ambiguities.append([Int(firstControls[entry]), element])
            } else {
                ambiguities[Int(ambiguityOfKey[entry])].append(element)
            }
        }

        /// The table: each key's answer is its one control, else its first element, or the list of its controls.
        func finish() -> LabelTable {
            guard !keys.isEmpty else { return .empty }
            // The keys keep the places they were given while building; each place now holds its key and answer.
            var table = [Slot](repeating: Slot(), count: slots.count)
            for (slot, word) in slots.enumerated() where word != 0 {
                let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
                let answer = ambiguityOfKey[entry] >= 0 ? -(ambiguityOfKey[entry] + 1)
                    : firstControls[entry] >= 0 ? firstControls[entry] : firstElements[entry]
                table[slot] = Slot(word: (word >> 32) << 32 | UInt64(UInt32(bitPattern: answer)), key: keys[entry])
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
