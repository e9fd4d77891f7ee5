/// Everything that differs between platforms, as data: speech, boundaries, which keys activate, how order is found.
public struct PlatformRules: Hashable, Sendable {
    /// The platform these rules describe.
    public var platform: Platform
    /// How the screen reader speaks.
    public var phrases: PhraseTable
    /// What a swipe past an end does.
    public var boundary: BoundaryBehavior
    /// The keys that activate the focused control.
    public var activationKeys: Set<Key>
    /// The keys that start editing a focused text field (Space and Enter on both platforms: MagentaA11y).
    public var editingKeys: Set<Key>
    /// Whether the screen reader orders elements by their frames when they carry them (VoiceOver does; TalkBack keeps tree order).
    public var ordersByGeometry: Bool
    /// Origins closer than this vertically count as one visual row (points).
    public var rowTolerance: Double
    /// The body text size at 100% (iOS `body`: 17 pt; Android Material `bodyLarge`: 16 sp), for the text-resize estimate.
    public var bodyTextSize: Double
    /// The unit text sizes are given in: `pt` or `sp`.
    public var textSizeUnit: String
    /// The unit lengths (frames, widths) are given in: `pt` or `dp`.
    public var lengthUnit: String

    /// Rules with every part given.
    public init(
        platform: Platform,
        phrases: PhraseTable,
        boundary: BoundaryBehavior,
        activationKeys: Set<Key>,
        editingKeys: Set<Key> = [.space, .enter],
        ordersByGeometry: Bool,
        rowTolerance: Double,
        bodyTextSize: Double,
        textSizeUnit: String,
        lengthUnit: String
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
    }

    /// iOS with VoiceOver: seed wording, boundary sound, Space activates, geometric order with an 8-point row tolerance.
    public static let ios = PlatformRules(
        platform: .ios,
        phrases: .voiceOver,
        boundary: .stayWithSound,
        activationKeys: [.space],
        editingKeys: [.space, .enter],
        ordersByGeometry: true,
        rowTolerance: 8,
        bodyTextSize: 17,
        textSizeUnit: "pt",
        lengthUnit: "pt"
    )

    /// Android with TalkBack: seed wording, one swallowed swipe then wrap, Space and Enter activate, tree order.
    public static let android = PlatformRules(
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
    public static func rules(for platform: Platform) -> PlatformRules {
        switch platform {
        case .ios: .ios
        case .android: .android
        }
    }
}
