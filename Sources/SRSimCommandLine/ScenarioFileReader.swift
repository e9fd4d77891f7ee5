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

    /// About how many bytes of memory reading, parsing and running a scenario file takes per byte of it, at its peak
    /// (measured on generated files of switches with `/usr/bin/time -v srsim run`; see the README's "Robustness").
    static let memoryPerFileByte = 40

    /// The memory this process can still take, in bytes: the system's available memory, or what is left of the
    /// control group's limit when that is lower; nil where neither can be read (then only ``maximumBytes`` applies).
    static func availableMemory() -> Int? {
        func number(in path: String) -> Int? {
            guard let text = SystemFileText.read(path) else { return nil }
            return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var available: Int?
        if let meminfo = SystemFileText.read("/proc/meminfo"), let kilobytes = MeminfoText.availableKilobytes(in: meminfo) {
            available = kilobytes * 1024
        }
        if let limit = number(in: "/sys/fs/cgroup/memory.max"), let used = number(in: "/sys/fs/cgroup/memory.current") {
            available = min(available ?? Int.max, max(limit - used, 0))
        }
        return available
    }

    /// Why a file of `size` bytes is refused given `availableMemory`, or nil when it fits.
    static func memoryRefusal(size: Int, availableMemory: Int?) -> String? {
        guard let availableMemory else { return nil }
        let (needed, overflow) = size.multipliedReportingOverflow(by: memoryPerFileByte)
        guard overflow || needed > availableMemory else { return nil }
        return "the file is \(megabytes(size)), and reading and running it needs about "
            + "\(overflow ? "more memory than can be counted" : megabytes(needed)) of memory, but only "
            + "\(megabytes(availableMemory)) is available; split it into several files or free some memory"
    }

    /// The file's bytes, or why they cannot be read. A regular file too large for ``maximumBytes``, or for the memory
    /// available (see ``memoryPerFileByte`` and ``AvailableMemoryReading``), is refused before anything is read or
    /// allocated.
    ///
    /// The file's type is checked before it is opened, and it is opened without waiting (`O_NONBLOCK`): with
    /// `regularOnly` (a file found in a folder) anything but a regular file is refused, so a named pipe never blocks;
    /// otherwise a named pipe given by name waits for its writer, as `cat` would.
    static func read(_ path: String, maximumBytes: Int = maximumBytes, regularOnly: Bool = false) -> Result<[UInt8], Failure> {
        read(path, maximumBytes: maximumBytes, regularOnly: regularOnly, asText: false,
             memoryFor: AvailableMemoryReading.shared.available(forNeeding:)).map(\.bytes)
    }

    /// ``read(_:maximumBytes:)`` measured against `availableMemory` bytes (nil: unknown, so only ``maximumBytes`` applies).
    static func read(_ path: String, maximumBytes: Int = maximumBytes, availableMemory: Int?) -> Result<[UInt8], Failure> {
        read(path, maximumBytes: maximumBytes, regularOnly: false, asText: false, memoryFor: { _ in availableMemory })
            .map(\.bytes)
    }

    /// The file's contents, or why they cannot be read, as ``read(_:maximumBytes:regularOnly:)`` reads them (the same
    /// failures), except that a regular file of UTF-8 text is read straight into the memory of its text
    /// (``ScenarioFileContents``): a big file is then held once, not as bytes and then as a string copied from them.
    static func readContents(_ path: String, maximumBytes: Int = maximumBytes, regularOnly: Bool = false)
        -> Result<ScenarioFileContents, Failure> {
        read(path, maximumBytes: maximumBytes, regularOnly: regularOnly, asText: true,
             memoryFor: AvailableMemoryReading.shared.available(forNeeding:))
    }

    /// The reading itself; `memoryFor` gives the available memory to weigh a need of that many bytes against. With
    /// `asText`, a regular file read whole is read into a string's memory and kept as that string when it is UTF-8.
    private static func read(
        _ path: String, maximumBytes: Int, regularOnly: Bool, asText: Bool, memoryFor: (Int) -> Int?
    ) -> Result<ScenarioFileContents, Failure> {
        // The type is checked before the file is opened: a named pipe found in a folder is never opened (open(2) would
        // wait for a writer), and one given by name is opened to wait for its writer, as `cat` would.
        var info = stat()
        let isPipe = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
        if isPipe && regularOnly { return .failure(Failure(reason: "not a regular file, so it was not read")) }
        // Anything else is opened without waiting, and its type checked again on the open file (it may have changed).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (isPipe ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else { return .failure(Failure(reason: SystemError.describe(errno))) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(reason: SystemError.describe(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .failure(Failure(reason: SystemError.describe(EISDIR)))
        case S_IFREG: break
        default: if regularOnly { return .failure(Failure(reason: "not a regular file, so it was not read")) }
        }
        // Reads wait for their data from here on (a device's, or a pipe's).
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        func refusal(size: Int) -> Failure? {
            let (needed, overflow) = size.multipliedReportingOverflow(by: memoryPerFileByte)
            return memoryRefusal(size: size, availableMemory: memoryFor(overflow ? Int.max : needed)).map { Failure(reason: $0) }
        }
        var tooLarge: Failure {
            Failure(reason: "the file is larger than \(megabytes(maximumBytes)); srsim reads scenario files of up to "
                + "that size, so split it into several files")
        }
        var bytes: [UInt8] = []
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
            let size = Int(info.st_size)
            if size > maximumBytes { return .failure(tooLarge) }
            if let refused = refusal(size: size) { return .failure(refused) }
            // Read straight into an array of the file's size (one byte more, to see a file that grew meanwhile: only
            // such a file goes on below, a chunk at a time).
            var failure: Int32 = 0
            func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
                var initialized = 0
                while initialized < buffer.count {
                    let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count == 0 { break }
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    initialized += count
                    // A regular file's read comes back short only at its end: no second read to hear that.
                    if initialized == size { break }
                }
                return initialized
            }
            if asText {
                // Into the string's own memory; bytes that are not UTF-8 (or a file that grew) are taken out as bytes
                // and the string made empty, for decoding to explain as before.
                var spilled: [UInt8]?
                // Its room fills whole huge pages, so the text lies on huge pages from its first byte.
                let text = String(unsafeUninitializedCapacity: HugePages.alignedCapacity(size + 1, stride: 1)) { room in
                    let buffer = UnsafeMutableBufferPointer(rebasing: room[..<(size + 1)])
                    // The file fills it: its pages are faulted in at once, huge where they can be, not one by one
                    // inside the read.
                    if let base = buffer.baseAddress {
                        HugePages.prepareForFilling(UnsafeMutableRawPointer(base), byteCount: buffer.count,
                                                    roomBytes: room.count)
                    }
                    let initialized = fill(buffer)
                    let read = UnsafeBufferPointer(rebasing: buffer[..<initialized])
                    if failure == 0, initialized <= size, UTF8Validation.isValid(read) { return initialized }
                    spilled = Array(read)
                    return 0
                }
                if failure != 0 { return .failure(Failure(reason: SystemError.describe(failure))) }
                guard let spilled else { return .success(.text(text)) }
                bytes = spilled
            } else {
                bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in initialized = fill(buffer) }
            }
            if failure != 0 { return .failure(Failure(reason: SystemError.describe(failure))) }
            if bytes.count <= size { return .success(.bytes(bytes)) }
            if bytes.count > maximumBytes { return .failure(tooLarge) }
            if let refused = refusal(size: bytes.count) { return .failure(refused) }
        }
        // A pipe or device (no size up front), or a file that grew: a chunk at a time.
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: SystemError.describe(errno)))
            }
            bytes += buffer[..<count]
            // Stop once it is too long.
            if bytes.count > maximumBytes { return .failure(tooLarge) }
            if let refused = refusal(size: bytes.count) { return .failure(refused) }
        }
        return .success(.bytes(bytes))
    }

    /// `bytes` as a whole number of megabytes (or bytes, below one).
    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
