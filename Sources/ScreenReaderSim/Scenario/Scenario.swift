/// One runnable scenario: a name, the readers it runs with, and its steps, each starting from the screen as declared.
public struct Scenario: Hashable, Sendable {
    /// The name after `scenario`.
    public var name: String
    /// Where the `scenario` line is.
    public var location: SourceLocation?
    /// The readers of the `using` line, in order; the scenario runs once for each.
    public var readers: [ReaderKind]
    /// The steps and checks, in order.
    public var steps: [Step]

    /// A scenario named `name` run with `readers`.
    public init(_ name: String, location: SourceLocation? = nil, readers: [ReaderKind], steps: [Step]) {
        self.name = name
        self.location = location
        self.readers = readers
        self.steps = steps
    }
}
