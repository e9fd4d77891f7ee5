import Foundation
import Testing
import SRSimTestSupport

/// The stand-in programs the command-line tests put on the PATH (a fake `espeak-ng`) are written so they always run:
/// a file written in this process could be refused with "Text file busy" while another test starts a process.
@Suite struct ExecutableStandInTests {
    /// Runs `path` and returns its exit status and standard output (the error of a refused start is rethrown).
    static func run(_ path: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Fresh executables are written and run at once while other tasks start processes as fast as they can: every
    /// one runs (written by this process, one now and then failed to start with ETXTBSY).
    @Test func aFreshExecutableRunsWhileOtherTasksStartProcesses() async throws {
        let folder = try TemporaryFolder()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<300 { _ = try Self.run("/bin/true") }
                }
            }
            for attempt in 0..<300 {
                let script = try folder.writeExecutable("bin/stand-in-\(attempt)", "#!/bin/sh\necho ran \(attempt)\n")
                let (status, output) = try Self.run(script)
                #expect(status == 0 && output == "ran \(attempt)\n")
            }
            try await group.waitForAll()
        }
    }

    @Test func anExecutableIsWrittenByteForByteWithModeSevenFiveFive() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeExecutable("bin/tool", "#!/bin/sh\nexit 3\n")
        #expect(folder.data("bin/tool") == Data("#!/bin/sh\nexit 3\n".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o755)
        #expect(try Self.run(path).0 == 3)
        // Only the executable is left: the side file it was copied from is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bin"])
    }
}
