import Testing
@testable import ScreenReaderSim

/// Issue 11, point 4: each diagnostic repeated its whole source line, so a long line with many errors printed output
/// quadratic in its length. Excerpts are now trimmed around the column, and control characters are escaped.
@Suite struct LongLineDiagnosticTests {
    @Test func anExcerptOfALongLineIsTrimmedAroundTheColumn() throws {
        let padding = String(repeating: "a", count: 5_000)
        let text = "screen \"S\"\n  button \"\(padding)\" swich \"\(padding)\"\n"
        let file = ScenarioFile(parsing: text, file: "long.scenario")
        let diagnostic = try #require(file.diagnostics.first { $0.id == "unknown-attribute" })
        #expect(diagnostic.location.column == 5_013)
        let rendered = DiagnosticRenderer.render(diagnostic, source: file.source)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1].count <= 140)
        #expect(lines[1].hasPrefix("   2 | …"))
        #expect(lines[1].contains("\" swich \"aaa"))
        #expect(lines[1].hasSuffix("…"))
        // The caret is still under the word.
        let caretColumn = try #require(lines[2].firstIndex(of: "^"))
        let wordColumn = try #require(lines[1].range(of: "swich")?.lowerBound)
        #expect(lines[2].distance(from: lines[2].startIndex, to: caretColumn) == lines[1].distance(from: lines[1].startIndex, to: wordColumn))
        #expect(lines[2].hasSuffix("^~~~~"))
    }

    @Test func aShortLineIsShownWhole() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  swich \"Wi-Fi\" on\n", file: "a.scenario")
        #expect(file.renderedDiagnostics.contains("   2 |   swich \"Wi-Fi\" on\n     |   ^~~~~\n"))
    }

    @Test func manyErrorsOnOneLongLineRenderInLinearSpace() {
        let count = 8_000
        let text = "screen \"S\"\n  button \"Save\"" + String(repeating: " disabled", count: count) + "\n"
        let file = ScenarioFile(parsing: text, file: "many.scenario")
        #expect(file.diagnostics.count == count - 1)
        let rendered = DiagnosticRenderer.render(file.diagnostics, source: file.source)
        // About 250 bytes a diagnostic, not the whole 72 KB line each time.
        #expect(rendered.utf8.count < file.diagnostics.count * 400)
    }

    @Test func controlCharactersInTheExcerptAreEscaped() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  swich \"Wi\u{0}Fi\u{1B}[2J\" on\n", file: "c.scenario")
        let rendered = file.renderedDiagnostics
        #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(rendered.contains("   2 |   swich \"Wi\\u{0}Fi\\u{1B}[2J\" on\n     |   ^~~~~\n"))
    }

    @Test func theRendererCapsHowManyDiagnosticsItPrintsAndSaysHowManyMore() {
        let text = "screen \"S\"\n" + String(repeating: "  swich \"A\"\n", count: 120)
        let file = ScenarioFile(parsing: text, file: "cap.scenario")
        let rendered = DiagnosticRenderer.render(file.diagnostics, source: file.source, limit: 50)
        #expect(rendered.components(separatedBy: "error: unknown element kind").count - 1 == 50)
        #expect(rendered.hasSuffix("… and \(file.diagnostics.count - 50) more diagnostics in cap.scenario (srsim run --format json lists them all)\n"))
        #expect(DiagnosticRenderer.render(file.diagnostics, source: file.source).components(separatedBy: "error: unknown element kind").count - 1 == 120)
    }
}
