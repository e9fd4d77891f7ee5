/// A token's text exactly as ``TokenSource/text(_:)`` makes it, made faster for the labels and values lowering turns
/// into strings (a big screen makes one or two a line).
///
/// `String(decoding:as:)` validates a text's bytes one at a time before it copies them. A text of at most 15 bytes
/// (most labels: `Setting 12 a`, `Your name`) fits in a Swift small string: an ASCII one is written in place, word by
/// word (``SmallASCIIString``), any other made in place by `String(unsafeUninitializedCapacity:initializingUTF8With:)`,
/// which validates it. A longer text, an empty one and an escaped string's value are made the usual way. The string is
/// the same either way, byte for byte (`LoweredTextTests`).
///
///     let label = LoweredText.text(token, in: source)   // == source.text(token)
enum LoweredText {
    /// The most UTF-8 bytes a Swift small string holds (``SmallASCIIString/capacity``).
    static let smallCapacity = SmallASCIIString.capacity

    /// The text of `token`, read from `source`'s bytes: ``TokenSource/text(_:)``.
    @inline(__always)
    static func text(_ token: LexToken, in source: TokenSource) -> String {
        let count = Int(token.valueLength)
        guard token.escaped < 0, count > 0, count <= smallCapacity, let base = source.bytes.baseAddress else {
            return source.text(token)
        }
        return text(UnsafeBufferPointer(start: base + token.valueStart, count: count))
    }

    /// The string of `bytes` (at most ``smallCapacity`` of them), as `String(decoding: bytes, as: UTF8.self)` makes it:
    /// malformed UTF-8 is repaired alike.
    @inline(__always)
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let ascii = SmallASCIIString.make(bytes) { return ascii }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }
}
