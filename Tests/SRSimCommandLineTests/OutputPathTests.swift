import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 24 A1, A2 and issue 25 item 5: every output (`-o`, `--junit`, `--audio`) goes through one atomic writer that
/// never destroys an input, writes through symbolic links, and writes devices and pipes in place.
@Suite struct OutputPathTests {
    func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// The commands of the reproducers, `F` standing for the scenario file and `O` for the output path.
    static let overwritingCommands: [[String]] = [
        ["transcript", "F", "-o", "O"],
        ["transcript", "F", "--format", "html", "-o", "O"],
        ["render", "F", "-o", "O"],
        ["render", "F", "--format", "html", "-o", "O"],
        ["run", "--junit", "O", "F"],
    ]

    @Test(arguments: overwritingCommands)
    func anOutputPathThatIsTheInputIsRefusedAndNothingIsWritten(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", Sample.passing)
        let result = SRSim.run(command.map { $0 == "F" || $0 == "O" ? path : $0 })
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("\(path) is an input of this command"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written"))
        #expect(String(decoding: try #require(folder.data("F.scenario")), as: UTF8.self) == Sample.passing)
        #expect(result.stdout.isEmpty, "nothing ran")
    }

    @Test(arguments: overwritingCommands)
    func anOutputPathThatLeadsToTheInputIsRefused(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", Sample.passing)
        let symbolic = folder.path + "/link.txt"
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "F.scenario")
        let hard = folder.path + "/hard.txt"
        #expect(link(path, hard) == 0)
        for output in [symbolic, hard] {
            let result = SRSim.run(command.map { $0 == "F" ? path : $0 == "O" ? output : $0 })
            #expect(result.exitCode == .usage)
            #expect(result.stderr.contains("\(output) is an input of this command (the same file as \(path))"), "\(result.stderr)")
            #expect(String(decoding: try #require(folder.data("F.scenario")), as: UTF8.self) == Sample.passing)
        }
        #expect(fileType(symbolic) == S_IFLNK)
    }

    @Test func aJUnitReportOntoAScenarioFileFoundInAFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("suite/a.scenario", Sample.passing)
        let result = SRSim.run(["run", "--junit", path, folder.path + "/suite"])
        #expect(result.exitCode == .usage)
        #expect(String(decoding: try #require(folder.data("suite/a.scenario")), as: UTF8.self) == Sample.passing)
    }

    @Test(arguments: [["render", "F", "-o", "O"], ["transcript", "F", "-o", "O"]])
    func outputThroughASymlinkWritesTheTargetAndKeepsTheLinkAndTheMode(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", Sample.passing)
        let target = try folder.write("out/real.txt", "old")
        #expect(chmod(target, 0o640) == 0)
        let symbolic = folder.path + "/link.txt"
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "out/real.txt")
        let result = SRSim.run(command.map { $0 == "F" ? path : $0 == "O" ? symbolic : $0 })
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(fileType(symbolic) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: symbolic) == "out/real.txt")
        let expected = SRSim.run(Array(command.prefix(2)).map { $0 == "F" ? path : $0 }).stdout
        #expect(String(decoding: try #require(folder.data("out/real.txt")), as: UTF8.self) == expected)
        #expect(try mode(target) == 0o640)
    }

    @Test func aReadOnlyOutputIsAnErrorAndLeftUnchanged() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", Sample.passing)
        let output = try folder.write("picture.svg", "keep me")
        #expect(chmod(output, 0o444) == 0)
        let result = SRSim.run(["render", path, "-o", output])
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("picture.svg: cannot write the file: the file is read-only"), "\(result.stderr)")
        #expect(String(decoding: try #require(folder.data("picture.svg")), as: UTF8.self) == "keep me")
        #expect(try mode(output) == 0o444)
    }

    @Test func aNamedPipeIsWrittenInPlaceNotReplaced() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", "screen \"S\"\n  button \"OK\"\n")
        let pipe = folder.path + "/out.fifo"
        #expect(mkfifo(pipe, 0o600) == 0)
        // A reader first (a small picture fits in the pipe's buffer, so the write does not wait for it).
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = SRSim.run(["render", path, "-o", pipe])
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(fileType(pipe) == S_IFIFO, "the pipe is still a pipe")
        var received = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &received, received.count)
        #expect(count > 0)
        let text = String(decoding: received.prefix(max(count, 0)), as: UTF8.self)
        #expect(text == SRSim.run(["render", path]).stdout)
    }

    @Test func aNamedPipeNobodyReadsIsAnErrorNotAWait() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", "screen \"S\"\n  button \"OK\"\n")
        let pipe = folder.path + "/out.fifo"
        #expect(mkfifo(pipe, 0o600) == 0)
        let result = SRSim.run(["render", path, "-o", pipe])
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("nothing is reading from this pipe"), "\(result.stderr)")
        #expect(fileType(pipe) == S_IFIFO)
    }

    @Test func aCharacterDeviceIsWrittenInPlaceNotReplaced() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("F.scenario", Sample.passing)
        // A null device of the test's own (only root may make one): writing `/dev/null` itself is the same case.
        let device = folder.path + "/null"
        #if os(Linux)
        let null = dev_t(1 << 8 | 3)  // major 1, minor 3, as Linux numbers small devices
        #else
        let null = makedev(3, 2)
        #endif
        guard mknod(device, S_IFCHR | 0o666, null) == 0 else { return }
        for command in [["render", path, "-o", device], ["transcript", path, "-o", device], ["run", "--junit", device, path]] {
            let result = SRSim.run(command)
            #expect(result.exitCode == .success, "\(command): \(result.stderr)")
            #expect(fileType(device) == S_IFCHR, "\(command) replaced the device")
        }
        guard fileType(device) == S_IFCHR else { return }
        #expect(SRSim.run(["render", path, "-o", "/dev/null"]).exitCode == .success)
        #expect(fileType("/dev/null") == S_IFCHR)
    }
}

/// `--junit /dev/stdout` and `-o /dev/stdout` from a real `srsim` process, its standard output a pipe or a file.
@Suite struct StandardOutputPathTests {
    /// The built tool, beside this test bundle.
    static var executable: URL? {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("srsim"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("srsim"),
            URL(fileURLWithPath: Sample.packageRoot).appendingPathComponent(".build/debug/srsim"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `srsim` with `arguments`, its standard output a pipe (nil `file`) or `file`; returns what it wrote there.
    func srsim(_ arguments: [String], into file: String? = nil) throws -> (status: Int32, output: String) {
        let executable = try #require(Self.executable, "build the tool first: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        let handle: FileHandle?
        if let file {
            #expect(FileManager.default.createFile(atPath: file, contents: nil))
            handle = FileHandle(forWritingAtPath: file)
            process.standardOutput = handle
        } else {
            handle = nil
            process.standardOutput = pipe
        }
        try process.run()
        let data = file == nil ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        try handle?.close()
        let output = file.flatMap { FileManager.default.contents(atPath: $0) } ?? data
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(arguments: [false, true])
    func aJUnitReportToStandardOutputFollowsTheRunsOwnOutput(toAFile: Bool) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("pass.scenario", Sample.passing)
        let (status, output) = try srsim(["run", "--junit", "/dev/stdout", path], into: toAFile ? folder.path + "/out.txt" : nil)
        #expect(status == 0)
        #expect(output.hasPrefix("PASS \(path): Both (VoiceOver, TalkBack)\n1 passed, 0 failed\n<?xml"), "\(output)")
        #expect(output.hasSuffix("</testsuites>\n"))
        if toAFile { #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasSuffix(".tmp") }) }
    }

    @Test(arguments: [false, true])
    func outputToStandardOutputPrintsTheDocument(toAFile: Bool) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("pass.scenario", Sample.passing)
        let (status, output) = try srsim(["render", path, "-o", "/dev/stdout"], into: toAFile ? folder.path + "/out.svg" : nil)
        #expect(status == 0)
        #expect(output == SRSim.run(["render", path]).stdout)
    }
}
