import ScreenReaderSim
import Testing

/// Performs `input` on `reader` and checks that it spoke exactly `expected`, one utterance per argument, in order.
///
/// Utterances are compared by the comparison rule (``Speech/matches(_:_:)-(String,String)``: case and runs of spaces, commas and
/// periods do not count). Pass no utterances to check that nothing was spoken. A failure is reported at the caller's line,
/// under Swift Testing or XCTest, with a line-by-line difference:
///
///     expectSpeech(voiceOver, after: .swipeRight, "Wi-Fi, off, switch button, double tap to toggle setting")
///     expectSpeech(voiceOver, after: .doubleTap, "on")
///     expectSpeech(voiceOver, after: .press(.enter))   // nothing spoken on iOS
///
/// In an XCTest file that does not import `Testing`, call ``AssertSpeech(_:after:_:file:line:fileID:column:)`` instead.
///
/// - Parameters:
///   - reader: The reader to drive.
///   - input: The gesture or key to perform.
///   - expected: The utterances the input should produce.
///   - sourceLocation: Where a Swift Testing failure is reported; leave the default.
///   - file: Where an XCTest failure is reported; leave the default.
///   - line: Where an XCTest failure is reported; leave the default.
/// - Returns: The events the input produced, for further checks.
@discardableResult
public func expectSpeech(
    _ reader: ScreenReader,
    after input: Input,
    _ expected: String...,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) -> [ReaderEvent] {
    SpeechChecks.speech(reader, after: input, expected, at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// Checks that `actual` utterances match `expected` one by one under the comparison rule, count included.
///
///     expectSpoken(voiceOver.spokenLog, ["Notifications, heading", "Allow notifications, on, switch button"])
///
/// - Parameters:
///   - actual: What a reader spoke, e.g. ``ScreenReader/spokenLog``.
///   - expected: What it should have spoken.
///   - sourceLocation: Where a Swift Testing failure is reported; leave the default.
///   - file: Where an XCTest failure is reported; leave the default.
///   - line: Where an XCTest failure is reported; leave the default.
public func expectSpoken(
    _ actual: [String],
    _ expected: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    SpeechChecks.spoken(actual, expected, at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// Checks what `reader` would speak on each of its focus stops, in order (the screen's reading order as heard).
///
///     expectAnnouncements(try TalkBack(screen), ["Notifications, heading", "On, Allow notifications, switch, double tap to toggle"])
///
/// - Parameters:
///   - reader: The reader whose stops to read; its focus does not move.
///   - expected: One utterance per stop.
///   - sourceLocation: Where a Swift Testing failure is reported; leave the default.
///   - file: Where an XCTest failure is reported; leave the default.
///   - line: Where an XCTest failure is reported; leave the default.
public func expectAnnouncements(
    _ reader: ScreenReader,
    _ expected: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    SpeechChecks.announcements(reader, expected, at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}
