import Foundation
import ScreenReaderSim
import Testing
@testable import SRSimCommandLine

/// Reading a file straight into its text when it is UTF-8 (``ScenarioFileReader/readContents(_:maximumBytes:regularOnly:)``)
/// gives what reading its bytes and decoding them gives: the same text (ASCII, non-ASCII, with a byte-order mark), or
/// the same bytes, and so the same diagnostic, for anything else (UTF-16, bytes that are not UTF-8) and an empty file.
@Suite struct ScenarioFileContentsTests {
    static let files: [[UInt8]] = [
        [],
        Array("screen \"S\"\n  button \"Save\"\n".utf8),
        Array(String(repeating: "  text \"Setting 12 a\"\n", count: 500).utf8),
        Array("screen \"Caf\u{E9}\"\n  text \"\u{1F600}\"\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("screen \"Marked\"\n".utf8),
        [0xFF, 0xFE, 0x73, 0x00],
        [0xFE, 0xFF, 0x00, 0x73],
        Array("screen \"S\"\n  text \"Caf".utf8) + [0xFF] + Array("\"\n".utf8),
        Array(String(repeating: "a", count: 40).utf8) + [0xC3],
        Array("x".utf8),
    ]

    @Test(arguments: files)
    func readingIntoTheTextGivesWhatDecodingTheBytesGives(_ bytes: [UInt8]) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/file.scenario"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let contents = try ScenarioFileReader.readContents(path).get()
        #expect(try ScenarioFileReader.read(path).get() == bytes)
        #expect(contents.bytes == bytes)
        switch contents {
        case .text(let text):
            #expect(!bytes.isEmpty)
            #expect(SourceDecoding.decode(bytes, file: path) == .text(text))
        case .bytes:
            #expect(bytes.isEmpty || String(validating: bytes, as: UTF8.self) == nil)
        }
    }

    @Test func aFolderAndAMissingFileFailAsWhenReadingBytes() throws {
        let folder = try TemporaryFolder()
        for path in [folder.path, folder.path + "/missing.scenario"] {
            #expect(ScenarioFileReader.readContents(path).map(\.bytes) == ScenarioFileReader.read(path))
        }
    }
}
