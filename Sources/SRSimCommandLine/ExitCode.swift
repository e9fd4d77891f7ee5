/// The exit codes `srsim` uses, as scripts and CI read them.
public enum ExitCode: Int32, Sendable {
    /// Everything passed.
    case success = 0
    /// An expectation failed, or the audit found an error.
    case failure = 1
    /// A file could not be parsed (nothing of it was run).
    case parseError = 2
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// An input file or folder could not be opened or held no scenario files (`EX_NOINPUT`, "cannot open input").
    case cannotOpenInput = 66

    /// How bad the outcome is, for keeping the worst of several: success < failure < parse error < cannot open input <
    /// usage.
    var severity: Int {
        switch self {
        case .success: 0
        case .failure: 1
        case .parseError: 2
        case .cannotOpenInput: 3
        case .usage: 4
        }
    }

    /// The exit codes as the commands' help lists them.
    static let helpText = "Exit status: 0 all passed, 1 an expectation failed, 2 a file could not be parsed, "
        + "64 bad usage, 66 an input could not be opened."
}
