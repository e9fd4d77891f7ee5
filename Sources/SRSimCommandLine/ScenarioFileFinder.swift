import Foundation
import ScreenReaderSim

/// Expands the paths given on the command line into scenario files: files as given, folders searched recursively
/// for `*.scenario`, sorted so every run visits them in the same order.
struct ScenarioFileFinder {
    /// A path that could not be used, with why.
    struct Problem: Equatable {
        var path: String
        var message: String
    }

    /// The files found and the paths that named nothing usable.
    static func find(_ paths: [String]) -> (files: [String], problems: [Problem]) {
        let fileManager = FileManager.default
        var files: [String] = []
        var problems: [Problem] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Say why: a symbolic link loop or a folder without permission is not a missing file.
                var info = stat()
                let reason = stat(path, &info) == 0 ? "cannot read it" : SystemError.describe(errno)
                problems.append(Problem(path: path, message: reason))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: path) else {
                problems.append(Problem(path: path, message: "cannot read this folder"))
                continue
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".scenario") else { continue }
                let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
                // A folder named like a scenario is searched, not read as one.
                var isFolder: ObjCBool = false
                if fileManager.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue {
                    found.append(file)
                }
            }
            if found.isEmpty {
                problems.append(Problem(path: path, message: "no *.scenario files in this folder"))
            }
            files.append(contentsOf: found.sorted())
        }
        return (files, problems)
    }
}
