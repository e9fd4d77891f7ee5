/// Labels kept by a big table of the engine's own: a label of up to 15 UTF-8 bytes inside its 16-byte ``Label`` (and
/// of 16 when its last byte is not a control character), a longer one as its place in one byte buffer of the arena's,
/// instead of in a Swift string; or, stored as a table's key, one of up to 32 bytes in a 32-byte slot of its own.
///
///     var arena = LabelArena()
///     let short = arena.store("Wi-Fi")               // held in place: the arena is not read for it
///     let long = arena.store("Low stepper 31249")    // 17 bytes: kept in the arena's buffer
///     arena.string(of: long)                         // "Low stepper 31249"
///     let key = arena.storeKey("Low stepper 31249")  // 17 bytes: kept in slot 0
///
/// Keys are kept in slots so that a table which stores its keys in order (one per bucket, bucket after bucket) can find
/// a key's slot from where its bucket lies (its rank among the buckets whose key is in a slot, ``RankedBitSet``), before
/// the bucket is read: ``holds(_:exactly:queryInPlace:slot:)``. On a big screen the processor then fetches the bucket
/// and the key's bytes at once, where reading the key's place from the bucket would fetch one after the other.
///
/// Swift keeps a string of more than 15 UTF-8 bytes in an allocation of its own on the C heap, spread over ordinary
/// 4 KiB pages: on a screen of a million elements, reading one such label at random is a trip to main memory that also
/// misses the processor's address-translation cache. The arena's buffer is one allocation, on huge pages when it is big
/// (``HugePages``), so the same read costs the trip alone; and a ``Label`` holds no reference, so copying one retains
/// nothing.
///
/// `LabelArenaTests` checks that every label and key comes back byte for byte (empty, ASCII and not, 15, 16, 17, 32 and
/// 33 bytes, long), that ``holds(_:exactly:queryInPlace:)`` agrees with comparing the strings' bytes, and that a key in
/// a slot is held only when its own slot is named.
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

    /// One key of at most 32 UTF-8 bytes that does not fit in place, its bytes in memory order from the first word, the
    /// rest zero.
    private struct Slot: Sendable, Equatable {
        /// The bytes, in memory order.
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// `bytes` (at most 32), the rest zero.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            precondition(bytes.count <= MemoryLayout<Slot>.size, "a slot holds at most 32 bytes")
            withUnsafeMutableBytes(of: &words) { raw in
                if let base = bytes.baseAddress { raw.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
            }
        }

        /// Whether the two hold the same bytes.
        static func == (left: Slot, right: Slot) -> Bool {
            left.words.0 == right.words.0 && left.words.1 == right.words.1 && left.words.2 == right.words.2
                && left.words.3 == right.words.3
        }
    }

    /// The bytes of every label kept out of place, one after another.
    private var bytes: [UInt8] = []

    /// The keys kept in slots, in the order stored, two to a cache line (``CacheAlignedList``: none straddles two).
    private var slots = CacheAlignedList<Slot>()

    /// The most UTF-8 bytes a key kept in a slot has.
    static let slotCapacity = MemoryLayout<Slot>.size

    /// An empty arena.
    init() {}

    /// How many bytes the buffer holds.
    var byteCount: Int { bytes.count }

    /// How many keys are kept in slots.
    var slotCount: Int { slots.count }

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

    /// Keeps `key`, a table's key: in place when it fits, in the next slot when it has at most ``slotCapacity`` bytes
    /// (its slot is the number of keys stored in slots before it), else appended to the buffer.
    mutating func storeKey(_ key: String) -> Label {
        guard key.utf8.count <= Self.slotCapacity else { return store(key) }
        var key = key
        return key.withUTF8 { utf8 in
            if let inPlace = Label(inPlace: utf8) { return inPlace }
            slots.append(Slot(utf8))
            return Label(slot: slots.count - 1, count: utf8.count)
        }
    }

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
        holds(label, exactly: query, queryInPlace: queryInPlace, slot: label.offset)
    }

    /// ``holds(_:exactly:queryInPlace:)`` where the caller knows which slot `label` is in should it be a key kept in
    /// one (`slot`, only evaluated then): the slot's bytes are read from there, an address that does not wait for the
    /// label to be read (see the type's summary). A `slot` other than the label's answers false.
    @inline(__always)
    func holds(
        _ label: Label, exactly query: UnsafeBufferPointer<UInt8>, queryInPlace: Label?, slot: @autoclosure () -> Int
    ) -> Bool {
        if let queryInPlace { return label == queryInPlace }
        guard !label.isInPlace, label.count == query.count else { return false }
        if label.isInSlot {
            // The query has the key's count, so it fits a slot; both are zero past the count, so the same bytes are the
            // same four words.
            let slot = slot()
            return slots[slot] == Slot(query) && slot == label.offset
        }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer[label.offset..<label.offset + label.count].elementsEqual(query)
        }
    }
}
