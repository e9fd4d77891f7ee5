/// A string of at most 15 ASCII bytes made by writing its two words directly, as the standard library lays such a
/// string out in place (a "small" string: the bytes, then a last byte holding 0xE0, its ASCII small-string mark, with
/// the count), instead of through `String(unsafeUninitializedCapacity:initializingUTF8With:)`, which calls its closure and
/// then validates the bytes it was given. A big screen's labels are mostly such strings (`Setting 12 a`, `Save 3`), one
/// or two a line.
///
/// The layout is the standard library's, not a promise of the language, so it is checked once against strings the
/// standard library made (``layoutHolds``); where it does not hold (another platform, another layout), ``make(_:)``
/// answers nil and the caller makes the string the usual way. A made string is the same string, word for word
/// (`SmallASCIIStringTests`).
///
///     SmallASCIIString.make(bytes)   // "Save 3" for the bytes of "Save 3"; nil for "Café" or 16 bytes
enum SmallASCIIString {
    /// The most bytes a small string holds.
    static let capacity = 15

    /// The high bit of every byte of a word: set in a byte that is not ASCII.
    private static let nonASCIIBits: UInt64 = 0x8080_8080_8080_8080

    /// The last byte's mark of an ASCII small string, above its count.
    private static let asciiSmallMark: UInt64 = 0xE0

    /// Whether this standard library lays out ASCII small strings as ``make(_:)`` writes them: checked once, against
    /// strings of every length up to ``capacity`` that the standard library made.
    static let layoutHolds: Bool = {
        guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
        let sample = Array("Setting 12 a, ok".utf8)
        return (0...capacity).allSatisfy { count in
            let made = sample.withUnsafeBufferPointer { words(of: UnsafeBufferPointer(rebasing: $0[..<count])) }
            let standard = unsafeBitCast(String(decoding: sample[..<count], as: UTF8.self), to: (UInt64, UInt64).self)
            return made.map { $0 == standard } ?? false
        }
    }()

    /// The string of `bytes`, nil when there are more than ``capacity`` of them, one is not ASCII, or the layout does not
    /// hold (``layoutHolds``).
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard layoutHolds, let words = words(of: bytes) else { return nil }
        return unsafeBitCast(words, to: String.self)
    }

    /// The two words of the small string of `bytes` (little-endian: the first byte lowest), nil when there are more than
    /// ``capacity`` of them or one is not ASCII.
    @inline(__always)
    private static func words(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        let count = bytes.count
        guard count <= capacity else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        if let base = bytes.baseAddress, count > 0 {
            withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
        }
        guard (words.0 | words.1) & nonASCIIBits == 0 else { return nil }
        words.0 = UInt64(littleEndian: words.0)
        words.1 = UInt64(littleEndian: words.1) | (asciiSmallMark | UInt64(count)) << 56
        return words
    }
}
