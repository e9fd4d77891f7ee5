/// What `srsim-benchmarks --help` prints, and the note on how figures are timed that every run prints first.
public enum BenchmarkUsage {
    /// The help text.
    public static let text = """
        USAGE: srsim-benchmarks [--quick] [expandables|layers|nesting|suite|python|audit|engine] [OPTIONS]
               srsim-benchmarks generate ...
        Build it in release mode: swift run -c release srsim-benchmarks

        Prints one 'NAME: VALUE UNIT' line per figure, as soon as it is measured; each timed figure is the median of the
        number of runs the first lines give. \(clockNote)

        BENCHMARKS (default: all of them):
          expandables   a screen whose stops come and go, at 1,000 and 100,000 elements
          layers        a dialog opened, swiped in and closed over a screen of 1,000 and 100,000 elements
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
          --threads=N,N,...       the threads the suite and python run on
          -h, --help              this text
        """

    /// How the figures are timed, printed as the first line of every run.
    public static let clockNote = "Times are CPU time of this process (clock_gettime CLOCK_PROCESS_CPUTIME_ID, every "
        + "thread, user and system), except the suite on several threads and the Python reference, which are wall-clock time."

    /// Whether `arguments` (without the program's name) ask for help.
    public static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
    }
}
