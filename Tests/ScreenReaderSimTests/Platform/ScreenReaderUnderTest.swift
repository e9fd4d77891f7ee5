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
