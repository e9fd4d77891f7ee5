#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bucket of a ``LabelBucketStorage``: empty when its fingerprint is 0 (then all its bytes are 0 and nothing else of
/// it is read or destroyed).
protocol LabelBucket {
    /// 0 in an empty bucket, never 0 in a full one.
    var fingerprint: UInt16 { get }
}

/// The buckets of a ``LabelHashTable``: memory of their own, handed out cleared (`calloc`: a big table's fresh pages
/// are cleared by the kernel, not filled by the program), in which an empty bucket is all zero bytes and is never read
/// as a label nor destroyed.
///
///     let storage = LabelBucketStorage<Entry>(capacity: 1_000)   // 1,000 empty buckets, none written
///     storage.buckets[7].fingerprint                            // 0: empty
///
/// An array of buckets is filled with an empty bucket first (every page written before a label is) and, when freed,
/// destroys every bucket through the type's value witness (on a table of 318,000 buckets, 14 million instructions for
/// buckets nearly half of which are empty); these buckets are not filled with anything first, and freeing destroys the
/// labels of the full ones only, or none at all once the table has been laid out again elsewhere (``isEmptied``), so a
/// table grown or shrunk costs the labels it moves and a look at each bucket's fingerprint, nothing more. A big
/// table's memory is advised for huge pages and faulted in at once (``HugePages/prepareForFilling(_:byteCount:)``), a
/// small table's written once: labels land all over a table, and a fresh page a probe reads before a label is written
/// there would be faulted in twice.
///
/// Shared by the copies of a table; the table copies it before changing it (copy on write), and it is never changed
/// once the table is built, so reading it from several threads is safe.
final class LabelBucketStorage<Bucket: LabelBucket>: @unchecked Sendable {
    /// The buckets.
    let buckets: UnsafeMutableBufferPointer<Bucket>
    /// Whether every label has been moved out (the buckets are then freed without being destroyed).
    var isEmptied = false

    /// `capacity` empty buckets (at least 1), all zero bytes.
    init(capacity: Int) {
        let count = max(capacity, 1)
        guard let memory = calloc(count, MemoryLayout<Bucket>.stride) else {
            fatalError("no memory for a label table of \(count) buckets")
        }
        // Labels land all over the table, so its pages are faulted in at once (a probe reading a page first, then a
        // label written there, would fault it in twice): a big table's by the kernel, a small one's by writing them.
        let byteCount = count * MemoryLayout<Bucket>.stride
        if byteCount >= HugePages.minimumBytes {
            HugePages.prepareForFilling(memory, byteCount: byteCount)
        } else {
            memset(memory, 0, byteCount)
        }
        buckets = UnsafeMutableBufferPointer(start: memory.bindMemory(to: Bucket.self, capacity: count), count: count)
    }

    /// The same buckets, each full one copied (its label retained), in memory of their own.
    func copy() -> LabelBucketStorage {
        let copy = LabelBucketStorage(capacity: buckets.count)
        for offset in buckets.indices where buckets[offset].fingerprint != 0 {
            (copy.buckets.baseAddress! + offset).initialize(to: buckets[offset])
        }
        return copy
    }

    /// Destroys the full buckets (unless they were moved out) and frees the memory.
    deinit {
        if !isEmptied {
            for offset in buckets.indices where buckets[offset].fingerprint != 0 {
                (buckets.baseAddress! + offset).deinitialize(count: 1)
            }
        }
        free(UnsafeMutableRawPointer(buckets.baseAddress!))
    }
}
