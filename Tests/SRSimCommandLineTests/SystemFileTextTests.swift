import Foundation
import SRSimTestSupport
import Testing
@testable import SRSimCommandLine

/// A system file's text reads as `String(contentsOfFile:encoding: .utf8)` reads it.
@Suite struct SystemFileTextTests {
    /// Contents: empty, a cgroup's `max` and number, `/proc/meminfo`'s shape, more than one read's worth, non-ASCII,
    /// a byte-order mark, and bytes that are not UTF-8.
    static let contents: [[UInt8]] = [
        [],
        Array("max\n".utf8),
        Array("123456789\n".utf8),
        Array("MemTotal:       24684092 kB\nMemAvailable:   20000000 kB\n".utf8),
        Array(String(repeating: "MemFree:        1 kB\n", count: 1_000).utf8),
        Array("é ✓\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("42\n".utf8),
        [0x31, 0xFF, 0x32],
        [0xC3],
    ]

    /// Each file's text (or nil) is what Foundation reads.
    @Test(arguments: contents)
    func aFileReadsAsFoundationReadsIt(_ bytes: [UInt8]) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/file"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(SystemFileText.read(path) == (try? String(contentsOfFile: path, encoding: .utf8)))
    }

    /// A path that names nothing, or a folder, has no text either way.
    @Test func aMissingFileOrAFolderReadsAsNothing() throws {
        let folder = try TemporaryFolder()
        #expect(SystemFileText.read(folder.path + "/missing") == nil)
        #expect(SystemFileText.read(folder.path) == nil)
        #expect((try? String(contentsOfFile: folder.path, encoding: .utf8)) == nil)
    }

    /// The system's own files read whole, as the memory check reads them.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/meminfo")))
    func theSystemsMeminfoReadsWhole() throws {
        let text = try #require(SystemFileText.read("/proc/meminfo"))
        #expect(text.hasPrefix("MemTotal:"))
        #expect(text.contains("\nMemAvailable:"))
    }
}
