import ScreenReaderSim

/// Whether bytes are UTF-8 text, as `String(validating: bytes, as: UTF8.self) != nil` says, found without making a
/// string: runs of ASCII are passed 32 and then 8 bytes at a time, and each other sequence is checked
/// against UTF-8's table (no overlong form, no surrogate, nothing past U+10FFFF), as `SourceDecoding` finds the first
/// bad byte (`UTF8ValidationTests`). A UTF-16 byte-order mark (`FF FE`, `FE FF`) is never UTF-8.
///
///     UTF8Validation.isValid(bytes)   // true for "Caf\u{E9}", false for [0xC3] or [0xED, 0xA0, 0x80]
enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            // A run of ASCII, four words at a time (or'ed together: one branch per 32 bytes), then a word at a time.
            while index + 32 <= count {
                let raw = UnsafeRawPointer(base + index)
                let merged = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if merged & 0x8080_8080_8080_8080 != 0 { break }
                index += 32
            }
            while index + 8 <= count,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            guard let rule = UTF8SequenceRule.starting(with: base[index]),
                  rule.isWellFormed(at: index, count: count, byte: { base[$0] }) else { return false }
            index += rule.length
        }
        return true
    }
}
