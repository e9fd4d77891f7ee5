/// A step or check that did not hold for one reader, with where it is and what happened instead.
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is, with the expected and actual values.
    public enum Reason: Hashable, Sendable {
        /// The reader said something else (each list is the utterances, in order).
        case speech(expected: [String], actual: [String])
        /// An element's state differs (`actual` is nil when it has none).
        case state(label: String, expected: ControlState, actual: ControlState?)
        /// An element is enabled when it should be disabled, or the other way round.
        case enabled(label: String, expected: Bool, actual: Bool)
        /// Focus is elsewhere (`actual` is the focused element's name, nil when nothing is focused).
        case focus(label: String, actual: String?)
        /// The step could not run at all (a lookup or focus-order problem the file checks missed).
        case couldNotRun(String)
    }

    /// Where the failing step's line is.
    public var location: SourceLocation?
    /// The reader it failed for.
    public var reader: ReaderKind
    /// What went wrong.
    public var reason: Reason

    /// A failure of `reason` for `reader` at `location`.
    public init(location: SourceLocation?, reader: ReaderKind, reason: Reason) {
        self.location = location
        self.reader = reader
        self.reason = reason
    }

    /// The sentence, without the location:
    /// `expected "Wi-Fi, on" but VoiceOver said "Wi-Fi, off, switch button, double tap to toggle setting"`.
    public var message: String {
        let name = reader.displayName
        switch reason {
        case .speech(let expected, let actual):
            return "expected \(Self.utterances(expected)) but \(name) said \(Self.utterances(actual))"
        case .state(let label, let expected, let actual):
            let actualText = actual.map { "it is \($0)" } ?? "it has no state"
            return "expected \(Token.quoted(label)) to be \(expected), but \(actualText) (\(name))"
        case .enabled(let label, let expected, let actual):
            return "expected \(Token.quoted(label)) to be \(expected ? "enabled" : "disabled"), but it is \(actual ? "enabled" : "disabled") (\(name))"
        case .focus(let label, let actual):
            let actualText = actual.map { "focus is on \(Token.quoted($0))" } ?? "nothing is focused"
            return "expected focus on \(Token.quoted(label)), but \(actualText) (\(name))"
        case .couldNotRun(let problem):
            return "\(problem) (\(name))"
        }
    }

    /// `FILE:LINE: message`, the form every failure is printed in.
    public var description: String {
        guard let location else { return message }
        return (location.file.map { "\($0):" } ?? "") + "\(location.line): \(message)"
    }

    /// Utterances as a scenario writes them: `"A", "B"`, or `nothing` for none.
    public static func utterances(_ list: [String]) -> String {
        list.isEmpty ? "nothing" : list.map(Token.quoted).joined(separator: ", ")
    }
}
