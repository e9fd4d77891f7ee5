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
        if let bad = firstInvalidUTF8(bytes, from: start) { throw ImportError(.notUTF8(byte: bytes[bad], offset: bad)) }
        let text = String(decoding: bytes[start...], as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) { throw ImportError(.emptyFile) }
        return text
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            for offset in 1..<length {
                guard index + offset < bytes.count else { return index }
                let next = bytes[index + offset]
                let (lower, upper) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                if next < lower || next > upper { return index + offset }
            }
            index += length
        }
        return nil
    }
}
