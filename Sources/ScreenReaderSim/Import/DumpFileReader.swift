import Foundation

/// Reads a dump file's bytes into text with the import's checks: readable, not empty, at most 64 MiB,
/// no NUL byte, valid UTF-8 (a leading byte-order mark skipped).
enum DumpFileReader {
    /// The largest file read.
    static let byteLimit = 64 * 1024 * 1024

    /// The text of the file at `url`.
    static func read(_ url: URL) throws(ImportError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw ImportError(.noSuchFile) }
        if isFolder.boolValue { throw ImportError(.isDirectory) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular { throw ImportError(.notRegularFile) }
        if let size = attributes?[.size] as? Int, size > byteLimit {
            throw ImportError(.tooLarge(mebibytes: (size + 1024 * 1024 - 1) / (1024 * 1024)))
        }
        guard let data = try? Data(contentsOf: url) else { throw ImportError(.permissionDenied) }
        return try text(of: [UInt8](data))
    }

    /// `bytes` as text, or why they are not a dump's text.
    static func text(of bytes: [UInt8]) throws(ImportError) -> String {
        if bytes.count > byteLimit {
            throw ImportError(.tooLarge(mebibytes: (bytes.count + 1024 * 1024 - 1) / (1024 * 1024)))
        }
        if let nul = bytes.firstIndex(of: 0) { throw ImportError(.notText(offset: nul)) }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if String(validating: bytes, as: UTF8.self) == nil {
            // The scenario reader's definition of the first byte that is not UTF-8 (a byte-order mark is valid UTF-8).
            let bad = SourceDecoding.firstInvalidByte(in: bytes)
            throw ImportError(.notUTF8(byte: bytes[bad], offset: bad))
        }
        let text = String(decoding: bytes[start...], as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) { throw ImportError(.emptyFile) }
        return text
    }
}
