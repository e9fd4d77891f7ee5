/// A problem found in a scenario file: what, where, and how to fix it.
///
/// Diagnostics are values; ``DiagnosticRenderer`` is the one place that turns them into text:
///
///     settings.scenario:3:3: error: unknown element kind 'swich'; did you mean 'switch'?
///        3 |   swich "Wi-Fi" on
///          |   ^~~~~
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot run.
        case error
        /// The file runs, but something is probably wrong.
        case warning
    }

    /// What a diagnostic says, without where: declared as static constructors next to the code that emits them.
    public struct Message: Hashable, Sendable {
        /// A stable identifier, e.g. `unknown-kind`, for tests and filters.
        public var id: String
        /// How bad it is.
        public var severity: Severity
        /// The sentence, saying what is wrong and how to fix it.
        public var text: String
        /// Extra lines shown after the excerpt.
        public var notes: [String]
        /// The word the user probably meant, shown as `did you mean '...'?`.
        public var suggestion: String?

        /// A message with a stable `id`.
        public init(id: String, severity: Severity = .error, _ text: String, notes: [String] = [], suggestion: String? = nil) {
            self.id = id
            self.severity = severity
            self.text = text
            self.notes = notes
            self.suggestion = suggestion
        }
    }

    /// A stable identifier, e.g. `unknown-kind`.
    public var id: String { message.id }
    /// How bad it is.
    public var severity: Severity { message.severity }
    /// The sentence, without the suggestion.
    public var text: String { message.text }
    /// Extra lines shown after the excerpt.
    public var notes: [String] { message.notes }
    /// The word the user probably meant.
    public var suggestion: String? { message.suggestion }
    /// Where the offending word starts.
    public var location: SourceLocation { range.lowerBound }
    /// The offending word(s).
    public let range: SourceRange
    /// What is wrong.
    public let message: Message

    /// A diagnostic for `message` at `range`.
    public init(_ message: Message, at range: SourceRange) {
        self.message = message
        self.range = range
    }

    /// The message with its suggestion: `unknown element kind 'swich'; did you mean 'switch'?`.
    public var fullMessage: String {
        guard let suggestion = message.suggestion else { return message.text }
        return "\(message.text); did you mean '\(suggestion)'?"
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE` on one line, without the excerpt.
    public var description: String { "\(location): \(severity.rawValue): \(fullMessage)" }
}
