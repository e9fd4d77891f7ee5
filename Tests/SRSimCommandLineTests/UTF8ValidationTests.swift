import Testing
@testable import SRSimCommandLine

/// ``UTF8Validation/isValid(_:)`` says what `String(validating:as:)` says: on every one-, two-, three- and four-byte
/// lead with edge continuations (overlong forms, surrogates, past U+10FFFF, cut short), placed at every offset of ASCII
/// runs around its 8- and 32-byte steps, and on pseudo-random bytes.
@Suite struct UTF8ValidationTests {
    /// Sequences on the edges of UTF-8's table, valid and not.
    static let sequences: [[UInt8]] = [
        [0x7F], [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xDF, 0xC0], [0xC3],
        [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xE1, 0x80, 0x80], [0xEC, 0xBF, 0xBF], [0xED, 0x9F, 0xBF],
        [0xED, 0xA0, 0x80], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xEF, 0xBB, 0xBF], [0xE2, 0x82], [0xE2, 0x28, 0xA1],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x41],
        [0xFE, 0xFF], [0xFF, 0xFE], [0xFF],
    ]

    @Test(arguments: sequences)
    func itAgreesWithTheStandardLibraryAtEveryOffset(_ sequence: [UInt8]) {
        for before in [0, 1, 7, 8, 9, 31, 32, 33, 40] {
            for after in [0, 1, 8, 33] {
                let bytes = [UInt8](repeating: 0x61, count: before) + sequence + [UInt8](repeating: 0x62, count: after)
                #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid)
                        == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            }
        }
    }

    @Test func itAgreesWithTheStandardLibraryOnPseudoRandomBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<2_000 {
            let count = round % 70
            var bytes: [UInt8] = []
            for _ in 0..<count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let value = UInt8(truncatingIfNeeded: state >> 33)
                // Mostly ASCII, as a scenario file is, with sequences' bytes often enough to form valid ones.
                bytes.append(round % 3 == 0 ? value : (value < 0xC0 ? value & 0x7F : value))
            }
            #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == (String(validating: bytes, as: UTF8.self) != nil),
                    "\(bytes)")
        }
    }

    @Test func emptyBytesAreText() {
        #expect([UInt8]().withUnsafeBufferPointer(UTF8Validation.isValid))
    }
}
