import ScreenReaderSim
import Testing

/// Checks a screen's focus order on VoiceOver and TalkBack, side by side with every announcement (as `srsim order`
/// prints it), against a golden file beside the test: `__Snapshots__/<TestFile>/<name>.txt`.
///
///     @Test func settingsReadingOrder() throws {
///         expectFocusOrder(of: settingsScreen, matchesSnapshot: "settings")
///     }
///
/// The first run writes the golden file and fails; later runs compare with it. `SRSIM_RECORD_SNAPSHOTS=all`
/// re-records (and fails), `never` refuses to write (for CI).
/// - Parameters:
///   - screen: The screen to describe.
///   - name: The golden file's name, without `.txt`.
///   - record: When to write the golden file; the environment's mode, else `.missing`, when nil.
///   - directory: A folder to keep the golden file in instead of the one beside the test.
public func expectFocusOrder(
    of screen: Screen,
    matchesSnapshot name: String,
    record: SnapshotRecording? = nil,
    directory: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    SnapshotAssertions.focusOrder(of: screen, named: name, record: record, directory: directory,
                                  at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// Checks everything a reader has done since it started (each event on a line: focus moves, speech, state changes,
/// boundaries, no-effects) against a golden file beside the test, like ``expectFocusOrder(of:matchesSnapshot:record:directory:sourceLocation:file:line:)``.
/// - Parameters:
///   - reader: The reader whose log to check.
///   - name: The golden file's name, without `.txt`.
///   - record: When to write the golden file; the environment's mode, else `.missing`, when nil.
///   - directory: A folder to keep the golden file in instead of the one beside the test.
public func expectLog(
    of reader: ScreenReader,
    matchesSnapshot name: String,
    record: SnapshotRecording? = nil,
    directory: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    SnapshotAssertions.log(of: reader, named: name, record: record, directory: directory,
                           at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// The snapshot checks behind both spellings (`expectFocusOrder` for Swift Testing, `AssertFocusOrder` for XCTest).
enum SnapshotAssertions {
    static func focusOrder(
        of screen: Screen, named name: String, record: SnapshotRecording?, directory: String?, at location: CallerLocation
    ) {
        let text: String
        do {
            text = try FocusOrderReport(screen: screen).text()
        } catch {
            location.recordFailure("The screen has no focus order: \(error)")
            return
        }
        SnapshotChecks.compare(text, named: name, record: record,
                               directory: directory, at: location)
    }

    static func log(
        of reader: ScreenReader, named name: String, record: SnapshotRecording?, directory: String?, at location: CallerLocation
    ) {
        let header = "\(reader.kind.displayName) on \"\(reader.screen.title)\"\n"
        let text = header + reader.log.map { "\($0)\n" }.joined()
        SnapshotChecks.compare(text, named: name, record: record,
                               directory: directory, at: location)
    }
}
