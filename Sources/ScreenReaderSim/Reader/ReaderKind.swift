/// Who receives the input: a screen reader, or a keyboard with no screen reader running.
public enum ReaderKind: String, CaseIterable, Hashable, Sendable {
    /// VoiceOver on iOS.
    case voiceOver = "voiceover"
    /// TalkBack on Android.
    case talkBack = "talkback"
    /// An iOS device driven by an external keyboard, no screen reader: focus moves, nothing is spoken.
    case iosKeyboard = "ios"
    /// An Android device driven by an external keyboard, no screen reader: focus moves, nothing is spoken.
    case androidKeyboard = "android"

    /// The word a scenario file's `using` line writes.
    public var keyword: String { rawValue }

    /// The name people use: `VoiceOver`, `TalkBack`, `iOS keyboard`, `Android keyboard`.
    public var displayName: String {
        switch self {
        case .voiceOver: "VoiceOver"
        case .talkBack: "TalkBack"
        case .iosKeyboard: "iOS keyboard"
        case .androidKeyboard: "Android keyboard"
        }
    }

    /// The platform whose rules apply.
    public var platform: Platform {
        switch self {
        case .voiceOver, .iosKeyboard: .ios
        case .talkBack, .androidKeyboard: .android
        }
    }

    /// Whether a screen reader is running (and so speaks, and receives gestures).
    public var speaks: Bool { self == .voiceOver || self == .talkBack }
}
