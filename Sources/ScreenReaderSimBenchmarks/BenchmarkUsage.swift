import Foundation

/// What `srsim-benchmarks --help` prints, and the note on how figures are timed that every run prints first.
public enum BenchmarkUsage {
    /// The help text.
    public static let text = """
        USAGE: srsim-benchmarks [--quick] [bigscreen|expandables|layers|touch|nesting|suite|python|audit|engine|import] [OPTIONS]
               srsim-benchmarks generate ...
        Build it in release mode: swift run -c release srsim-benchmarks

        Prints one 'NAME: VALUE UNIT' line per figure, as soon as it is measured; each timed figure is the median of the
        number of runs the first lines give; an engine, expandables or touch 'scaling' figure is the median of the ratios
        of runs on the smallest and the larger screen taken in turns. \(clockNote)

        BENCHMARKS (default: all of them):
          bigscreen     `srsim run` as a process on a screen-heavy 6 MB file: CPU time, MB/s, peak per input byte
                        (times the srsim beside srsim-benchmarks: build it first, swift build -c release)
          expandables   a screen whose stops come and go, at 1,000 and 100,000 elements
          layers        a dialog opened (first open on plain, framed and reordered screens, and each of 200
                        dialogs' first), swiped in and closed, the rotor finding nothing, and memory per opened
                        dialog, on screens of 1,000 and 1M elements
          touch         a touch by label on every kind it lands on, at each engine size, and its scaling
          nesting       screens nested 1,000, 10,000 and 100,000 levels deep, compiled, read and audited
          suite         the scenario files, and the big file
          python        the suite against reference/scenario_interpreter.py (SRSIM_PYTHON names the python3 to use,
                        SRSIM_PYTHON_REFERENCE the script)
          audit         the audit
          engine        per-input costs on screens of 1k to 1M elements, against building the announcement strings

        OPTIONS:
          --quick                 tiny sizes (what the test runs)
          --sizes=N,N,...         the screen sizes (engine, audit, expandables)
          --import-sizes=N,N,...  the dump sizes in nodes (import; 5000 unless given)
          --runs=N                the repetitions of each figure
          --operations=N          the inputs per engine run
          --files=N               the suite's files (0 leaves the suite out)
          --big-file-bytes=N      the big file's size (0 leaves it out)
          --big-screen-bytes=N    the screen-heavy file's size (0 leaves it out)
          --srsim=PATH            the srsim executable bigscreen times
          --kinds=NAME,NAME,...   the label kinds touch touches ("radio", "row by its control"...; all unless given)
          --threads=N,N,...       the threads the suite and python run on
          -h, --help              this text
        """

    /// How the figures are timed, printed as the first line of every run.
    public static let clockNote = "Times are CPU time of this process (clock_gettime CLOCK_PROCESS_CPUTIME_ID, every "
        + "thread, user and system), except the suite on several threads and the Python reference, which are wall-clock time, "
        + "and the big screen's, which are its child srsim's (wait4)."

    /// Which `srsim` the big screen's figures time, printed before them: the executable and when it was built, so a
    /// stale one shows.
    public static func bigScreenNote(srsim: String) -> String {
        let built = (try? FileManager.default.attributesOfItem(atPath: srsim)[.modificationDate] as? Date)
            .map { " (built \(ISO8601DateFormatter().string(from: $0)))" } ?? ""
        return "The big screen times \(srsim)\(built), started anew for each run: its CPU time and peak from wait4."
    }

    /// Whether the C heap (where Swift keeps every string longer than 15 bytes and every class instance) is on huge pages,
    /// printed as the second line of every run: on Linux only when `GLIBC_TUNABLES` holds `glibc.malloc.hugetlb=1` (or
    /// `=2`). The engine's own big tables ask for huge pages themselves (`HugePages`); a label or a box on the heap reached
    /// at random on a screen of a million elements costs an address translation more without them (see the Speed article).
    public static func heapNote(environment: [String: String]) -> String {
        let tunables = environment["GLIBC_TUNABLES"] ?? ""
        let onHugePages = tunables.split(separator: ":").contains { $0 == "glibc.malloc.hugetlb=1" || $0 == "glibc.malloc.hugetlb=2" }
        return "The C heap is " + (onHugePages ? "on huge pages (GLIBC_TUNABLES=\(tunables))." : "on ordinary pages (GLIBC_TUNABLES "
            + "does not set glibc.malloc.hugetlb); the engine's own big tables ask for huge pages.")
    }

    /// Whether `arguments` (without the program's name) ask for help.
    public static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
    }
}
