/// What UTF-8 allows after a lead byte: how long the sequence is, and the range its second byte must lie in (so no
/// overlong form, no surrogate and nothing past U+10FFFF); every later byte is a continuation byte (0x80-0xBF). The one
/// table both checks read: where a file's first bad byte is (``SourceDecoding``), and whether a file read straight into
/// a string is UTF-8 (the command line's `UTF8Validation`).
package struct UTF8SequenceRule: Equatable {
    /// How many bytes the sequence has, the lead byte included (1 for ASCII).
    package let length: Int
    /// The least second byte.
    package let secondLow: UInt8
    /// The greatest second byte.
    package let secondHigh: UInt8

    /// The rule of a sequence that starts with `lead`; nil for a byte no sequence starts with.
    package static func starting(with lead: UInt8) -> UTF8SequenceRule? {
        switch lead {
        case 0x00...0x7F: UTF8SequenceRule(length: 1, secondLow: 0x80, secondHigh: 0xBF)
        case 0xC2...0xDF: UTF8SequenceRule(length: 2, secondLow: 0x80, secondHigh: 0xBF)
        case 0xE0: UTF8SequenceRule(length: 3, secondLow: 0xA0, secondHigh: 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: UTF8SequenceRule(length: 3, secondLow: 0x80, secondHigh: 0xBF)
        case 0xED: UTF8SequenceRule(length: 3, secondLow: 0x80, secondHigh: 0x9F)
        case 0xF0: UTF8SequenceRule(length: 4, secondLow: 0x90, secondHigh: 0xBF)
        case 0xF1...0xF3: UTF8SequenceRule(length: 4, secondLow: 0x80, secondHigh: 0xBF)
        case 0xF4: UTF8SequenceRule(length: 4, secondLow: 0x80, secondHigh: 0x8F)
        default: nil
        }
    }

    /// Whether the sequence of this rule at `start` of `bytes` is whole and well formed (`byte(i)` reads byte `i`).
    @inline(__always)
    package func isWellFormed(at start: Int, count: Int, byte: (Int) -> UInt8) -> Bool {
        guard start + length <= count else { return false }
        guard length > 1 else { return true }
        let second = byte(start + 1)
        guard second >= secondLow, second <= secondHigh else { return false }
        var continuation = 2
        while continuation < length {
            guard byte(start + continuation) & 0xC0 == 0x80 else { return false }
            continuation += 1
        }
        return true
    }
}
