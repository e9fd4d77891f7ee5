/// An open-addressing hash table from labels, compared like speech, to small values: the table behind label lookup
/// (``LabelTable``: what each label names), whose layout touch lookup copies bucket for bucket (``TouchPositions``:
/// where a touch on a label lands, with what that stop says; see ``mapBuckets(empty:_:)``).
///
///     var table = LabelHashTable<Int32>(capacity: LabelHashTable<Int32>.capacity(for: 2))
///     table.insert("Wi-Fi", hash: LabelHashTable<Int32>.hash(ofLabel: "Wi-Fi"), value: 7)
///     let found = table.bucket(of: "wi-fi", hash: LabelHashTable<Int32>.hash(ofLabel: "wi-fi"))  // the same label
///     print(found.map { table[$0] })   // Optional(7)
///
/// Each bucket holds a label as first written, its value and 32 bits of its hash (16 of them a fingerprint, never 0 in
/// a full bucket, so 0 marks an empty one; the other 16 in what would be the bucket's padding) side by side: a lookup reads one bucket, one place in memory (its neighbours on a
/// collision), and what the value leads to is fetched while the label is still being compared, instead of one memory
/// access after another. On a screen of a million elements that place is a trip to main memory; a lookup makes one.
/// A label of up to 15 UTF-8 bytes is held inside its bucket (Swift's small strings), so most lookups read nothing else.
///
/// Labels are compared like speech (``Speech/matches(_:_:)-(String,String)``, the same text first); the hash is computed
/// over the bytes of a label's comparison form (``Speech/normalized(_:)``), produced one at a time, so neither building
/// nor looking up makes a string, labels that compare equal hash alike, and the layout is the same in every process.
/// Buckets are probed linearly from the place the hash's upper half scales to, in a table at most four fifths full.
///
/// The bucket's layout is what the engine's memory figures rest on (`LabelHashTableTests`): 24 bytes for a 4-byte
/// value.
///
/// - Complexity: a lookup or an insertion reads O(1) buckets on average (amortized for an insertion: a table more
///   than four fifths full is laid out again at twice its size, from the hash bits its buckets keep).
struct LabelHashTable<Value: Sendable>: Sendable {
    /// A place in the table: a bucket number, not to be confused with any other index (an element's, a stop's).
    struct Bucket: Hashable, Sendable {
        /// The bucket's place in the table.
        let offset: Int
    }

    /// One bucket: the label, its value, its fingerprint and the hash's top 16 bits, in that order so the last two
    /// fill the value's tail (what would be padding after a 4-byte value). An empty bucket is all zero bytes: its
    /// fingerprint says it is empty, and nothing else of it is read.
    fileprivate struct Entry {
        /// The label as first written (not a string in an empty bucket: never read there).
        var key: String
        /// The label's value.
        var value: Value
        /// 16 bits of the label's hash, never 0 (see ``LabelHashTable/fingerprint(of:)``); 0 in an empty bucket.
        var fingerprint: UInt16
        /// The hash's top 16 bits (48 to 63): with the fingerprint, the upper half the home bucket is scaled from, so
        /// a table laid out again at another size places each label without hashing it (``relocate(toCapacity:)``).
        var topBits: UInt16

        /// The upper half of the label's hash, from what the bucket keeps of it.
        var keptUpperHash: UInt64 { UInt64(topBits) << 48 | UInt64(fingerprint) << 32 }
    }

    /// The buckets, in memory of their own (see ``LabelBucketStorage``).
    private var storage: LabelBucketStorage<Entry>
    /// How many buckets are full.
    private(set) var count = 0

    /// The size of one bucket in bytes (see `LabelHashTableTests`).
    static var bucketSize: Int { MemoryLayout<Entry>.stride }

    /// An empty table of `capacity` buckets (at least 8).
    init(capacity: Int) {
        storage = LabelBucketStorage(capacity: max(capacity, 8))
    }

    /// One value per bucket, bucket for bucket, in an array on huge pages when it is big (``HugePages``): what `full`
    /// makes of a full bucket (its place, label, value and fingerprint), `empty` for an empty one. A table of another
    /// layout made from it and probed like this one (``home(of:capacity:)``, then the next bucket until an empty one,
    /// comparing ``fingerprint(of:)`` first) finds each label in the bucket this one finds it in, and no label is
    /// hashed or compared to make it (`LabelHashTableTests` checks it against inserting the same labels one by one).
    func mapBuckets<Mapped>(
        empty: Mapped, _ full: (_ bucket: Bucket, _ label: String, _ value: Value, _ fingerprint: UInt16) -> Mapped
    ) -> [Mapped] {
        let source = storage.buckets
        return [Mapped](hugePagedCapacity: source.count) { buffer, initialized in
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

    /// How many buckets a table for `count` labels has: at most four fifths full, and at least 8.
    static func capacity(for count: Int) -> Int { max(8, count + count / 4 + 1) }

    /// How many buckets the table has.
    var capacity: Int { storage.buckets.count }

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

    /// The first bucket probed for `hash`: its upper half scaled to the capacity (the capacity need not be a power of
    /// 2). A bucket keeps that half (its fingerprint and ``Entry/topBits``), so the table can be laid out again at any
    /// size without hashing a label; and the home rises with it, so labels laid out again in bucket order land in
    /// bucket order, writing the new table front to back.
    @inline(__always)
    static func home(of hash: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(capacity)) >> 32)
    }

    /// The bucket holding `label` (whose ``hash(ofLabel:)`` is `hash`), nil when the table does not have it.
    func bucket(of label: String, hash: UInt64) -> Bucket? {
        let place = search(label, hash: hash)
        return place < 0 ? Bucket(offset: -place - 1) : nil
    }

    /// Where a search for `label` (whose ``hash(ofLabel:)`` is `hash`) ends: `-(b + 1)` for the bucket `b` holding
    /// it, else the empty bucket where it would be inserted.
    @inline(__always)
    private func search(_ label: String, hash: UInt64) -> Int {
        let fingerprint = Self.fingerprint(of: hash)
        let entries = storage.buckets
        var place = Self.home(of: hash, capacity: entries.count)
        while true {
            let found = entries[place].fingerprint
            if found == 0 { return place }
            // The same text (usual) is the same speech; otherwise the comparison rule decides.
            if found == fingerprint && (entries[place].key == label || Speech.matches(entries[place].key, label)) {
                return -place - 1
            }
            place = place + 1 == entries.count ? 0 : place + 1
        }
    }

    /// Makes the buckets this table's own before they are changed (a copy of the table shares them until then).
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Writes `label` with `value` into the empty bucket at `place`.
    private mutating func fill(_ place: Int, with label: String, hash: UInt64, value: Value) {
        (storage.buckets.baseAddress! + place).initialize(to: Entry(
            key: label, value: value, fingerprint: Self.fingerprint(of: hash),
            topBits: UInt16(truncatingIfNeeded: hash >> 48)))
        count += 1
    }

    /// Inserts `label` (whose ``hash(ofLabel:)`` is `hash`) with `value`, and returns its bucket. The table must not
    /// have the label yet (look it up first). A table that would be more than four fifths full is first laid out again
    /// at twice its size (``relocate(toCapacity:)``: no label is hashed), so buckets found before are no longer
    /// valid after an insertion.
    @discardableResult
    mutating func insert(_ label: String, hash: UInt64, value: Value) -> Bucket {
        makeUnique()
        if Self.capacity(for: count + 1) > capacity {
            relocate(toCapacity: max(2 * capacity, Self.capacity(for: count + 1)))
        }
        let entries = storage.buckets
        var place = Self.home(of: hash, capacity: entries.count)
        while entries[place].fingerprint != 0 { place = place + 1 == entries.count ? 0 : place + 1 }
        fill(place, with: label, hash: hash, value: value)
        return Bucket(offset: place)
    }

    /// The bucket holding `label` (whose ``hash(ofLabel:)`` is `hash`), found or made: a label the table does not have
    /// is inserted with `value` (as ``insert(_:hash:value:)`` does, growing the table when it would be more than four
    /// fifths full), in the empty bucket the search stopped at, so a new label is probed for once.
    /// - Returns: the label's bucket, and whether it was inserted (false: it was there, its value unchanged).
    mutating func findOrInsert(_ label: String, hash: UInt64, value: Value) -> (bucket: Bucket, inserted: Bool) {
        let place = search(label, hash: hash)
        guard place >= 0 else { return (Bucket(offset: -place - 1), false) }
        guard Self.capacity(for: count + 1) <= capacity else { return (insert(label, hash: hash, value: value), true) }
        makeUnique()
        fill(place, with: label, hash: hash, value: value)
        return (Bucket(offset: place), true)
    }

    /// Lays the table out again with room for `labels` labels (``capacity(for:)``) when it has fewer buckets than that,
    /// so that many fit without growing step by step. Buckets found before are no longer valid.
    mutating func reserveCapacity(_ labels: Int) {
        let needed = Self.capacity(for: labels)
        if needed > capacity {
            makeUnique()
            relocate(toCapacity: needed)
        }
    }

    /// Lays the table out at the size its labels need (``capacity(for:)``) when it has more buckets than that: a table
    /// sized for more labels than came is kept at its labels' size (it is kept as long as the screen). Buckets found
    /// before are no longer valid.
    mutating func shrinkToFit() {
        let fitting = Self.capacity(for: count)
        if fitting < capacity {
            makeUnique()
            relocate(toCapacity: fitting)
        }
    }

    /// Lays the table out again in `capacity` buckets (room for every label, at most four fifths full), placing each
    /// label from what its bucket keeps of its hash (its upper half): no label is hashed or compared, and each is
    /// moved, not copied (no reference count changes). Labels are taken in bucket order from the start of a run of
    /// full buckets, so they land in bucket order too (the home rises with the hash) and the new buckets are written
    /// front to back; the layout is the same in every process. The old buckets are let go holding nothing.
    private mutating func relocate(toCapacity capacity: Int) {
        precondition(Self.capacity(for: count) <= max(capacity, 8), "a label table of \(capacity) buckets is too small")
        let old = storage
        storage = LabelBucketStorage(capacity: max(capacity, 8))
        let source = old.buckets
        let target = storage.buckets
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        let sourceCount = source.count
        // Start just after an empty bucket (a table is never full), so a run that wraps around the end is taken whole
        // and in order.
        var start = 0
        while source[start].fingerprint != 0 { start += 1 }
        // Labels nearly always come in rising home order here. While they do, the buckets from the highest home met
        // to the last bucket filled are all full and none after it is, so a label goes to its home or just after the
        // last bucket filled, found without probing (``RisingPlacement``).
        var placement = RisingPlacement()
        for step in 1...sourceCount {
            var offset = start + step
            if offset >= sourceCount { offset -= sourceCount }
            guard source[offset].fingerprint != 0 else { continue }
            let home = Self.home(of: source[offset].keptUpperHash, capacity: target.count)
            var place: Int
            if let known = placement.place(forHome: home) {
                place = known
            } else {
                place = home
                while target[place].fingerprint != 0 { place = place + 1 == target.count ? 0 : place + 1 }
            }
            placement.placed(at: place, home: home, capacity: target.count)
            (to + place).initialize(to: (from + offset).move())
        }
        // Every label was moved out: the old buckets are freed without a look at them.
        old.isEmptied = true
    }

    /// The value in `bucket` (a full one).
    subscript(bucket: Bucket) -> Value {
        get { storage.buckets[bucket.offset].value }
        set {
            makeUnique()
            storage.buckets[bucket.offset].value = newValue
        }
    }

    /// The label in `bucket` (a full one), as first written.
    func key(at bucket: Bucket) -> String { storage.buckets[bucket.offset].key }

    /// Every full bucket, in bucket order.
    var buckets: [Bucket] {
        let entries = storage.buckets
        return entries.indices.filter { entries[$0].fingerprint != 0 }.map(Bucket.init(offset:))
    }
}

extension LabelHashTable.Entry: LabelBucket {}
