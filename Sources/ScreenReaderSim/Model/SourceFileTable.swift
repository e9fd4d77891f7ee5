import Foundation

/// Every file path the process has given a ``SourceLocation``, each numbered once (see ``SourceFileID``): parsing a file
/// looks its path up once, and every location in it then holds only the number. Safe from several threads (files are
/// parsed on several); paths are kept for the life of the process (one entry per distinct path, a few bytes each).
final class SourceFileTable: @unchecked Sendable {
    /// The process's table.
    static let shared = SourceFileTable()

    /// Guards every property below.
    private let lock = NSLock()
    /// Each spelling's path, at index `spelling - 1`.
    private var paths: [String] = []
    /// The first spelling of each path, keyed by the string (so paths equal as strings share it: their identity).
    private var firstSpelling: [String: UInt32] = [:]
    /// The other spellings of a path whose first spelling is the key: paths equal to it as strings but not byte for
    /// byte (such as a name in another Unicode normalization form), almost always none.
    private var otherSpellings: [UInt32: [UInt32]] = [:]

    private init() {
        firstSpelling.reserveCapacity(1024)
        paths.reserveCapacity(1024)
    }

    /// The numbers of `path`, registering it when it is new.
    func fileID(for path: String) -> SourceFileID {
        lock.lock()
        defer { lock.unlock() }
        guard let identity = firstSpelling[path] else {
            let spelling = add(path)
            firstSpelling[path] = spelling
            return SourceFileID(spelling: spelling, identity: spelling)
        }
        if isSpelling(identity, of: path) { return SourceFileID(spelling: identity, identity: identity) }
        for spelling in otherSpellings[identity] ?? [] where isSpelling(spelling, of: path) {
            return SourceFileID(spelling: spelling, identity: identity)
        }
        let spelling = add(path)
        otherSpellings[identity, default: []].append(spelling)
        return SourceFileID(spelling: spelling, identity: identity)
    }

    /// Whether `spelling` is `path` byte for byte.
    private func isSpelling(_ spelling: UInt32, of path: String) -> Bool {
        paths[Int(spelling) - 1].utf8.elementsEqual(path.utf8)
    }

    /// Registers a new spelling; returns its number.
    private func add(_ path: String) -> UInt32 {
        paths.append(path)
        return UInt32(paths.count)
    }

    /// The path registered as `spelling` (which must be one this table gave).
    func path(of spelling: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(spelling) - 1]
    }
}
