import Testing
@testable import SRSimCommandLine

@Suite struct InvocationTests {
    @Test(arguments: [
        (["run", "Scenarios"], "run", ["Scenarios"]),
        (["run", "a.scenario", "b"], "run", ["a.scenario", "b"]),
        (["transcript", "a.scenario", "--using", "talkback"], "transcript", ["a.scenario"]),
        (["order", "a.scenario", "--format=json"], "order", ["a.scenario"]),
        (["audit", "Examples", "--format", "sarif"], "audit", ["Examples"]),
        (["run", "--", "--odd-name.scenario"], "run", ["--odd-name.scenario"]),
    ])
    func parsesCommandsAndPaths(arguments: [String], command: String, paths: [String]) throws {
        let invocation = try Invocation.parse(arguments)
        #expect(invocation.action == .command(command))
        #expect(invocation.paths == paths)
    }

    @Test func optionValuesMayFollowWithSpaceOrEquals() throws {
        #expect(try Invocation.parse(["order", "f", "--format", "json"]).format == .json)
        #expect(try Invocation.parse(["order", "f", "--format=json"]).format == .json)
        #expect(try Invocation.parse(["transcript", "f", "--using=voiceover"]).reader == .voiceOver)
    }

    @Test(arguments: [
        (["runn", "x"], UsageError.unknownCommand("runn", suggestion: "run")),
        (["ordr"], UsageError.unknownCommand("ordr", suggestion: "order")),
        (["zzzzzz"], UsageError.unknownCommand("zzzzzz", suggestion: nil)),
        (["run", "--recrod", "x"], UsageError.unknownOption("--recrod", command: "run", suggestion: "--record")),
        (["run"], UsageError.missingPaths(command: "run")),
        (["order"], UsageError.missingPaths(command: "order")),
        (["order", "a", "b"], UsageError.expectedOneFile(command: "order", got: 2)),
        (["order", "a", "--format"], UsageError.missingValue(option: "--format", command: "order")),
        (["order", "a", "--format", "jsn"],
         UsageError.invalidValue("jsn", option: "--format", command: "order", allowed: ["text", "json", "markdown"], suggestion: "json")),
        (["transcript", "a", "--using", "voicover"],
         UsageError.invalidValue("voicover", option: "--using", command: "transcript", allowed: ["voiceover", "talkback", "ios", "android"],
                                 suggestion: "voiceover")),
        (["run", "--record", "--format", "json", "x"], UsageError.conflictingOptions("--record", "--format", command: "run")),
        (["order", "x", "--format", "json", "--narrow"], UsageError.conflictingOptions("--narrow", "--format json", command: "order")),
        (["transcript", "x", "--narrow", "--format", "json"],
         UsageError.conflictingOptions("--narrow", "--format json", command: "transcript")),
        ([], UsageError.missingCommand),
        (["help", "trnscript"], UsageError.unknownCommand("trnscript", suggestion: "transcript")),
    ])
    func rejectsBadCommandLines(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try Invocation.parse(arguments) }
    }

    @Test func auditExplainNeedsNoPaths() throws {
        let invocation = try Invocation.parse(["audit", "--explain", "SRS001"])
        #expect(invocation.values["--explain"] == "SRS001")
    }

    @Test(arguments: [["-h"], ["--help"], ["help"]])
    func toolHelpListsEveryCommand(arguments: [String]) {
        let result = SRSim.run(arguments)
        #expect(result.exitCode == .success)
        for command in ["run", "transcript", "order", "audit", "live"] {
            #expect(result.stdout.contains("  \(command) "))
        }
        #expect(result.stdout.contains("See 'srsim help <command>' for detailed help."))
    }

    @Test(arguments: ["run", "transcript", "order", "render", "audit", "live"])
    func commandHelpIsTheSameFromEveryEntryPoint(command: String) {
        let viaHelp = SRSim.run(["help", command])
        let viaFlag = SRSim.run([command, "--help"])
        #expect(viaHelp.exitCode == .success)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout.hasPrefix("OVERVIEW: "))
        #expect(viaHelp.stdout.contains("USAGE: srsim \(command)"))
    }

    @Test func commandHelpAlignsEveryOptionsDescription() {
        let help = SRSim.run(["help", "order"]).stdout
        #expect(help.contains("""
            OPTIONS:
              --format <format>  Output format: text (default), json, or markdown (a table for slides and documents).
              -o <file>          Write to <file> (whole, or not at all) instead of standard output.
              --narrow           One platform under the other instead of side by side: for projectors and narrow slides.
              --no-color         Never colour the output.
              -h, --help         Show help for this command.
            """))
    }

    @Test func versionPrintsTheToolVersion() {
        let result = SRSim.run(["--version"])
        #expect(result.stdout == "srsim \(SRSim.version)\n")
        #expect(result.exitCode == .success)
    }

    @Test func usageErrorsExit64WithMessageUsageAndPointer() {
        let result = SRSim.run(["run", "--recrod", "Scenarios"])
        #expect(result.exitCode == .usage)
        #expect(result.exitCode.rawValue == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: Unknown option '--recrod' for 'run'. Did you mean '--record'?
            Usage: srsim run [--record] [--format <format>] [--junit <file>] <path> ...
              See 'srsim help run' for more information.

            """)
    }

    @Test func aBadOptionValueShowsTheCommandsUsage() {
        let result = SRSim.run(["order", "f.scenario", "--format", "xml"])
        #expect(result.exitCode == .usage)
        #expect(result.stderr == """
            Error: The value 'xml' is invalid for '--format'; use one of: text, json, markdown.
            Usage: srsim order <file> [--format <format>] [-o <file>] [--narrow]
              See 'srsim help order' for more information.

            """)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let onTerminal = SRSim.run(["runn"], environment: [:], isTerminal: true)
        #expect(onTerminal.stderr.contains("\u{1B}[1;31mError:\u{1B}[0m"))
        let noColor = SRSim.run(["runn"], environment: ["NO_COLOR": "1"], isTerminal: true)
        #expect(!noColor.stderr.contains("\u{1B}["))
        let piped = SRSim.run(["runn"], environment: [:], isTerminal: false)
        #expect(!piped.stderr.contains("\u{1B}["))
    }
}
