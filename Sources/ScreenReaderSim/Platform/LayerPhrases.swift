/// A platform's words for screens that change, as data: what it says as a dialog opens, the extra stop it puts in an
/// open menu, and the names of the rotor's (or reading controls') choices.
public struct LayerPhrases: Hashable, Sendable {
    /// Said before an alert's title, in the same utterance, as the alert opens (`Alert` on VoiceOver; none on TalkBack).
    public var alertPrefix: String?
    /// The label of the button a screen reader adds after a menu's last option (VoiceOver's `Dismiss context menu`),
    /// if it adds one: activating it closes the menu with no change.
    public var menuDismissLabel: String?
    /// What the reader says when a rotor (reading control) choice is made, per choice.
    public var rotorWords: [RotorChoice: String]
    /// Whether an alert's opening utterance goes on with the texts before its first control (a VoiceOver device
    /// profile: `Alert, Sign in failed, The password is incorrect`).
    public var alertReadsLeadingTexts = false
    /// Whether `rotor form controls` moves among every actionable stop, buttons and links included (TalkBack's
    /// `Controls` reading control on a device profile).
    public var formControlsTakeEveryActionable = false

    /// Phrases with every part given.
    public init(alertPrefix: String?, menuDismissLabel: String?, rotorWords: [RotorChoice: String]) {
        self.alertPrefix = alertPrefix
        self.menuDismissLabel = menuDismissLabel
        self.rotorWords = rotorWords
    }

    /// VoiceOver (<doc:WhatEachReaderSays>): `Alert, Sign in failed`; `Dismiss context menu, button` after the last option;
    /// the rotor's `Headings`, `Links`, `Form controls`.
    public static let voiceOver = LayerPhrases(
        alertPrefix: "Alert",
        menuDismissLabel: "Dismiss context menu",
        rotorWords: [.headings: "Headings", .links: "Links", .formControls: "Form controls"]
    )

    /// TalkBack (<doc:WhatEachReaderSays>): an alert's title alone, no dismiss button in menus; reading controls named as
    /// VoiceOver's rotor choices.
    public static let talkBack = LayerPhrases(
        alertPrefix: nil,
        menuDismissLabel: nil,
        rotorWords: [.headings: "Headings", .links: "Links", .formControls: "Form controls"]
    )
}

extension PlatformRules {
    /// This platform's words for dialogs, menus and the rotor.
    package var layerPhrases: LayerPhrases {
        switch platform {
        case .ios: .voiceOver
        case .android: .talkBack
        }
    }
}
