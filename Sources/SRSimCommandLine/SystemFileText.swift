#if canImport(Glibc)
import Glibc
#endif

/// The text of a small system file (`/proc/meminfo`, a cgroup's `memory.max`), read with `open` and `read`.
///
/// `String(contentsOfFile:encoding:)` goes through Foundation's file reading (a `URL`, a path check with a `Set` of
/// bytes, `Data`), about 0.4 million instructions at the first read of a process, where `srsim` reads these files
/// before every file it opens (Speed article, ninth round). This answers as that does: the text when the whole file
/// is UTF-8 (without a leading byte-order mark), nil when it cannot be opened or read or is not UTF-8.
enum SystemFileText {
    /// The whole text of the file at `path`, nil when it cannot be read or is not UTF-8.
    static func read(_ path: String) -> String? {
        #if canImport(Glibc)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        // A byte-order mark is not part of the text, as Foundation reads UTF-8.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return String(validating: bytes[start...], as: UTF8.self)
        #else
        return nil
        #endif
    }
}
