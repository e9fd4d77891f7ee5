/// A reader family: one of the two screen readers, or a keyboard with no screen reader.
public enum ReaderFamily: String, CaseIterable, Hashable, Sendable {
    /// VoiceOver on iOS.
    case voiceOver = "voiceover"
    /// TalkBack on Android.
    case talkBack = "talkback"
    /// An iOS device driven by an external keyboard.
    case iosKeyboard = "ios"
    /// An Android device driven by an external keyboard.
    case androidKeyboard = "android"

    /// `VoiceOver`, `TalkBack`, `iOS keyboard`, `Android keyboard`.
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

    /// Whether a screen reader is running.
    public var speaks: Bool { self == .voiceOver || self == .talkBack }
}
