/// What a process about to exit leaves to the operating system instead of freeing: a big file's screen, index and
/// scenarios are millions of objects, and freeing them one by one costs about as much as building them did, for
/// memory the system takes back at once when the process ends.
///
/// Only `srsim` itself asks for this (``SRSim/run(_:environment:isTerminal:input:stream:errorStream:exitsAfterward:)``);
/// a caller that goes on running, such as a test, frees everything as usual.
enum LeftAtExit {
    /// The smallest file (in bytes of text) worth leaving: a small file is freed in no time, and a suite of many keeps
    /// its memory flat by freeing each one as it goes (a run of one file leaves it whatever its size).
    static let smallestFileBytes = 1 << 20

    /// A value held by nothing but an unbalanced retain.
    private final class Holder<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` alive until the process exits: it is never freed.
    static func leave<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
