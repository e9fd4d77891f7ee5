#if canImport(Glibc)
import Glibc
#endif

/// Gives a big list's memory back to the operating system, huge page by huge page, as its entries are read for the last
/// time, while the rest of the list is still being read.
///
/// Lowering reads a big screen's parsed element lines (88 bytes a line, and their attributes and values) once, in
/// order, while it makes the screen's elements (64 bytes each) from them: held whole until the last line was lowered,
/// the lines and the elements together were the peak of a big file's run. Released as they are spent, the lines' memory
/// shrinks as the elements' grows.
///
///     lines.withUnsafeMutableBufferPointer { lines in
///         var release = SpentPageRelease(lines)
///         for index in lines.indices {
///             lower(lines[index])
///             release.spend(through: index + 1)   // entries before `index + 1` are never read again
///         }
///     }
///
/// Only whole 2 MiB pages lying entirely within the spent entries are released
/// (``releasableRange(start:stride:spent:released:)``), so a list costs one system call per 2 MiB at most, no page
/// holding an entry still to be read (nor the list's header, before its first entry) is touched, and a list on huge
/// pages (``HugePages``) is never split. A released page reads as zeros afterwards: the entries must be plain data (no
/// references, checked), never read again, and the list's only copy (`withUnsafeMutableBufferPointer` makes it so).
/// Where the system has no `madvise`, nothing is released.
struct SpentPageRelease {
    /// The alignment of every released range: a huge page (a multiple of every base page size).
    static let alignment = UInt(HugePages.pageSize)

    /// The address of the list's first entry.
    private let start: UInt
    /// The distance between two entries, in bytes.
    private let stride: Int
    /// How many entries the list has.
    private let count: Int
    /// Where the memory not yet released starts: the first aligned address at or after ``start``, then the end of the
    /// last range released.
    private var released: UInt

    /// A release over `buffer`'s entries, none spent yet. Their type must hold no references.
    init<Entry>(_ buffer: UnsafeMutableBufferPointer<Entry>) {
        precondition(_isPOD(Entry.self), "released pages read as zeros: only plain data may be released")
        start = UInt(bitPattern: buffer.baseAddress)
        stride = MemoryLayout<Entry>.stride
        count = buffer.count
        released = (start + Self.alignment - 1) / Self.alignment * Self.alignment
    }

    /// The whole aligned pages inside the first `spent` entries of a list whose first entry is at `start`, `stride`
    /// bytes apart, from `released` on (the memory before `released` was released already); nil when there is none.
    static func releasableRange(start: UInt, stride: Int, spent: Int, released: UInt) -> Range<UInt>? {
        let end = (start + UInt(spent * stride)) / alignment * alignment
        return end > released ? released..<end : nil
    }

    /// Records that the entries before `spent` will never be read again, and releases the whole aligned pages they
    /// fill that are not released yet.
    @inline(__always)
    mutating func spend(through spent: Int) {
        guard start != 0, spent <= count,
              let range = Self.releasableRange(start: start, stride: stride, spent: spent, released: released) else { return }
        released = range.upperBound
        Self.release(range)
    }

    /// Releases the pages of `range` (aligned addresses): their memory goes back to the system, and reads as zeros.
    private static func release(_ range: Range<UInt>) {
        #if os(Linux) && canImport(Glibc)
        guard let lower = UnsafeMutableRawPointer(bitPattern: range.lowerBound) else { return }
        _ = madvise(lower, Int(range.upperBound - range.lowerBound), MADV_DONTNEED)
        #endif
    }
}
