/// A ``PhraseTable`` laid out for speed: the same data, with every dictionary turned into an array indexed by role or
/// state, so building an utterance looks nothing up by hash and allocates only the utterance itself.
///
/// Built once per platform order; the phrase table stays the data and the single source of the words.
struct PhraseBook: Sendable {
    /// The parts spoken for each role when enabled, by ``SpokenRole/ordinal``.
    let enabledSlots: [[PhraseSlot]]
    /// The parts spoken for each role when disabled, by ``SpokenRole/ordinal``.
    let disabledSlots: [[PhraseSlot]]
    /// Each role's word, empty when it has none.
    let roleWords: [String]
    /// Each role's usage hint, empty when it has none.
    let usageHints: [String]
    /// The state word spoken on focus, by ``PhraseBook/stateOrdinal(_:)``; empty when there is none.
    let stateWords: [String]
    let usageHintNeedsRole: Bool
    let decrementWord: String
    let incrementWord: String
    let disabledWord: String
    let separator: String

    /// The table laid out by role and state.
    init(_ table: PhraseTable) {
        let roles = SpokenRole.allCases
        let fallback = PhraseTable.PhraseOrder(always: [.name, .hint])
        enabledSlots = roles.map { (table.orders[$0] ?? fallback).enabled }
        disabledSlots = roles.map { (table.orders[$0] ?? fallback).disabled }
        roleWords = roles.map { table.roleWords[$0] ?? "" }
        usageHints = roles.map { table.usageHints[$0] ?? "" }
        let states: [ControlState] = [.on, .off, .checked, .unchecked, .selected, .unselected]
        stateWords = states.map { table.stateWords[$0] ?? "" } + [""]
        usageHintNeedsRole = table.usageHintNeedsRole
        decrementWord = table.decrementWord
        incrementWord = table.incrementWord
        disabledWord = table.disabledWord
        separator = table.separator
    }

    /// The position of `state` in ``stateWords``; a stepper's value has no word (the last, empty, entry).
    static func stateOrdinal(_ state: ControlState) -> Int {
        switch state {
        case .on: 0
        case .off: 1
        case .checked: 2
        case .unchecked: 3
        case .selected: 4
        case .unselected: 5
        case .value: 6
        }
    }

    /// The utterance for a stop described by `content`, its live state and enabled flag: the non-empty parts in the
    /// platform's order, joined by the separator, built into one buffer of the exact size.
    func utterance(for content: StopContent, state: ControlState?, isEnabled: Bool) -> String {
        let role = content.role.ordinal
        let slots = isEnabled ? enabledSlots[role] : disabledSlots[role]
        var value = ""
        if content.exposesState, case .value(let number)? = state { value = String(number) }
        var length = 0
        var parts = 0
        for slot in slots {
            let count = part(slot, content: content, role: role, state: state, value: value).utf8.count
            if count > 0 {
                length += count
                parts += 1
            }
        }
        guard parts > 0 else { return "" }
        var text = ""
        text.reserveCapacity(length + (parts - 1) * separator.utf8.count)
        var first = true
        for slot in slots {
            let piece = part(slot, content: content, role: role, state: state, value: value)
            if piece.isEmpty { continue }
            if !first { text.append(separator) }
            text.append(piece)
            first = false
        }
        return text
    }

    @inline(__always)
    private func part(_ slot: PhraseSlot, content: StopContent, role: Int, state: ControlState?, value: String) -> String {
        switch slot {
        case .name: return content.name
        case .state:
            guard content.exposesState, let state else { return "" }
            return stateWords[Self.stateOrdinal(state)]
        case .value: return value
        case .direction:
            switch content.part {
            case .decrement: return decrementWord
            case .increment: return incrementWord
            default: return ""
            }
        case .role: return content.exposesRole ? roleWords[role] : ""
        case .disabled: return disabledWord
        case .usageHint:
            if usageHintNeedsRole && !content.exposesRole { return "" }
            return usageHints[role]
        case .hint: return content.hint ?? ""
        }
    }
}

extension SpokenRole {
    /// The role's position in ``SpokenRole/allCases``, for tables laid out by role.
    var ordinal: Int {
        switch self {
        case .text: 0
        case .heading: 1
        case .image: 2
        case .button: 3
        case .switch: 4
        case .checkbox: 5
        case .radio: 6
        case .stepperButton: 7
        }
    }
}
