import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 11, point 6: diagnostics about the file itself point to the right place and say the right thing.
@Suite struct FileProblemTests {
    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/bad.scenario"
        var bytes = Array("screen \"S\"\n  text \"Café ".utf8)
        bytes.append(0xFF)
        bytes += Array("\"\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):2:14: error: byte 0xFF is not UTF-8; save the file as UTF-8 text"))
    }

    @Test(arguments: [[0xFF, 0xFE], [0xFE, 0xFF]])
    func utf16TextIsNamedAsSuch(_ bom: [UInt8]) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/wide.scenario"
        let units = Array("screen \"S\"\n".utf16)
        let body = units.flatMap { bom == [0xFF, 0xFE] ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        try Data(bom + body).write(to: URL(fileURLWithPath: path))
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):1:1: error: the file is UTF-16 text (it starts with a UTF-16 byte-order mark); save it as UTF-8"))
    }

    @Test func classicMacLineEndingsAreAccepted() throws {
        let folder = try TemporaryFolder()
        let text = Sample.passing.replacingOccurrences(of: "\n", with: "\r")
        let path = try folder.write("mac.scenario", text)
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .success)
        #expect(!result.stderr.contains("\r"))
        // Recording keeps them.
        let unrecorded = RecordFileSystemTests.unrecorded.replacingOccurrences(of: "\n", with: "\r")
        let other = try folder.write("mac-record.scenario", unrecorded)
        #expect(SRSim.run(["run", "--record", other]).exitCode == .success)
        let recorded = String(decoding: try #require(folder.data("mac-record.scenario")), as: UTF8.self)
        #expect(!recorded.contains("\n"))
        #expect(recorded.contains("swipe right\r    voiceover -> \"OK, button\"\r"))
    }

    @Test func aSymbolicLinkLoopIsNamed() throws {
        let folder = try TemporaryFolder()
        let one = folder.path + "/one.scenario"
        let two = folder.path + "/two.scenario"
        try FileManager.default.createSymbolicLink(atPath: one, withDestinationPath: two)
        try FileManager.default.createSymbolicLink(atPath: two, withDestinationPath: one)
        for command in [["run"], ["transcript"], ["audit"]] {
            let result = SRSim.run(command + [one])
            #expect(result.exitCode == .cannotOpenInput, "input that cannot be opened exits 66")
            #expect(result.stderr.contains("\(one): ") && result.stderr.contains("too many levels of symbolic links"), "\(command)")
            #expect(!result.stderr.contains("no such file"), "\(command)")
        }
    }

    @Test func devNullIsAnEmptyFile() {
        let result = SRSim.run(["run", "/dev/null"])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("/dev/null:1:1: error: the file has no screen"))
        #expect(!result.stderr.contains("cannot read"))
    }

    @Test func controlCharactersInLabelsAreEscapedInTextOutput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("nul.scenario", """
        screen "S"
          button "O\u{0}K\u{1B}]0;pwned\u{7}"

        scenario "S"
          using voiceover
          swipe right -> "wrong"

        """)
        for command in [["run"], ["transcript"], ["order"]] {
            let result = SRSim.run(command + [path])
            let raw = (result.stdout + result.stderr).unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
            #expect(raw.isEmpty, "\(command)")
            #expect((result.stdout + result.stderr).contains("O\\u{0}K\\u{1B}]0;pwned\\u{7}"), "\(command)")
        }
    }
}

/// Issue 11, point 5: an input too large gets a clear refusal, not an allocation failure.
@Suite struct FileSizeLimitTests {
    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("big.scenario", String(repeating: "# padding\n", count: 300))
        let refusal = "the file is larger than 1000 bytes; srsim reads scenario files of up to that size, so split it into several files"
        #expect(ScenarioFileReader.read(path, maximumBytes: 1_000) == .failure(.init(reason: refusal)))
        #expect(ScenarioFileReader.read(path, maximumBytes: 3_000) == .success(Array(String(repeating: "# padding\n", count: 300).utf8)))
        #expect(ScenarioFileReader.maximumBytes == 256 << 20)
    }

    @Test func aFileTooLargeForTheMemoryLeftIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let text = String(repeating: "# padding\n", count: 300)
        let path = try folder.write("big.scenario", text)
        let perByte = ScenarioFileReader.memoryPerFileByte
        // 3,000 bytes need 3,000 × perByte bytes of memory: one byte less is refused, that much is read.
        let refused = ScenarioFileReader.read(path, availableMemory: 3_000 * perByte - 1)
        let reason = "the file is 3000 bytes, and reading and running it needs about \(3_000 * perByte) bytes of memory, "
            + "but only \(3_000 * perByte - 1) bytes is available; split it into several files or free some memory"
        #expect(refused == .failure(.init(reason: reason)))
        #expect(ScenarioFileReader.read(path, availableMemory: 3_000 * perByte) == .success(Array(text.utf8)))
        // Where the available memory is unknown, only the fixed limit applies.
        #expect(ScenarioFileReader.read(path, availableMemory: nil) == .success(Array(text.utf8)))
        // This machine reports what it has, and an ordinary file fits.
        #expect(ScenarioFileReader.availableMemory().map { $0 > 0 } ?? true)
        #expect(ScenarioFileReader.read(path) == .success(Array(text.utf8)))
    }
}
