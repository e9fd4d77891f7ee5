/// A ``PhraseTable`` laid out for speed: the same data, with the per-role dictionaries turned into arrays indexed by
/// role, so building an utterance hashes nothing in the common case and allocates only the utterance itself.
///
/// Built once per phrase table (``shared(for:)``) and shared by reference (a focus order hands it to every utterance without copying its
/// tables); the phrase table stays the data and the single source of every word and rule.
final class PhraseBook: Sendable {
    /// The table itself, for the rarer parts (values, positions, state words beyond the six simple states).
    let table: PhraseTable
    /// Each role's order, by place (``place(role:inRow:)``): the role's own order, then its order when merged into a
    /// row (where the table gives one; else its own again).
    private let orders: [PhraseTable.PhraseOrder]
    /// The enabled slots of each order in ``orders``, by place, read without copying the order.
    private let enabledSlots: [[PhraseSlot]]
    /// The disabled slots of each order in ``orders``, by place.
    private let disabledSlots: [[PhraseSlot]]
    /// Whether the order at a place has slots of its own in some state or while editing (read from the order then).
    private let hasSpecialSlots: [Bool]
    /// Each role's word, by ordinal; empty when it has none.
    private let roleWords: [String]
    /// Each role's usage hint, by ordinal; empty when it has none.
    private let usageHints: [String]
    /// The state word for each role and simple state (on, off, checked, unchecked, selected, unselected).
    private let simpleStateWords: [[String]]
    /// The activation word for each role and simple state (as ``simpleStateWords``), nil when it has none.
    private let simpleActivationWords: [[String?]]
    /// Whether any role has a row order (the seed profiles have none: whether a stop is a row's is never looked up).
    private let hasRowOrders: Bool
    /// Whether the usage hint is a second utterance (a device profile), so focus speaks ``hintUtterance(for:state:isEnabled:isEditing:)``.
    let separatesHint: Bool
    /// Whether a slider's value is spoken as a percentage of its range (a device profile), read once per slider spoken.
    let slidersSpeakPercentOfRange: Bool
    /// The hint utterance's tables by role ordinal (a device profile's; empty for a seed profile), so speaking a hint
    /// hashes nothing: the usage hint of a role merged into a row, of one with a place in a series, and in each simple
    /// state (nil: none of its own there).
    private let rowUsageHints: [String?]
    /// See ``rowUsageHints``.
    private let groupedUsageHints: [String?]
    /// See ``rowUsageHints``: by role, then by simple state as ``simpleStateWords``.
    private let stateUsageHints: [[String?]]
    /// Whether a role has usage hints for states beyond the simple ones (read from the table then).
    private let hasOtherStateUsageHints: [Bool]
    /// Whether a role speaks a declared hint in its hint utterance.
    private let declaredHintInHint: [Bool]
    /// The hint utterance's usage hint by place (as ``orders``: the role's own, then merged into a row) for an enabled
    /// stop not being edited, where it depends on nothing else (``plainHintPlaces``); empty when the table speaks none.
    private let plainHints: [String]
    /// Whether the usage hint at a place is ``plainHints``' whatever the stop's state and place in a series.
    private let plainHintPlaces: [Bool]
    /// Each role's activation slots by ordinal (``PhraseTable/activationOrders``); empty when no role has any.
    private let activationOrders: [[PhraseSlot]?]
    /// ``PhraseTable/positionTemplate``, split once (a position is spoken on every stop of a series).
    private let positionTemplate: PhraseTemplate
    /// ``PhraseTable/listInfoTemplate``, split once; nil when the table speaks no list info.
    private let listInfoTemplate: PhraseTemplate?

    /// The simple states, in the order of ``simpleStateWords``' columns.
    private static let simpleStates: [ControlState] = [.on, .off, .checked, .unchecked, .selected, .unselected]

    /// The table laid out by role.
    init(_ table: PhraseTable) {
        self.table = table
        let roles = SpokenRole.allCases
        let orders = roles.flatMap { role in
            let own = table.orders[role] ?? PhraseTable.PhraseOrder(always: [.name, .hint])
            return [own, table.rowOrders[role] ?? own]
        }
        self.orders = orders
        enabledSlots = orders.map(\.enabled)
        disabledSlots = orders.map(\.disabled)
        hasSpecialSlots = orders.map { !$0.inState.isEmpty || $0.editing != nil }
        roleWords = roles.map { table.roleWords[$0] ?? "" }
        usageHints = roles.map { table.usageHints[$0] ?? "" }
        simpleStateWords = roles.map { role in Self.simpleStates.map { table.stateWord($0, role: role) ?? "" } }
        simpleActivationWords = roles.map { role in Self.simpleStates.map { table.activationWord($0, role: role) } }
        hasRowOrders = !table.rowOrders.isEmpty
        separatesHint = table.separateHintUtterance
        slidersSpeakPercentOfRange = table.slidersSpeakPercentOfRange
        let hinted = table.separateHintUtterance
        rowUsageHints = hinted ? roles.map { table.rowUsageHints[$0] } : []
        groupedUsageHints = hinted ? roles.map { table.groupedUsageHints[$0] } : []
        stateUsageHints = hinted ? roles.map { role in Self.simpleStates.map { table.usageHintsByState[role]?[$0] } } : []
        hasOtherStateUsageHints = hinted ? roles.map { role in
            (table.usageHintsByState[role] ?? [:]).keys.contains { Self.simpleOrdinal($0) == nil }
        } : []
        activationOrders = table.activationOrders.isEmpty ? [] : roles.map { table.activationOrders[$0] }
        positionTemplate = .position(table.positionTemplate)
        listInfoTemplate = table.listInfoTemplate.isEmpty ? nil : .count(table.listInfoTemplate)
        declaredHintInHint = hinted ? roles.map { table.declaredHintInHintUtterance && !table.rolesWithoutDeclaredHint.contains($0) } : []
        // A usage hint that depends on nothing but the role and whether it is a row's: a row's own hint, or a role with no
        // hint for a series or a state. The rest is worked out per stop (``hintUtterance(for:state:isEnabled:isEditing:)``).
        let speaks = table.speaksUsageHints
        plainHints = hinted ? roles.flatMap { role -> [String] in
            let own = speaks ? table.usageHints[role] ?? "" : ""
            return [own, speaks ? table.rowUsageHints[role] ?? own : ""]
        } : []
        plainHintPlaces = hinted ? roles.flatMap { role -> [Bool] in
            let own = table.groupedUsageHints[role] == nil && (table.usageHintsByState[role] ?? [:]).isEmpty
            return [own, table.rowUsageHints[role] != nil || own]
        } : []
    }

    /// Where `role`'s tables are in the tables laid out by place (``orders``, ``plainHints``): its own, or merged into a
    /// row.
    @inline(__always)
    private static func place(role: Int, inRow: Bool) -> Int { inRow ? 2 * role + 1 : 2 * role }

    /// The word spoken after activation puts a control of `role` in `state` (see ``PhraseTable/activationWord(_:role:)``),
    /// read from a table for the simple states.
    func activationWord(_ state: ControlState, role: SpokenRole) -> String? {
        if let column = Self.simpleOrdinal(state) { return simpleActivationWords[role.ordinal][column] }
        return table.activationWord(state, role: role)
    }

    /// The book of the built-in VoiceOver table, built once for the whole process.
    private static let voiceOverBook = PhraseBook(.voiceOver)
    /// The book of the built-in TalkBack table, built once for the whole process.
    private static let talkBackBook = PhraseBook(.talkBack)

    /// The book for `table`: the shared one of a built-in table (a copy of it compares equal at once, its storage being
    /// the same), or a new one for a table of your own. Every focus order of every screen shares the built-in books.
    static func shared(for table: PhraseTable) -> PhraseBook {
        if table == .voiceOver { return voiceOverBook }
        if table == .talkBack { return talkBackBook }
        return PhraseBook(table)
    }

    /// The column of a simple state in ``simpleStateWords``, nil for the others.
    @inline(__always)
    private static func simpleOrdinal(_ state: ControlState) -> Int? {
        switch state {
        case .on: 0
        case .off: 1
        case .checked: 2
        case .unchecked: 3
        case .selected: 4
        case .unselected: 5
        default: nil
        }
    }

    /// The utterance for a stop: the non-empty parts of its role's order (``PhraseTable/PhraseOrder``) in the
    /// platform's order, joined by the separator, built into one buffer of the exact size. This is the one composer of
    /// every description, custom controls included: a custom control's value goes beside its name where its role has no
    /// value slot (before it where ``PhraseTable/customValueBeforeName``), its own role word replaces the role's, and
    /// ``PhraseTable/actionsAvailable`` ends it when it declares custom actions and is enabled.
    /// `isEditing`: the text field is being edited; `arrivingFromOutside`: focus came from outside the stop's container
    /// (a segmented control or tab bar), so the container's label, `containerLabel`, is spoken first (for a stop that
    /// ``StopContent/speaksContainerLabel``: the caller reads it from the screen only then).
    func utterance(
        for content: StopContent, state: ControlState?, isEnabled: Bool, isEditing: Bool = false,
        arrivingFromOutside: Bool = false, containerLabel: String = ""
    ) -> String {
        let place = Self.place(role: content.role.ordinal, inRow: hasRowOrders && content.isRowControl)
        // The slots are read from the tables by place: the order itself (a struct of several arrays) is not copied.
        let slots: [PhraseSlot]
        if !isEnabled {
            slots = disabledSlots[place]
        } else if !hasSpecialSlots[place] {
            slots = enabledSlots[place]
        } else if isEditing, let editing = orders[place].editing {
            slots = editing
        } else if let state, let special = orders[place].inState[state] {
            slots = special
        } else {
            slots = enabledSlots[place]
        }
        // The rarer parts (a custom control's value, role word and actions) live in the stop's extras: the common stop
        // has none and goes straight on.
        guard content.hasRarerParts else {
            return compose(
                slots, content: content, state: state, isEditing: isEditing, arrivingFromOutside: arrivingFromOutside,
                containerLabel: containerLabel)
        }
        var custom = slots
        if content.valueText != nil, !custom.contains(.value), let name = custom.firstIndex(of: .name) {
            custom.insert(.value, at: table.customValueBeforeName ? name : name + 1)
        }
        let description = compose(
            custom, content: content, state: state, isEditing: isEditing, arrivingFromOutside: arrivingFromOutside,
            containerLabel: containerLabel)
        guard content.hasCustomActions, isEnabled, !table.actionsAvailable.isEmpty else { return description }
        return description.isEmpty ? table.actionsAvailable : description + table.separator + table.actionsAvailable
    }

    /// The hint utterance a device profile speaks after the description (<doc:ReaderProfiles>): the declared hint (where
    /// the table puts it there) before the usage hint; empty when there is neither, and always for a seed profile.
    func hintUtterance(for content: StopContent, state: ControlState?, isEnabled: Bool, isEditing: Bool) -> String {
        guard separatesHint else { return "" }
        let role = content.role.ordinal
        // The common stop: enabled, not being edited, no declared hint, a usage hint that depends on nothing else.
        let place = Self.place(role: role, inRow: content.isRowControl)
        if isEnabled, !isEditing, plainHintPlaces[place], !(declaredHintInHint[role] && content.hasRarerParts) {
            return table.usageHintNeedsRole && !content.exposesRole ? "" : plainHints[place]
        }
        var usage = ""
        if isEnabled, table.speaksUsageHints, !(table.usageHintNeedsRole && !content.exposesRole) {
            if isEditing {
                usage = table.editingUsageHint
            } else if content.isRowControl, let row = rowUsageHints[role] {
                usage = row
            } else if let grouped = groupedUsageHints[role], content.seriesPosition != nil {
                usage = grouped
            } else if let state, let column = Self.simpleOrdinal(state), let special = stateUsageHints[role][column] {
                usage = special
            } else if hasOtherStateUsageHints[role], let state, let special = table.usageHintsByState[content.role]?[state] {
                usage = special
            } else {
                usage = usageHints[role]
            }
        }
        // Few stops declare a hint (it lives with the rarer parts): the common stop returns here.
        guard declaredHintInHint[role], content.hasRarerParts, let hint = content.hint, !hint.isEmpty else { return usage }
        return usage.isEmpty ? hint : hint + table.separator + usage
    }

    /// What activation putting the stop in `state` speaks: its role's activation slots read with the new state (a
    /// device profile's segment or expandable), else the activation word; nil when it speaks nothing.
    func activationUtterance(_ state: ControlState, content: StopContent) -> String? {
        if !activationOrders.isEmpty, let slots = activationOrders[content.role.ordinal] {
            return compose(slots, content: content, state: state, isEditing: false, arrivingFromOutside: false, containerLabel: "")
        }
        return activationWord(state, role: content.role)
    }

    /// The non-empty parts `slots` name for a stop, joined by the separator, built into one buffer of the exact size.
    private func compose(
        _ slots: [PhraseSlot], content: StopContent, state: ControlState?, isEditing: Bool, arrivingFromOutside: Bool,
        containerLabel: String
    ) -> String {
        let role = content.role.ordinal
        func part(_ slot: PhraseSlot) -> String {
            switch slot {
            case .name: return content.name
            case .state:
                guard content.exposesState, let state else { return "" }
                if let column = Self.simpleOrdinal(state) { return simpleStateWords[role][column] }
                return table.stateWord(state, role: content.role) ?? ""
            case .value: return table.valueWords(for: content, state: state)
            case .position:
                guard let position = content.seriesPosition else { return "" }
                return positionTemplate.filled(position.index, position.count)
            case .containerLabel: return arrivingFromOutside && content.speaksContainerLabel ? containerLabel : ""
            case .editing: return isEditing ? table.editingWord : ""
            case .popUpState: return table.stateWord(.collapsed, role: content.role) ?? ""
            case .direction:
                switch content.part {
                case .decrement: return table.decrementWord
                case .increment: return table.incrementWord
                default: return ""
                }
            case .role:
                if content.hasRarerParts, let custom = content.customRoleWord { return custom }
                return content.exposesRole ? roleWords[role] : ""
            case .disabled: return table.disabledWord
            case .usageHint:
                if table.usageHintNeedsRole && !content.exposesRole { return "" }
                return usageHints[role]
            case .hint: return content.hint ?? ""
            case .listInfo:
                // The list's size after a position, when focus reached the series from outside it.
                guard arrivingFromOutside, let listInfoTemplate, let position = content.seriesPosition else { return "" }
                return listInfoTemplate.filled(position.count)
            case .textOrName: return table.textOrName(for: content, state: state)
            case .nameAfterText: return table.nameAfterText(for: content, state: state)
            }
        }
        // Each non-empty part is worked out once into a buffer on the stack, then their UTF-8 bytes are copied into one
        // string of the exact size: the same text as appending them, with one allocation and no growth checks.
        return withUnsafeTemporaryAllocation(of: String.self, capacity: slots.count) { parts -> String in
            var count = 0
            var length = 0
            for slot in slots {
                let piece = part(slot)
                let size = piece.utf8.count
                guard size > 0 else { continue }
                parts.initializeElement(at: count, to: piece)
                count += 1
                length += size
            }
            guard count > 0, let first = parts.baseAddress else { return "" }
            // One part is the utterance itself: no new string.
            if count == 1 { return first.move() }
            defer { first.deinitialize(count: count) }
            var separator = table.separator
            let separatorSize = separator.utf8.count
            let total = length + (count - 1) * separatorSize
            return separator.withUTF8 { separatorBytes in
                String(unsafeUninitializedCapacity: total) { buffer in
                    guard let start = buffer.baseAddress else { return 0 }
                    var offset = 0
                    for item in 0..<count {
                        if item > 0, separatorSize > 0, let separatorStart = separatorBytes.baseAddress {
                            (start + offset).initialize(from: separatorStart, count: separatorSize)
                            offset += separatorSize
                        }
                        parts[item].withUTF8 { bytes in
                            if let bytesStart = bytes.baseAddress { (start + offset).initialize(from: bytesStart, count: bytes.count) }
                            offset += bytes.count
                        }
                    }
                    return offset
                }
            }
        }
    }
}
