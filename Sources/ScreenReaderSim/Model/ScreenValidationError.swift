/// The errors ``Screen/validate()`` found in a screen built in Swift: each one a scenario file would reject, with the
/// same id and message. Its description lists them one a line.
public struct ScreenValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every error found, in element order (never empty).
    public var problems: [ScreenProblem]

    /// An error listing `problems`.
    public init(problems: [ScreenProblem]) {
        self.problems = problems
    }

    /// `the screen "Settings" has 2 errors:` then each problem on a line of its own.
    public var description: String {
        let count = problems.count == 1 ? "1 error" : "\(problems.count) errors"
        return (["the screen has \(count) that a scenario file would reject:"] + problems.map { "  \($0)" })
            .joined(separator: "\n")
    }
}
