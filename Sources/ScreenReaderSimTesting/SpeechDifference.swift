import ScreenReaderSim

/// A readable, line-by-line comparison of the utterances a test expected with the ones a reader spoke.
///
/// Lines are matched with ``Speech/matches(_:_:)-(String,String)``, so case and separators do not count as differences:
///
///     Speech differs:
///     − "Wi-Fi, on, switch button, double tap to toggle setting"
///     + "Wi-Fi, off, switch button, double tap to toggle setting"
///     (Expected: −, Actual: +)
public struct SpeechDifference: Hashable, Sendable, CustomStringConvertible {
    /// One line of the comparison.
    public enum Line: Hashable, Sendable {
        /// An utterance both lists have (shown as the reader spoke it).
        case same(String)
        /// An utterance the test expected that the reader did not speak.
        case missing(String)
        /// An utterance the reader spoke that the test did not expect.
        case unexpected(String)
    }

    /// The utterances the test expected.
    public let expected: [String]
    /// The utterances the reader spoke.
    public let actual: [String]
    /// The comparison, in order.
    public let lines: [Line]

    /// Compares `expected` with `actual`, or returns nil when they match under the speech comparison rule.
    public init?(expected: [String], actual: [String]) {
        guard !Speech.matches(expected, actual) else { return nil }
        self.expected = expected
        self.actual = actual
        let difference = actual.difference(from: expected) { Speech.matches($0, $1) }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [Line] = []
        var expectedPosition = 0
        var actualPosition = 0
        while expectedPosition < expected.count || actualPosition < actual.count {
            if expectedPosition < expected.count && removed.contains(expectedPosition) {
                lines.append(.missing(expected[expectedPosition]))
                expectedPosition += 1
            } else if actualPosition < actual.count && inserted.contains(actualPosition) {
                lines.append(.unexpected(actual[actualPosition]))
                actualPosition += 1
            } else if actualPosition < actual.count {
                lines.append(.same(actual[actualPosition]))
                expectedPosition += 1
                actualPosition += 1
            } else {
                // Unreachable for a well-formed difference; keep the rest visible rather than trap.
                lines.append(.missing(expected[expectedPosition]))
                expectedPosition += 1
            }
        }
        self.lines = lines
    }

    /// The comparison as text: `−` for expected but not spoken, `+` for spoken but not expected, then a legend.
    public var description: String {
        var text = lines.isEmpty ? [] : lines.map { line -> String in
            switch line {
            case .same(let utterance): "  \(quoted(utterance))"
            case .missing(let utterance): "− \(quoted(utterance))"
            case .unexpected(let utterance): "+ \(quoted(utterance))"
            }
        }
        if expected.isEmpty { text.insert("(expected nothing to be spoken)", at: 0) }
        if actual.isEmpty { text.append("(nothing was spoken)") }
        text.append("(Expected: −, Actual: +)")
        return text.joined(separator: "\n")
    }

    private func quoted(_ utterance: String) -> String { "\"\(utterance)\"" }
}
