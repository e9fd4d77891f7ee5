import Foundation

/// How utterances are compared: case-insensitive, and any run of spaces, commas and periods is one separator.
///
///     Speech.matches("On, Wi-Fi, Switch", "on, wi-fi, switch.")   // true
public enum Speech {
    /// The comparison form of `text`: lower case, separators folded to one space, none at either end.
    public static func normalized(_ text: String) -> String {
        if let ascii = normalizedASCII(text) { return ascii }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSeparator = false
        for scalar in text.lowercased().unicodeScalars {
            if isSeparator(scalar) {
                pendingSeparator = !bytes.isEmpty
                continue
            }
            if pendingSeparator { bytes.append(UInt8(ascii: " ")) }
            pendingSeparator = false
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``normalized(_:)`` for ASCII text, over its bytes (lower-casing ASCII is A-Z to a-z); nil when the text holds
    /// anything else, for the general path.
    private static func normalizedASCII(_ text: String) -> String? {
        let count = text.utf8.count
        var copy = text
        return copy.withUTF8 { source -> String? in
            guard !source.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: count) { buffer in
                var length = 0
                var pendingSeparator = false
                for byte in source {
                    switch byte {
                    case 0x2C, 0x2E, 0x20, 0x09...0x0D:
                        pendingSeparator = length > 0
                        continue
                    default:
                        break
                    }
                    if pendingSeparator {
                        buffer[length] = UInt8(ascii: " ")
                        length += 1
                        pendingSeparator = false
                    }
                    buffer[length] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                    length += 1
                }
                return length
            }
        }
    }

    /// Calls `body` with each byte of ``normalized(_:)`` of `text`, in order: for ASCII text as they are produced,
    /// without building the comparison form (so a label is hashed like its comparison form, for nothing).
    static func forEachComparisonByte(of text: String, _ body: (UInt8) -> Void) {
        let produced = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            var comparison = NormalizedASCIIBytes(bytes)
            while let byte = comparison.next() { body(byte) }
            return true
        }
        guard produced != true else { return }
        var normalized = normalized(text)
        normalized.withUTF8 { bytes in
            for byte in bytes { body(byte) }
        }
    }

    /// A comma, a period, or white space (ASCII checked directly; other scalars by their Unicode property).
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0x2E, 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        default: scalar.properties.isWhitespace
        }
    }

    /// Whether two utterances are the same speech under the comparison rule.
    public static func matches(_ first: String, _ second: String) -> Bool {
        // The bytes are read where they are (no copy of either string to make it contiguous: a native one is).
        let ascii = first.utf8.withContiguousStorageIfAvailable { firstBytes in
            second.utf8.withContiguousStorageIfAvailable { matchesASCII(firstBytes, $0) }
        }
        if let ascii, let ascii, let ascii { return ascii }
        return normalized(first) == normalized(second)
    }

    /// ``matches(_:_:)-(String,String)`` for identical bytes (true at once) and for ASCII text, comparing the two
    /// comparison forms byte by byte as they are produced, without building either; nil when the texts differ and
    /// either holds anything but ASCII, for the general path.
    private static func matchesASCII(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool? {
        // The same bytes have the same comparison form, whatever they hold (expected speech is usually written so).
        if first.count == second.count,
           first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0 { return true }
        guard !first.contains(where: { $0 >= 0x80 }), !second.contains(where: { $0 >= 0x80 }) else { return nil }
        var left = NormalizedASCIIBytes(first)
        var right = NormalizedASCIIBytes(second)
        while true {
            let byte = left.next()
            guard byte == right.next() else { return false }
            if byte == nil { return true }
        }
    }

    /// The bytes of ``normalized(_:)`` of ASCII text, one at a time (see `normalizedASCII`).
    private struct NormalizedASCIIBytes {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        /// Whether a byte has been produced (separators before the first are dropped).
        var started = false
        /// Whether separators were passed since the last byte produced (one space stands for them if more follows).
        var pendingSeparator = false

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The next byte of the comparison form, nil at its end.
        mutating func next() -> UInt8? {
            while offset < bytes.count {
                let byte = bytes[offset]
                switch byte {
                case 0x2C, 0x2E, 0x20, 0x09...0x0D:
                    pendingSeparator = started
                    offset += 1
                    continue
                default:
                    break
                }
                if pendingSeparator {
                    pendingSeparator = false
                    return UInt8(ascii: " ")
                }
                offset += 1
                started = true
                return (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            }
            return nil
        }
    }

    /// Whether two lists of utterances match one by one, count included.
    public static func matches(_ first: [String], _ second: [String]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { matches($0, $1) }
    }

    /// ``matches(_:_:)-([String],[String])`` of `expected` and the utterances `events` hold, compared as the events
    /// hold them, without listing them.
    static func matches(_ expected: [String], utterancesOf events: [ReaderEvent]) -> Bool {
        var said = 0
        // Each event is matched where it is, through the list's buffer (copying an event out retains what it holds).
        let allMatched = events.withUnsafeBufferPointer { events in
            for index in events.indices {
                guard case .spoken(let utterance) = events[index] else { continue }
                guard said < expected.count, matches(expected[said], utterance) else { return false }
                said += 1
            }
            return true
        }
        return allMatched && said == expected.count
    }
}
