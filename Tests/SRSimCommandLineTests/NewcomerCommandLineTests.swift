import Foundation
import Testing
@testable import SRSimCommandLine

/// What a new user hits first on the command line (issue 12's rough edges 10 to 13): unreadable input, one-file commands,
/// help for help, misspelt tool options, and options that cannot go together.
@Suite struct NewcomerCommandLineTests {
    // MARK: 10. Input that cannot be opened exits 66, is counted, and is worded the same in every command.

    @Test(arguments: ["run", "transcript", "order", "live", "audit"])
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

    @Test func theHelpDocumentsExit66() {
        #expect(SRSim.run(["help", "run"]).stdout.contains("66 an input could not be opened"))
        #expect(SRSim.run(["help", "audit"]).stdout.contains("66 an input could not be opened"))
    }

    // MARK: 11. One-file commands say they take one file.

    @Test(arguments: ["transcript", "order", "live"])
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
