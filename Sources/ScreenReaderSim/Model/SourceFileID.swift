/// A file path as a ``SourceLocation`` holds it: its number in the process's ``SourceFileTable``, so a location is plain
/// data (copying it retains nothing) while ``SourceLocation/file`` still gives the path exactly as it was given.
///
/// Two numbers: the path's exact spelling (what ``path`` returns), and the number of the first path registered that is
/// equal to it as a `String` (what equality and hashing compare), so locations compare exactly as their path strings did.
struct SourceFileID: Hashable, Sendable {
    /// The number of this exact spelling of the path; 0 for no file.
    let spelling: UInt32
    /// The number of the first spelling registered that is equal to this one as a `String`; 0 for no file.
    let identity: UInt32

    /// No file.
    static let none = SourceFileID(spelling: 0, identity: 0)

    /// The numbers given.
    init(spelling: UInt32, identity: UInt32) {
        self.spelling = spelling
        self.identity = identity
    }

    /// The number of `path` (registered on first use), or ``none`` for nil.
    init(_ path: String?) {
        guard let path else {
            self = .none
            return
        }
        self = SourceFileTable.shared.fileID(for: path)
    }

    /// The path as it was given, or nil for no file.
    var path: String? { spelling == 0 ? nil : SourceFileTable.shared.path(of: spelling) }

    /// Whether both name the same path (equal as strings).
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes what equality compares.
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
