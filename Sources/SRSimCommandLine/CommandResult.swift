/// What a command printed and how it ended, so the whole CLI can be tested in process.
public struct CommandResult: Sendable, Equatable {
    /// Standard output.
    public var stdout: String = ""
    /// Standard error.
    public var stderr: String = ""
    /// The exit code.
    public var exitCode: ExitCode = .success

    /// An empty result that exits 0.
    public init() {}

    /// Appends a line (a newline is added) to standard output.
    mutating func out(_ text: String) {
        let text = TerminalText.escapingControls(text)
        stdout += text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    }

    /// Appends a line (a newline is added) to standard error.
    mutating func err(_ text: String) {
        let text = TerminalText.escapingControls(text)
        stderr += text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    }

    /// Keeps the worse of the current and the given exit code (usage > parse error > failure > success).
    mutating func worsen(to code: ExitCode) {
        let rank: [ExitCode: Int] = [.success: 0, .failure: 1, .parseError: 2, .usage: 3]
        if (rank[code] ?? 0) > (rank[exitCode] ?? 0) { exitCode = code }
    }
}
