/// The rules the label tables are laid out by (``LabelTable``: what each label names, and ``TouchPositions``: where a
/// touch on a label lands, laid out again from the label table's kept hashes in twice as many slots as labels): how a
/// label is hashed, how many slots a table of so many labels has, the first slot probed for a hash, and the 16 bits of
/// the hash a label table's slot keeps as its fingerprint (a touch table's bucket keeps 8 of them:
/// ``TouchPositions/fingerprint(of:)``).
///
///     let hash = LabelHashing.hash(ofLabel: "Wi-Fi")       // the same for "wi-fi," (the same speech)
///     let slots = LabelHashing.capacity(for: 2)           // 8
///     let first = LabelHashing.home(of: hash, capacity: slots)
///
/// Labels are compared like speech (``Speech/matches(_:_:)-(String,String)``, the same text first); the hash is computed
/// over the bytes of a label's comparison form (``Speech/normalized(_:)``), produced one at a time, so neither building
/// nor looking up makes a string, labels that compare equal hash alike, and the layout is the same in every process.
/// Slots are probed linearly from the place the hash's lower half scales to, in a table at most four fifths full (the
/// touch table: half, ``TouchPositions/capacity(forLabels:)``), so two tables of the same capacity that place the same
/// labels in the same order hold each label in the same slot.
enum LabelHashing {
    /// How many slots a table for `count` labels has: at most four fifths full, and at least 8.
    static func capacity(for count: Int) -> Int { max(8, count + count / 4 + 1) }

    /// A 64-bit hash of the UTF-8 bytes of `label`'s comparison form (``Speech/normalized(_:)``), so labels that compare
    /// equal like speech hash alike: FNV-1a, then mixed so every bit depends on every byte. Bit 32 is always set, so a
    /// fingerprint is never 0.
    static func hash(ofLabel label: String) -> UInt64 {
        var hash = Speech.comparisonFNV1a(of: label)
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash | 1 << 32
    }

    /// The fingerprint a slot keeps of `hash`: bits 32 to 47 (bit 32 is always set, so it is never 0).
    @inline(__always)
    static func fingerprint(of hash: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: hash >> 32) }

    /// The first slot probed for `hash`: its lower half scaled to the capacity (the capacity need not be a power of 2).
    @inline(__always)
    static func home(of hash: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: hash)) &* UInt64(capacity)) >> 32)
    }
}
