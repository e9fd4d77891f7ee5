import Foundation

/// A reader's profile table with its settings applied, laid out for speaking, made once per profile and settings for
/// the whole process: a reader resolves it when it is made, never per input.
final class ReaderSpeech: Sendable {
    /// The table.
    let table: ReaderProfileTable
    /// Its phrases, laid out for building utterances.
    let phrases: PhraseBook
    /// ``ReaderProfileTable/stepperDimsAtBound``, read where a stepper button's state is (no copy of the table).
    let stepperDimsAtBound: Bool

    /// Lays `table` out.
    private init(_ table: ReaderProfileTable, phrases: PhraseBook? = nil) {
        self.table = table
        self.phrases = phrases ?? PhraseBook(table.phrases)
        self.stepperDimsAtBound = table.stepperDimsAtBound
    }

    /// The seed profiles' speech: the platform's shared phrase book, exactly as before profiles.
    private static let seedVoiceOver = ReaderSpeech(
        ReaderProfileTable(phrases: .voiceOver, layerPhrases: .voiceOver), phrases: SharedPlatformRules.shared(for: .ios).phrases)
    /// See ``seedVoiceOver``.
    private static let seedTalkBack = ReaderSpeech(
        ReaderProfileTable(phrases: .talkBack, layerPhrases: .talkBack), phrases: SharedPlatformRules.shared(for: .android).phrases)
    /// The speech of every other reader made so far, by reader.
    nonisolated(unsafe) private static var made: [ReaderKind: ReaderSpeech] = [:]
    /// Guards ``made``.
    private static let lock = NSLock()

    /// The speech of a phrase table of the caller's own on `platform`, with the platform's seed words for dialogs, menus
    /// and the rotor: laid out once, for the one reader that speaks it.
    static func custom(_ phrases: PhraseTable, platform: Platform) -> ReaderSpeech {
        let seed = platform == .ios ? seedVoiceOver : seedTalkBack
        if phrases == seed.table.phrases { return seed }
        return ReaderSpeech(ReaderProfileTable(phrases: phrases, layerPhrases: seed.table.layerPhrases))
    }

    /// `kind`'s speech, made on first use and shared after that.
    static func resolve(_ kind: ReaderKind) -> ReaderSpeech {
        if kind.isSeed || !kind.speaks { return kind.platform == .ios ? seedVoiceOver : seedTalkBack }
        lock.lock()
        defer { lock.unlock() }
        if let known = made[kind] { return known }
        let profile = kind.profile ?? (kind.platform == .ios ? .voiceOver : .talkBack)
        let speech = ReaderSpeech(ReaderProfileTable.table(for: profile).applying(kind.settings))
        made[kind] = speech
        return speech
    }
}
