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

// MARK: - Device profiles

/// TalkBack's device profiles (<doc:ReaderProfiles>), each written as its differences from the profile it builds
/// on: `@15` from the seed, `@14` and `@13` from `@15`. Every row names its evidence (the evidence keys of <doc:ReaderProfiles>:
/// TB15/TB14/TB13 = google/talkback's compositor and strings, MV = MagentaA11y's recordings; T1... its matrix rows).
extension ReaderProfileTable {
    /// TalkBack 15.1, from the seed.
    func applyingTalkBack15() -> ReaderProfileTable {
        typealias Order = PhraseTable.PhraseOrder
        var table = self
        // The usage hint is a separate utterance, queued after the description (TB15 ProcessorAccessibilityHints, T1; 9.1).
        var phrases = table.phrases.removingSlots([.usageHint])
        phrases.separateHintUtterance = true
        // A declared hint is in the description, after name and role, before `disabled` (TB15 TreeNodesDescription, T54, T55).
        func described(_ slots: [PhraseSlot], disabled: Bool = false, series: Bool = false) -> [PhraseSlot] {
            slots + [.hint] + (disabled ? [.disabled] : []) + (series ? [.position, .listInfo] : [])
        }
        func order(_ slots: [PhraseSlot], series: Bool = false) -> Order {
            Order(enabled: described(slots, series: series), disabled: described(slots, disabled: true, series: series))
        }
        phrases.orders[.text] = Order(always: [.name, .hint])                        // TB15 TreeNodesDescription, T21
        phrases.orders[.heading] = Order(always: [.name, .role, .hint])             // TB15 heading_template, T20
        phrases.orders[.image] = Order(always: [.name, .role, .hint])               // TB15 value_image, T22
        phrases.orders[.button] = order([.name, .role])                             // TB15 value_button, T18, T19
        phrases.orders[.switch] = order([.state, .name, .role], series: true)       // TB15 SwitchDescription, T1-T3
        phrases.orders[.checkbox] = order([.state, .name, .role], series: true)     // TB15 value_checkbox, T10-T12
        phrases.orders[.radio] = order([.state, .name, .role], series: true)        // MV T6-T8: `1 of 3, In list, 3 items`
        phrases.rowOrders[.switch] = order([.name, .state, .role])                  // MV T4: `Sticky Keys, Off, Switch`
        phrases.rowOrders[.checkbox] = order([.name, .state, .role])                // MV T4 (a clickable settings row)
        phrases.orders[.stepperButton] = order([.direction, .role])                 // MV T14-T16: `Decrease button`
        // A text field: its text (else its name) first, the role, then the label; a placeholder is not spoken (TB15
        // EditTextDescription, T23-T26, C8); editing, `Editing` first (TB15 value_edit_box_editing, T29, T30).
        phrases.orders[.textField] = Order(
            enabled: described([.textOrName, .role, .nameAfterText]),
            disabled: described([.textOrName, .role, .nameAfterText], disabled: true),
            editing: described([.editing, .textOrName, .role, .nameAfterText]))
        // A secure field: its name, `N characters`, the role (MV T27; TB15 EditTextDescription).
        phrases.orders[.secureTextField] = Order(
            enabled: described([.name, .value, .role]), disabled: described([.name, .value, .role], disabled: true),
            editing: described([.editing, .name, .value, .role]))
        phrases.orders[.slider] = order([.value, .name, .role])                     // TB15 SeekBarDescription, T32-T34
        phrases.orders[.segment] = order([.state, .name, .role], series: true)      // MV T36: no label prefix, list info
        phrases.orders[.tab] = order([.state, .name, .role], series: true)          // MV T36-T38
        phrases.orders[.link] = order([.name])                                      // TB15 has no link role, T40, T41
        phrases.orders[.expandable] = order([.name, .value, .state])                // MV T42, T43
        phrases.orders[.menuButton] = order([.popUpState, .name, .value, .role])    // MV T45: `Collapsed, ..., Pop up button`
        phrases.orders[.option] = order([.state, .name])                            // MV T46, T47: no role, no position
        // TalkBack's own words (TB15 strings: value_switch, value_checkbox, value_edit_box, ...).
        phrases.roleWords = [
            .heading: "Heading", .image: "Image", .button: "Button", .switch: "Switch", .checkbox: "Check box",
            .radio: "Radio button", .stepperButton: "Button", .textField: "Edit box", .secureTextField: "Edit box",
            .slider: "Slider", .segment: "Tab", .tab: "Tab", .menuButton: "Pop up button",
        ]
        phrases.stateWords[.expanded] = "Expanded"                                  // MV T43
        phrases.stateWords[.collapsed] = "Collapsed"                                // MV T42, T45
        phrases.stateWordsByRole[.radio] = [.selected: "Selected", .unselected: "Not selected"]  // MV T6, T7
        phrases.stateWordsByRole[.option] = [.selected: "Checked", .unselected: ""]              // MV T46
        phrases.activationWordsByRole[.radio] = [.selected: "Selected"]             // MV T9
        phrases.decrementWord = "Decrease"                                          // MV T14
        phrases.incrementWord = "Increase"                                          // MV T15
        // Usage hints: `Double-tap` (TB15 value_double_tap with template_hint_*).
        phrases.usageHints = [
            .button: "Double-tap to activate", .stepperButton: "Double-tap to activate", .link: "Double-tap to activate",
            .segment: "Double-tap to activate", .tab: "Double-tap to activate", .expandable: "Double-tap to activate",
            .menuButton: "Double-tap to activate",                                              // TB15 template_hint_clickable
            .switch: "Double-tap to toggle", .checkbox: "Double-tap to toggle", .radio: "Double-tap to toggle", // template_hint_checkable
            .textField: "Double-tap to edit text", .secureTextField: "Double-tap to edit text", // TB15 template_hint_edit_text
            .slider: "Swipe up or swipe down to adjust",                                         // TB15 template_hint_seek_control
            .option: "Double-tap to select",                                                     // MV T46
        ]
        phrases.groupedUsageHints[.radio] = "Double-tap to select"                  // TB14/TB15 RadioGroup, C6
        phrases.rowUsageHints = [.switch: "Double-tap to activate", .checkbox: "Double-tap to activate"]  // MV T4
        phrases.usageHintsByState[.segment] = [.selected: ""]                      // MV T36: a selected tab has no hint
        phrases.usageHintsByState[.tab] = [.selected: ""]                          // MV T36
        phrases.slidersSpeakPercentOfRange = true                                   // MV T32 `87%`; research 1.5
        phrases.percentTemplate = "{value}%"                                        // MV T32 `87%` (TB15 stateDescription)
        phrases.speaksPlaceholder = false                                           // TB15 EditTextDescription, C8
        phrases.secureOneCharacter = "1 character"                                  // TB15 template_password_count
        phrases.secureCharacters = "{count} characters"                             // TB15 template_password_count
        phrases.listInfoTemplate = "In list, {count} items"                         // TB15 in_list, list_index_template; MV T6
        phrases.activationOrders[.expandable] = [.name, .value, .state]             // MV T44: the description re-read
        phrases.unpermutedRoles = [.heading]                                        // TB15 heading_template: a suffix
        table.phrases = phrases
        // `Controls`, over every actionable stop (TB15 granularity_native_control, FILTER_CONTROL; T52).
        table.layerPhrases.rotorWords[.formControls] = "Controls"
        table.layerPhrases.formControlsTakeEveryActionable = true
        return table
    }

    /// TalkBack 14.1: as 15.1 for everything modelled (TB14: its strings are byte-identical to TB15's).
    func applyingTalkBack14() -> ReaderProfileTable {
        self
    }

    /// TalkBack 13: as 15, except every hint ends with a period and a grouped radio's hint is `Double-tap to toggle.`
    /// (TB13 strings, research 3.2).
    func applyingTalkBack13() -> ReaderProfileTable {
        var table = self
        func period(_ hint: String) -> String { hint.isEmpty ? hint : hint + "." }
        table.phrases.usageHints = table.phrases.usageHints.mapValues(period)                   // TB13 template_hint_*
        table.phrases.rowUsageHints = table.phrases.rowUsageHints.mapValues(period)
        table.phrases.groupedUsageHints[.radio] = "Double-tap to toggle."                     // TB13: no select hint
        return table
    }
}
