import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 23's command-line edges: `run` prints its summary last, `--record` writes nothing for a reader that never
/// speaks, `audit` counts an empty folder as an input and says what it did not do, and `--explain SRS004` gives a
/// stepper advice that parses.
@Suite struct EdgeCommandTests {
    /// One write to standard output or standard error, in the order it happened.
    final class Terminal: @unchecked Sendable {
        var writes: [(error: Bool, text: String)] = []
    }

    @Test func runPrintsItsSummaryAfterTheDiagnostics() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("a-bad.scenario", "screen \"S\"\n  swich \"Wi-Fi\"\n")
        _ = try folder.write("b-good.scenario", "screen \"S\"\n  switch \"Wi-Fi\"\nscenario \"X\"\n  using voiceover\n  swipe right\n")
        let terminal = Terminal()
        let result = SRSim.run(["run", folder.path], stream: { terminal.writes.append((false, $0)) },
                               errorStream: { terminal.writes.append((true, $0)) })
        let written = terminal.writes.map(\.text).joined() + result.stdout + result.stderr
        let diagnostic = try #require(written.range(of: "unknown element kind 'swich'"))
        let summary = try #require(written.range(of: "1 passed, 0 failed"))
        #expect(diagnostic.lowerBound < summary.lowerBound)
        #expect(written.hasSuffix("1 passed, 0 failed\n"))
        #expect(result.exitCode == .parseError)
    }

    /// The same with `--record`: a file's diagnostics are written when it is done, and the summary comes last.
    @Test func recordPrintsItsSummaryAfterTheDiagnostics() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("a-bad.scenario", "screen \"S\"\n  swich \"Wi-Fi\"\n")
        _ = try folder.write("b-good.scenario", "screen \"S\"\n  switch \"Wi-Fi\"\nscenario \"X\"\n  using voiceover\n  swipe right\n")
        let terminal = Terminal()
        let result = SRSim.run(["run", "--record", folder.path], stream: { terminal.writes.append((false, $0)) },
                               errorStream: { terminal.writes.append((true, $0)) })
        let written = terminal.writes.map(\.text).joined() + result.stdout + result.stderr
        let diagnostic = try #require(written.range(of: "unknown element kind 'swich'"))
        let summary = try #require(written.range(of: "Recorded 1 expectation in 1 of 2 files."))
        #expect(diagnostic.lowerBound < summary.lowerBound)
        #expect(written.hasSuffix("Recorded 1 expectation in 1 of 2 files.\n"))
        #expect(result.exitCode == .parseError)
    }

    @Test func recordWritesNoExpectationsForAReaderThatNeverSpeaks() throws {
        let folder = try TemporaryFolder()
        let text = """
            screen "S"
              button "Save"
              button "Cancel"

            scenario "Keyboard alone"
              using ios, android
              press tab
              press tab
              press enter

            """
        let path = try folder.write("keys.scenario", text)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.stdout == "Recorded 0 expectations in 0 of 1 file.\n")
        #expect(String(decoding: try #require(folder.data("keys.scenario")), as: UTF8.self) == text)
    }

    @Test func recordWritesOnlyTheSpeakingReadersLineBesideAKeyboard() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mixed.scenario", """
            screen "S"
              button "Save"

            scenario "Both"
              using voiceover, ios
              press tab

            """)
        _ = SRSim.run(["run", "--record", path])
        #expect(String(decoding: try #require(folder.data("mixed.scenario")), as: UTF8.self) == """
            screen "S"
              button "Save"

            scenario "Both"
              using voiceover, ios
              press tab
                voiceover -> "Save, button"

            """)
    }

    @Test func auditCountsAFolderWithoutScenarioFilesAsAnInputNotAFile() throws {
        let folder = try TemporaryFolder()
        let empty = folder.path + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let result = SRSim.run(["audit", empty])
        #expect(result.stdout == """
            1 input could not be opened and was not audited.
            Audited 0 files, 1 input not opened: nothing was audited

            """)
        #expect(result.exitCode == .cannotOpenInput)
    }

    @Test func auditSaysAnUnparsedFileWasNotAudited() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("empty.scenario", "")
        let result = SRSim.run(["audit", path])
        #expect(result.stderr.hasSuffix("1 error in \(path); nothing in it was audited.\n"))
        #expect(!result.stderr.contains("was run"))
    }

    @Test func explainingTheSeparateLabelCheckGivesAStepperAdviceThatParses() throws {
        let text = try #require(SRSim.run(["audit", "--explain", "SRS004"]).stdout.components(separatedBy: "Fails:").first)
        #expect(text.contains("A stepper cannot be in a row"))
        #expect(text.contains("`stepper \"Guests\"`"))
    }
}
