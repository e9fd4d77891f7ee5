extension PhraseTable {
    /// TalkBack on Android, as the seeds give it: state, name, role; "disabled" last; the usage hint
    /// follows unless the element is disabled.
    public static let talkBack = withCustomControlWords(PhraseTable(
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
            // <doc:WhatEachReaderSays>: MagentaA11y's examples (value or placeholder first, then "Edit box", then the label).
            .textField: PhraseOrder(
                enabled: [.value, .role, .name, .usageHint, .hint],
                disabled: [.value, .role, .name, .disabled, .hint],
                editing: [.editing, .value, .role, .name, .hint]
            ),
            .secureTextField: PhraseOrder(
                enabled: [.value, .role, .name, .usageHint, .hint],
                disabled: [.value, .role, .name, .disabled, .hint],
                editing: [.editing, .value, .role, .name, .hint]
            ),
            .slider: PhraseOrder(
                enabled: [.value, .name, .role, .usageHint, .hint],
                disabled: [.value, .name, .role, .disabled, .hint]
            ),
            // A selected segment or tab has no usage hint: `Selected, Weather, tab, 1 of 3`.
            .segment: PhraseOrder(
                enabled: [.containerLabel, .state, .name, .role, .position, .usageHint, .hint],
                disabled: [.containerLabel, .state, .name, .role, .disabled, .position, .hint],
                inState: [.selected: [.containerLabel, .state, .name, .role, .position, .hint]]
            ),
            .tab: PhraseOrder(
                enabled: [.containerLabel, .state, .name, .role, .position, .usageHint, .hint],
                disabled: [.containerLabel, .state, .name, .role, .disabled, .position, .hint],
                inState: [.selected: [.containerLabel, .state, .name, .role, .position, .hint]]
            ),
            // MagentaA11y: a disabled link says `Learn more, disabled`, without its role.
            .link: PhraseOrder(enabled: [.name, .role, .usageHint, .hint], disabled: [.name, .disabled, .hint]),
            // <doc:WhatEachReaderSays> (MagentaA11y dropdown): `Sort by, button, Newest, collapsed, double tap to activate`;
            // an option has no role word, and its position: `Selected, Newest, 1 of 3, double tap to activate`.
            .menuButton: PhraseOrder(
                enabled: [.name, .role, .value, .popUpState, .usageHint, .hint],
                disabled: [.name, .role, .value, .popUpState, .disabled, .hint]
            ),
            .option: PhraseOrder(
                enabled: [.state, .name, .position, .usageHint, .hint],
                disabled: [.state, .name, .disabled, .position, .hint]
            ),
            // TalkBack has no role word for an expandable; the usage hint stands for it.
            .expandable: PhraseOrder(
                enabled: [.name, .value, .state, .usageHint, .hint],
                disabled: [.name, .value, .state, .disabled, .hint]
            ),
        ],
        roleWords: [
            .heading: "heading", .image: "image", .button: "button", .switch: "switch",
            .checkbox: "checkbox", .radio: "radio button", .stepperButton: "button",
            .textField: "Edit box", .secureTextField: "Edit box", .slider: "slider", .segment: "tab", .tab: "tab",
            .link: "link", .menuButton: "button",
        ],
        usageHints: [
            .button: "double tap to activate", .switch: "double tap to toggle", .checkbox: "double tap to toggle",
            .radio: "double tap to toggle", .stepperButton: "double tap to activate",
            .textField: "double tap to edit text", .secureTextField: "double tap to edit text",
            .slider: "swipe up or swipe down to adjust", .segment: "double tap to activate",
            .tab: "double tap to activate", .link: "double tap to activate", .expandable: "double tap to activate",
            .menuButton: "double tap to activate", .option: "double tap to activate",
        ],
        usageHintNeedsRole: false,
        stateWords: [
            .on: "On", .off: "Off", .checked: "Checked", .unchecked: "Not checked",
            .selected: "Checked", .unselected: "Not checked", .expanded: "expanded", .collapsed: "collapsed",
        ],
        activationWords: [
            .on: "On", .off: "Off", .checked: "Checked", .unchecked: "Not checked",
            .selected: "checked", .unselected: "not checked", .expanded: "expanded", .collapsed: "collapsed",
        ],
        decrementWord: "decrease",
        incrementWord: "increase",
        disabledWord: "disabled",
        // A segment or tab is "Selected" (the toolkit's word), and says nothing when it is not.
        stateWordsByRole: [
            .segment: [.selected: "Selected", .unselected: ""], .tab: [.selected: "Selected", .unselected: ""],
            .option: [.selected: "Selected", .unselected: ""],
        ],
        activationWordsByRole: [.segment: [.selected: "Selected"], .tab: [.selected: "Selected"]],
        percentTemplate: "{value} percent",
        positionTemplate: "{index} of {count}",
        editingWord: "Editing",
        spaceWord: "space"
    ))

    /// TalkBack speaks a custom control's `stateDescription` first ("state, name, role"), and, for custom actions, how
    /// to open them.
    private static func withCustomControlWords(_ table: PhraseTable) -> PhraseTable {
        var table = table
        table.customValueBeforeName = true
        table.actionsAvailable = "actions available, use tap with three fingers to view"
        return table
    }
}
