import Foundation

/// Files of inputs: a corpus folder, or one file.
public enum FuzzCorpus {
    /// Every regular file at `path` (itself when it is a file, else every file below it, sorted), skipping dotfiles.
    public static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return names.filter { name in
            var isSubfolder: ObjCBool = false
            let full = (path as NSString).appendingPathComponent(name)
            return !(name as NSString).lastPathComponent.hasPrefix(".")
                && FileManager.default.fileExists(atPath: full, isDirectory: &isSubfolder) && !isSubfolder.boolValue
        }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
    }

    /// The file's bytes (empty when it cannot be read).
    public static func bytes(of path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    }
}
