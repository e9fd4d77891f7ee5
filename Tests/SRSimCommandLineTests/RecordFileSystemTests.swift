import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 11, point 2: `--record` and `--junit` through a symlink, onto read-only files, hard links and folders, and
/// after a killed run.
@Suite struct RecordFileSystemTests {
    /// A file whose recording changes it (its one step has no expectation).
    static let unrecorded = Sample.passing.replacingOccurrences(of: """
          swipe right
            voiceover -> "OK, button"
            talkback -> "OK, button, double tap to activate"
        """, with: "  swipe right")

    func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func isSymlink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    @Test func recordingThroughASymlinkWritesTheTargetAndKeepsTheLinkAndTheMode() throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("real/target.scenario", Self.unrecorded)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let link = folder.path + "/link.scenario"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/target.scenario")
        let result = SRSim.run(["run", "--record", link])
        #expect(result.exitCode == .success)
        #expect(isSymlink(link))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/target.scenario")
        let written = String(decoding: try #require(folder.data("real/target.scenario")), as: UTF8.self)
        #expect(written.contains("swipe right\n    voiceover -> \"OK, button\""))
        #expect(try mode(target) == 0o640)
        #expect(SRSim.run(["run", link]).exitCode == .success)
    }

    @Test func aJUnitReportThroughASymlinkWritesTheTarget() throws {
        let folder = try TemporaryFolder()
        let scenario = try folder.write("pass.scenario", Sample.passing)
        let target = try folder.write("reports/junit.xml", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        let link = folder.path + "/junit.xml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(SRSim.run(["run", "--junit", link, scenario]).exitCode == .success)
        #expect(isSymlink(link))
        #expect(String(decoding: try #require(folder.data("reports/junit.xml")), as: UTF8.self).hasPrefix("<?xml"))
        #expect(try mode(target) == 0o600)
    }

    @Test func aNewReportGetsTheUsualModeNotAWideOne() throws {
        let folder = try TemporaryFolder()
        let scenario = try folder.write("pass.scenario", Sample.passing)
        let report = folder.path + "/new.xml"
        #expect(SRSim.run(["run", "--junit", report, scenario]).exitCode == .success)
        let previous = umask(0)
        umask(previous)
        #expect(try mode(report) == 0o666 & ~Int(previous))
    }

    @Test func aReadOnlyFileIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("locked.scenario", Self.unrecorded)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path): the file is read-only, so it was left unchanged; make it writable first"))
        #expect(folder.data("locked.scenario") == Data(Self.unrecorded.utf8))
        #expect(try mode(path) == 0o444)
    }

    @Test func aHardLinkedFileIsReplacedAndTheOutputSaysTheOtherLinksKeepTheOldText() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("one.scenario", Self.unrecorded)
        let other = folder.path + "/other.scenario"
        try FileManager.default.linkItem(atPath: path, toPath: other)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("note: \(path) had 1 other hard link; it keeps the old text"))
        #expect(String(decoding: try #require(folder.data("one.scenario")), as: UTF8.self).contains("voiceover -> \"OK, button\""))
        #expect(folder.data("other.scenario") == Data(Self.unrecorded.utf8))
    }

    @Test func aStaleTemporaryFileOfAKilledRunIsRemovedAndALiveOneKept() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("one.scenario", Self.unrecorded)
        // A process id that is not running stands for a run killed while writing.
        var dead: Int32 = 4_000_000
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        let stale = try folder.write(".one.scenario.srsim-\(dead).tmp", "half a fi")
        let live = try folder.write(".one.scenario.srsim-\(getpid()).tmp.keep", "someone else's")
        let unrelated = try folder.write(".two.scenario.srsim-\(dead).tmp", "another file's")
        #expect(SRSim.run(["run", "--record", path]).exitCode == .success)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: unrelated))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers == [".two.scenario.srsim-\(dead).tmp"])
    }

    @Test func aJUnitReportOntoAFolderSaysSo() throws {
        let folder = try TemporaryFolder()
        let scenario = try folder.write("pass.scenario", Sample.passing)
        let result = SRSim.run(["run", "--junit", folder.path, scenario])
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error: cannot write the JUnit report: \(folder.path): is a folder"))
        #expect(!result.stderr.contains("errno"))
    }
}
