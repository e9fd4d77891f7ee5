/// What the speech comparison rule (``Speech``) makes of each byte, read from one table instead of testing the byte
/// against the separators and the capital letters in turn: an ASCII separator (a comma, a period or white space, as
/// `Speech.isSeparator` says) is ``separator``, a byte of 0x80 or more (text that is not ASCII, which takes the slow
/// way) is ``notASCII``, and any other byte is its lower-case form (below 0x80, so never one of the two marks). The
/// label hash (``Speech/comparisonFNV1a(of:)``) reads it once a byte of every label a screen indexes.
enum ComparisonByteTable {
    /// The mark of a separator.
    static let separator: UInt8 = 0x80
    /// The mark of a byte that is not ASCII.
    static let notASCII: UInt8 = 0xFF

    /// Each byte's entry, by its value.
    static let bytes: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        if byte >= 0x80 { return notASCII }
        if Speech.isComparisonSeparator(byte) { return separator }
        return (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
