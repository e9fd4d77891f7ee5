/// The bytes that can end a word on a scenario line: a space, a tab, `"`, `,`, `#`, and `-` (which ends one only
/// before `>`, the caller checks that). All are below 64, so the set is one 64-bit mask and a byte is tested with a
/// compare, a shift and an AND instead of six compares: the lexer tests every byte of every word.
///
/// It answers exactly as comparing the byte with each of the six (the tests check all 256 bytes).
enum WordBoundaryBytes {
    /// Bit `n` is set for each byte `n` that can end a word.
    @inline(__always) static var mask: UInt64 {
        1 << UInt64(UInt8(ascii: " ")) | 1 << UInt64(UInt8(ascii: "\t")) | 1 << UInt64(UInt8(ascii: "\""))
            | 1 << UInt64(UInt8(ascii: ",")) | 1 << UInt64(UInt8(ascii: "#")) | 1 << UInt64(UInt8(ascii: "-"))
    }

    /// Whether `byte` is one that can end a word (`-` included).
    @inline(__always) static func mayEndWord(_ byte: UInt8) -> Bool {
        byte < 64 && (mask >> UInt64(byte)) & 1 != 0
    }
}
