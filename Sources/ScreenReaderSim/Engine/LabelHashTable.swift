/// An open-addressing hash table from labels, compared like speech, to small values: the table behind label lookup
/// (``LabelTable``: what each label names), whose layout touch lookup copies bucket for bucket (``TouchPositions``:
/// where a touch on a label lands, with what that stop says; see ``mapBuckets(empty:_:)``).
///
///     var table = LabelHashTable<Int32>(capacity: LabelHashTable<Int32>.capacity(for: 2), placeholder: -1)
///     table.insert("Wi-Fi", hash: LabelHashTable<Int32>.hash(ofLabel: "Wi-Fi"), value: 7)
///     let found = table.bucket(of: "wi-fi", hash: LabelHashTable<Int32>.hash(ofLabel: "wi-fi"))  // the same label
///     print(found.map { table[$0] })   // Optional(7)
///
/// Each bucket holds a label as first written, its value and 16 bits of its hash (a fingerprint, never 0 in a full
/// bucket, so 0 marks an empty one) side by side: a lookup reads one bucket, one place in memory (its neighbours on a
/// collision), and what the value leads to is fetched while the label is still being compared, instead of one memory
/// access after another. On a screen of a million elements that place is a trip to main memory; a lookup makes one.
/// A label of up to 15 UTF-8 bytes is held inside its bucket (Swift's small strings), so most lookups read nothing else.
///
/// Labels are compared like speech (``Speech/matches(_:_:)-(String,String)``, the same text first); the hash is computed
/// over the bytes of a label's comparison form (``Speech/normalized(_:)``), produced one at a time, so neither building
/// nor looking up makes a string, labels that compare equal hash alike, and the layout is the same in every process.
/// Buckets are probed linearly from the place the hash's lower half scales to, in a table at most four fifths full.
///
/// The bucket's layout is what the engine's memory figures rest on (`LabelHashTableTests`): 24 bytes for a 4-byte
/// value.
///
/// - Complexity: a lookup or an insertion reads O(1) buckets on average; the table never grows (it is sized for its
///   labels when made: see ``capacity(for:)``).
struct LabelHashTable<Value: Sendable>: Sendable {
    /// A place in the table: a bucket number, not to be confused with any other index (an element's, a stop's).
    struct Bucket: Hashable, Sendable {
        /// The bucket's place in the table.
        let offset: Int
    }

    /// One bucket: the label, its value and its fingerprint, in that order so the fingerprint fills the value's tail.
    private struct Entry: Sendable {
        /// The label as first written; empty in an empty bucket.
        var key: String
        /// The label's value (the placeholder in an empty bucket).
        var value: Value
        /// 16 bits of the label's hash, never 0 (see ``LabelHashTable/fingerprint(of:)``); 0 in an empty bucket.
        var fingerprint: UInt16
    }

    /// The buckets.
    private var entries: [Entry]
    /// How many buckets are full.
    private(set) var count = 0

    /// The size of one bucket in bytes (see `LabelHashTableTests`).
    static var bucketSize: Int { MemoryLayout<Entry>.stride }

    /// An empty table of `capacity` buckets (at least 8), each holding `placeholder` until a label is inserted there.
    init(capacity: Int, placeholder: Value) {
        entries = [Entry](filledWith: Entry(key: "", value: placeholder, fingerprint: 0), count: max(capacity, 8))
    }

    /// One value per bucket, bucket for bucket, in an array on huge pages when it is big (``HugePages``): what `full`
    /// makes of a full bucket (its place, label, value and fingerprint), `empty` for an empty one. A table of another
    /// layout made from it and probed like this one (``home(of:capacity:)``, then the next bucket until an empty one,
    /// comparing ``fingerprint(of:)`` first) finds each label in the bucket this one finds it in, and no label is
    /// hashed or compared to make it (`LabelHashTableTests` checks it against inserting the same labels one by one).
    func mapBuckets<Mapped>(
        empty: Mapped, _ full: (_ bucket: Bucket, _ label: String, _ value: Value, _ fingerprint: UInt16) -> Mapped
    ) -> [Mapped] {
        entries.withUnsafeBufferPointer { source in
            [Mapped](hugePagedCapacity: source.count) { buffer, initialized in
                for offset in source.indices {
                    let fingerprint = source[offset].fingerprint
                    buffer.initializeElement(
                        at: offset,
                        to: fingerprint == 0 ? empty
                            : full(Bucket(offset: offset), source[offset].key, source[offset].value, fingerprint))
                    initialized = offset + 1
                }
            }
        }
    }

    /// How many buckets a table for `count` labels has: at most four fifths full, and at least 8.
    static func capacity(for count: Int) -> Int { max(8, count + count / 4 + 1) }

    /// How many buckets the table has.
    var capacity: Int { entries.count }

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

    /// The fingerprint a bucket keeps of `hash`: bits 32 to 47 (bit 32 is always set, so it is never 0).
    @inline(__always)
    static func fingerprint(of hash: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: hash >> 32) }

    /// The first bucket probed for `hash`: its lower half scaled to the capacity (the capacity need not be a power of 2).
    @inline(__always)
    static func home(of hash: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: hash)) &* UInt64(capacity)) >> 32)
    }

    /// The bucket holding `label` (whose ``hash(ofLabel:)`` is `hash`), nil when the table does not have it.
    func bucket(of label: String, hash: UInt64) -> Bucket? {
        let fingerprint = Self.fingerprint(of: hash)
        return entries.withUnsafeBufferPointer { entries in
            var place = Self.home(of: hash, capacity: entries.count)
            while true {
                let found = entries[place].fingerprint
                if found == 0 { return nil }
                // The same text (usual) is the same speech; otherwise the comparison rule decides.
                if found == fingerprint && (entries[place].key == label || Speech.matches(entries[place].key, label)) {
                    return Bucket(offset: place)
                }
                place = place + 1 == entries.count ? 0 : place + 1
            }
        }
    }

    /// Inserts `label` (whose ``hash(ofLabel:)`` is `hash`) with `value`, and returns its bucket. The table must not
    /// have the label yet (look it up first) and must have room (it was sized with ``capacity(for:)``).
    @discardableResult
    mutating func insert(_ label: String, hash: UInt64, value: Value) -> Bucket {
        precondition(count + 1 < entries.count, "a label table has no room left")
        let capacity = entries.count
        var place = Self.home(of: hash, capacity: capacity)
        while entries[place].fingerprint != 0 { place = place + 1 == capacity ? 0 : place + 1 }
        entries[place] = Entry(key: label, value: value, fingerprint: Self.fingerprint(of: hash))
        count += 1
        return Bucket(offset: place)
    }

    /// The value in `bucket`.
    subscript(bucket: Bucket) -> Value {
        get { entries[bucket.offset].value }
        set { entries[bucket.offset].value = newValue }
    }

    /// The label in `bucket`, as first written.
    func key(at bucket: Bucket) -> String { entries[bucket.offset].key }

    /// Every full bucket, in bucket order.
    var buckets: [Bucket] {
        entries.indices.filter { entries[$0].fingerprint != 0 }.map(Bucket.init(offset:))
    }
}
