#if canImport(Glibc)
import Glibc
#endif

/// How `srsim` has glibc's `malloc` back its big blocks with 2 MiB pages (transparent huge pages) when it reads a big
/// input: by starting itself again, once, with glibc's `glibc.malloc.hugetlb=1` tunable set.
///
/// A screen-heavy file of megabytes makes lists of megabytes, and with 4 KiB pages the kernel takes one page fault for
/// every 4 KiB first written: about 22,000 faults for a 6 MB file and 165,000 for a 53 MB one, a third of the run's
/// CPU time spent in the kernel on a virtual machine. With the tunable, `malloc` asks for huge pages
/// (`madvise(MADV_HUGEPAGE)`) on the blocks it maps and the heap it grows, and the kernel fills 2 MiB a fault
/// (Speed article, seventh round). glibc reads its tunables only when a process starts, from the environment, so
/// `srsim` sets the variable and replaces itself with the same program and arguments (`execv`), before it has read
/// anything or written a byte: output, exit code, standard input and open files are those of the first start.
///
/// It restarts only when it is worth a second start: when the files its arguments name hold at least
/// ``minimumInputBytes`` together (folders are not walked: a suite of small files gains nothing). Below that, the
/// library's own big lists ask for huge pages where they are made (`HugePages`), and only the heap's small blocks are
/// on 4 KiB pages: on a 6.0 MB file about 1,300 page faults more, which cost less than a second start (Speed article,
/// tenth round); on a 53.4 MB file about 12,000 more, which cost more. It never restarts when the environment already
/// names the tunable (whatever its value: a user's choice stands, and the restarted process sees it set), where glibc
/// or `/proc/self/exe` is missing, or on another system; if the restart fails, the first start goes on as before.
/// Only `srsim` itself does this: a process that embeds the library keeps its allocator as it is.
public enum HugePagedHeap {
    /// The glibc tunable that has `malloc` ask for huge pages.
    public static let tunable = "glibc.malloc.hugetlb=1"

    /// The environment variable glibc reads its tunables from, `name=value` pairs separated by colons.
    public static let variable = "GLIBC_TUNABLES"

    /// The least input, in bytes, worth starting again for: 16 MiB (see the type's summary).
    public static let minimumInputBytes = 16 << 20

    /// The value `GLIBC_TUNABLES` takes for the restart: `existing` with ``tunable`` added; nil when `existing` already
    /// sets `glibc.malloc.hugetlb` (to any value), so nothing is restarted.
    public static func tunables(adding existing: String?) -> String? {
        guard let existing, !existing.isEmpty else { return tunable }
        let names = existing.split(separator: ":").map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
        if names.contains("glibc.malloc.hugetlb") { return nil }
        return existing + ":" + tunable
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

    /// Starts this program again with ``tunable`` set when the run is worth it (see the type's summary); returns
    /// only when it does not restart, or when restarting fails.
    public static func restartIfWorthIt(arguments: [String]) {
        #if os(Linux) && canImport(Glibc)
        let existing = getenv(variable).map { String(cString: $0) }
        guard let value = tunables(adding: existing),
              isWorthRestarting(arguments: Array(arguments.dropFirst()), fileSize: regularFileSize) else { return }
        setenv(variable, value, 1)
        var pointers = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", &pointers)
        // Only a failed restart gets here: the first start goes on, as it would have without the tunable.
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
