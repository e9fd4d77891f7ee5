/// ANSI colour for terminal output: on only when writing to a terminal and `NO_COLOR` is not set.
public struct TextStyle: Sendable {
    /// Whether colour codes are written.
    public let isEnabled: Bool

    /// Colour decided from where output goes and the environment (`NO_COLOR` set to anything turns it off).
    public init(isTerminal: Bool, environment: [String: String], disabled: Bool = false) {
        isEnabled = isTerminal && environment["NO_COLOR"] == nil && !disabled && environment["TERM"] != "dumb"
    }

    /// Red bold, for errors and failures.
    func error(_ text: String) -> String { wrap(text, "1;31") }
    /// Yellow bold, for warnings.
    func warning(_ text: String) -> String { wrap(text, "1;33") }
    /// Green, for passes.
    func success(_ text: String) -> String { wrap(text, "32") }
    /// Bold, for headings.
    func strong(_ text: String) -> String { wrap(text, "1") }
    /// Dim, for secondary detail.
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        // ESC is written as TerminalText's stand-in, turned into ESC as the line is written: text from a file that
        // holds ESC is escaped there, so only these codes colour the terminal.
        isEnabled ? "\(TerminalText.styleEscape)[\(code)m\(text)\(TerminalText.styleEscape)[0m" : text
    }
}
