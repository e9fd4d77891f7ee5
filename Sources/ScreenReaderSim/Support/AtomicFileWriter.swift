import Foundation

/// Writes a whole file so that a reader (or a crash) sees either the old text or the new one, never half of it: the one
/// writer behind `--record`, `--junit`, `-o` and `--audio`.
///
/// The bytes go to a temporary file beside the target (`.NAME.srsim-PID.tmp`, created `0600`, or with the usual mode for a new file), are flushed to disk,
/// take the target's mode, owner and group (as far as the process may give them; the mode is never wider than the
/// target's), and are renamed over the target, whose folder is then flushed too. On the way:
/// - a symbolic link is followed: the file it points to is replaced and the link stays a link;
/// - a read-only file (no write permission for anyone, or none for this user) is refused, whoever runs the tool;
/// - a character device, pipe or socket (`/dev/null`, `/dev/stdout` on a terminal or a pipe, a FIFO) is written in
///   place, never renamed over; a FIFO nobody reads from is an error, not a wait;
/// - this process's own standard output or error when it is a regular file (`--junit /dev/stdout > run.txt`) is
///   written through that descriptor, after what was written there, so nothing already written is replaced;
/// - a file with other hard links is replaced at this path only: the other links keep the old text, and the outcome
///   counts them so the caller can say so;
/// - temporary files of this tool's naming for the same target, left by a run that was killed, are removed, and an
///   interrupt or termination while the temporary file exists removes it before the process ends
///   (``TemporaryFileCleanup``).
package enum AtomicFileWriter {
    /// What a write did.
    package struct Outcome: Hashable, Sendable {
        /// The file that was written: the path with its symbolic links followed.
        package var path: String
        /// How many other hard links the replaced file had (they keep the old text).
        package var otherHardLinks: Int
    }

    /// Why a file could not be written, in words (no errno numbers).
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path as given.
        package var path: String
        /// What went wrong, e.g. `is a folder`.
        package var reason: String
        /// `PATH: REASON`.
        package var description: String { "\(path): \(reason)" }
    }

    /// Writes `text` as UTF-8 to `path`, atomically.
    @discardableResult
    package static func write(_ text: String, toPath path: String) throws(Failure) -> Outcome {
        try write(Data(text.utf8), toPath: path)
    }

    /// Writes `data` to `path`, atomically.
    @discardableResult
    package static func write(_ data: Data, toPath path: String) throws(Failure) -> Outcome {
        var outcome: Outcome?
        var failure: Failure?
        data.withUnsafeBytes { bytes in
            do throws(Failure) { outcome = try write(bytes, toPath: path) } catch { failure = error }
        }
        if let failure { throw failure }
        return outcome!
    }

    /// Writes `bytes` to `path`, atomically (see the type's description for devices, pipes and links).
    @discardableResult
    static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String) throws(Failure) -> Outcome {
        // The path's own type, its links followed by the system: `/dev/stdout` leads to a descriptor's entry that names
        // a pipe (`pipe:[1234]`), which no path reaches, so a device or pipe is opened by the path as given.
        var given = stat()
        if stat(path, &given) == 0 {
            switch given.st_mode & S_IFMT {
            case S_IFREG:
                if let descriptor = standardDescriptor(sameAs: given) {
                    try writeAll(bytes, to: descriptor, path: path)
                    return Outcome(path: path, otherHardLinks: 0)
                }
            case S_IFDIR:
                throw Failure(path: path, reason: "is a folder")
            default:
                try writeInPlace(bytes, to: path)
                return Outcome(path: path, otherHardLinks: 0)
            }
        }
        let target = try resolvingSymbolicLinks(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        let statError = errno
        if !exists, let problem = SystemError.folderProblem(for: target) { throw Failure(path: path, reason: problem) }
        if !exists && statError != ENOENT { throw Failure(path: path, reason: describe(statError)) }
        if exists {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if info.st_mode & 0o222 == 0 || (access(target, W_OK) != 0 && (errno == EACCES || errno == EPERM)) {
                    throw Failure(path: path, reason: "the file is read-only, so it was left unchanged; make it writable first")
                }
            case S_IFDIR:
                throw Failure(path: path, reason: "is a folder")
            default:
                try writeInPlace(bytes, to: target)
                return Outcome(path: target, otherHardLinks: 0)
            }
        }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        removeStaleTemporaries(of: name, in: folder)
        let temporary = folder + "/" + temporaryPrefix(of: name) + "\(getpid()).tmp"
        // Removed by an interrupt or termination that comes while it exists: registered before it is created.
        let cleanup = TemporaryFileCleanup.register(temporary)
        defer { TemporaryFileCleanup.unregister(cleanup) }
        // A new file gets the usual 0666 less the umask; a replacement starts private and takes the target's mode.
        let descriptor = try createExclusively(temporary, mode: exists ? 0o600 : 0o666, path: path)
        do throws(Failure) {
            try writeAll(bytes, to: descriptor, path: path)
            if exists {
                var mode = info.st_mode & 0o7777
                if fchown(descriptor, info.st_uid, info.st_gid) != 0 && (info.st_uid != getuid() || info.st_gid != getgid()) {
                    // The copy cannot keep the owner or group: keep it to its owner rather than share it with others.
                    mode &= 0o700
                }
                fchmod(descriptor, mode)
            }
            guard fsync(descriptor) == 0 else { throw Failure(path: path, reason: "cannot flush it to disk (\(describe(errno)))") }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, target) == 0 else {
            let reason = describe(errno)
            unlink(temporary)
            throw Failure(path: path, reason: "cannot replace the file (\(reason))")
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return Outcome(path: target, otherHardLinks: exists ? max(0, Int(info.st_nlink) - 1) : 0)
    }

    /// `.NAME.srsim-`: the start of this tool's temporary files for `name`.
    static func temporaryPrefix(of name: String) -> String { ".\(name).srsim-" }

    /// `path` with its symbolic links followed (at most 40, like the kernel); a path that does not exist is itself.
    static func resolvingSymbolicLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw Failure(path: path, reason: "cannot read the symbolic link \(current)")
            }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        throw Failure(path: path, reason: describe(ELOOP))
    }

    /// Removes `.NAME.srsim-PID.tmp` files in `folder` whose process is no longer running.
    static func removeStaleTemporaries(of name: String, in folder: String) {
        let prefix = temporaryPrefix(of: name)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for candidate in names where candidate.hasPrefix(prefix) && candidate.hasSuffix(".tmp") {
            let middle = candidate.dropFirst(prefix.count).dropLast(4)
            guard let pid = Int32(middle), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + candidate) }
        }
    }

    /// Standard output or error (in that order) when it is the file `info` describes, else nil.
    static func standardDescriptor(sameAs info: stat) -> Int32? {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
            var open = stat()
            if fstat(descriptor, &open) == 0, open.st_dev == info.st_dev, open.st_ino == info.st_ino { return descriptor }
        }
        return nil
    }

    private static func createExclusively(_ temporary: String, mode: mode_t, path: String) throws(Failure) -> Int32 {
        for attempt in 0..<2 {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            // Left by an earlier process that had this process's id: it is not running, so the file is stale.
            if errno == EEXIST && attempt == 0 {
                unlink(temporary)
                continue
            }
            break
        }
        if errno == ENOENT || errno == ENOTDIR {
            throw Failure(path: path, reason: "the folder it would go in does not exist")
        }
        throw Failure(path: path, reason: "cannot write a temporary file beside it (\(describe(errno)))")
    }

    /// Writes a device, pipe or socket where it is. Opened without waiting: a FIFO that nothing reads from is an error
    /// at once rather than a wait for a reader that may never come.
    private static func writeInPlace(_ bytes: UnsafeRawBufferPointer, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "nothing is reading from this pipe, so nothing was written" : describe(errno)
            throw Failure(path: path, reason: reason)
        }
        defer { close(descriptor) }
        // Written whole, waiting for a slow reader as a shell's `>` would.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: "cannot write (\(describe(errno)))")
            }
            offset += written
        }
    }

    static func describe(_ code: Int32) -> String { SystemError.describe(code) }
}
