import Foundation
import ScreenReaderSim

/// Reads a file's bytes with `open` and `read`, so that every failure has its real reason (a symbolic link loop is
/// not "no such file"), and devices and pipes read like files (`/dev/null` is an empty file). A file larger than
/// ``maximumBytes`` is refused before it is read, with a message, rather than failing an allocation later.
enum ScenarioFileReader {
    /// The largest scenario file read: 256 MB (parsing and running need several times a file's size in memory).
    static let maximumBytes = 256 << 20

    /// Why a file cannot be read, in words.
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// The file's bytes, or why they cannot be read.
    static func read(_ path: String, maximumBytes: Int = maximumBytes) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: SystemError.describe(errno))) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return .failure(Failure(reason: SystemError.describe(EISDIR)))
        }
        let tooLarge = "the file is larger than \(megabytes(maximumBytes)); srsim reads scenario files of up to that size, so split it into several files"
        var bytes: [UInt8] = []
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
            if Int(info.st_size) > maximumBytes { return .failure(Failure(reason: tooLarge)) }
            bytes.reserveCapacity(Int(info.st_size))
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: SystemError.describe(errno)))
            }
            bytes += buffer[..<count]
            // A pipe or device has no size up front: stop once it is too long.
            if bytes.count > maximumBytes { return .failure(Failure(reason: tooLarge)) }
        }
        return .success(bytes)
    }

    /// `bytes` as a whole number of megabytes (or bytes, below one).
    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
