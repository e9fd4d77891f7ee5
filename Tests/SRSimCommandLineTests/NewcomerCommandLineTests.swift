import Foundation
import Testing
@testable import SRSimCommandLine

/// What a new user hits first on the command line (issue 12's rough edges 10 to 13): unreadable input, one-file commands,
/// help for help, misspelt tool options, and options that cannot go together.
@Suite struct NewcomerCommandLineTests {
    // MARK: 10. Input that cannot be opened exits 66, is counted, and is worded the same in every command.

    @Test(arguments: ["run", "transcript", "order", "render", "live", "audit"])
    func aMissingFileExits66WithOneWording(command: String) throws {
        let folder = try TemporaryFolder()
        let missing = folder.path + "/missing.scenario"
        let result = SRSim.run([command, missing])
        #expect(result.exitCode == .cannotOpenInput)
        #expect(result.exitCode.rawValue == 66)
        #expect(result.stderr.contains("error: cannot open input \(missing): no such file or folder"), "\(result.stderr)")
    }

    @Test(arguments: ["run", "audit"])
    func anEmptyFolderExits66(command: String) throws {
        let folder = try TemporaryFolder()
        let result = SRSim.run([command, folder.path])
        #expect(result.exitCode == .cannotOpenInput)
        #expect(result.stderr.contains("error: cannot open input \(folder.path): no *.scenario files in this folder"))
    }

    @Test func runCountsAnInputThatCouldNotBeOpenedInItsSummaryAndJUnit() throws {
        let folder = try TemporaryFolder()
        let passing = try folder.write("ok.scenario", Sample.passing)
        let missing = folder.path + "/missing.scenario"
        let junit = folder.path + "/report.xml"
        let result = SRSim.run(["run", passing, missing, "--junit", junit])
        #expect(result.exitCode == .cannotOpenInput)
        #expect(result.stdout.contains("1 input could not be opened and did not run.\n1 passed, 0 failed"), "\(result.stdout)")
        let xml = String(decoding: try #require(folder.data("report.xml")), as: UTF8.self)
        #expect(xml.contains(missing))
        #expect(xml.contains("cannot open input"))
    }

    @Test(arguments: ["run", "transcript", "order", "render", "audit", "live"])
    func eachCommandsHelpDocumentsExit66(command: String) {
        let help = SRSim.run(["help", command]).stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("Exit status: 0 "), "\(help)")
        #expect(help.contains("64 bad usage, 66 an input could not be opened"), "\(help)")
    }

    // MARK: 11. One-file commands say they take one file.

    @Test(arguments: ["transcript", "order", "render", "live"])
    func aOneFileCommandWithNoArgumentAsksForOneFile(command: String) {
        let result = SRSim.run([command])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("Error: '\(command)' needs one scenario file.\n"), "\(result.stderr)")
    }

    @Test(arguments: ["run", "audit"])
    func aManyPathCommandWithNoArgumentAsksForFilesOrFolders(command: String) {
        #expect(SRSim.run([command]).stderr.hasPrefix("Error: '\(command)' needs at least one scenario file or folder."))
    }

    // MARK: 12. `srsim help help` and did-you-mean for tool options.

    @Test func helpHelpShowsTheToolsHelp() {
        let result = SRSim.run(["help", "help"])
        #expect(result.exitCode == .success)
        #expect(result.stdout == SRSim.overview)
    }

    @Test(arguments: [("--versoin", "--version"), ("--hlep", "--help"), ("--verison", "--version")])
    func aMisspeltToolOptionGetsADidYouMean(typed: String, meant: String) {
        let result = SRSim.run([typed])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("Error: Unknown option '\(typed)'. Did you mean '\(meant)'?\n"), "\(result.stderr)")
    }

    // MARK: 13. Options that would be ignored are usage errors.

    @Test func transcriptJSONSideBySideIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("ok.scenario", Sample.passing)
        let result = SRSim.run(["transcript", path, "--format", "json", "--side-by-side"])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("Error: '--side-by-side' cannot be used with '--format json'."))
    }

    @Test func auditExplainWithAPathIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("ok.scenario", Sample.passing)
        let result = SRSim.run(["audit", path, "--explain", "SRS004"])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("Error: '--explain' takes no files or folders; give either '--explain' or paths."))
        #expect(result.stdout.isEmpty)
    }
}

/// Rough edges 5 and 6: the audit and the order of files that do not fully parse.
@Suite struct ScreenOnlyCommandTests {
    static let brokenStep = """
        screen "S"
          text "Wi-Fi"
          switch "Wi-Fi"

        scenario "Typo"
          using voiceover
          swip right

        """

    // MARK: 5. A file that does not parse is in every audit format, and the text never says "no findings" alone.

    @Test func auditJSONListsTheParseErrorsOfAFileThatDoesNotParse() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let result = SRSim.run(["audit", path, "--format", "json"])
        #expect(result.exitCode == .parseError)
        #expect(result.stdout.contains("\"diagnostics\": [\n    {\n      \"file\": \"\(path)\",\n      \"line\": 2,"), "\(result.stdout)")
        #expect(result.stdout.contains("\"id\": \"unknown-kind\""))
        #expect(result.stdout.contains("\"notAudited\": 1"))
    }

    @Test func auditSARIFReportsTheParseErrorsAsToolExecutionNotifications() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let result = SRSim.run(["audit", path, "--format", "sarif"])
        #expect(result.stdout.contains("\"executionSuccessful\": false"))
        #expect(result.stdout.contains("\"toolExecutionNotifications\": [\n            {\n              \"level\": \"error\","))
        #expect(result.stdout.contains("unknown element kind 'buton'"))
    }

    @Test func auditTextSaysAFileWasNotAudited() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let result = SRSim.run(["audit", path])
        #expect(result.stdout == """
            1 file could not be parsed or opened and was not audited.
            Audited 0 of 1 files, 1 not audited: no findings in the audited ones

            """)
    }

    // MARK: 6. `order` and `audit` need only the screen: a wrong step is a warning there.

    @Test func orderShowsTheScreenOfAFileWithAWrongStep() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("step.scenario", Self.brokenStep)
        let result = SRSim.run(["order", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("  1  Wi-Fi"))
        #expect(result.stderr.contains("\(path):7:3: warning: unknown step 'swip'"), "\(result.stderr)")
        #expect(result.stderr.contains("1 error in the scenarios of \(path), shown as warnings: only its screen is needed here."))
    }

    @Test func renderDrawsTheScreenOfAFileWithAWrongStep() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("step.scenario", Self.brokenStep)
        let result = SRSim.run(["render", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("<svg"), "\(result.stdout.prefix(200))")
        #expect(result.stderr.contains("warning: unknown step 'swip'"))
    }

    @Test func auditChecksTheScreenOfAFileWithAWrongStep() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("step.scenario", Self.brokenStep)
        let result = SRSim.run(["audit", path])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("[SRS004]"))
        #expect(result.stderr.contains("warning: unknown step 'swip'"))
        #expect(SRSim.run(["run", path]).exitCode == .parseError, "run still needs the scenarios to parse")
    }
}

/// Rough edges 9, 14 and 18: recording, live mode fed from a pipe, and files with no scenarios.
@Suite struct NewcomerWorkflowTests {
    // MARK: 9. Recording reports checks that still fail, and writes nothing for gestures a keyboard cannot receive.

    @Test func recordingExitsOneWhenAChecksStillFails() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("rec.scenario", """
            screen "S"
              switch "Sound" on

            scenario "Check"
              using voiceover
              swipe right
              expect "Sound" is off

            """)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("FAIL \(path):7: expected \"Sound\" to be off, but it is on (VoiceOver) "
            + "(still failing after recording: checks are not rewritten)"), "\(result.stdout)")
    }

    @Test func recordingLeavesOutGesturesForKeyboardOnlyReaders() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("rec.scenario", """
            screen "S"
              button "OK"

            scenario "Mixed"
              using voiceover, ios
              swipe right
              press tab

            """)
        let result = SRSim.run(["run", "--record", path])
        let text = String(decoding: try #require(folder.data("rec.scenario")), as: UTF8.self)
        #expect(text == """
            screen "S"
              button "OK"

            scenario "Mixed"
              using voiceover, ios
              swipe right
                voiceover -> "OK, button"
              press tab -> nothing

            """, "\(result.stdout)")
        #expect(result.stderr.contains("warning: 'swipe right' reaches no screen reader on 'ios'"), "\(result.stderr)")
    }

    // MARK: 14. Live mode from a pipe echoes, takes comments, lists readers and fails on a failed check.

    @Test func liveFromAPipeEchoesStepsSkipsCommentsAndExitsOneOnAFailedCheck() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("live.scenario", Sample.passing)
        let typed = TypedLines(["# a comment", "swipe right -> \"Cancel, button\"", "using voicover", "quit"])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("› # a comment\n› swipe right -> \"Cancel, button\"\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("error: unknown step"))
        #expect(result.stdout.contains("✗ expected \"Cancel, button\""))
        #expect(result.stdout.contains(
            "error: unknown reader 'voicover'; readers are voiceover, talkback, ios, android; did you mean 'voiceover'?"))
    }

    @Test func liveExitsZeroWhenEveryCheckHolds() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("live.scenario", Sample.passing)
        let typed = TypedLines(["swipe right -> \"OK, button\"", "quit"])
        #expect(SRSim.run(["live", path], input: typed.next).exitCode == .success)
    }

    // MARK: 18. A file with only a screen says it has no scenarios.

    @Test func runAndTranscriptSayAScreenOnlyFileHasNoScenarios() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("screen.scenario", "screen \"S\"\n  button \"OK\"\n")
        let run = SRSim.run(["run", path])
        #expect(run.stdout == "NONE \(path): no scenarios, only a screen: nothing to run "
            + "(add a `scenario \"NAME\"` block with a `using` line)\n0 passed, 0 failed\n")
        let transcript = SRSim.run(["transcript", path])
        #expect(transcript.stdout.contains(
            "\(path) has no scenarios, only a screen: add a `scenario \"NAME\"` block with a `using` line."))
        #expect(!transcript.stdout.contains("any reader"))
    }
}
