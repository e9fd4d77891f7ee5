extension PhraseTable {
    /// TalkBack on Android, as the seeds give it: state, name, role; "disabled" last; the usage hint
    /// follows unless the element is disabled.
    public static let talkBack = PhraseTable(
        orders: [
            .text: PhraseOrder(always: [.name, .hint]),
            .heading: PhraseOrder(always: [.name, .role, .hint]),
            .image: PhraseOrder(always: [.name, .role, .hint]),
            .button: PhraseOrder(
                enabled: [.name, .role, .usageHint, .hint],
                disabled: [.name, .role, .disabled, .hint]
            ),
            .switch: PhraseOrder(
                enabled: [.state, .name, .role, .usageHint, .hint],
                disabled: [.state, .name, .role, .disabled, .hint]
            ),
            .checkbox: PhraseOrder(
                enabled: [.state, .name, .role, .usageHint, .hint],
                disabled: [.state, .name, .role, .disabled, .hint]
            ),
            .radio: PhraseOrder(
                enabled: [.state, .name, .role, .usageHint, .hint],
                disabled: [.state, .name, .role, .disabled, .hint]
            ),
            .stepperButton: PhraseOrder(
                enabled: [.name, .value, .direction, .role, .usageHint, .hint],
                disabled: [.name, .value, .direction, .role, .disabled, .hint]
            ),
        ],
        roleWords: [
            .heading: "heading", .image: "image", .button: "button", .switch: "switch",
            .checkbox: "checkbox", .radio: "radio button", .stepperButton: "button",
        ],
        usageHints: [
            .button: "double tap to activate", .switch: "double tap to toggle", .checkbox: "double tap to toggle",
            .radio: "double tap to toggle", .stepperButton: "double tap to activate",
        ],
        usageHintNeedsRole: false,
        stateWords: [
            .on: "On", .off: "Off", .checked: "Checked", .unchecked: "Not checked",
            .selected: "Checked", .unselected: "Not checked",
        ],
        activationWords: [
            .on: "On", .off: "Off", .checked: "Checked", .unchecked: "Not checked",
            .selected: "checked", .unselected: "not checked",
        ],
        decrementWord: "decrease",
        incrementWord: "increase",
        disabledWord: "disabled"
    )
}
