import Foundation
import ScreenReaderSim

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths given on the command line into scenario files: files as given, folders searched recursively
/// for `*.scenario`, sorted so every run visits them in the same order.
///
/// A folder is walked with `opendir`/`readdir`, reading each entry's type from the folder itself: no entry is
/// examined further unless its name ends in `.scenario` or it is a folder, so a suite of thousands of files costs
/// little more than listing them. Inside a folder, symbolic links are not followed into folders (a link to a file
/// named `*.scenario` is read; a link to a folder, even one named like a scenario, is not searched), hidden files and
/// folders are searched like the others, and a folder named like a scenario is searched, not read.
struct ScenarioFileFinder {
    /// A path that could not be used, with why; every command reports it as ``description`` and exits 66.
    struct Problem: Equatable, CustomStringConvertible {
        var path: String
        var message: String

        /// `cannot open input PATH: why`, the one wording every command uses.
        var description: String { "cannot open input \(path): \(message)" }
    }

    /// The files found and the paths that named nothing usable.
    static func find(_ paths: [String]) -> (files: [String], problems: [Problem]) {
        var files: [String] = []
        var problems: [Problem] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                // Say why: a symbolic link loop or a folder without permission is not a missing file.
                problems.append(Problem(path: path, message: SystemError.describe(errno)))
                continue
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                files.append(path)
                continue
            }
            var found: [String] = []
            guard search(folder: path.hasSuffix("/") ? path : path + "/", into: &found) else {
                problems.append(Problem(path: path, message: "cannot read this folder"))
                continue
            }
            if found.isEmpty {
                problems.append(Problem(path: path, message: "no *.scenario files in this folder"))
            }
            files.append(contentsOf: found.sorted())
        }
        return (files, problems)
    }

    /// The suffix a scenario file's name ends in.
    private static let suffix = Array(".scenario".utf8)

    /// Appends every scenario file in `folder` (a path ending in `/`) and the folders below it to `found`, each as
    /// `folder` followed by its path from there; false when `folder` itself cannot be read. A folder below it that
    /// cannot be read is passed over.
    private static func search(folder: String, into found: inout [String]) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            // The name's bytes, read in place; `.` and `..` are skipped.
            let (name, isScenario): (String?, Bool) = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.prefix(while: { $0 != 0 })
                if bytes.elementsEqual([UInt8(ascii: ".")]) || bytes.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                    return (nil, false)
                }
                let isScenario = bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
                guard isScenario || type == DT_DIR || type == DT_UNKNOWN else { return (nil, false) }
                return (String(decoding: bytes, as: UTF8.self), isScenario)
            }
            guard let name else { continue }
            let path = folder + name
            var kind = type
            if kind == DT_UNKNOWN {
                // The file system did not say: ask, without following a link.
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: kind = UInt8(DT_DIR)
                case S_IFLNK: kind = UInt8(DT_LNK)
                default: kind = UInt8(DT_REG)
                }
            }
            if kind == DT_DIR {
                // A folder is searched (even one named like a scenario), never read as a file.
                _ = search(folder: path + "/", into: &found)
            } else if isScenario {
                if kind == DT_LNK {
                    // A link is read when it leads to something that is not a folder.
                    var info = stat()
                    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
                }
                found.append(path)
            }
        }
        return true
    }
}
