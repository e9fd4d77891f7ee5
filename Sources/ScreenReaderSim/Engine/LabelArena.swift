/// Labels kept by a big table of the engine's own: a label of up to 15 UTF-8 bytes inside its 16-byte ``Label`` (and
/// of 16 when its last byte is not a control character), a longer one as its place in one byte buffer of the arena's,
/// instead of in a Swift string; or, stored as a table's key, one of up to 28 bytes in a 32-byte slot of its own.
///
///     var arena = LabelArena()
///     let short = arena.store("Wi-Fi")               // held in place: the arena is not read for it
///     let long = arena.store("Low stepper 31249")    // 17 bytes: kept in the arena's buffer
///     arena.string(of: long)                         // "Low stepper 31249"
///     let key = arena.storeKey("Low stepper 31249", owner: 7)  // 17 bytes: kept in slot 0, bucket 7's key
///
/// Keys are kept in slots so that a table can find a key's likely slot from the key's hash, before its bucket is read:
/// once stored, the keys are laid out by their hashes (``placeKeys(byHash:)``, a ``HashPlacedList``), and a lookup
/// reads the slot at the hash's home beside the bucket (``holds(_:exactly:queryInPlace:likelySlot:owner:)``). On a
/// big screen the processor then fetches the bucket and the key's bytes at once, where reading the key's place from
/// the bucket would fetch one after the other.
///
/// Swift keeps a string of more than 15 UTF-8 bytes in an allocation of its own on the C heap, spread over ordinary
/// 4 KiB pages: on a screen of a million elements, reading one such label at random is a trip to main memory that also
/// misses the processor's address-translation cache. The arena's buffer is one allocation, on huge pages when it is big
/// (``HugePages``), so the same read costs the trip alone; and a ``Label`` holds no reference, so copying one retains
/// nothing.
///
/// `LabelArenaTests` checks that every label and key comes back byte for byte (empty, ASCII and not, 15, 16, 17, 28,
/// 29, 32 and 33 bytes, long), that ``holds(_:exactly:queryInPlace:)`` agrees with comparing the strings' bytes
/// whichever slot a key is said to be likely in, and that keys placed by their hashes come back, most of them from
/// their hash's slot.
struct LabelArena: Sendable {
    /// A label as the arena keeps it, in 16 bytes: its UTF-8 bytes in place, or its place in the arena's buffer.
    struct Label: Sendable, Equatable {
        /// Bytes 0 to 7 in place (little-endian), or the offset of the label's bytes in the buffer.
        fileprivate var low: UInt64
        /// Bytes 8 to 14 in place and the count in the top byte (at most 15), or bytes 8 to 15 of a label of
        /// ``fullCount`` (its last byte, in the top byte, is 16 or more, so it reads as no count); or
        /// ``outOfPlaceMarker`` or ``inSlotMarker`` in the top byte and the count in the low 32 bits.
        fileprivate var high: UInt64

        /// The most UTF-8 bytes a label holds in place with its count.
        static let inPlaceCapacity = 15
        /// A label of this many bytes is held in place too, its last byte where a count would be, when that byte is
        /// not a control character (16 or more; UTF-8 never has 0xFF, the ``outOfPlaceMarker``).
        static let fullCount = 16
        /// The top byte of ``high`` for a label kept in the buffer (a count in place is at most 15).
        fileprivate static let outOfPlaceMarker: UInt64 = 0xFF
        /// The top byte of ``high`` for a key kept in a slot, its place in ``low`` (UTF-8 never has 0xFE either).
        fileprivate static let inSlotMarker: UInt64 = 0xFE

        /// The empty label.
        static let empty = Label(low: 0, high: 0)

        /// A label kept in the buffer: `count` bytes at `offset`.
        fileprivate init(offset: Int, count: Int) {
            low = UInt64(offset)
            high = Self.outOfPlaceMarker << 56 | UInt64(UInt32(count))
        }

        /// A key kept in a slot: `count` bytes in slot `slot`.
        fileprivate init(slot: Int, count: Int) {
            low = UInt64(slot)
            high = Self.inSlotMarker << 56 | UInt64(UInt32(count))
        }

        /// This key, kept in a slot, moved to slot `slot` (``LabelArena/placeKeys(byHash:)``); any other label as it is.
        func movedToSlot(_ slot: Int) -> Label { isInSlot ? Label(slot: slot, count: count) : self }

        /// Bytes `low` and `high` as they are.
        fileprivate init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        /// `bytes` held in place; nil when there are more than ``inPlaceCapacity``, unless there are ``fullCount``
        /// and the last is not a control character.
        init?(inPlace bytes: UnsafeBufferPointer<UInt8>) {
            let isFull = bytes.count == Self.fullCount && bytes[Self.fullCount - 1] >= UInt8(Self.fullCount)
            guard bytes.count <= Self.inPlaceCapacity || isFull else { return nil }
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { raw in
                if let base = bytes.baseAddress { raw.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
            }
            // The words hold the bytes in memory order; read them as numbers the same on every byte order.
            low = UInt64(littleEndian: words.0)
            high = UInt64(littleEndian: words.1) | (isFull ? 0 : UInt64(bytes.count) << 56)
        }

        /// Whether the label's bytes are inside it.
        var isInPlace: Bool { high >> 56 < Self.inSlotMarker }

        /// Whether the label is a key kept in a slot.
        var isInSlot: Bool { high >> 56 == Self.inSlotMarker }

        /// The slot of a key kept in one (nil for any other label).
        var slot: Int? { isInSlot ? Int(low) : nil }

        /// How many UTF-8 bytes the label has.
        var count: Int {
            let top = Int(high >> 56)
            if top <= Self.inPlaceCapacity { return top }
            return isInPlace ? Self.fullCount : Int(UInt32(truncatingIfNeeded: high))
        }

        /// The offset of the label's bytes in the buffer, or its slot; only for a label not in place.
        fileprivate var offset: Int { Int(low) }

        /// Calls `body` with the label's bytes in place; only for a label in place.
        fileprivate func withInPlaceBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let count = self.count
            var words = (low.littleEndian, (count == Self.fullCount ? high : high & 0x00FF_FFFF_FFFF_FFFF).littleEndian)
            return withUnsafeBytes(of: &words) { raw in
                body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
            }
        }
    }

    /// One key of at most 28 UTF-8 bytes that does not fit in place, its bytes in memory order from the first word, the
    /// rest zero, and the bucket it is the key of: 32 bytes.
    private struct Slot: Sendable {
        /// The bytes, in memory order.
        var words: (UInt64, UInt64, UInt64, UInt32) = (0, 0, 0, 0)
        /// The bucket of the table whose key it is (a lookup tells its slot by this,
        /// ``HashPlacedList/element(at:home:isWanted:)``).
        var owner: UInt32

        /// `bytes` (at most 28), the rest zero, the key of bucket `owner`.
        init(_ bytes: UnsafeBufferPointer<UInt8>, owner: UInt32) {
            precondition(bytes.count <= MemoryLayout.size(ofValue: words), "a slot holds at most 28 bytes")
            self.owner = owner
            withUnsafeMutableBytes(of: &words) { raw in
                if let base = bytes.baseAddress { raw.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
            }
        }

        /// No bytes, and no bucket's: what a slot no key took holds.
        static let vacant = Slot(UnsafeBufferPointer(start: nil, count: 0), owner: .max)

        /// Whether the two hold the same bytes (whatever buckets they are the keys of).
        func holdsTheBytes(of other: Slot) -> Bool {
            words.0 == other.words.0 && words.1 == other.words.1 && words.2 == other.words.2 && words.3 == other.words.3
        }
    }

    /// The bytes of every label kept out of place, one after another.
    private var bytes: [UInt8] = []

    /// The keys kept in slots, in the order stored until they are placed by their hashes (``placeKeys(byHash:)``), two
    /// to a cache line (``CacheAlignedList``: none straddles two).
    private var slots = HashPlacedList<Slot>()

    /// The most UTF-8 bytes a key kept in a slot has (the slot's last 4 bytes say whose key it is).
    static let slotCapacity = 28

    /// An empty arena.
    init() {}

    /// How many bytes the buffer holds.
    var byteCount: Int { bytes.count }

    /// How many keys are kept in slots.
    private(set) var slotCount = 0

    /// Keeps `label`: in place when it fits, else appended to the buffer.
    mutating func store(_ label: String) -> Label {
        var label = label
        return label.withUTF8 { utf8 in
            if let inPlace = Label(inPlace: utf8) { return inPlace }
            let offset = bytes.count
            Self.makeRoom(in: &bytes, for: utf8.count, atLeast: 4096)
            bytes.append(contentsOf: utf8)
            return Label(offset: offset, count: utf8.count)
        }
    }

    /// Keeps `key`, the key of bucket `owner` of a table: in place when it fits, in the next slot when it has at most
    /// ``slotCapacity`` bytes (its slot is the number of keys stored in slots before it), else appended to the buffer.
    mutating func storeKey(_ key: String, owner: Int) -> Label {
        guard key.utf8.count <= Self.slotCapacity else { return store(key) }
        var key = key
        return key.withUTF8 { utf8 in
            if let inPlace = Label(inPlace: utf8) { return inPlace }
            slotCount += 1
            return Label(slot: slots.append(Slot(utf8, owner: UInt32(owner))), count: utf8.count)
        }
    }

    /// Lays the keys kept in slots out again by their hashes, `hashes[i]` being the hash of the key in slot `i`
    /// (``LabelHashing/hash(ofLabel:)``): each at its home or the next free slot after it, at most half full
    /// (``HashPlacedList/placed(byHash:vacant:)``), so a lookup that has a key's hash reads its likely slot
    /// (``keySlotHome(of:)``) without waiting for the key's label. Returns each key's new slot, by its old one: a label
    /// naming an old slot is moved to its new one with ``Label/movedToSlot(_:)``. Once, after the last key is stored.
    mutating func placeKeys(byHash hashes: [UInt64]) -> [Int] {
        let (placed, places) = slots.placed(byHash: hashes, vacant: .vacant)
        slots = placed
        return places
    }

    /// The slot a key whose hash is `hash` most likely lies in, once the keys are placed (``placeKeys(byHash:)``); only
    /// when a key is kept in a slot.
    func keySlotHome(of hash: UInt64) -> Int { slots.home(of: hash) }

    /// Grows `list` (the buffer), when `count` more elements would not fit, to twice its room (or what they need, and
    /// at least `minimum`) in a new list advised onto huge pages before it is written (a list grown by `append` would
    /// not be).
    private static func makeRoom<Element>(in list: inout [Element], for count: Int, atLeast minimum: Int) {
        guard list.count + count > list.capacity else { return }
        var grown: [Element] = []
        grown.reserveCapacityOnHugePages(max(2 * list.capacity, list.count + count, minimum))
        grown.append(contentsOf: list)
        list = grown
    }

    /// The string `label` holds.
    func string(of label: Label) -> String {
        if label.isInPlace { return label.withInPlaceBytes { String(decoding: $0, as: UTF8.self) } }
        if label.isInSlot {
            return withUnsafeBytes(of: slots[label.offset].words) { raw in
                String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<label.count]), as: UTF8.self)
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[label.offset..<label.offset + label.count]), as: UTF8.self)
        }
    }

    /// Whether `label` holds exactly the UTF-8 bytes of a query: `query`, or `queryInPlace` when the query fits in place
    /// (``Label/init(inPlace:)``, made once per lookup, so a label in place is compared as two words).
    func holds(_ label: Label, exactly query: UnsafeBufferPointer<UInt8>, queryInPlace: Label?) -> Bool {
        holds(label, exactly: query, queryInPlace: queryInPlace) { slots[label.offset] }
    }

    /// ``holds(_:exactly:queryInPlace:)`` for the key of bucket `owner`, where the caller knows which slot it most likely
    /// is in, should it be kept in one (`likelySlot`, only evaluated then; ``keySlotHome(of:)``): that slot is read
    /// first, from an address that does not wait for the label to be read (see the type's summary), and the label's
    /// own slot only when the likely one is another bucket's key's. The answer is the same whatever slot is named.
    @inline(__always)
    func holds(
        _ label: Label, exactly query: UnsafeBufferPointer<UInt8>, queryInPlace: Label?, likelySlot: @autoclosure () -> Int,
        owner: Int
    ) -> Bool {
        holds(label, exactly: query, queryInPlace: queryInPlace) {
            slots.element(at: label.offset, home: likelySlot()) { $0.owner == UInt32(truncatingIfNeeded: owner) }
        }
    }

    /// ``holds(_:exactly:queryInPlace:)``, reading the slot of a key kept in one with `slot`.
    @inline(__always)
    private func holds(
        _ label: Label, exactly query: UnsafeBufferPointer<UInt8>, queryInPlace: Label?, slot: () -> Slot
    ) -> Bool {
        if let queryInPlace { return label == queryInPlace }
        guard !label.isInPlace, label.count == query.count else { return false }
        if label.isInSlot {
            // The query has the key's count, so it fits a slot; both are zero past the count, so the same bytes are the
            // same words.
            return slot().holdsTheBytes(of: Slot(query, owner: 0))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer[label.offset..<label.offset + label.count].elementsEqual(query)
        }
    }
}
