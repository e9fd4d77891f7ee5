extension PhraseTable {
    /// VoiceOver on iOS, as the seeds give it: name first, "dimmed" for disabled, no hint when dimmed.
    ///
    /// The switch follows seed 000 exactly: `Wi-Fi, off, switch button, double tap to toggle setting` when enabled and
    /// `Wi-Fi, dimmed, switch button, off` when disabled (the state moves after the role).
    public static let voiceOver = PhraseTable(
        orders: [
            .text: PhraseOrder(always: [.name, .hint]),
            .heading: PhraseOrder(always: [.name, .role, .hint]),
            .image: PhraseOrder(always: [.name, .role, .hint]),
            .button: PhraseOrder(enabled: [.name, .role, .hint], disabled: [.name, .disabled, .role, .hint]),
            .switch: PhraseOrder(
                enabled: [.name, .state, .role, .usageHint, .hint],
                disabled: [.name, .disabled, .role, .state, .hint]
            ),
            .checkbox: PhraseOrder(enabled: [.name, .state, .role, .hint], disabled: [.name, .state, .disabled, .role, .hint]),
            .radio: PhraseOrder(enabled: [.name, .state, .role, .hint], disabled: [.name, .state, .disabled, .role, .hint]),
            .stepperButton: PhraseOrder(
                enabled: [.name, .value, .direction, .role, .hint],
                disabled: [.name, .value, .direction, .disabled, .role, .hint]
            ),
        ],
        roleWords: [
            .heading: "heading", .image: "image", .button: "button", .switch: "switch button",
            .checkbox: "button", .radio: "button", .stepperButton: "button",
        ],
        usageHints: [.switch: "double tap to toggle setting"],
        usageHintNeedsRole: true,
        stateWords: [
            .on: "on", .off: "off", .checked: "checked", .unchecked: "not checked",
            .selected: "selected", .unselected: "unselected",
        ],
        activationWords: [
            .on: "on", .off: "off", .checked: "checked", .unchecked: "not checked",
            .selected: "selected", .unselected: "unselected",
        ],
        decrementWord: "decrement",
        incrementWord: "increment",
        disabledWord: "dimmed"
    )
}
