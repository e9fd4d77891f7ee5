import ScreenReaderSim
import Testing

/// The two screen readers, as a test argument: `@Test(arguments: ScreenReaderUnderTest.allCases)`.
enum ScreenReaderUnderTest: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case voiceOver = "VoiceOver"
    case talkBack = "TalkBack"

    /// Starts this reader on `screen`.
    func start(_ screen: Screen) throws -> ScreenReader {
        switch self {
        case .voiceOver: try VoiceOver(screen)
        case .talkBack: try TalkBack(screen)
        }
    }

    /// The platform the reader runs on.
    var platform: Platform { self == .voiceOver ? .ios : .android }

    /// `expected` on VoiceOver, else `talkBack`.
    func pick<Value>(_ voiceOver: Value, _ talkBack: Value) -> Value { self == .voiceOver ? voiceOver : talkBack }

    var testDescription: String { rawValue }
}

extension ScreenReader {
    /// The names of the stops' elements, in order, with a stepper's part: `["A", "Guests (decrement)"]`.
    var stopNames: [String] {
        stops.map { stop in
            switch stop.part {
            case .whole: stop.element.name
            case .groupLabel: "\(stop.element.name) (label)"
            case .decrement, .increment: "\(stop.element.name) (\(stop.part.rawValue))"
            }
        }
    }
}
