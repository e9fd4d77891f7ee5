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
/// (`Array(hugePagedCapacity:initializingWith:)`, `Array.reserveCapacityOnHugePages(_:)`; ``CacheAlignedList`` places a
/// big list on a huge page's boundary itself, and advises all of it).
///
/// The kernel backs a 2 MiB page with a huge one only where all of it lies inside memory so advised, and glibc gives a
/// big list memory of its own (`mmap`) that starts and ends anywhere: the part of a list before its first 2 MiB boundary
/// and the part after its last were filled 4 KiB a page fault, about 2 MiB a list (most of a big screen's page faults).
/// So a big list's room is rounded up to fill its memory to a whole number of huge pages (``alignedCapacity(_:stride:)``):
/// Linux places an anonymous mapping of such a size on a 2 MiB boundary, and the list then starts one header past it.
/// That first huge page already holds a 4 KiB page when the list is advised (glibc and Swift wrote their headers in it),
/// so the kernel would fill the rest of it 4 KiB at a time: it is collapsed into a huge page at once instead
/// (`MADV_COLLAPSE`, Linux 6.1 and later; only where the system's setting hands out huge pages at all,
/// ``TransparentHugePageMode``). The pages advised are those a list fills (``advisedRange(start:byteCount:roomBytes:)``),
/// and only for lists of at least ``minimumBytes``. Where the kernel has no huge pages, or on another system, nothing
/// happens. What a table holds never depends on it: `HugePagesTests` fills tables with and without it.
package enum HugePages {
    /// The size of a huge page: 2 MiB on x86-64 and on arm64 with 4 KiB base pages.
    package static let pageSize = 2 << 20

    /// The smallest buffer worth advising: one huge page's size.
    static let minimumBytes = pageSize

    /// The bytes an allocation holds in front of a list's first element, at most: glibc's chunk header (16) and the
    /// header of a Swift array's or string's storage (32). A list starting this close after a 2 MiB boundary starts
    /// memory of its own placed there (``alignedCapacity(_:stride:)``): the bytes before it are its headers.
    static let headerBytes = 64

    /// The bytes an allocation holds after the room ``alignedCapacity(_:stride:)`` gives a list, at most: a string's
    /// terminating byte and its breadcrumbs' place, glibc's chunk size and its rounding.
    static let trailerBytes = 128

    /// The room for at least `capacity` elements of `stride` bytes that fills a list's memory to a whole number of huge
    /// pages, headers included (``headerBytes``, ``trailerBytes``): Linux places memory of such a size on a 2 MiB
    /// boundary, so all of it can be huge pages. `capacity` itself for less than ``minimumBytes`` (nothing to gain),
    /// for elements of 2 KiB or more (glibc's rounding to 4 KiB could then pass the boundary), or should it overflow.
    package static func alignedCapacity(_ capacity: Int, stride: Int) -> Int {
        guard stride > 0, stride < 2048 else { return capacity }
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: stride)
        guard !overflow, bytes >= minimumBytes, bytes <= Int.max / 4 else { return capacity }
        let pages = (bytes + headerBytes + trailerBytes + pageSize - 1) / pageSize
        return max(capacity, (pages * pageSize - headerBytes - trailerBytes) / stride)
    }

    /// The huge pages to advise, as addresses, for a list whose elements will take `byteCount` bytes from address
    /// `start`, in room for `roomBytes` (at least `byteCount`): the whole huge pages inside those bytes; the one they
    /// start in, when they start at most ``headerBytes`` past its boundary (the bytes before are the list's headers);
    /// and the one they end in, when they fill at least half of it and the room reaches its end (less at most
    /// ``trailerBytes``), so the rest of it is the list's own room. Nil for fewer than ``minimumBytes`` or no such page.
    static func advisedRange(start: UInt, byteCount: Int, roomBytes: Int) -> Range<UInt>? {
        guard byteCount >= minimumBytes, roomBytes >= byteCount else { return nil }
        let page = UInt(pageSize)
        let end = start + UInt(byteCount)
        let lower = start % page <= UInt(headerBytes) ? start / page * page : (start + page - 1) / page * page
        let endPage = (end + page - 1) / page * page
        let fillsLastPage = end % page >= page / 2 && start + UInt(roomBytes) + UInt(trailerBytes) >= endPage
        let upper = fillsLastPage ? endPage : end / page * page
        return lower < upper ? lower..<upper : nil
    }

    /// `madvise`'s advice to collapse pages into a huge page at once, `MADV_COLLAPSE` (Linux 6.1 and later; the Glibc
    /// module may not name it).
    static let collapseNow: Int32 = 25

    /// Advises the huge pages a list fills (``advisedRange(start:byteCount:roomBytes:)``), the first collapsed at once
    /// when the list's headers lie in it (see the type's summary); does nothing for a small list or where huge pages are
    /// not available.
    package static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int, roomBytes: Int) {
        #if os(Linux) && canImport(Glibc)
        guard let range = advisedRange(start: UInt(bitPattern: start), byteCount: byteCount, roomBytes: roomBytes),
              let lower = UnsafeMutableRawPointer(bitPattern: range.lowerBound) else { return }
        // A kernel without huge pages answers EINVAL: the table then lives on ordinary pages, as it would anyway.
        guard madvise(lower, Int(range.upperBound - range.lowerBound), MADV_HUGEPAGE) == 0 else { return }
        // Collapsing ignores the system's setting, so it is asked only where the setting hands out huge pages. An older
        // kernel answers EINVAL, and one short of free huge pages EAGAIN or ENOMEM: that page is then filled 4 KiB at a
        // time, as it would be anyway.
        if range.lowerBound < UInt(bitPattern: start), TransparentHugePageMode.current.handsOutHugePages {
            _ = madvise(lower, pageSize, collapseNow)
        }
        #endif
    }

    /// `madvise`'s advice to fault pages in for writing, `MADV_POPULATE_WRITE` (Linux 5.14 and later; the Glibc module
    /// may not name it).
    static let populateForWriting: Int32 = 23

    /// The size of a base page, whose boundaries `madvise` takes.
    static let basePageSize = 4096

    /// Faults in, for writing, the pages under `byteCount` bytes at `start` in one call (huge pages where advised),
    /// instead of taking a page fault for each as it is first written: the same pages, cleared as they would be, without
    /// a trip into the kernel and back for each 4 KiB the huge pages do not cover (a buffer's tail, up to 2 MiB).
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

    /// Prepares `byteCount` bytes at `start` (in room for `roomBytes`), about to be written in full, for being written:
    /// their huge pages advised (``advise(_:byteCount:roomBytes:)``), then all their pages faulted in at once
    /// (``populate(_:byteCount:)``).
    package static func prepareForFilling(_ start: UnsafeMutableRawPointer, byteCount: Int, roomBytes: Int) {
        advise(start, byteCount: byteCount, roomBytes: roomBytes)
        populate(start, byteCount: byteCount)
    }
}

extension Array {
    /// An array of `capacity` elements initialized by `initializer`, as `init(unsafeUninitializedCapacity:initializingWith:)`
    /// makes it, whose memory is first advised to be backed by huge pages when it is big (see ``HugePages``). Its room is
    /// rounded up to fill whole huge pages (``HugePages/alignedCapacity(_:stride:)``); `initializer` is given a buffer of
    /// `capacity` elements.
    /// Always inlined: a caller then sees the table is its own, and writes to it without checking at every write that it
    /// is not shared.
    @inline(__always)
    init(
        hugePagedCapacity capacity: Int,
        initializingWith initializer: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows {
        let stride = MemoryLayout<Element>.stride
        let room = HugePages.alignedCapacity(capacity, stride: stride)
        try self.init(unsafeUninitializedCapacity: room) { buffer, initialized in
            if let base = buffer.baseAddress {
                HugePages.advise(UnsafeMutableRawPointer(base), byteCount: capacity * stride, roomBytes: buffer.count * stride)
            }
            var requested = UnsafeMutableBufferPointer(start: buffer.baseAddress, count: capacity)
            try initializer(&requested, &initialized)
        }
    }

    /// Reserves room for `capacity` elements, as `reserveCapacity(_:)` does, and advises that room to be backed by huge
    /// pages when it is big (see ``HugePages``); with `populated`, for a list about to be filled, its pages are also
    /// faulted in at once (``HugePages/populate(_:byteCount:)``). For an empty array, the room is rounded up to fill
    /// whole huge pages (``HugePages/alignedCapacity(_:stride:)``) and advised before anything is written; a non-empty
    /// array's room is only reserved.
    mutating func reserveCapacityOnHugePages(_ capacity: Int, populated: Bool = false) {
        guard isEmpty else { return reserveCapacity(capacity) }
        let stride = MemoryLayout<Element>.stride
        reserveCapacity(HugePages.alignedCapacity(capacity, stride: stride))
        let (bytes, room) = (capacity * stride, self.capacity * stride)
        withUnsafeMutableBufferPointer { buffer in
            // An empty array's buffer starts where its reserved room starts.
            guard let base = buffer.baseAddress else { return }
            if populated {
                HugePages.prepareForFilling(UnsafeMutableRawPointer(base), byteCount: bytes, roomBytes: room)
            } else {
                HugePages.advise(UnsafeMutableRawPointer(base), byteCount: bytes, roomBytes: room)
            }
        }
    }
}
