import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 24 A6: a named pipe (or another special file) named `*.scenario` inside a folder is skipped with a warning,
/// never opened, so `run DIR` and `audit DIR` cannot block in open(2).
@Suite struct FolderSpecialFileTests {
    func folderWithAPipe() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("suite/a.scenario", Sample.passing)
        #expect(mkfifo(folder.path + "/suite/b.scenario", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/suite/c.scenario", withDestinationPath: "b.scenario")
        return folder
    }

    @Test(arguments: ["run", "audit"])
    func aNamedPipeInAFolderIsSkippedWithAWarning(_ command: String) throws {
        let folder = try folderWithAPipe()
        let result = SRSim.run([command, folder.path + "/suite"])
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.contains("warning: skipped \(folder.path)/suite/b.scenario: not a regular file (a named pipe)"))
        #expect(result.stderr.contains("warning: skipped \(folder.path)/suite/c.scenario: not a regular file (a named pipe)"))
        if command == "run" { #expect(result.stdout.hasSuffix("1 passed, 0 failed\n")) }
    }

    @Test func aFileFoundInAFolderIsOpenedOnlyWhenItIsRegular() throws {
        let folder = try folderWithAPipe()
        // As if the pipe had appeared after the folder was read: it is refused, not waited on.
        let refused = ScenarioFileReader.read(folder.path + "/suite/b.scenario", regularOnly: true)
        #expect(refused == .failure(.init(reason: "not a regular file, so it was not read")))
        #expect(ScenarioFileReader.read(folder.path + "/suite/a.scenario", regularOnly: true) == .success(Array(Sample.passing.utf8)))
    }

    @Test func aNamedPipeGivenByNameIsStillRead() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.path + "/given.scenario"
        #expect(mkfifo(pipe, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(pipe, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = Sample.passing.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
        writer.start()
        let result = SRSim.run(["run", pipe])
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
    }
}
