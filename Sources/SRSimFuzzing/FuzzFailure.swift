/// A broken invariant found by a fuzz target: what should hold, and what was seen instead.
///
/// The fuzz executables turn it into a crash (so libFuzzer saves the input); `swift test` reports it as a failure.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    /// The invariant that broke, in a sentence.
    public var description: String

    /// A failure saying `description`.
    public init(_ description: String) { self.description = description }

    /// Throws a failure saying `message()` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
        if !condition { throw FuzzFailure(message()) }
    }
}
