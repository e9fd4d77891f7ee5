#if canImport(Glibc)
import Glibc
#endif

/// How `srsim` has glibc's `malloc` back its big blocks with 2 MiB pages (transparent huge pages) when it reads a big
/// input: by starting itself again, once, with glibc's `glibc.malloc.hugetlb=1` and `glibc.malloc.top_pad` tunables set.
///
/// A screen-heavy file of megabytes makes lists of megabytes, and with 4 KiB pages the kernel takes one page fault for
/// every 4 KiB first written: about 22,000 faults for a 6 MB file and 165,000 for a 53 MB one, a third of the run's
/// CPU time spent in the kernel on a virtual machine. With `hugetlb=1`, `malloc` asks for huge pages
/// (`madvise(MADV_HUGEPAGE)`) on the blocks it maps and the heap it grows, and the kernel fills 2 MiB a fault
/// (Speed article, seventh round). The kernel can only give whole, aligned 2 MiB pages, so a heap grown a little at a
/// time (glibc's default pads each growth by 128 KiB) is still mostly faulted 4 KiB at a time; with a pad of
/// ``topPadBytes`` the heap grows in steps of 8 MiB and most of it is filled a huge page at a time (the 6.0 MB file
/// about 6,000 faults and now about 3,900, at the same peak; Speed article, eighth round). The pad is room only: pages
/// of it never written are never resident, and glibc still gives back what is freed beyond it.
///
/// glibc reads its tunables only when a process starts, from the environment, so `srsim` sets the variable and replaces
/// itself with the same program and arguments (`execv`), before it has read anything or written a byte: output, exit
/// code, standard input and open files are those of the first start.
///
/// It restarts only when it is worth a second start (about a millisecond): when the files its arguments name hold at
/// least ``minimumInputBytes`` together (folders are not walked: a suite of small files gains nothing). It never
/// restarts when the environment already names one of its tunables (whatever its value: a user who tunes `malloc`
/// keeps every choice, and the restarted process sees them set), where glibc or `/proc/self/exe` is missing, or on
/// another system; if the restart fails, the first start goes on as before. Only `srsim` itself does this: a process
/// that embeds the library keeps its allocator as it is.
public enum HugePagedHeap {
    /// How many bytes glibc adds to each growth of the heap (`glibc.malloc.top_pad`): 8 MiB, four huge pages. 4 MiB
    /// saved under a third of the faults that 8 MiB saves; 32 MiB saved more faults but raised the 6.0 MB file's peak by 6 MB
    /// (a fresh pad's first huge page is whole).
    public static let topPadBytes = 8 << 20

    /// The glibc tunables the restart sets, in order: `malloc` asks for huge pages, and pads each growth of its heap by
    /// ``topPadBytes``.
    public static let tunables: [(name: String, value: String)] = [
        ("glibc.malloc.hugetlb", "1"), ("glibc.malloc.top_pad", String(topPadBytes)),
    ]

    /// The environment variable glibc reads its tunables from, `name=value` pairs separated by colons.
    public static let variable = "GLIBC_TUNABLES"

    /// The least input, in bytes, worth starting again for: 4 MiB (a 1 MB file's run is over in tens of milliseconds).
    public static let minimumInputBytes = 4 << 20

    /// The value `GLIBC_TUNABLES` takes for the restart: `existing` with ``tunables`` added; nil when `existing`
    /// already names one of them (with any value), so nothing is restarted.
    public static func tunables(adding existing: String?) -> String? {
        let ours = tunables.map { "\($0.name)=\($0.value)" }.joined(separator: ":")
        guard let existing, !existing.isEmpty else { return ours }
        let names = existing.split(separator: ":").map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
        if tunables.contains(where: { names.contains(Substring($0.name)) }) { return nil }
        return existing + ":" + ours
    }

    /// Whether a run over `arguments` (without the program name) reads enough to be worth starting again: the
    /// arguments that name regular files hold at least ``minimumInputBytes`` together. `fileSize` gives a regular
    /// file's size in bytes, nil for anything else (a folder, a missing path, an option).
    public static func isWorthRestarting(arguments: [String], fileSize: (String) -> Int?) -> Bool {
        var total = 0
        for argument in arguments where !argument.hasPrefix("-") {
            total += fileSize(argument) ?? 0
            if total >= minimumInputBytes { return true }
        }
        return false
    }

    /// Starts this program again with ``tunables`` set when the run is worth it (see the type's summary); returns
    /// only when it does not restart, or when restarting fails.
    public static func restartIfWorthIt(arguments: [String]) {
        #if os(Linux) && canImport(Glibc)
        let existing = getenv(variable).map { String(cString: $0) }
        guard let value = tunables(adding: existing),
              isWorthRestarting(arguments: Array(arguments.dropFirst()), fileSize: regularFileSize) else { return }
        setenv(variable, value, 1)
        var pointers = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", &pointers)
        // Only a failed restart gets here: the first start goes on, as it would have without the tunables.
        for pointer in pointers { free(pointer) }
        if let existing { setenv(variable, existing, 1) } else { unsetenv(variable) }
        #endif
    }

    /// The size of the regular file at `path`, nil for anything else.
    static func regularFileSize(_ path: String) -> Int? {
        #if canImport(Glibc)
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
        #else
        return nil
        #endif
    }
}
