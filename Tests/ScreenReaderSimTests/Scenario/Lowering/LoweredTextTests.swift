import Testing
@testable import ScreenReaderSim

/// ``LoweredText`` makes the string `String(decoding:as:)` makes of the same bytes: ASCII or not, malformed or not, at
/// every length around the small-string limit.
@Suite struct LoweredTextTests {
    static let texts: [[UInt8]] = [
        [],
        Array("A".utf8),
        Array("Setting 12 a".utf8),
        Array("Your name".utf8),
        Array("123456789012345".utf8),  // 15 bytes: the most a small string holds
        Array("1234567890123456".utf8),  // 16: made the usual way
        Array("Café".utf8),  // not ASCII, small
        Array("e\u{301}toile".utf8),  // decomposed
        Array("😀 ok".utf8),
        [0x41, 0xFF, 0x42],  // malformed: repaired alike
        [0xC3],  // a truncated sequence
        [0xE2, 0x82, 0x41, 0x20, 0x20],
        Array(repeating: 0x80, count: 15),
        [0x00, 0x09, 0x7F],
        Array("A label longer than fifteen bytes".utf8),
    ]

    @Test(arguments: texts)
    func aTextIsTheStringItsBytesDecodeTo(_ bytes: [UInt8]) {
        let expected = String(decoding: bytes, as: UTF8.self)
        if bytes.count <= LoweredText.smallCapacity {
            let made = bytes.withUnsafeBufferPointer { LoweredText.text($0) }
            #expect(made == expected)
            #expect(Array(made.utf8) == Array(expected.utf8))
        }
        // Through a token of a parsed file, as lowering reads it.
        let line = Array("text \"".utf8) + bytes + Array("\"".utf8)
        line.withUnsafeBufferPointer { file in
            let token = LexToken(kind: .string, escaped: -1, line: 1, startColumn: 6, endColumn: Int32(7 + bytes.count),
                                 valueStart: 6, valueEnd: 6 + bytes.count)
            let source = TokenSource(bytes: file, escaped: [], file: .none)
            let made = LoweredText.text(token, in: source)
            #expect(Array(made.utf8) == Array(source.text(token).utf8))
        }
    }

    @Test func anEscapedStringIsItsValue() {
        let token = LexToken(kind: .string, escaped: 0, line: 1, startColumn: 1, endColumn: 9, valueStart: 1, valueEnd: 7)
        let bytes: [UInt8] = Array("\"a\\\"b\"".utf8)
        bytes.withUnsafeBufferPointer { file in
            let source = TokenSource(bytes: file, escaped: ["a\"b"], file: .none)
            #expect(LoweredText.text(token, in: source) == "a\"b")
        }
    }
}
