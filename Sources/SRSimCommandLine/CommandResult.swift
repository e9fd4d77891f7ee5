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
        Self.append(TerminalText.escapingControls(text), to: &stdout)
    }

    /// Appends a line (a newline is added) to standard error.
    mutating func err(_ text: String) {
        Self.append(TerminalText.escapingControls(text), to: &stderr)
    }

    /// Appends `text` to `stream`, then a newline unless `text` is empty or already ends in one (appended in place:
    /// no copy of `text` with its newline is made first).
    private static func append(_ text: String, to stream: inout String) {
        stream += text
        if !text.isEmpty && !endsInNewline(text) { stream += "\n" }
    }

    /// `text.hasSuffix("\n")` read from its last bytes: its last character is a lone line feed (a carriage return and
    /// line feed together are one character, which is not `"\n"`).
    static func endsInNewline(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.last == 0x0A else { return false }
        return bytes.dropLast().last != 0x0D
    }

    /// Keeps the worse of the current and the given exit code (``ExitCode/severity``).
    mutating func worsen(to code: ExitCode) {
        if code.severity > exitCode.severity { exitCode = code }
    }
}
