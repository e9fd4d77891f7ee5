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
            // <doc:WhatEachReaderSays>: AccessibilitySnapshot's trait order (label, value, dimmed, role words, N of M ‖ hint).
            .textField: PhraseOrder(
                enabled: [.name, .value, .role, .usageHint, .hint],
                disabled: [.name, .value, .disabled, .role, .hint],
                editing: [.name, .value, .role, .editing, .hint]
            ),
            .secureTextField: PhraseOrder(
                enabled: [.name, .value, .role, .usageHint, .hint],
                disabled: [.name, .value, .disabled, .role, .hint],
                editing: [.name, .value, .role, .editing, .hint]
            ),
            .slider: PhraseOrder(enabled: [.name, .value, .role, .usageHint, .hint], disabled: [.name, .value, .disabled, .role, .hint]),
            .segment: PhraseOrder(
                enabled: [.containerLabel, .state, .name, .role, .position, .hint],
                disabled: [.containerLabel, .state, .name, .disabled, .role, .position, .hint]
            ),
            .tab: PhraseOrder(
                enabled: [.containerLabel, .state, .name, .role, .position, .hint],
                disabled: [.containerLabel, .state, .name, .disabled, .role, .position, .hint]
            ),
            .link: PhraseOrder(enabled: [.name, .role, .hint], disabled: [.name, .disabled, .role, .hint]),
            .expandable: PhraseOrder(
                enabled: [.name, .value, .state, .role, .hint],
                disabled: [.name, .value, .state, .disabled, .role, .hint]
            ),
            // <doc:WhatEachReaderSays> (MagentaA11y dropdown): `Sort by, Newest, button, collapsed`; `Selected, Newest, button`.
            .menuButton: PhraseOrder(
                enabled: [.name, .value, .role, .popUpState, .hint],
                disabled: [.name, .value, .disabled, .role, .popUpState, .hint]
            ),
            .option: PhraseOrder(enabled: [.state, .name, .role, .hint], disabled: [.state, .name, .disabled, .role, .hint]),
        ],
        roleWords: [
            .heading: "heading", .image: "image", .button: "button", .switch: "switch button",
            .checkbox: "button", .radio: "button", .stepperButton: "button",
            .textField: "text field", .secureTextField: "secure text field", .slider: "adjustable",
            .segment: "button", .tab: "tab", .link: "link", .expandable: "button", .menuButton: "button", .option: "button",
        ],
        usageHints: [
            .switch: "double tap to toggle setting",
            .textField: "double tap to edit", .secureTextField: "double tap to edit",
            .slider: "swipe up or down with one finger to adjust the value",
        ],
        usageHintNeedsRole: true,
        stateWords: [
            .on: "on", .off: "off", .checked: "checked", .unchecked: "not checked",
            .selected: "selected", .unselected: "unselected", .expanded: "expanded", .collapsed: "collapsed",
        ],
        activationWords: [
            .on: "on", .off: "off", .checked: "checked", .unchecked: "not checked",
            .selected: "selected", .unselected: "unselected", .expanded: "expanded", .collapsed: "collapsed",
        ],
        decrementWord: "decrement",
        incrementWord: "increment",
        disabledWord: "dimmed",
        // A segment or tab that is not selected says nothing about it: `Photos, button, 2 of 3`; a selected one says
        // `Selected` as an option does (and as TalkBack and the device write it: `Selected, Weather, button, 1 of 3`).
        stateWordsByRole: [
            .segment: [.selected: "Selected", .unselected: ""], .tab: [.selected: "Selected", .unselected: ""],
            .option: [.selected: "Selected", .unselected: ""],
        ],
        percentTemplate: "{value}%",
        positionTemplate: "{index} of {count}",
        editingWord: "is editing",
        spaceWord: "space"
    )
}
