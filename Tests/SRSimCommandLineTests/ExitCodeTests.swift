import Foundation
import Testing
@testable import SRSimCommandLine

/// Every exit code, from every command that can give it.
@Suite struct ExitCodeTests {
    enum Content: String, CaseIterable, Sendable {
        case passing, failing, broken
        var text: String {
            switch self {
            case .passing: Sample.passing
            case .failing: Sample.failing
            case .broken: Sample.broken
            }
        }
    }

    @Test(arguments: [
        ("run", Content.passing, ExitCode.success), ("run", .failing, .failure), ("run", .broken, .parseError),
        ("transcript", .passing, .success), ("transcript", .failing, .failure), ("transcript", .broken, .parseError),
        ("order", .passing, .success), ("order", .failing, .success), ("order", .broken, .parseError),
        ("live", .passing, .success), ("live", .failing, .success), ("live", .broken, .parseError),
    ])
    func commandsExitWithTheDocumentedCode(command: String, content: Content, expected: ExitCode) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("\(content.rawValue).scenario", content.text)
        let result = SRSim.run([command, path])
        #expect(result.exitCode == expected)
        #expect(ExitCode(rawValue: result.exitCode.rawValue) == expected)
    }

    @Test(arguments: ["run", "transcript", "order", "live"])
    func aMissingFileExits66(command: String) throws {
        let folder = try TemporaryFolder()
        #expect(SRSim.run([command, folder.path + "/missing.scenario"]).exitCode == .cannotOpenInput)
    }

    @Test func exitCodesHaveTheirConventionalValues() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.failure.rawValue == 1)
        #expect(ExitCode.parseError.rawValue == 2)
        #expect(ExitCode.usage.rawValue == 64)
    }

    @Test(arguments: [
        ["run"], ["run", "--recrod", "x"], ["transcript", "a", "b"], ["order", "x", "--format", "xml"],
        ["live", "x", "--using", "jaws"], ["run", "--record", "--junit", "r.xml", "x"], ["frobnicate"], [],
    ])
    func usageErrorsExit64AndRunNothing(arguments: [String]) {
        let result = SRSim.run(arguments)
        #expect(result.exitCode == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func recordWithJUnitIsAConflict() {
        #expect(throws: UsageError.conflictingOptions("--record", "--junit", command: "run")) {
            try Invocation.parse(["run", "--record", "--junit", "r.xml", "x"])
        }
    }
}
