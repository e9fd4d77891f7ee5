/// A `scenario "Name"` block: its `using` line and its steps and checks.
public struct ScenarioSyntax: Hashable, Sendable {
    /// The `using R, R...` line.
    public struct Using: Hashable, Sendable {
        /// The `using` keyword.
        public var keyword: Token
        /// The reader words, in order.
        public var readers: [Token]
        /// The whole line.
        public var range: SourceRange
    }

    /// The `scenario` keyword.
    public var keyword: Token
    /// The name string, if present.
    public var name: Token?
    /// The `using` line, if present.
    public var using: Using?
    /// The steps and checks, in order.
    public var steps: [StepSyntax]
    /// The `scenario` line.
    public var range: SourceRange
}
