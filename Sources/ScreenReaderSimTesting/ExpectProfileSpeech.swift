import ScreenReaderSim
import Testing

/// Starts the reader `reader` names (a seed or device profile with its settings) on `screen`, performs `inputs`, and
/// checks that the last one spoke exactly `expected`, in order, count included (a device profile's usage hint is its
/// second utterance).
///
///     expectSpeech(try ReaderKind("talkback@15 order=name-role-state"), on: screen, after: [.swipeRight],
///                  "Wi-Fi, Switch, On", "Double-tap to toggle")
///
/// - Parameters:
///   - reader: The reader, e.g. `try ReaderKind("voiceover@ios18 hints=off")` or `.talkBack`.
///   - screen: The screen to start it on.
///   - inputs: The inputs to perform; the last one's speech is checked.
///   - expected: The utterances the last input should produce (none: nothing spoken).
///   - sourceLocation: Where a Swift Testing failure is reported; leave the default.
///   - file: Where an XCTest failure is reported; leave the default.
///   - line: Where an XCTest failure is reported; leave the default.
/// - Returns: The events the last input produced.
@discardableResult
public func expectSpeech(
    _ reader: ReaderKind,
    on screen: Screen,
    after inputs: [Input],
    _ expected: String...,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) -> [ReaderEvent] {
    SpeechChecks.speech(reader, on: screen, after: inputs, expected,
                        at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// XCTest spelling of ``expectSpeech(_:on:after:_:sourceLocation:file:line:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func AssertSpeech(
    _ reader: ReaderKind,
    on screen: Screen,
    after inputs: [Input],
    _ expected: String...,
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) -> [ReaderEvent] {
    SpeechChecks.speech(reader, on: screen, after: inputs, expected,
                        at: .init(file: file, line: line, fileID: fileID, column: column))
}

extension SpeechChecks {
    /// A fresh `reader` on `screen`, `inputs` performed, the last one's speech checked.
    static func speech(
        _ reader: ReaderKind, on screen: Screen, after inputs: [Input], _ expected: [String], at location: CallerLocation
    ) -> [ReaderEvent] {
        let started: ScreenReader
        do {
            started = try ScenarioRunner.makeReader(reader, screen: screen)
        } catch {
            location.recordFailure("\(reader.displayName) cannot start: \(error)")
            return []
        }
        guard let last = inputs.last else {
            location.recordFailure("no input to check: give at least one")
            return []
        }
        for input in inputs.dropLast() {
            do { try started.perform(input) } catch {
                location.recordFailure("\(input) failed on \(reader.displayName): \(error)")
                return []
            }
        }
        return speech(started, after: last, expected, at: location)
    }
}
