/// What a screen reader says, as modelled: the seed profile of each reader (<doc:WhatEachReaderSays>), or a device
/// profile saying what VoiceOver or TalkBack says on a named iOS or TalkBack version (<doc:ReaderProfiles>).
///
/// Every profile is data: a table of its differences from the profile it builds on (``base``), see
/// `PhraseTable+VoiceOver.swift` and `PhraseTable+TalkBack.swift` (each platform's wording, seed and profiles, in one file).
///
///     for profile in ReaderProfile.allCases { print(profile.rawValue, profile.summary) }
public enum ReaderProfile: String, CaseIterable, Hashable, Sendable {
    /// VoiceOver as the seeds give it.
    case voiceOver = "voiceover"
    /// VoiceOver on iOS 17 with UIKit controls.
    case voiceOverIOS17 = "voiceover@ios17"
    /// VoiceOver on iOS 18 (as iOS 17 for everything modelled).
    case voiceOverIOS18 = "voiceover@ios18"
    /// VoiceOver on iOS 26 (as iOS 18, except a stepper button at its bound is not dimmed).
    case voiceOverIOS26 = "voiceover@ios26"
    /// TalkBack as the seeds give it.
    case talkBack = "talkback"
    /// TalkBack 13 (as 15, except hints end with a period and a grouped radio's hint).
    case talkBack13 = "talkback@13"
    /// TalkBack 14.1 (as 15 for everything modelled).
    case talkBack14 = "talkback@14"
    /// TalkBack 15.1.
    case talkBack15 = "talkback@15"

    /// The device profiles, in the order `srsim help readers` lists them.
    public static let deviceProfiles: [ReaderProfile] = allCases.filter { !$0.isSeed }

    /// The reader family.
    public var family: ReaderFamily {
        switch self {
        case .voiceOver, .voiceOverIOS17, .voiceOverIOS18, .voiceOverIOS26: .voiceOver
        case .talkBack, .talkBack13, .talkBack14, .talkBack15: .talkBack
        }
    }

    /// Whether this is a family's seed profile.
    public var isSeed: Bool { self == .voiceOver || self == .talkBack }

    /// The version after the `@`: `ios18`, `15`; empty for a seed profile.
    public var versionKeyword: String {
        guard let at = rawValue.firstIndex(of: "@") else { return "" }
        return String(rawValue[rawValue.index(after: at)...])
    }

    /// The version as people say it: `iOS 18`, `15`; empty for a seed profile.
    public var versionName: String {
        switch self {
        case .voiceOver, .talkBack: ""
        case .voiceOverIOS17: "iOS 17"
        case .voiceOverIOS18: "iOS 18"
        case .voiceOverIOS26: "iOS 26"
        case .talkBack13: "13"
        case .talkBack14: "14"
        case .talkBack15: "15"
        }
    }

    /// The profile this one is written as differences from (nil for a seed profile).
    public var base: ReaderProfile? {
        switch self {
        case .voiceOver, .talkBack: nil
        case .voiceOverIOS17: .voiceOver
        case .voiceOverIOS18: .voiceOverIOS17
        case .voiceOverIOS26: .voiceOverIOS18
        case .talkBack15: .talkBack
        case .talkBack14: .talkBack15
        case .talkBack13: .talkBack15
        }
    }

    /// What the profile models, in a sentence (`srsim help readers`).
    public var summary: String {
        switch self {
        case .voiceOver: "the seed profile: VoiceOver as the seeds give it"
        case .voiceOverIOS17:
            "VoiceOver on iOS 17 with UIKit controls: the state after the role, the usage hint as a second utterance, sliders in percent, UIStepper's own button names"
        case .voiceOverIOS18: "VoiceOver on iOS 18: as @ios17 for everything modelled"
        case .voiceOverIOS26: "VoiceOver on iOS 26: as @ios18, except a stepper button at its bound is not dimmed"
        case .talkBack: "the seed profile: TalkBack as the seeds give it"
        case .talkBack15:
            "TalkBack 15.1: TalkBack's own words (Double-tap, Check box, Edit box), the usage hint as a second utterance, radio positions and list info"
        case .talkBack14: "TalkBack 14.1: as @15 for everything modelled"
        case .talkBack13: "TalkBack 13: as @15, except hints end with a period and a grouped radio's hint is Double-tap to toggle."
        }
    }

    /// The evidence behind the profile (the evidence keys listed in <doc:ReaderProfiles>).
    public var evidence: String {
        switch self {
        case .voiceOver, .talkBack: "the seeds"
        case .voiceOverIOS17, .voiceOverIOS18: "AS (AccessibilitySnapshot, device-audited strings for iOS 17.5 and 18.5), MV (MagentaA11y recordings)"
        case .voiceOverIOS26: "AS (AccessibilitySnapshot reference images for iOS 26.2)"
        case .talkBack15, .talkBack14: "TB15, TB14 (google/talkback's compositor and strings), MV (MagentaA11y recordings)"
        case .talkBack13: "TB13 (google/talkback 13's strings)"
        }
    }

    /// The device profile `family@version` names, nil when there is none.
    static func named(_ family: ReaderFamily, version: String) -> ReaderProfile? {
        allCases.first { $0.family == family && !$0.isSeed && $0.versionKeyword == version }
    }
}
