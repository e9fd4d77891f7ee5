import Foundation
import SRSimTestSupport
import Testing
@testable import SRSimCommandLine

/// Text written with ``StreamWriting`` is the bytes `FileHandle.write(Data(text.utf8))` writes.
@Suite struct StreamWritingTests {
    /// Empty, ASCII, non-ASCII, a NUL byte and texts of many pages are written byte for byte as before.
    @Test(arguments: [
        "", "0 passed, 0 failed\n", "é ✓ 🎉\n", "a\u{0}b", String(repeating: "line\n", count: 20_000),
        String(repeating: "é", count: 70_000),
    ])
    func theBytesWrittenAreThoseOfTheText(_ text: String) throws {
        let folder = try TemporaryFolder()
        let plain = try folder.write("plain", "")
        let written = try folder.write("written", "")
        let plainHandle = try #require(FileHandle(forWritingAtPath: plain))
        plainHandle.write(Data(text.utf8))
        try plainHandle.close()
        let handle = try #require(FileHandle(forWritingAtPath: written))
        StreamWriting.write(text, to: handle)
        try handle.close()
        #expect(folder.data("written") == folder.data("plain"))
        #expect(folder.data("written") == Data(text.utf8))
    }

    /// A string that is not stored as UTF-8 (bridged or made from UTF-16) is written as its UTF-8 bytes too.
    @Test func aStringMadeFromUTF16IsWrittenAsUTF8() throws {
        let text = String(decoding: Array("héllo ✓\n".utf16), as: UTF16.self)
        let folder = try TemporaryFolder()
        let path = try folder.write("written", "")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        StreamWriting.write(text, to: handle)
        try handle.close()
        #expect(folder.data("written") == Data("héllo ✓\n".utf8))
    }
}
