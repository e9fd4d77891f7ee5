/// A platform's speech as data: the order of the parts of each role's utterance, and every word it uses.
///
/// A new platform version or language is a new table, not new branches in the engine.
public struct PhraseTable: Hashable, Sendable {
    /// The order of parts for one role, enabled and disabled.
    public struct PhraseOrder: Hashable, Sendable {
        /// The parts spoken when the element is enabled.
        public var enabled: [PhraseSlot]
        /// The parts spoken when the element is disabled.
        public var disabled: [PhraseSlot]
        /// The parts spoken, when enabled, in particular states (TalkBack's selected tab drops its usage hint).
        public var inState: [ControlState: [PhraseSlot]]
        /// The parts spoken while a text field is being edited (nil: as when enabled).
        public var editing: [PhraseSlot]?

        /// An order with the given parts.
        public init(
            enabled: [PhraseSlot], disabled: [PhraseSlot], inState: [ControlState: [PhraseSlot]] = [:],
            editing: [PhraseSlot]? = nil
        ) {
            self.enabled = enabled
            self.disabled = disabled
            self.inState = inState
            self.editing = editing
        }

        /// The parts for an element in `state`, enabled or not, being edited or not.
        public func slots(state: ControlState?, isEnabled: Bool, isEditing: Bool) -> [PhraseSlot] {
            guard isEnabled else { return disabled }
            if isEditing, let editing { return editing }
            return state.flatMap { inState[$0] } ?? enabled
        }

        /// The same parts whether enabled or not.
        public init(always slots: [PhraseSlot]) {
            self.init(enabled: slots, disabled: slots)
        }
    }

    /// The order of parts for each role.
    public var orders: [SpokenRole: PhraseOrder]
    /// The role word for each role that has one.
    public var roleWords: [SpokenRole: String]
    /// The usage hint for each role that has one (spoken only when enabled).
    public var usageHints: [SpokenRole: String]
    /// Whether the usage hint depends on the role being exposed (iOS: it comes from the trait).
    public var usageHintNeedsRole: Bool
    /// The state word spoken on focus, for each state.
    public var stateWords: [ControlState: String]
    /// The word spoken after activation changes a state, for each new state.
    public var activationWords: [ControlState: String]
    /// The stepper button direction words.
    public var decrementWord: String
    /// The stepper button direction words.
    public var incrementWord: String
    /// The word for a disabled element.
    public var disabledWord: String
    /// State words that differ for one role (a TalkBack segment says "Selected" where a radio says "Checked";
    /// an empty word says nothing).
    public var stateWordsByRole: [SpokenRole: [ControlState: String]]
    /// Activation words that differ for one role.
    public var activationWordsByRole: [SpokenRole: [ControlState: String]]
    /// A percentage, `{value}` standing for the number: `{value}%` on iOS, `{value} percent` on Android.
    public var percentTemplate: String
    /// A position in a series, `{index}` and `{count}` standing for the numbers: `{index} of {count}`.
    public var positionTemplate: String
    /// Spoken when editing starts, and in a field's announcement while it is edited.
    public var editingWord: String
    /// The echo of a typed space.
    public var spaceWord: String
    /// What joins the parts of an utterance.
    public var separator: String
    /// Whether a custom control's value (``Element/accessibilityValue(_:)``) is spoken before its name, where its role
    /// has no value slot: TalkBack speaks a `stateDescription` first ("state, name, role"), VoiceOver after the label.
    public var customValueBeforeName: Bool = false
    /// Spoken last when a control declares custom actions: VoiceOver's "actions available", TalkBack's hint to open them.
    public var actionsAvailable: String = "actions available"

    // Device profiles (<doc:ReaderProfiles>): every default below is the seed profile's behaviour.

    /// Whether the usage hint is its own utterance after the description (9.1), not a part of it.
    public var separateHintUtterance = false
    /// Whether a declared hint is spoken in that hint utterance, before the usage hint (VoiceOver), rather than in the
    /// description (TalkBack: a `.hint` slot of the order).
    public var declaredHintInHintUtterance = false
    /// Roles that never speak a declared hint in the hint utterance (VoiceOver's text fields).
    public var rolesWithoutDeclaredHint: Set<SpokenRole> = []
    /// Whether usage hints are spoken at all (`hints=off` clears it).
    public var speaksUsageHints = true
    /// Usage hints that differ in one state of a role (a VoiceOver expandable's `double tap to collapse`; none for a
    /// TalkBack tab that is selected: an empty hint).
    public var usageHintsByState: [SpokenRole: [ControlState: String]] = [:]
    /// Usage hints of a role when it has a place in a series (a TalkBack radio in a radio group).
    public var groupedUsageHints: [SpokenRole: String] = [:]
    /// Usage hints of a role merged into a row (a TalkBack settings row's `Double-tap to activate`).
    public var rowUsageHints: [SpokenRole: String] = [:]
    /// The usage hint of a text field that is being edited (empty: none).
    public var editingUsageHint = ""
    /// Orders of a role merged into a row, where they differ from the role's own (a VoiceOver settings row: `Wi-Fi, off`).
    public var rowOrders: [SpokenRole: PhraseOrder] = [:]
    /// Whether a slider's value is always spoken as a percentage of its range.
    public var slidersSpeakPercentOfRange = false
    /// Whether an empty text field speaks its placeholder.
    public var speaksPlaceholder = true
    /// What a secure field holding one character says in its value slot (empty: nothing, as a secure field's text).
    public var secureOneCharacter = ""
    /// What a secure field holding `{count}` characters says in its value slot (empty: nothing).
    public var secureCharacters = ""
    /// The list info after a position when focus arrives from outside the series, `{count}` its length (empty: none).
    public var listInfoTemplate = ""
    /// What activation speaks for a role, as slots of its description read with the new state, instead of a word
    /// (VoiceOver's segment: `Selected, Photos, 2 of 3`).
    public var activationOrders: [SpokenRole: [PhraseSlot]] = [:]
    /// Roles whose state, name and role slots a description order setting leaves alone (TalkBack's heading).
    public var unpermutedRoles: Set<SpokenRole> = []

    /// A table with every part given.
    public init(
        orders: [SpokenRole: PhraseOrder],
        roleWords: [SpokenRole: String],
        usageHints: [SpokenRole: String],
        usageHintNeedsRole: Bool,
        stateWords: [ControlState: String],
        activationWords: [ControlState: String],
        decrementWord: String,
        incrementWord: String,
        disabledWord: String,
        stateWordsByRole: [SpokenRole: [ControlState: String]] = [:],
        activationWordsByRole: [SpokenRole: [ControlState: String]] = [:],
        percentTemplate: String = "{value}%",
        positionTemplate: String = "{index} of {count}",
        editingWord: String = "editing",
        spaceWord: String = "space",
        separator: String = ", "
    ) {
        self.orders = orders
        self.roleWords = roleWords
        self.usageHints = usageHints
        self.usageHintNeedsRole = usageHintNeedsRole
        self.stateWords = stateWords
        self.activationWords = activationWords
        self.decrementWord = decrementWord
        self.incrementWord = incrementWord
        self.disabledWord = disabledWord
        self.stateWordsByRole = stateWordsByRole
        self.activationWordsByRole = activationWordsByRole
        self.percentTemplate = percentTemplate
        self.positionTemplate = positionTemplate
        self.editingWord = editingWord
        self.spaceWord = spaceWord
        self.separator = separator
    }

    /// The word spoken on focus for `state` in `role`.
    public func stateWord(_ state: ControlState, role: SpokenRole) -> String? {
        stateWordsByRole[role]?[state] ?? stateWords[state]
    }

    /// The word spoken when activation puts `role` in `state`.
    public func activationWord(_ state: ControlState, role: SpokenRole) -> String? {
        activationWordsByRole[role]?[state] ?? activationWords[state]
    }

    /// A number as spoken: `50`, or as a percentage (`50%`, `50 percent`).
    public func number(_ value: Int, percent: Bool) -> String {
        percent ? PhraseTemplate.value(percentTemplate).filled(value) : String(value)
    }

    /// A position in a series: `2 of 3`.
    public func position(_ index: Int, of count: Int) -> String {
        PhraseTemplate.position(positionTemplate).filled(index, count)
    }

    /// What the value slot says for a stop in `state`: a number, a text field's text or placeholder, or static data.
    func valueWords(for content: StopContent, state: ControlState?) -> String {
        guard content.exposesState else { return "" }
        switch state {
        case .value(let number)?:
            return self.number(number, percent: content.showsPercent || (slidersSpeakPercentOfRange && content.role.isAdjustable))
        case .text(let text)?:
            if !text.isEmpty { return content.role == .secureTextField ? secureLength(text) : text }
            return speaksPlaceholder ? (content.placeholder ?? "") : ""
        default:
            return content.valueText ?? ""
        }
    }

    /// A secure field's value: `N characters` when the table says so, else nothing.
    func secureLength(_ text: String) -> String {
        let count = text.count
        let template = count == 1 ? secureOneCharacter : secureCharacters
        return PhraseTemplate.count(template).filled(count)
    }

    /// A text field's text when it holds some, else its name (TalkBack: `ada@example.com, Edit box, Email` and
    /// `Email, Edit box`).
    func textOrName(for content: StopContent, state: ControlState?) -> String {
        let text = valueWords(for: content, state: state)
        return text.isEmpty ? content.name : text
    }

    /// A text field's name after its role when it holds text (see ``textOrName(for:state:)``), else nothing.
    func nameAfterText(for content: StopContent, state: ControlState?) -> String {
        valueWords(for: content, state: state).isEmpty ? "" : content.name
    }
}
