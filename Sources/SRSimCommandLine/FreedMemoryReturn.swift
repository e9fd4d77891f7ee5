#if canImport(Glibc)
import Glibc
#endif

/// How `srsim` asks the C allocator (glibc's `malloc`) to give big blocks back to the system as soon as they are freed.
///
/// By default glibc raises the size from which a block gets a mapping of its own each time such a block is freed
/// (up to 32 MiB), so after the first big list is dropped the next ones come from the heap, whose freed middle stays
/// resident: a big file's parsed lines, dropped once lowered, kept their megabytes until the process ended. Fixing
/// that size (`M_MMAP_THRESHOLD`) keeps every block of at least ``mappingThreshold`` bytes in a mapping of its own,
/// unmapped when it is freed: the same allocations and output, a lower peak resident set (`srsim run` on a 6 MB
/// screen-heavy file peaked about 7.5 MB lower, on a 53 MB one about 20 MB lower; Speed article, sixth round). Room
/// a big list reserved and never wrote is then never resident either.
///
/// Only `srsim` itself asks for this, at its start (and the benchmark's child acting as `srsim`, `as-srsim`); a process
/// that embeds the library keeps its allocator's defaults.
public enum FreedMemoryReturn {
    /// The size, in bytes, from which a block gets a mapping of its own: 1 MiB (glibc's own starting point, 128 KiB,
    /// gave the same peaks, with more blocks mapped and unmapped).
    public static let mappingThreshold: Int32 = 1 << 20

    /// glibc's `M_MMAP_THRESHOLD` parameter of `mallopt` (`<malloc.h>`, which the Glibc module does not include).
    static let mmapThresholdParameter: Int32 = -3

    /// The C signature of `mallopt(int parameter, int value)`.
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// Fixes the allocator's mapping threshold at ``mappingThreshold``; whether the allocator took it (false where
    /// there is no glibc `mallopt`, and the allocator's defaults stand).
    @discardableResult
    public static func enable() -> Bool {
        #if os(Linux) && canImport(Glibc)
        // Looked up at run time: `mallopt` is glibc's, and the Glibc module does not declare it.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(mmapThresholdParameter, mappingThreshold) == 1
        #else
        return false
        #endif
    }
}
