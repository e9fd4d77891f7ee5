import Testing
@testable import ScreenReaderSim

/// The room the parser reserves for a file's element lines (``ParsedElements/capacityHint(_:spans:)``) holds every
/// element line of a file with one screen, and no more than its lines before the first scenario long enough to hold a
/// kind word: blank lines reserve nothing.
@Suite struct ParsedElementsCapacityTests {
    static let files: [(text: String, elementLines: Int)] = [
        ("", 0),
        ("screen \"Empty\"\n", 0),
        ("screen \"One\"\n  button \"Save\"", 1),
        ("screen \"Two\"\n  group\n    text \"A\"\n\nscenario \"S\"\n  using voiceover\n  swipe right\n", 2),
        ("scenario \"First\"\n  using voiceover\nscreen \"Late\"\n  text \"A\"\n", 1),
        ("# a comment\nscreen \"Commented\"\n  # another\n  text \"A\"\nscenarios are not this\nscenario \"S\"\n", 1),
        ("screen \"Blank\"\n" + String(repeating: "\n", count: 10_000) + "  a\n  text \"A\"\n", 1),
        ("\u{FEFF}screen \"Marked\"\n  switch \"Wi-Fi\" on\n  text \"scenario\"\nscenario \"S\"\n  using talkback\n", 2),
    ]

    @Test(arguments: files)
    func theRoomReservedHoldsTheElementLinesBeforeTheFirstScenario(_ file: (text: String, elementLines: Int)) {
        let source = SourceText(file.text, file: nil)
        let (hint, parsed, linesBeforeScenario) = source.withUTF8 { bytes in
            let lines = source.spans.prefix { span in
                !String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.contentEnd]), as: UTF8.self)
                    .hasPrefix("scenario")
            }.filter { $0.contentEnd - $0.start >= ParsedElements.shortestKeyword }.count
            return (ParsedElements.capacityHint(bytes, spans: source.spans),
                    ScenarioParser.parseLines(source, bytes: bytes).elements.elements.count, lines)
        }
        #expect(parsed == file.elementLines)
        #expect(hint == max(0, linesBeforeScenario - 1))
        // The one file whose screen comes after a scenario is the one whose lines the room does not hold.
        if !file.text.hasPrefix("scenario") { #expect(hint >= parsed) }
    }
}

extension ParsedElementsCapacityTests {
    @Test func aFileOfBlankLinesReservesNoRoom() {
        let source = SourceText("screen \"S\"\n" + String(repeating: "\n", count: 100_000), file: nil)
        #expect(source.withUTF8 { ParsedElements.capacityHint($0, spans: source.spans) } == 0)
    }
}

#if canImport(Glibc)
import Glibc

extension ParsedElementsCapacityTests {
    /// How many of the base pages under `byteCount` bytes at `start` are resident (`mincore`).
    static func residentPages(_ start: UnsafeRawPointer, byteCount: Int) -> Int {
        let page = HugePages.basePageSize
        let lower = UInt(bitPattern: start) / UInt(page) * UInt(page)
        let upper = (UInt(bitPattern: start) + UInt(byteCount) + UInt(page) - 1) / UInt(page) * UInt(page)
        var vector = [UInt8](repeating: 0, count: Int(upper - lower) / page)
        let answered = mincore(UnsafeMutableRawPointer(bitPattern: lower), Int(upper - lower), &vector)
        return answered == 0 ? vector.filter { $0 & 1 != 0 }.count : -1
    }

    /// The room reserved for element lines is a bound (a comment line counts), so it is never faulted in ahead: a file
    /// of many short comment lines would otherwise hold tens of bytes per input byte (17 for 1.2 million `# xx` lines).
    /// At most each list's first huge page stays resident: the one its headers lie in, collapsed into a huge page at
    /// once where the kernel can (see ``HugePages``), 2 MiB a list whatever the room. The room is made for 8 million lines (hundreds of
    /// megabytes of address space, none of it written), above anything glibc serves from memory it already holds, so
    /// each list gets pages of its own even while other tests run: a smaller list could be carved from memory another
    /// test wrote and freed, resident already.
    @Test func theRoomReservedForElementLinesIsNotFaultedInAhead() {
        var elements = ParsedElements()
        elements.reserveCapacity(elementLines: 8_000_000)
        let counts: [Int] = [
            elements.elements.withUnsafeBufferPointer { Self.residentPages($0.baseAddress!, byteCount: elements.elements.capacity * MemoryLayout<ParsedElements.Element>.stride) },
            elements.attributes.withUnsafeBufferPointer { Self.residentPages($0.baseAddress!, byteCount: elements.attributes.capacity * MemoryLayout<ParsedElements.Attribute>.stride) },
            elements.values.withUnsafeBufferPointer { Self.residentPages($0.baseAddress!, byteCount: elements.values.capacity * MemoryLayout<LexToken>.stride) },
        ]
        let firstHugePage = HugePages.pageSize / HugePages.basePageSize
        for resident in counts { #expect((0...firstHugePage + 2).contains(resident), "\(resident) pages resident") }
    }
}
#endif
