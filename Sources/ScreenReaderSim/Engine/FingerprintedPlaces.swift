/// Where each label of a ``LabelTable`` is among its entries, by open addressing on the labels' hashes, with
/// a fingerprint of each label's hash kept in the same 32-bit slot as its entry's place: a probe that meets a slot
/// holding another label almost always rules it out from the slot alone, without a trip to that label's entry (on a
/// big screen, a cache miss a probe).
///
///     var places = FingerprintedPlaces(capacity: 8)
///     let hash = LabelTable.hash(ofLabel: "Save")
///     var probe = places.probe(for: hash)
///     while let entry = places.nextCandidate(&probe) { /* compare the entry's hash and label */ }
///     places.put(0, hash: hash, at: probe.slot)        // none was the label: the empty slot
///     probe = places.probe(for: hash)
///     places.nextCandidate(&probe)                     // Optional(0)
///
/// A slot is -1 when empty; otherwise its low bits are the entry's place (as many bits as the capacity needs) and the
/// bits above them, up to the sign bit, are as many bits of the hash (bits 33 and up: the home slot is scaled from
/// the lower 32). A table of up to 2^22 slots keeps 9 or more bits of fingerprint, so a slot holding another label
/// is taken for a candidate once in 512 or fewer. Slots are probed linearly from the place the hash's lower half
/// scales to (``LabelHashing/home(of:capacity:)``), and a probe stops at the first empty slot: the layout is the one
/// the plain list of entry places had, so each label is found where it was.
///
/// - Complexity: a probe reads O(1) slots on average in a table at most four fifths full.
struct FingerprintedPlaces: Sendable {
    /// The slots: -1 when empty, else the fingerprint bits over the entry's place.
    private var slots: [Int32]
    /// The bits of a slot that hold the entry's place (all ones below the fingerprint).
    private let placeMask: Int32

    /// A table of no slots (it holds nothing and must not be probed).
    init() {
        slots = []
        placeMask = 0
    }

    /// An empty table of `capacity` slots (at least 1), for entries placed below `capacity`.
    init(capacity: Int) {
        let capacity = max(capacity, 1)
        let placeBits = max(1, Int.bitWidth - (capacity - 1).leadingZeroBitCount)
        precondition(placeBits <= 31, "a label table of \(capacity) slots does not fit 32-bit places")
        slots = [Int32](filledWith: -1, count: capacity)
        placeMask = Int32(truncatingIfNeeded: (1 << placeBits) - 1)
    }

    /// How many slots the table has.
    var capacity: Int { slots.count }

    /// Whether the table has no slots (made with ``init()``).
    var isEmpty: Bool { slots.isEmpty }

    /// The fingerprint bits of `hash`, where a slot keeps them (the place bits clear).
    @inline(__always)
    private func tag(of hash: UInt64) -> Int32 { Int32(truncatingIfNeeded: hash >> 33) & ~placeMask }

    /// Where a probe for one hash stands: the slot it reads next and the fingerprint bits it compares.
    struct Probe {
        /// The slot read next; once ``FingerprintedPlaces/nextCandidate(_:)`` is nil, the empty slot it stopped at.
        fileprivate(set) var slot: Int
        /// The fingerprint bits of the hash looked for.
        fileprivate let tag: Int32
    }

    /// A probe for `hash`, from its home slot.
    @inline(__always)
    func probe(for hash: UInt64) -> Probe {
        Probe(slot: LabelHashing.home(of: hash, capacity: slots.count), tag: tag(of: hash))
    }

    /// The next entry on `probe`'s way whose fingerprint is the hash's (a candidate: its full hash and label are still
    /// to be compared), or nil at the first empty slot, where `probe.slot` then stands. Slots holding another
    /// fingerprint are passed over without a look at their entries. No closure is called, so the caller's arrays are
    /// read in place.
    @inline(__always)
    func nextCandidate(_ probe: inout Probe) -> Int? {
        while true {
            let held = slots[probe.slot]
            if held < 0 { return nil }
            probe.slot = probe.slot + 1 == slots.count ? 0 : probe.slot + 1
            // The same fingerprint leaves only the place bits different: anything else is another label.
            if held ^ probe.tag <= placeMask { return Int(held & placeMask) }
        }
    }

    /// Puts `entry`, whose label's hash is `hash`, in `slot` (the empty slot a probe stopped at).
    @inline(__always)
    mutating func put(_ entry: Int, hash: UInt64, at slot: Int) {
        precondition(entry >= 0 && entry <= Int(placeMask), "entry \(entry) does not fit the table's places")
        slots[slot] = tag(of: hash) | Int32(truncatingIfNeeded: entry)
    }

    /// Puts `entry`, whose label's hash is `hash`, in the first empty slot from its home (laying a table out again).
    mutating func place(_ entry: Int, hash: UInt64) {
        var slot = LabelHashing.home(of: hash, capacity: slots.count)
        while slots[slot] >= 0 { slot = slot + 1 == slots.count ? 0 : slot + 1 }
        put(entry, hash: hash, at: slot)
    }
}
