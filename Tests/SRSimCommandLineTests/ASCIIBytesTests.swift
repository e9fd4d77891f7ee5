import Testing
@testable import SRSimCommandLine

/// ``ASCIIBytes/all(_:)`` says what `allSatisfy { $0 < 0x80 }` says, for a byte above 0x7F at every place of lengths
/// around its 8- and 32-byte steps.
@Suite struct ASCIIBytesTests {
    @Test(arguments: [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100])
    func itAgreesWithCheckingEachByte(_ count: Int) {
        let ascii = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37) & 0x7F }
        #expect(ascii.withUnsafeBufferPointer(ASCIIBytes.all))
        for place in 0..<count {
            for high: UInt8 in [0x80, 0xC3, 0xFF] {
                var bytes = ascii
                bytes[place] = high
                #expect(bytes.withUnsafeBufferPointer(ASCIIBytes.all) == bytes.allSatisfy { $0 < 0x80 })
            }
        }
    }
}
