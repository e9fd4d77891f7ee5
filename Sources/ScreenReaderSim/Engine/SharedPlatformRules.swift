/// Each platform's rules held once for the whole process, with the phrase book laid out from them, so a reader or a
/// focus order refers to them (one retain) instead of copying ``PlatformRules`` (a copy retains every table it holds).
final class SharedPlatformRules: Sendable {
    /// The rules.
    let rules: PlatformRules
    /// The rules' phrases, laid out for building utterances (shared with every focus order of the platform).
    let phrases: PhraseBook

    /// Holds `rules` and their phrase book.
    private init(_ rules: PlatformRules) {
        self.rules = rules
        self.phrases = PhraseBook.shared(for: rules.phrases)
    }

    /// iOS's rules, held once.
    private static let ios = SharedPlatformRules(.ios)
    /// Android's rules, held once.
    private static let android = SharedPlatformRules(.android)

    /// The shared rules of `platform`.
    static func shared(for platform: Platform) -> SharedPlatformRules {
        switch platform {
        case .ios: ios
        case .android: android
        }
    }
}
