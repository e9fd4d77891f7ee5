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

        /// An order with the given parts.
        public init(enabled: [PhraseSlot], disabled: [PhraseSlot]) {
            self.enabled = enabled
            self.disabled = disabled
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
    /// What joins the parts of an utterance.
    public var separator: String

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
        self.separator = separator
    }

    /// The utterance for a stop described by `content`, its live state and enabled flag (see ``PhraseBook``, which
    /// lays this table out for speed).
    func utterance(for content: StopContent, state: ControlState?, isEnabled: Bool) -> String {
        PhraseBook(self).utterance(for: content, state: state, isEnabled: isEnabled)
    }
}
