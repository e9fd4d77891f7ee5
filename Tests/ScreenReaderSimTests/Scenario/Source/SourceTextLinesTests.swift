import Testing
@testable import ScreenReaderSim

/// A text's lines are split the same whatever its lines' lengths: the line list reserves room for a line every
/// ``SourceText/bytesPerLineReserved`` bytes and grows past it for a text of shorter lines.
@Suite struct SourceTextLinesTests {
    /// Each line's content and ending, as a plain split at `\n` (a `\r` before it belonging to the ending) gives them.
    static func expectedLines(_ text: String) -> [SourceText.Line] {
        var lines: [SourceText.Line] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let newline = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) else {
                lines.append(SourceText.Line(content: String(rest), ending: ""))
                break
            }
            var content = String(rest[..<newline])
            var ending = "\n"
            if content.utf8.last == UInt8(ascii: "\r") {
                content = String(content.utf8.dropLast())!
                ending = "\r\n"
            }
            lines.append(SourceText.Line(content: content, ending: ending))
            rest = rest[rest.utf8.index(after: newline)...]
        }
        return lines
    }

    @Test(arguments: [
        "",
        "\n",
        String(repeating: "\n", count: 5_000),
        String(repeating: "a\n", count: 5_000),
        String(repeating: "ab\r\n", count: 3_000) + "last",
        String(repeating: "  text \"A line of more than sixteen bytes\"\n", count: 2_000),
        String(repeating: "x\n\n  button \"Save\"\r\n", count: 1_500) + "\n",
    ])
    func linesAreSplitTheSameWhateverTheirLength(_ text: String) {
        let source = SourceText(text, file: "lines.scenario")
        #expect(source.lines == Self.expectedLines(text))
        #expect(source.lineCount == Self.expectedLines(text).count)
    }
}
