import Foundation
import Testing
@testable import ScreenReaderSim
@testable import SRSimCommandLine

/// Issue 24 A10 and issue 25 item 4: `live` takes input and files with CR, LF or CRLF line endings, and parses each
/// line typed on its own, against the screen parsed once.
@Suite struct LiveInputTests {
    static let steps = ["swipe right -> \"OK, button\"", "touch \"Sound\"", "double tap -> \"off\"", "expect \"Sound\" is off"]

    @Test(arguments: ["\r", "\r\n", "\n"])
    func inputWithAnyLineEndingIsOneStepALine(ending: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        // All the input in one read, as a file piped in whose lines end in CR would come.
        let typed = TypedLines([Self.steps.joined(separator: ending) + ending])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.exitCode == .success, "\(result.stdout)")
        #expect(!result.stdout.contains("error"))
        #expect(result.stdout.components(separatedBy: "✓").count == 4, "\(result.stdout)")
        for step in Self.steps { #expect(result.stdout.contains("› \(step)\n")) }
    }

    @Test func aFileWithClassicMacLineEndingsRunsEveryStep() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("cr.scenario", "screen \"T\"\r  button \"OK\"\r  switch \"Sound\" off\r")
        let typed = TypedLines(["swipe right -> \"OK, button\"", "touch \"Sound\"", "double tap -> \"on\"", "expect \"Sound\" is on"])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.exitCode == .success, "\(result.stdout)")
        #expect(!result.stdout.contains("error"))
        #expect(result.stdout.components(separatedBy: "✓").count == 4)
    }

    @Test func aStepIsParsedAgainstTheCompiledScreenWithoutTheFile() throws {
        let file = ScenarioFile(parsing: Sample.passing, file: "tiny.scenario")
        let compiled = try #require(file.compiledScreen)
        let good = ScenarioFile.scenarios(parsing: "scenario \"live\"\n  using talkback\n  touch \"Sound\"\n", file: "tiny.scenario", on: compiled)
        #expect(good.diagnostics.isEmpty)
        #expect(good.scenarios.first?.steps.count == 1)
        #expect(good.scenarios.first?.readers == [.talkBack])
        let bad = ScenarioFile.scenarios(parsing: "scenario \"live\"\n  using talkback\n  touch \"Sond\"\n", file: "tiny.scenario", on: compiled)
        #expect(bad.diagnostics.map(\.location.line) == [3], "only the text's own problems, not the missing screen")
        #expect(bad.diagnostics.first?.suggestion == "Sound")
    }
}
