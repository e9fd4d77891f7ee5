import Foundation
import Testing
@testable import ScreenReaderSim

/// The screen-only tools reuse what the parse already has: the focus-order report and the audit take the file's
/// compiled screen, and the place where the scenarios begin is kept from the parse. Each shortcut gives exactly what
/// the long way gives, on every bundled file.
@Suite struct CompiledOnceTests {
    /// Every bundled scenario file: Scenarios/ and Examples/.
    static var bundledFiles: [String] {
        ["Scenarios", "Examples"].flatMap { folder -> [String] in
            let url = URL(fileURLWithPath: Sample.packageRoot).appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".scenario") }.sorted().map { url.appendingPathComponent($0).path }
        }
    }

    @Test func findsTheBundledFiles() { #expect(Self.bundledFiles.count >= 20) }

    @Test(arguments: bundledFiles)
    func theReportAndTheAuditOfTheCompiledScreenAreThoseOfTheScreen(path: String) throws {
        let file = ScenarioFile(parsing: try String(contentsOfFile: path, encoding: .utf8), file: path)
        let compiled = try #require(file.screenOnly?.compiledScreen)
        let screen = try #require(file.screenOnly?.screen)
        #expect(try FocusOrderReport(compiled: compiled).text() == FocusOrderReport(screen: screen).text())
        #expect(try FocusOrderReport(compiled: compiled).markdown() == FocusOrderReport(screen: screen).markdown())
        #expect(Audit.run(compiled: compiled) == Audit.run(screen: screen))
    }

    @Test(arguments: [
        ("screen \"S\"\n  button \"A\"\n", nil),
        ("screen \"S\"\n  button \"A\"\n\nscenario \"X\"\n  using voiceover\n", 4),
        ("# comment\nscreen \"S\"\n  buton \"A\"\nscenario \"X\"\n  using voiceover\nscenario \"Y\"\n", 4),
        ("scenario \"X\"\n  using voiceover\nscreen \"S\"\n", 1),
    ] as [(String, Int?)])
    func theFirstScenarioLineIsTheSyntaxTreesFirstScenario(_ text: String, _ line: Int?) {
        let file = ScenarioFile(parsing: text)
        #expect(file.firstScenarioLine == line)
        #expect(file.firstScenarioLine == file.syntax.scenarios.map(\.range.lowerBound.line).min())
    }
}
