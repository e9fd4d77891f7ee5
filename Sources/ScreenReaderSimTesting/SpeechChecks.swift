import ScreenReaderSim

/// The checks behind both spellings of the helpers (`expectSpeech` for Swift Testing, `AssertSpeech` for XCTest).
enum SpeechChecks {
    static func speech(
        _ reader: ScreenReader, after input: Input, _ expected: [String], at location: CallerLocation
    ) -> [ReaderEvent] {
        let events: [ReaderEvent]
        do {
            events = try reader.perform(input)
        } catch {
            location.recordFailure("\(input) failed on \(reader.kind.displayName): \(error)")
            return []
        }
        if let difference = SpeechDifference(expected: expected, actual: events.compactMap(\.utterance)) {
            location.recordFailure("\(reader.kind.displayName) speech differs after \(input):\n\(difference)")
        }
        return events
    }

    static func spoken(_ actual: [String], _ expected: [String], at location: CallerLocation) {
        guard let difference = SpeechDifference(expected: expected, actual: actual) else { return }
        location.recordFailure("Speech differs:\n\(difference)")
    }

    static func announcements(_ reader: ScreenReader, _ expected: [String], at location: CallerLocation) {
        guard let difference = SpeechDifference(expected: expected, actual: reader.announcements) else { return }
        location.recordFailure("\(reader.kind.displayName) reading order differs:\n\(difference)")
    }
}
