import Testing
@testable import ScreenReaderSim

/// ``SpentPageRelease`` releases only whole aligned pages inside the entries already spent, never an entry still to be
/// read, and lowering a big screen while releasing its element lines gives the elements lowering without it gives.
@Suite struct SpentPageReleaseTests {
    /// A list's first entry, its stride, how many entries are spent and where the memory not yet released starts, and
    /// the range then released (nil: nothing).
    struct Case: Sendable, CustomTestStringConvertible {
        let start: UInt
        let stride: Int
        let spent: Int
        let released: UInt
        let range: Range<UInt>?
        var testDescription: String { "\(start) + \(spent) × \(stride) from \(released)" }
    }

    static let page = SpentPageRelease.alignment

    static let cases: [Case] = [
        // Less than one whole page spent: nothing.
        Case(start: 3 * page + 32, stride: 88, spent: 1000, released: 4 * page, range: nil),
        // The spent entries reach past one boundary: the whole page before it, not the one they end in.
        Case(start: 3 * page + 32, stride: 88, spent: Int(2 * page) / 88 + 1, released: 4 * page, range: 4 * page..<5 * page),
        // An aligned list: its first page as soon as it is spent.
        Case(start: 2 * page, stride: 8, spent: Int(page) / 8, released: 2 * page, range: 2 * page..<3 * page),
        Case(start: 2 * page, stride: 8, spent: Int(page) / 8 - 1, released: 2 * page, range: nil),
        // What was released already is not released again.
        Case(start: 2 * page, stride: 8, spent: 3 * Int(page) / 8 + 5, released: 4 * page, range: 4 * page..<5 * page),
        Case(start: 2 * page, stride: 8, spent: 3 * Int(page) / 8 + 5, released: 5 * page, range: nil),
    ]

    @Test(arguments: cases)
    func onlyWholePagesOfSpentEntriesAreReleased(_ example: Case) {
        let range = SpentPageRelease.releasableRange(start: example.start, stride: example.stride, spent: example.spent,
                                                     released: example.released)
        #expect(range == example.range)
        if let range {
            // Never below what is left to release, never into an entry not yet spent.
            #expect(range.lowerBound >= example.released)
            #expect(range.upperBound <= example.start + UInt(example.spent * example.stride))
            #expect(range.lowerBound % Self.page == 0 && range.upperBound % Self.page == 0)
        }
    }

    /// The entries not yet spent hold what they held, however far the list has been spent (on Linux the spent pages
    /// really go back to the system).
    @Test(arguments: [0, 1, 100_000, 262_144, 600_001, 1_000_000])
    func theEntriesNotYetSpentAreUnchanged(_ spent: Int) {
        var list = (0..<1_000_000).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        let unspent = list.withUnsafeMutableBufferPointer { buffer in
            var release = SpentPageRelease(buffer)
            for step in stride(from: 0, through: spent, by: 50_000) { release.spend(through: step) }
            release.spend(through: spent)
            return Array(buffer[spent...])
        }
        #expect(unspent == (spent..<1_000_000).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
    }

    /// A screen big enough that its element lines fill several huge pages is lowered alike with its lines released as
    /// they are spent and with them kept whole.
    @Test func aBigScreenIsLoweredAlikeReleasingItsLines() throws {
        var text = "screen \"Big\"\n"
        for section in 0..<6_000 {
            text += "  heading \"Section \(section)\"\n  row\n    text \"Setting \(section)\"\n    switch \"Setting \(section)\" on hint \"H\"\n"
            text += "  stepper \"Guests \(section)\" value 2 min 1 max 4\n  text-field \"Name \(section)\" placeholder \"Your name\"\n"
            text += "  slider \"Volume \(section)\" value \(section % 100) frame 0 \(section) 10 10\n"
        }
        let released = try Self.lowered(text, releasing: true)
        let kept = try Self.lowered(text, releasing: false)
        #expect(released.elements.count == 42_000)
        #expect(released.elements == kept.elements)
        #expect(released.elements.indices.allSatisfy { released.parent(of: $0) == kept.parent(of: $0) })
    }

    /// The index of `text`'s screen, lowered releasing its element lines or not.
    static func lowered(_ text: String, releasing: Bool) throws -> ScreenIndexStorage {
        let source = SourceText(text, file: "big.scenario")
        return try source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes)
            var parsed = ParsedFile(screen: parser.syntax.screen, elements: parser.elements, scenarios: parser.scenarios,
                                    source: parser.source)
            let screen = try #require(parsed.screen)
            return ScenarioLowering.indexedStorage(screen, parsed: &parsed, throughTree: false, releasingSpentLines: releasing)
        }
    }
}
