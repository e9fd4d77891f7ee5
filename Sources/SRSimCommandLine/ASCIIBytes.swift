/// Whether bytes are all ASCII, checked eight at a time (a big file's bytes are looked at once more as they are read,
/// so the check is made cheap): `bytes.allSatisfy { $0 < 0x80 }` (`ASCIIBytesTests`).
///
///     ASCIIBytes.all(bytes)   // true for "screen \"S\"\n", false for "Caf\u{E9}"
enum ASCIIBytes {
    /// Whether every byte of `bytes` is below 0x80.
    static func all(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        // Four words at a time, or'ed together: one branch per 32 bytes.
        while index + 32 <= count {
            let raw = UnsafeRawPointer(base + index)
            let merged = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            if merged & 0x8080_8080_8080_8080 != 0 { return false }
            index += 32
        }
        while index + 8 <= count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}
