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
}
