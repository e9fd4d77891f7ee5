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

    /// Records `message` as a failure with whichever framework runs the current test: Swift Testing when a `Test` is
    /// running, else XCTest (`XCTFail`).
    func recordFailure(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
