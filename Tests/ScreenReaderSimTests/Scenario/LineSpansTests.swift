import Testing
@testable import ScreenReaderSim

/// A text's lines kept 4 bytes a line (``LineSpans``) read back as the list of spans made the simple way, in both
/// layouts (32-bit ends, and the 64-bit ends of a text of a gigabyte or more, forced here on small texts).
@Suite struct LineSpansTests {
    /// The simple version: each line's start, content end and end, split as ``SourceText`` splits (`\n`, a `\r` before
    /// it belonging to the ending; `\r` alone when the text has no `\n`).
    static func plainSpans(_ text: String) -> [SourceText.Span] {
        let bytes = Array(text.utf8)
        let classicMac = !bytes.contains(UInt8(ascii: "\n")) && bytes.contains(UInt8(ascii: "\r"))
        let separator = classicMac ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
        var spans: [SourceText.Span] = []
        var start = 0
        while start < bytes.count {
            let found = bytes[start...].firstIndex(of: separator)
            let stop = found ?? bytes.count
            var contentEnd = stop
            if !classicMac, found != nil, contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            spans.append(SourceText.Span(start: start, contentEnd: contentEnd, end: found == nil ? stop : stop + 1))
            start = stop + 1
        }
        return spans
    }

    static let texts = [
        "", "\n", "\n\n\n", "a", "a\n", "a\nb", "screen \"S\"\n  button \"A\"\n", "a\r\nb\r\n", "a\r\nb", "\r\n\r\n",
        "a\rb\rc", "a\rb\r", "\r", "mixed\r\nand\nplain\n", "caf\u{E9}\n\u{1F600} line\n", "a\r\r\nb",
        String(repeating: "  switch \"Setting\" on\n", count: 500) + "last",
    ]

    @Test(arguments: texts)
    func aTextsSpansReadBackAsTheSimpleList(text: String) {
        let spans = SourceText(text).spans
        #expect(Array(spans) == Self.plainSpans(text))  // visited in order
        #expect(spans.indices.map { spans[$0] } == Self.plainSpans(text))  // read one by one
    }

    @Test(arguments: texts)
    func theWideLayoutReadsBackAlike(text: String) {
        let plain = Self.plainSpans(text)
        var wide = LineSpans(textLength: text.utf8.count, reservingCapacity: plain.count, forcingWide: true)
        var compact = LineSpans(textLength: text.utf8.count, reservingCapacity: plain.count)
        for span in plain {
            wide.append(contentEnd: span.contentEnd, end: span.end)
            compact.append(contentEnd: span.contentEnd, end: span.end)
        }
        #expect(Array(wide) == plain && wide.indices.map { wide[$0] } == plain)
        #expect(Array(compact) == plain && compact.indices.map { compact[$0] } == plain)
        #expect(wide.count == plain.count && compact.count == plain.count)
    }

    /// The largest ends each layout holds: just under a gigabyte in 32 bits, and far past it in 64.
    @Test func endsUpToEachLayoutsLimitReadBack() {
        let last = LineSpans.compactLimit - 1
        var compact = LineSpans(textLength: last, reservingCapacity: 2)
        compact.append(contentEnd: last - 3, end: last - 1)
        compact.append(contentEnd: last, end: last)
        #expect(Array(compact) == [SourceText.Span(start: 0, contentEnd: last - 3, end: last - 1),
                                   SourceText.Span(start: last - 1, contentEnd: last, end: last)])
        let far = 5 << 32
        var wide = LineSpans(textLength: far, reservingCapacity: 2)
        wide.append(contentEnd: far - 1, end: far)
        #expect(Array(wide) == [SourceText.Span(start: 0, contentEnd: far - 1, end: far)])
    }
}
