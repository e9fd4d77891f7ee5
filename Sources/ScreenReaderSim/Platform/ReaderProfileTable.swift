/// Everything a reader profile says and does differently, as data: its phrase table, its words for layers and the
/// rotor, and whether a stepper button is dimmed at its bound. A device profile's table is its base's with the
/// profile's differences applied (`PhraseTable+VoiceOver.swift`, `PhraseTable+TalkBack.swift`, after the seed's); a
/// setting is one transformation of it (``applying(_:)``).
public struct ReaderProfileTable: Hashable, Sendable {
    /// The words and the order of each role's parts.
    public var phrases: PhraseTable
    /// The words for dialogs, menus and the rotor.
    public var layerPhrases: LayerPhrases
    /// Whether a stepper button at its bound is dimmed (disabled, skipped by Tab); iOS 26's UIStepper is not.
    public var stepperDimsAtBound = true

    /// A table with every part given.
    public init(phrases: PhraseTable, layerPhrases: LayerPhrases, stepperDimsAtBound: Bool = true) {
        self.phrases = phrases
        self.layerPhrases = layerPhrases
        self.stepperDimsAtBound = stepperDimsAtBound
    }

    /// `profile`'s table: the seed table, or its base's with its differences applied.
    public static func table(for profile: ReaderProfile) -> ReaderProfileTable {
        switch profile {
        case .voiceOver: ReaderProfileTable(phrases: .voiceOver, layerPhrases: .voiceOver)
        case .talkBack: ReaderProfileTable(phrases: .talkBack, layerPhrases: .talkBack)
        case .voiceOverIOS17: table(for: .voiceOver).applyingVoiceOverIOS17()
        case .voiceOverIOS18: table(for: .voiceOverIOS17).applyingVoiceOverIOS18()
        case .voiceOverIOS26: table(for: .voiceOverIOS18).applyingVoiceOverIOS26()
        case .talkBack15: table(for: .talkBack).applyingTalkBack15()
        case .talkBack14: table(for: .talkBack15).applyingTalkBack14()
        case .talkBack13: table(for: .talkBack15).applyingTalkBack13()
        }
    }

    /// The table with `settings` applied, each one transformation of every description (<doc:ReaderProfiles>).
    public func applying(_ settings: ReaderSettings) -> ReaderProfileTable {
        var table = self
        if !settings.hints { table.phrases = table.phrases.withoutUsageHints() }
        if settings.order != .stateNameRole { table.phrases = table.phrases.permuted(settings.order) }
        if settings.verbosity == .low {
            table.phrases = table.phrases.withoutUsageHints().removingSlots([.role, .position, .listInfo])
        }
        return table
    }
}

extension PhraseTable {
    /// Every order's slots with `transform` applied (enabled, disabled, per state, editing; row orders too).
    func mappingOrders(_ transform: (SpokenRole, [PhraseSlot]) -> [PhraseSlot]) -> PhraseTable {
        func mapped(_ role: SpokenRole, _ order: PhraseOrder) -> PhraseOrder {
            PhraseOrder(
                enabled: transform(role, order.enabled), disabled: transform(role, order.disabled),
                inState: order.inState.mapValues { transform(role, $0) }, editing: order.editing.map { transform(role, $0) })
        }
        var table = self
        table.orders = Dictionary(uniqueKeysWithValues: orders.map { ($0.key, mapped($0.key, $0.value)) })
        table.rowOrders = Dictionary(uniqueKeysWithValues: rowOrders.map { ($0.key, mapped($0.key, $0.value)) })
        table.activationOrders = Dictionary(uniqueKeysWithValues: activationOrders.map { ($0.key, transform($0.key, $0.value)) })
        return table
    }

    /// The table with `slots` dropped from every order.
    func removingSlots(_ slots: Set<PhraseSlot>) -> PhraseTable {
        mappingOrders { _, order in order.filter { !slots.contains($0) } }
    }

    /// `hints=off` (and low verbosity): no usage hint anywhere, in the description or as its own utterance.
    func withoutUsageHints() -> PhraseTable {
        var table = self
        table.usageHints = [:]
        table.usageHintsByState = [:]
        table.groupedUsageHints = [:]
        table.rowUsageHints = [:]
        table.editingUsageHint = ""
        table.speaksUsageHints = false
        return table
    }

    /// A description order setting: each order's state, name and role slots put back in the places they held, in the
    /// setting's order (<doc:ReaderProfiles>). The name is a text field's text-or-name slot where it has one; the state is
    /// a slider's value, a pop-up's state or the editing word where the order has no state slot. Roles in
    /// ``unpermutedRoles`` keep their order.
    func permuted(_ order: ReaderSettings.DescriptionOrder) -> PhraseTable {
        mappingOrders { role, slots in
            guard !unpermutedRoles.contains(role) else { return slots }
            let name: PhraseSlot = slots.contains(.textOrName) ? .textOrName : .name
            let stateCandidates: [PhraseSlot] = role.isAdjustable ? [.value] : [.state, .popUpState, .editing]
            let state = stateCandidates.first { slots.contains($0) }
            let wanted: [PhraseSlot?] = switch order {
            case .stateNameRole: [state, name, .role]
            case .roleNameState: [.role, name, state]
            case .nameRoleState: [name, .role, state]
            }
            let moving = wanted.compactMap { $0 }.filter { slots.contains($0) }
            let places = slots.indices.filter { moving.contains(slots[$0]) }
            var result = slots
            for (place, slot) in zip(places, moving) { result[place] = slot }
            return result
        }
    }
}
