/// Labels kept by a big table of the engine's own: a label of up to 15 UTF-8 bytes inside its 16-byte ``Label`` (and
/// of 16 when its last byte is not a control character), a longer one as its place in one byte buffer of the arena's,
/// instead of in a Swift string.
///
///     var arena = LabelArena()
///     let short = arena.store("Wi-Fi")               // held in place: the arena is not read for it
///     let long = arena.store("Low stepper 31249")    // 17 bytes: kept in the arena's buffer
///     arena.string(of: long)                         // "Low stepper 31249"
///
/// Swift keeps a string of more than 15 UTF-8 bytes in an allocation of its own on the C heap, spread over ordinary
/// 4 KiB pages: on a screen of a million elements, reading one such label at random is a trip to main memory that also
/// misses the processor's address-translation cache. The arena's buffer is one allocation, on huge pages when it is big
/// (``HugePages``), so the same read costs the trip alone; and a ``Label`` holds no reference, so copying one retains
/// nothing. Labels stored one after another lie side by side, so a table that stores a label and then what it leads to
/// (``TouchPositions``: a label, then the name of the stop it lands on) reads both in one or two neighbouring lines.
///
/// `LabelArenaTests` checks that every label comes back byte for byte (empty, ASCII and not, 15 and 16 bytes, long)
/// and that ``holds(_:exactly:)`` agrees with comparing the strings' bytes.
struct LabelArena: Sendable {
    /// A label as the arena keeps it, in 16 bytes: its UTF-8 bytes in place, or its place in the arena's buffer.
    struct Label: Sendable, Equatable {
        /// Bytes 0 to 7 in place (little-endian), or the offset of the label's bytes in the buffer.
        fileprivate var low: UInt64
        /// Bytes 8 to 14 in place and the count in the top byte (at most 15), or bytes 8 to 15 of a label of
        /// ``fullCount`` (its last byte, in the top byte, is 16 or more, so it reads as no count); or
        /// ``outOfPlaceMarker`` in the top byte and the count in the low 32 bits.
        fileprivate var high: UInt64

        /// The most UTF-8 bytes a label holds in place with its count.
        static let inPlaceCapacity = 15
        /// A label of this many bytes is held in place too, its last byte where a count would be, when that byte is
        /// not a control character (16 or more; UTF-8 never has 0xFF, the ``outOfPlaceMarker``).
        static let fullCount = 16
        /// The top byte of ``high`` for a label kept in the buffer (a count in place is at most 15).
        fileprivate static let outOfPlaceMarker: UInt64 = 0xFF

        /// The empty label.
        static let empty = Label(low: 0, high: 0)

        /// A label kept in the buffer: `count` bytes at `offset`.
        fileprivate init(offset: Int, count: Int) {
            low = UInt64(offset)
            high = Self.outOfPlaceMarker << 56 | UInt64(UInt32(count))
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
        var isInPlace: Bool { high >> 56 != Self.outOfPlaceMarker }

        /// How many UTF-8 bytes the label has.
        var count: Int {
            let top = Int(high >> 56)
            if top <= Self.inPlaceCapacity { return top }
            return isInPlace ? Self.fullCount : Int(UInt32(truncatingIfNeeded: high))
        }

        /// The offset of the label's bytes in the buffer; only for a label not in place.
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

    /// The bytes of every label kept out of place, one after another.
    private var bytes: [UInt8] = []

    /// An empty arena.
    init() {}

    /// How many bytes the buffer holds.
    var byteCount: Int { bytes.count }

    /// Keeps `label`: in place when it fits, else appended to the buffer.
    mutating func store(_ label: String) -> Label {
        var label = label
        return label.withUTF8 { utf8 in
            if let inPlace = Label(inPlace: utf8) { return inPlace }
            let offset = bytes.count
            makeRoom(for: utf8.count)
            bytes.append(contentsOf: utf8)
            return Label(offset: offset, count: utf8.count)
        }
    }

    /// Grows the buffer, when `count` more bytes would not fit, to twice its room (or what they need) in a new buffer
    /// advised onto huge pages before it is written (a buffer grown by `append` would not be).
    private mutating func makeRoom(for count: Int) {
        guard bytes.count + count > bytes.capacity else { return }
        var grown: [UInt8] = []
        grown.reserveCapacityOnHugePages(max(2 * bytes.capacity, bytes.count + count, 4096))
        grown.append(contentsOf: bytes)
        bytes = grown
    }

    /// The string `label` holds.
    func string(of label: Label) -> String {
        if label.isInPlace { return label.withInPlaceBytes { String(decoding: $0, as: UTF8.self) } }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[label.offset..<label.offset + label.count]), as: UTF8.self)
        }
    }

    /// Whether `label` holds exactly the UTF-8 bytes of a query: `query`, or `queryInPlace` when the query fits in place
    /// (``Label/init(inPlace:)``, made once per lookup, so a label in place is compared as two words).
    func holds(_ label: Label, exactly query: UnsafeBufferPointer<UInt8>, queryInPlace: Label?) -> Bool {
        if let queryInPlace { return label == queryInPlace }
        guard !label.isInPlace, label.count == query.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer[label.offset..<label.offset + label.count].elementsEqual(query)
        }
    }
}
