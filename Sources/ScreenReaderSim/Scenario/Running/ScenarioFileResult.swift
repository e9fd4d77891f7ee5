/// What happened when every scenario of a file ran.
public struct ScenarioFileResult: Hashable, Sendable {
    /// The file's path as the user gave it, if any.
    public var file: String?
    /// Each scenario's result, in file order.
    public var scenarios: [ScenarioResult]

    /// Every failure, in file order.
    public var failures: [ScenarioFailure] { scenarios.flatMap(\.failures) }

    /// Whether every scenario passed.
    public var passed: Bool { scenarios.allSatisfy(\.passed) }
}
