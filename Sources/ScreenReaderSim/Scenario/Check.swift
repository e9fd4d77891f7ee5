/// An `expect` line: an element's state, whether it is enabled, or that focus is on the stop holding it.
public struct Check: Hashable, Sendable {
    /// What must hold.
    public enum Expectation: Hashable, Sendable {
        /// `expect "LABEL" is on` (or `off`, `checked`, ..., `value N`).
        case state(ControlState)
        /// `expect "LABEL" is enabled` (true) or `is disabled` (false).
        case enabled(Bool)
        /// `expect focus "LABEL"`.
        case focus
    }

    /// The label (or id) naming the element, as written.
    public var label: String
    /// What must hold.
    public var expectation: Expectation
    /// Where the `expect` line is.
    public var location: SourceLocation?

    /// A check that `label` meets `expectation`.
    public init(_ label: String, _ expectation: Expectation, location: SourceLocation? = nil) {
        self.label = label
        self.expectation = expectation
        self.location = location
    }
}
