import Foundation
import Testing

/// Compares `actual` with the golden file `Snapshots/<name>` beside this file.
///
/// With `RECORD_SNAPSHOTS` set, or when the file is missing, it writes `actual` there and fails, so a recording run never
/// passes silently.
func expectAuditSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(name); re-run without RECORD_SNAPSHOTS to check against it.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard expected != actual else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
    let wanted = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "(end of file)"
    let got = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "(end of output)"
    Issue.record(
        """
        Snapshot \(name) differs at line \(firstDifference + 1):
        – \(wanted)
        + \(got)
        Re-run with RECORD_SNAPSHOTS=1 to accept the new output.
        """,
        sourceLocation: sourceLocation
    )
}
