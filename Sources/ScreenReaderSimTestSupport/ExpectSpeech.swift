import ScreenReaderSim
import Testing
import XCTest

/// Performs `input` on `reader` and checks that it spoke exactly `expected`, one utterance per argument, in order.
///
/// Utterances are compared like the SPEC says (``Speech/matches(_:_:)-(String,String)``: case and runs of spaces, commas and
/// periods do not count). Pass no utterances to check that nothing was spoken. A failure is reported at the caller's line,
/// under Swift Testing or XCTest, with a line-by-line difference:
///
///     expectSpeech(voiceOver, after: .swipeRight, "Wi-Fi, off, switch button, double tap to toggle setting")
///     expectSpeech(voiceOver, after: .doubleTap, "on")
///     expectSpeech(voiceOver, after: .press(.enter))   // nothing spoken on iOS
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
    let events: [ReaderEvent]
    do {
        events = try reader.perform(input)
    } catch {
        recordSpeechFailure(
            "\(input) failed on \(reader.kind.displayName): \(error)",
            sourceLocation: sourceLocation, file: file, line: line
        )
        return []
    }
    let spoken = events.compactMap(\.utterance)
    if let difference = SpeechDifference(expected: expected, actual: spoken) {
        recordSpeechFailure(
            "\(reader.kind.displayName) speech differs after \(input):\n\(difference)",
            sourceLocation: sourceLocation, file: file, line: line
        )
    }
    return events
}

/// Checks that `actual` utterances match `expected` one by one under the SPEC comparison rule, count included.
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
    guard let difference = SpeechDifference(expected: expected, actual: actual) else { return }
    recordSpeechFailure("Speech differs:\n\(difference)", sourceLocation: sourceLocation, file: file, line: line)
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
    guard let difference = SpeechDifference(expected: expected, actual: reader.announcements) else { return }
    recordSpeechFailure(
        "\(reader.kind.displayName) reading order differs:\n\(difference)",
        sourceLocation: sourceLocation, file: file, line: line
    )
}

/// Records a failure with whichever test framework is running this test.
func recordSpeechFailure(
    _ message: String,
    sourceLocation: Testing.SourceLocation,
    file: StaticString,
    line: UInt
) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: file, line: line)
    }
}
