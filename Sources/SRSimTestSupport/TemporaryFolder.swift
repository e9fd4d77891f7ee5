import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
package final class TemporaryFolder {
    /// The folder's path.
    package let path: String

    /// Makes the folder.
    package init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("srsim-clitests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` as UTF-8, byte for byte, to `name` (a relative path; folders are created) and returns its path.
    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The file's bytes.
    package func data(_ name: String) -> Data? { FileManager.default.contents(atPath: path + "/" + name) }
}
