import Testing
@testable import ScreenReaderSim

/// The label hash, which reads what the comparison rule makes of each byte from ``ComparisonByteTable``, is the FNV-1a
/// hash of the label's comparison form (``Speech/normalized(_:)``) whatever ASCII bytes it holds, separators and
/// capitals included, and wherever they stand.
@Suite struct ComparisonByteTableTests {
    /// The hash of the comparison form, byte by byte: the simple version.
    static func expectedHash(_ label: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in Speech.normalized(label).utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    @Test(arguments: 0..<128)
    func everyASCIIByteHashesAsTheComparisonForm(_ value: Int) {
        let character = String(UnicodeScalar(UInt8(value)))
        for label in [character, "A\(character)b", "\(character)\(character)Setting 7\(character)", "x \(character) ,Y",
                      "Wi-Fi\(character)\(character)", "\(character)\u{E9}"] {
            #expect(Speech.comparisonFNV1a(of: label) == Self.expectedHash(label), "\(label.debugDescription)")
        }
    }

    @Test(arguments: 0..<256)
    func eachEntryIsWhatTheRuleMakesOfTheByte(_ value: Int) {
        let byte = UInt8(value)
        let entry = ComparisonByteTable.bytes[value]
        if byte >= 0x80 {
            #expect(entry == ComparisonByteTable.notASCII)
        } else if Speech.normalized("a\(String(UnicodeScalar(byte)))b") == "a b" {
            #expect(entry == ComparisonByteTable.separator)
        } else {
            #expect(entry < 0x80)
            #expect(String(UnicodeScalar(entry)) == String(UnicodeScalar(byte)).lowercased())
        }
    }
}
