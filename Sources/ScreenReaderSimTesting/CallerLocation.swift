import Foundation
import Testing
import XCTest

/// Where a speech helper was called, in the forms both test frameworks want; failures are recorded there.
struct CallerLocation {
    /// The location Swift Testing reports.
    var sourceLocation: Testing.SourceLocation
    /// The file XCTest reports.
    var file: StaticString
    /// The line XCTest reports.
    var line: UInt

    /// Records `message` as a failure: into the innermost ``collectFailures(_:)`` when there is one, else with whichever
    /// framework runs the current test: Swift Testing when a `Test` is running, else XCTest (`XCTFail`).
    func recordFailure(_ message: String) {
        if let collector = FailureCollector.current {
            collector.append(CollectedFailure(message: message, sourceLocation: sourceLocation))
        } else if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}

/// Runs `body` and returns the failure messages this library's checks inside it would have recorded, instead of
/// recording them, in order. For testing your own helpers built on these checks, without known-issue noise:
///
///     let failures = collectFailures { expectSpeech(voiceOver, after: .swipeRight, "Wi-Fi, on") }
///     #expect(failures.map(\.message) == ["VoiceOver speech differs after swipe right: ..."])
///
/// - Parameter body: The checks to run.
/// - Returns: Each failure with its message and the line it would have been reported at (empty when every check passed).
public func collectFailures(_ body: () throws -> Void) rethrows -> [CollectedFailure] {
    let collector = FailureCollector()
    try FailureCollector.$current.withValue(collector) { try body() }
    return collector.messages
}

/// The failures collected by the innermost ``collectFailures(_:)``.
final class FailureCollector: @unchecked Sendable {
    /// The collector of the running ``collectFailures(_:)``, if any.
    @TaskLocal static var current: FailureCollector?

    private let lock = NSLock()
    private var collected: [CollectedFailure] = []

    /// The failures so far, in order.
    var messages: [CollectedFailure] { lock.withLock { collected } }

    /// Adds one failure.
    func append(_ failure: CollectedFailure) { lock.withLock { collected.append(failure) } }
}

/// A failure a check recorded inside ``collectFailures(_:)``.
public struct CollectedFailure: Hashable, Sendable, CustomStringConvertible {
    /// The failure's text, as a test run would show it.
    public var message: String
    /// Where it would have been reported: the line that called the check.
    public var sourceLocation: Testing.SourceLocation

    /// The message.
    public var description: String { message }
}
