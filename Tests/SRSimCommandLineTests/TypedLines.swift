import Foundation

/// Lines typed into `srsim live`, handed out one at a time.
final class TypedLines {
    private var remaining: [String]
    /// How many lines were asked for.
    private(set) var taken = 0

    init(_ lines: [String]) { remaining = lines }

    func next() -> String? {
        guard !remaining.isEmpty else { return nil }
        taken += 1
        return remaining.removeFirst()
    }
}
