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
        var skipped: [Problem] = []
        return find(paths, skipped: &skipped)
    }

    /// Writes `warning: skipped PATH: not a regular file (a named pipe)` for each entry ``find(_:skipped:)`` passed over.
    static func warn(_ skipped: [Problem], into result: inout CommandResult, style: TextStyle) {
        for problem in skipped {
            result.err("\(style.warning("warning:")) skipped \(problem.path): \(problem.message); only regular files in a folder are read")
        }
    }

    /// The files found and the paths that named nothing usable; `skipped` gets each entry named `*.scenario` in a
    /// folder that is not a regular file (a named pipe, a device, a socket, or a link to one), which is passed over,
    /// never opened: reading a named pipe would wait for a writer forever. (A path given on the command line is read
    /// whatever it is: `/dev/stdin` is a pipe.)
    static func find(_ paths: [String], skipped: inout [Problem]) -> (files: [String], problems: [Problem]) {
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
            guard search(folder: path.hasSuffix("/") ? path : path + "/", into: &found, skipped: &skipped) else {
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

    /// A folder entry's type (`DT_...`) for a file mode.
    private static func directoryType(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: UInt8(DT_DIR)
        case S_IFLNK: UInt8(DT_LNK)
        case S_IFREG: UInt8(DT_REG)
        case S_IFIFO: UInt8(DT_FIFO)
        case S_IFCHR: UInt8(DT_CHR)
        case S_IFBLK: UInt8(DT_BLK)
        case S_IFSOCK: UInt8(DT_SOCK)
        default: UInt8(DT_UNKNOWN)
        }
    }

    /// What a file of a non-regular type is, in words.
    private static func describe(_ type: UInt8) -> String {
        switch Int(type) {
        case Int(DT_FIFO): "a named pipe"
        case Int(DT_CHR): "a character device"
        case Int(DT_BLK): "a block device"
        case Int(DT_SOCK): "a socket"
        default: "not a file that can be read"
        }
    }

    /// The suffix a scenario file's name ends in.
    private static let suffix = Array(".scenario".utf8)

    /// Appends every scenario file in `folder` (a path ending in `/`) and the folders below it to `found`, each as
    /// `folder` followed by its path from there; false when `folder` itself cannot be read. A folder below it that
    /// cannot be read is passed over.
    private static func search(folder: String, into found: inout [String], skipped: inout [Problem]) -> Bool {
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
                kind = directoryType(info.st_mode)
            }
            if kind == DT_DIR {
                // A folder is searched (even one named like a scenario), never read as a file.
                _ = search(folder: path + "/", into: &found, skipped: &skipped)
            } else if isScenario {
                if kind == DT_LNK {
                    // A link is read when it leads to a regular file; a link to a folder is passed over.
                    var info = stat()
                    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
                    kind = directoryType(info.st_mode)
                }
                guard kind == DT_REG else {
                    skipped.append(Problem(path: path, message: "not a regular file (\(describe(kind)))"))
                    continue
                }
                found.append(path)
            }
        }
        return true
    }
}
