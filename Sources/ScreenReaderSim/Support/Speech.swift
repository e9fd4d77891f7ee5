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

    /// ``normalized(_:)`` for ASCII text: its ``NormalizedASCIIBytes`` written into a string of at most its size; nil
    /// when the text holds anything but ASCII, for the general path.
    private static func normalizedASCII(_ text: String) -> String? {
        let count = text.utf8.count
        var copy = text
        return copy.withUTF8 { source -> String? in
            guard !source.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: count) { buffer in
                var comparison = NormalizedASCIIBytes(source)
                var length = 0
                while let byte = comparison.next() {
                    buffer[length] = byte
                    length += 1
                }
                return length
            }
        }
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of ``normalized(_:)`` of `text`: for ASCII text in one loop over its
    /// bytes where they are (no comparison form is built and no closure is called per byte), so a screen's labels are
    /// hashed for a few instructions a byte; otherwise over the comparison form built.
    static func comparisonFNV1a(of text: String) -> UInt64 {
        let basis: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var hash = basis
            // As ``NormalizedASCIIBytes``: separators before the first byte and at the end are dropped, a run of them
            // between bytes is one space. What the rule makes of each byte is one read of ``ComparisonByteTable``.
            var started = false
            var pendingSeparator = false
            return ComparisonByteTable.bytes.withUnsafeBufferPointer { table -> UInt64? in
                for byte in bytes {
                    let mapped = table[Int(byte)]
                    if mapped < 0x80 {
                        if pendingSeparator {
                            hash = (hash ^ 0x20) &* prime
                            pendingSeparator = false
                        }
                        started = true
                        hash = (hash ^ UInt64(mapped)) &* prime
                    } else if mapped == ComparisonByteTable.separator {
                        pendingSeparator = started
                    } else {
                        return nil
                    }
                }
                return hash
            }
        }
        if let ascii, let ascii { return ascii }
        var hash = basis
        forEachComparisonByte(of: text) { byte in hash = (hash ^ UInt64(byte)) &* prime }
        return hash
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

    /// The one separator rule: a comma, a period, or white space (ASCII checked by ``isSeparator(_:)-(UInt8)``, other
    /// scalars by their Unicode property). Every comparison, normalization and hash of speech reads it.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isSeparator(UInt8(scalar.value)) : scalar.properties.isWhitespace
    }

    /// ``isSeparator(_:)-(Unicode.Scalar)`` for an ASCII byte: a comma, a period, a space, or a tab, line feed,
    /// vertical tab, form feed or carriage return.
    @inline(__always)
    static func isComparisonSeparator(_ byte: UInt8) -> Bool { isSeparator(byte) }

    /// ``isSeparator(_:)-(Unicode.Scalar)`` for an ASCII byte (``isComparisonSeparator(_:)`` outside this type).
    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2C, 0x2E, 0x20, 0x09...0x0D: true
        default: false
        }
    }

    /// An ASCII upper-case letter in lower case; any other byte as it is.
    @inline(__always)
    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

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
                if Speech.isSeparator(byte) {
                    pendingSeparator = started
                    offset += 1
                    continue
                }
                if pendingSeparator {
                    pendingSeparator = false
                    return UInt8(ascii: " ")
                }
                offset += 1
                started = true
                return Speech.lowercasedASCII(byte)
            }
            return nil
        }
    }

    /// Whether two lists of utterances match one by one, count included.
    public static func matches(_ first: [String], _ second: [String]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { matches($0, $1) }
    }
}
