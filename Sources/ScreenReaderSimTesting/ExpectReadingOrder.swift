import ScreenReaderSim
import Testing

/// Checks a platform's whole reading order in one call: what `reader` speaks on each of its stops, in order, compared
/// like scenario files compare speech. The same check as ``expectAnnouncements(_:_:sourceLocation:file:line:)``, under
/// the name a test looks for.
///
///     expectReadingOrder(try VoiceOver(screen), [
///         "Notifications, heading",
///         "Allow notifications, on, switch button, double tap to toggle setting",
///     ])
///
/// - Parameters:
///   - reader: The reader whose stops to read; its focus does not move.
///   - expected: One utterance per stop.
public func expectReadingOrder(
    _ reader: ScreenReader,
    _ expected: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    SpeechChecks.announcements(reader, expected, at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// XCTest spelling of ``expectReadingOrder(_:_:sourceLocation:file:line:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AssertReadingOrder(
    _ reader: ScreenReader,
    _ expected: [String],
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) {
    SpeechChecks.announcements(reader, expected, at: CallerLocation(file: file, line: line, fileID: fileID, column: column))
}
