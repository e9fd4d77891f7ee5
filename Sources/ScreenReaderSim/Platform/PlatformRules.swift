/// Everything that differs between platforms, as data: speech, boundaries, which keys activate, how order is found.
///
/// Package-internal: a reader takes its platform's rules, shared by every reader of a compiled screen (the focus order
/// is built from them once); what a caller may change is the wording, a ``PhraseTable`` every reader accepts
/// (`VoiceOver(screen, phrases:)`).
package struct PlatformRules: Hashable, Sendable {
    /// The platform these rules describe.
    package var platform: Platform
    /// How the screen reader speaks.
    package var phrases: PhraseTable
    /// What a swipe past an end does.
    package var boundary: BoundaryBehavior
    /// The keys that activate the focused control.
    package var activationKeys: Set<Key>
    /// The keys that start editing a focused text field (Space and Enter on both platforms: MagentaA11y).
    package var editingKeys: Set<Key>
    /// Whether the screen reader orders elements by their frames when they carry them (VoiceOver does; TalkBack keeps tree order).
    package var ordersByGeometry: Bool
    /// Origins closer than this vertically count as one visual row (points).
    package var rowTolerance: Double
    /// The body text size at 100% (iOS `body`: 17 pt; Android Material `bodyLarge`: 16 sp), for the text-resize estimate.
    package var bodyTextSize: Double
    /// The unit text sizes are given in: `pt` or `sp`.
    package var textSizeUnit: String
    /// The unit lengths (frames, widths) are given in: `pt` or `dp`.
    package var lengthUnit: String
    /// Whether `before`/`after` traversal overrides reorder this platform's reader. Android has
    /// `accessibilityTraversalBefore/After`; iOS has no such attribute, so VoiceOver and the iOS keyboard ignore them.
    package var appliesTraversalOverrides: Bool

    /// Rules with every part given.
    package init(
        platform: Platform,
        phrases: PhraseTable,
        boundary: BoundaryBehavior,
        activationKeys: Set<Key>,
        editingKeys: Set<Key> = [.space, .enter],
        ordersByGeometry: Bool,
        rowTolerance: Double,
        bodyTextSize: Double,
        textSizeUnit: String,
        lengthUnit: String,
        appliesTraversalOverrides: Bool = true
    ) {
        self.platform = platform
        self.phrases = phrases
        self.boundary = boundary
        self.activationKeys = activationKeys
        self.editingKeys = editingKeys
        self.ordersByGeometry = ordersByGeometry
        self.rowTolerance = rowTolerance
        self.bodyTextSize = bodyTextSize
        self.textSizeUnit = textSizeUnit
        self.lengthUnit = lengthUnit
        self.appliesTraversalOverrides = appliesTraversalOverrides
    }

    /// iOS with VoiceOver: seed wording, boundary sound, Space activates, geometric order with an 8-point row tolerance,
    /// no `before`/`after` overrides (iOS has no traversal attributes).
    package static let ios = PlatformRules(
        platform: .ios,
        phrases: .voiceOver,
        boundary: .stayWithSound,
        activationKeys: [.space],
        editingKeys: [.space, .enter],
        ordersByGeometry: true,
        rowTolerance: 8,
        bodyTextSize: 17,
        textSizeUnit: "pt",
        lengthUnit: "pt",
        appliesTraversalOverrides: false
    )

    /// Android with TalkBack: seed wording, one swallowed swipe then wrap, Space and Enter activate, tree order.
    package static let android = PlatformRules(
        platform: .android,
        phrases: .talkBack,
        boundary: .swallowThenWrap,
        activationKeys: [.space, .enter],
        editingKeys: [.space, .enter],
        ordersByGeometry: false,
        rowTolerance: 8,
        bodyTextSize: 16,
        textSizeUnit: "sp",
        lengthUnit: "dp"
    )

    /// The rules for `platform`.
    package static func rules(for platform: Platform) -> PlatformRules {
        switch platform {
        case .ios: .ios
        case .android: .android
        }
    }
}
