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

    /// Writes `text` to `name` as an executable (mode 0755) that can be run at once, and returns its path.
    ///
    /// A file this process writes can fail to run with "Text file busy" (ETXTBSY): while it is open for writing, a
    /// process another test forks at that moment inherits the open descriptor and holds it until it runs its own
    /// program, and the kernel refuses to run a file open for writing anywhere. So the text is written to a side file,
    /// and `cp`, in a process of its own that has ended before this returns, writes the executable: this process
    /// never opens it for writing, so no process it forks can hold it open.
    @discardableResult
    package func writeExecutable(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        let source = try write(".executable-\(UUID().uuidString)", text)
        defer { try? FileManager.default.removeItem(atPath: source) }
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [source, file]
        try copy.run()
        copy.waitUntilExit()
        guard copy.terminationStatus == 0, chmod(file, 0o755) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
        }
        return file
    }

    /// The file's bytes.
    package func data(_ name: String) -> Data? { FileManager.default.contents(atPath: path + "/" + name) }
}
