/// A list of plain records (no references) whose first element lies on a cache line's boundary (64 bytes), so that a
/// record of 32 or 64 bytes never straddles two lines; on a 2 MiB boundary, backed by huge pages, when it is big.
///
///     var slots = CacheAlignedList<(UInt64, UInt64, UInt64, UInt64)>()
///     slots.append((1, 2, 3, 4))                    // slot 0 lies at the start of a cache line
///     let buckets = CacheAlignedList(count: 1 << 20) { buffer in
///         buffer.initialize(repeating: Bucket.empty)   // 32 MiB on huge pages, 2 buckets a line
///     }
///
/// A Swift array keeps its elements 32 bytes past the start of its storage, and glibc hands out memory 16 bytes past a
/// 16-byte boundary (a big block: 16 bytes past a page): a list of 32-byte records there starts 48 bytes into a line, so
/// every other record straddles two. On a screen of a million elements, reading one record at random (a touch's bucket
/// in ``TouchPositions``, its detail, its key's slot) is then two trips to main memory half the time instead of one;
/// and a probe that goes on to the next bucket leaves its line twice as often. Here the elements start the allocation,
/// which is aligned as the list needs.
///
/// The list is a value: copies share storage until one of them is changed (``append(_:)``, ``reserveCapacity(_:)``),
/// which then copies it. Its elements are plain data (`BitwiseCopyable`), so neither copying nor freeing it visits
/// them. `CacheAlignedListTests` checks that it holds what an array given the same elements and appends holds, that its
/// first element lies on a line's boundary (a big list's on a huge page's), and that a copy is not changed by the
/// original's appends.
struct CacheAlignedList<Element: BitwiseCopyable>: @unchecked Sendable {
    /// The size of a cache line on x86-64 and most arm64 processors.
    static var lineSize: Int { 64 }

    /// One allocation: room for ``capacity`` elements, the first ``count`` initialized. Changed only through a list that
    /// holds the only reference to it (see ``CacheAlignedList/makeUnique(capacity:)``), so sharing it between threads is
    /// safe: what is shared is never written.
    private final class Storage: @unchecked Sendable {
        /// The first element, on a line's boundary (a huge page's, for a big list).
        let base: UnsafeMutablePointer<Element>
        /// How many elements the allocation has room for.
        let capacity: Int
        /// How many elements are initialized.
        var count = 0

        /// Room for at least `capacity` elements, aligned for the list (see ``CacheAlignedList``); a big room is rounded
        /// up to whole huge pages, which are advised (``HugePages/advise(_:byteCount:roomBytes:)``).
        init(capacity: Int) {
            let stride = MemoryLayout<Element>.stride
            let (bytes, overflow) = Swift.max(capacity, 1).multipliedReportingOverflow(by: stride)
            precondition(!overflow, "a cache-aligned list's room fits in memory")
            let isBig = bytes >= HugePages.minimumBytes
            let page = HugePages.pageSize
            let roomBytes = isBig ? (bytes + page - 1) / page * page : bytes
            let raw = UnsafeMutableRawPointer.allocate(
                byteCount: roomBytes, alignment: isBig ? page : Swift.max(CacheAlignedList.lineSize, MemoryLayout<Element>.alignment))
            if isBig { HugePages.advise(raw, byteCount: roomBytes, roomBytes: roomBytes) }
            base = raw.bindMemory(to: Element.self, capacity: roomBytes / stride)
            self.capacity = roomBytes / stride
        }

        deinit {
            // Plain data: nothing to deinitialize.
            UnsafeMutableRawPointer(base).deallocate()
        }
    }

    /// The storage, shared by copies until one of them is changed.
    private var storage: Storage

    /// An empty list (it allocates one line).
    init() {
        storage = Storage(capacity: 0)
    }

    /// A list of `count` elements, all initialized by `initializer`, which is given room for exactly `count`; a big list
    /// has its pages faulted in at once first (``HugePages/populate(_:byteCount:)``), as it is about to be written.
    init(count: Int, initializingWith initializer: (UnsafeMutableBufferPointer<Element>) -> Void) {
        precondition(count >= 0, "a list has no fewer than 0 elements")
        storage = Storage(capacity: count)
        HugePages.populate(UnsafeMutableRawPointer(storage.base), byteCount: count * MemoryLayout<Element>.stride)
        initializer(UnsafeMutableBufferPointer(start: storage.base, count: count))
        storage.count = count
    }

    /// A list of `elements`, in order.
    init(_ elements: some Collection<Element>) {
        self.init(count: elements.count) { buffer in
            _ = buffer.initialize(from: elements)
        }
    }

    /// How many elements the list has.
    var count: Int { storage.count }

    /// How many elements the list has room for before it grows.
    var capacity: Int { storage.capacity }

    /// Calls `body` with the elements, in place.
    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Calls `body` with the elements, in place, to change them (in storage of this list's own).
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        if !isKnownUniquelyReferenced(&storage) { makeUnique(capacity: storage.capacity) }
        return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
    }

    /// Appends `element`, growing the room to twice its size when it is full.
    mutating func append(_ element: Element) {
        let count = storage.count
        if count == storage.capacity || !isKnownUniquelyReferenced(&storage) {
            makeUnique(capacity: count == storage.capacity ? Swift.max(2 * storage.capacity, 16) : storage.capacity)
        }
        (storage.base + count).initialize(to: element)
        storage.count = count + 1
    }

    /// Makes room for at least `capacity` elements in storage of this list's own.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > storage.capacity || !isKnownUniquelyReferenced(&storage) else { return }
        makeUnique(capacity: Swift.max(capacity, storage.capacity))
    }

    /// Moves the elements into new storage with room for `capacity` (at least ``count``), this list's own.
    private mutating func makeUnique(capacity: Int) {
        let grown = Storage(capacity: capacity)
        grown.base.initialize(from: storage.base, count: storage.count)
        grown.count = storage.count
        storage = grown
    }
}

extension CacheAlignedList: RandomAccessCollection {
    /// The first element's place: 0.
    var startIndex: Int { 0 }

    /// The place past the last element: ``count``.
    var endIndex: Int { storage.count }

    /// The element at `position`.
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storage.count, "index in range")
        return storage.base[position]
    }
}
