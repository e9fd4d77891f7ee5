/// A benchmark that did not do what its name says (a toggle that did not toggle, a scenario that failed).
public struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    init(_ description: String) { self.description = description }
}
