import Foundation
import Testing
@testable import SRSimCommandLine

/// `-o` on every command that writes a document: the file is written whole, and a file that cannot be written is
/// explained in plain words, never as Foundation's `Error Domain=...` text.
@Suite struct OutputFileTests {
    static let commands: [[String]] = [
        ["order"], ["order", "--format", "markdown"], ["render"], ["transcript"], ["transcript", "--format", "html"],
    ]

    @Test(arguments: commands)
    func aMissingFolderIsNamedInPlainWords(command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        let missing = folder.path + "/nonexistent"
        let result = SRSim.run([command[0], path] + command.dropFirst() + ["-o", missing + "/out.txt"])
        #expect(result.exitCode == .failure)
        #expect(result.stderr == "error: \(missing)/out.txt: cannot write the file: the folder \(missing) does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func aFileWhereAFolderShouldBeIsNamed() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        let result = SRSim.run(["order", path, "-o", path + "/out.txt"])
        #expect(result.exitCode == .failure)
        #expect(result.stderr == "error: \(path)/out.txt: cannot write the file: \(path) is not a folder\n")
    }

    @Test func aFolderGivenAsTheFileIsNamed() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        let result = SRSim.run(["order", path, "-o", folder.path])
        #expect(result.exitCode == .failure)
        #expect(result.stderr.hasSuffix(": cannot write the file: it is a folder\n"), "\(result.stderr)")
    }

    @Test(arguments: [["text"], ["json"], ["markdown"]])
    func orderWritesWhatItWouldPrint(format: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        let printed = SRSim.run(["order", path, "--format"] + format)
        let written = SRSim.run(["order", path, "--format"] + format + ["-o", folder.path + "/order.out"])
        #expect(written.exitCode == .success)
        #expect(written.stdout == "")
        #expect(String(decoding: try #require(folder.data("order.out")), as: UTF8.self) == printed.stdout)
    }

    @Test func orderWritesNoColoursIntoAFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("frames.scenario", OrderCommandTests.frames)
        let result = SRSim.run(["order", path, "-o", folder.path + "/order.txt"], isTerminal: true)
        #expect(result.exitCode == .success)
        let written = String(decoding: try #require(folder.data("order.txt")), as: UTF8.self)
        #expect(written.contains("* 1  First, button"))
        #expect(!written.contains("\u{1B}["))
    }

    @Test func theJUnitReportNamesAMissingFolderToo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        let result = SRSim.run(["run", path, "--junit", folder.path + "/nonexistent/report.xml"])
        #expect(result.stderr.contains("the folder \(folder.path)/nonexistent does not exist"), "\(result.stderr)")
    }
}
