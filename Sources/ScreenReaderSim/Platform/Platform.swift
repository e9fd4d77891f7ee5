/// A mobile platform whose screen reader the simulator reproduces.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    /// iOS, with VoiceOver.
    case ios
    /// Android, with TalkBack.
    case android

    /// `iOS` or `Android`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        }
    }
}
