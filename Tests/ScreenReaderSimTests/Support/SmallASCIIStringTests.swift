import Testing
@testable import ScreenReaderSim

/// ``SmallASCIIString`` makes the string the standard library makes of the same bytes, word for word, and declines
/// what is not a short ASCII text.
@Suite struct SmallASCIIStringTests {
    /// Texts of every length a small string holds, with every ASCII byte among them (NUL, controls, DEL, quotes).
    static let texts: [String] = {
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        var texts = ["", "a", "Save 3", "Setting 12 a", "Your name", "Low stepper 312", "123456789012345"]
        for length in 0...SmallASCIIString.capacity {
            for start in Swift.stride(from: 0, to: 128, by: 9) {
                texts.append(String((0..<length).map { ascii[(start + $0 * 7) % 128] }))
            }
        }
        return texts
    }()

    @Test func theStandardLibrarysLayoutHoldsHere() {
        #expect(SmallASCIIString.layoutHolds)
    }

    @Test(arguments: texts)
    func aShortASCIITextIsTheStringTheStandardLibraryMakes(_ text: String) throws {
        let bytes = Array(text.utf8)
        let made = try #require(bytes.withUnsafeBufferPointer(SmallASCIIString.make))
        let standard = String(decoding: bytes, as: UTF8.self)
        #expect(made == standard)
        #expect(made.utf8.elementsEqual(bytes))
        #expect(made.count == standard.count && made.hashValue == standard.hashValue)
        #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(standard, to: (UInt64, UInt64).self))
        // It behaves as any string: it grows, and what it grows into is the standard one's.
        #expect(made + "!" == standard + "!")
    }

    @Test(arguments: ["Caf\u{E9}", "\u{E9}", "Ｓave", "1234567890123456", String(repeating: "x", count: 40),
                      "Setting 12 a\u{301}"])
    func aTextNotASCIIOrLongerThanFifteenBytesIsDeclined(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer(SmallASCIIString.make) == nil)
    }

    /// Bytes that are not UTF-8 at all (a lone continuation byte, a truncated sequence) are declined, for the usual
    /// path to repair.
    @Test(arguments: [[0x80], [0x41, 0xC3], [0xFF, 0x41]] as [[UInt8]])
    func bytesThatAreNotASCIIAreDeclined(_ bytes: [UInt8]) {
        #expect(bytes.withUnsafeBufferPointer(SmallASCIIString.make) == nil)
    }
}
