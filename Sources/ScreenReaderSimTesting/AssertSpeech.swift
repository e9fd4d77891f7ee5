import ScreenReaderSim
import Testing

// XCTest spellings of the speech helpers: the same checks, with defaults that need no `import Testing` at the call site.

/// XCTest spelling of ``expectSpeech(_:after:_:sourceLocation:file:line:)``: performs `input` and checks what was spoken.
///
///     func testWiFiRow() throws {
///         let voiceOver = try VoiceOver(screen)
///         AssertSpeech(voiceOver, after: .swipeRight, "Wi-Fi, off, switch button, double tap to toggle setting")
///     }
///
/// - Parameters:
///   - reader: The reader to drive.
///   - input: The gesture or key to perform.
///   - expected: The utterances the input should produce (none: nothing spoken).
///   - file: Where a failure is reported; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - fileID: Where a Swift Testing failure is reported; leave the default.
///   - column: Where a Swift Testing failure is reported; leave the default.
/// - Returns: The events the input produced.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func AssertSpeech(
    _ reader: ScreenReader,
    after input: Input,
    _ expected: String...,
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) -> [ReaderEvent] {
    SpeechChecks.speech(reader, after: input, expected, at: .init(file: file, line: line, fileID: fileID, column: column))
}

/// XCTest spelling of ``expectSpoken(_:_:sourceLocation:file:line:)``: compares utterances under the comparison rule of `Speech.matches`.
///
/// - Parameters:
///   - actual: What a reader spoke, e.g. ``ScreenReader/spokenLog``.
///   - expected: What it should have spoken.
///   - file: Where a failure is reported; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - fileID: Where a Swift Testing failure is reported; leave the default.
///   - column: Where a Swift Testing failure is reported; leave the default.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AssertSpoken(
    _ actual: [String],
    _ expected: [String],
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) {
    SpeechChecks.spoken(actual, expected, at: .init(file: file, line: line, fileID: fileID, column: column))
}

/// XCTest spelling of ``expectAnnouncements(_:_:sourceLocation:file:line:)``: checks every stop's utterance, in order.
///
/// - Parameters:
///   - reader: The reader whose stops to read; its focus does not move.
///   - expected: One utterance per stop.
///   - file: Where a failure is reported; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - fileID: Where a Swift Testing failure is reported; leave the default.
///   - column: Where a Swift Testing failure is reported; leave the default.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AssertAnnouncements(
    _ reader: ScreenReader,
    _ expected: [String],
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) {
    SpeechChecks.announcements(reader, expected, at: .init(file: file, line: line, fileID: fileID, column: column))
}

extension CallerLocation {
    /// A location from XCTest-style `#filePath`/`#line` defaults, plus what Swift Testing needs.
    init(file: StaticString, line: UInt, fileID: String, column: Int) {
        self.init(
            sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column),
            file: file,
            line: line
        )
    }
}

/// XCTest spelling of ``expectFocusOrder(of:matchesSnapshot:record:directory:sourceLocation:file:line:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AssertFocusOrder(
    of screen: Screen,
    matchesSnapshot name: String,
    record: SnapshotRecording? = nil,
    directory: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) {
    SnapshotAssertions.focusOrder(of: screen, named: name, record: record, directory: directory,
                                  at: CallerLocation(file: file, line: line, fileID: fileID, column: column))
}

/// XCTest spelling of ``expectLog(of:matchesSnapshot:record:directory:sourceLocation:file:line:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AssertLog(
    of reader: ScreenReader,
    matchesSnapshot name: String,
    record: SnapshotRecording? = nil,
    directory: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) {
    SnapshotAssertions.log(of: reader, named: name, record: record, directory: directory,
                           at: CallerLocation(file: file, line: line, fileID: fileID, column: column))
}
