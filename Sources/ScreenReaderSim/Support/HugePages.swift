#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back a big table with 2 MiB pages (Linux's transparent huge pages) before the table is written.
///
/// On a screen of a million elements a touch or a lookup reads a few places in tables of tens of megabytes, each at
/// random. With 4 KiB pages each such read also misses the processor's address-translation cache (the TLB) and walks
/// the page tables, which costs about as much again as the read itself; with 2 MiB pages the same tables need 512 times
/// fewer translations, and the walk mostly disappears. Linux gives a process huge pages only where it asks
/// (`madvise(MADV_HUGEPAGE)`) on most systems (`/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`), and only to
/// pages not yet touched, so a table asks right after its memory is allocated and before it is filled
/// (`Array(hugePagedCapacity:initializingWith:)`, `Array.reserveCapacityOnHugePages(_:)`).
///
/// Only the whole 2 MiB pages inside a buffer are advised (``advisedRange(start:byteCount:)``), so no memory outside it
/// is affected, and only buffers of at least ``minimumBytes``: a smaller one holds no whole huge page. Where the
/// kernel has no huge pages, or on another system, nothing happens. What a table holds never depends on it:
/// `HugePagesTests` fills tables with and without it.
package enum HugePages {
    /// The size of a huge page: 2 MiB on x86-64 and on arm64 with 4 KiB base pages.
    package static let pageSize = 2 << 20

    /// The smallest buffer worth advising: one huge page (a buffer of 2 to 4 MiB holds a whole one or not, by where it
    /// starts; ``advisedRange(start:byteCount:)`` tells).
    static let minimumBytes = pageSize

    /// The whole huge pages inside the `byteCount` bytes at address `start`, as addresses; nil when the buffer is
    /// smaller than ``minimumBytes``.
    static func advisedRange(start: UInt, byteCount: Int) -> Range<UInt>? {
        guard byteCount >= minimumBytes else { return nil }
        let page = UInt(pageSize)
        let lower = (start + page - 1) / page * page
        let upper = (start + UInt(byteCount)) / page * page
        return lower < upper ? lower..<upper : nil
    }

    /// Advises the whole huge pages inside `byteCount` bytes at `start` (see the type's summary); does nothing for a
    /// small buffer or where huge pages are not available.
    package static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux) && canImport(Glibc)
        guard let range = advisedRange(start: UInt(bitPattern: start), byteCount: byteCount),
              let lower = UnsafeMutableRawPointer(bitPattern: range.lowerBound) else { return }
        // A kernel without huge pages answers EINVAL: the table then lives on ordinary pages, as it would anyway.
        _ = madvise(lower, Int(range.upperBound - range.lowerBound), MADV_HUGEPAGE)
        #endif
    }

    /// `madvise`'s advice to fault pages in for writing, `MADV_POPULATE_WRITE` (Linux 5.14 and later; the Glibc module
    /// may not name it).
    static let populateForWriting: Int32 = 23

    /// The size of a base page, whose boundaries `madvise` takes.
    static let basePageSize = 4096

    /// Faults in, for writing, the pages under `byteCount` bytes at `start` in one call (huge pages where advised),
    /// instead of taking a page fault for each as it is first written: the same pages, cleared as they would be, without
    /// a trip into the kernel and back for each 4 KiB the huge pages do not cover (a buffer's ends, up to 2 MiB each).
    /// Only for memory about to be written in full: a populated page is resident whether written or not. Does nothing
    /// for a buffer smaller than ``minimumBytes``, or where the kernel does not know the advice.
    package static func populate(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux) && canImport(Glibc)
        guard byteCount >= minimumBytes else { return }
        let page = UInt(basePageSize)
        let lower = UInt(bitPattern: start) / page * page
        let upper = (UInt(bitPattern: start) + UInt(byteCount) + page - 1) / page * page
        guard let first = UnsafeMutableRawPointer(bitPattern: lower) else { return }
        // An older kernel answers EINVAL: the pages are then faulted in as they are written, as they would be anyway.
        _ = madvise(first, Int(upper - lower), populateForWriting)
        #endif
    }

    /// Prepares `byteCount` bytes at `start`, about to be written in full, for being written: their whole huge pages
    /// advised (``advise(_:byteCount:)``), then all their pages faulted in at once (``populate(_:byteCount:)``).
    package static func prepareForFilling(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        advise(start, byteCount: byteCount)
        populate(start, byteCount: byteCount)
    }
}

extension Array {
    /// An array of `capacity` elements initialized by `initializer`, as `init(unsafeUninitializedCapacity:initializingWith:)`
    /// makes it, whose memory is first advised to be backed by huge pages when it is big (see ``HugePages``).
    init(
        hugePagedCapacity capacity: Int,
        initializingWith initializer: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows {
        try self.init(unsafeUninitializedCapacity: capacity) { buffer, initialized in
            if let base = buffer.baseAddress {
                HugePages.advise(UnsafeMutableRawPointer(base), byteCount: buffer.count * MemoryLayout<Element>.stride)
            }
            try initializer(&buffer, &initialized)
        }
    }

    /// Reserves room for `capacity` elements, as `reserveCapacity(_:)` does, and advises that room to be backed by huge
    /// pages when it is big (see ``HugePages``); with `populated`, for a list about to be filled, its pages are also
    /// faulted in at once (``HugePages/populate(_:byteCount:)``). Only for an empty array: the room is advised before
    /// anything is written.
    mutating func reserveCapacityOnHugePages(_ capacity: Int, populated: Bool = false) {
        reserveCapacity(capacity)
        guard isEmpty, self.capacity * MemoryLayout<Element>.stride >= HugePages.minimumBytes else { return }
        let room = self.capacity * MemoryLayout<Element>.stride
        withUnsafeMutableBufferPointer { buffer in
            // An empty array's buffer starts where its reserved room starts.
            guard let base = buffer.baseAddress else { return }
            if populated {
                HugePages.prepareForFilling(UnsafeMutableRawPointer(base), byteCount: room)
            } else {
                HugePages.advise(UnsafeMutableRawPointer(base), byteCount: room)
            }
        }
    }
}
