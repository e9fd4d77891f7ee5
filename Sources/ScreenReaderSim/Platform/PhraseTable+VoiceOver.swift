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

// MARK: - Device profiles

/// VoiceOver's device profiles (<doc:ReaderProfiles>), each written as its differences from the profile it
/// builds on: `@ios17` from the seed, `@ios18` from `@ios17`, `@ios26` from `@ios18`. Every row names its evidence
/// (the evidence keys of <doc:ReaderProfiles>: AS = AccessibilitySnapshot, MV = MagentaA11y's recordings; V1... its matrix rows).
extension ReaderProfileTable {
    /// VoiceOver on iOS 17 with UIKit controls, from the seed.
    func applyingVoiceOverIOS17() -> ReaderProfileTable {
        typealias Order = PhraseTable.PhraseOrder
        var table = self
        // The usage hint and a declared hint are the second utterance, after a pause (AS V1, V24-V29, V56-V60; 9.1).
        var phrases = table.phrases.removingSlots([.usageHint, .hint])
        phrases.separateHintUtterance = true
        phrases.declaredHintInHintUtterance = true                        // AS V57, V59: the app's hint first
        phrases.rolesWithoutDeclaredHint = [.textField, .secureTextField] // AS V58: text entry replaces the app's hint
        // Switch: the state after the role (AS V1, V2, V4; #199 on an iOS 17 device).
        phrases.orders[.switch] = Order(enabled: [.name, .role, .state], disabled: [.name, .disabled, .role, .state])
        // A settings row holding a switch: name and state, no role (MV V5).
        phrases.rowOrders[.switch] = Order(enabled: [.name, .state], disabled: [.name, .disabled, .state])
        // UIStepper's own buttons: no label, no value (AS V15-V17, MV).
        phrases.orders[.stepperButton] = Order(enabled: [.direction, .role], disabled: [.direction, .disabled, .role])
        phrases.decrementWord = "Decrement"                               // AS V15
        phrases.incrementWord = "Increment"                               // AS V16
        // While editing, the hint is the rotor's (AS V30, code L233-234).
        phrases.editingUsageHint = "use the rotor to access misspelled words"
        // A UISlider's value is a percentage of its range (AS V32, V34; MV V33).
        phrases.slidersSpeakPercentOfRange = true
        // Segments and tabs: no label prefix from outside (AS V36, V40; MV).
        phrases.orders[.segment] = Order(
            enabled: [.state, .name, .role, .position], disabled: [.state, .name, .disabled, .role, .position])
        phrases.orders[.tab] = Order(
            enabled: [.state, .name, .role, .position], disabled: [.state, .name, .disabled, .role, .position])
        phrases.stateWordsByRole[.segment] = [.selected: "Selected", .unselected: ""]   // AS V36 `Selected: Segment B`
        phrases.stateWordsByRole[.tab] = [.selected: "Selected", .unselected: ""]       // AS V40
        // Expandable: the state before the data, and a hint (MV V45).
        phrases.orders[.expandable] = Order(
            enabled: [.name, .state, .value, .role], disabled: [.name, .state, .value, .disabled, .role])
        phrases.usageHints[.expandable] = "double tap to expand"                           // MV V45
        phrases.usageHintsByState[.expandable] = [.expanded: "double tap to collapse"]     // inferred: MV V45 has only the collapsed hint
        // Menu button: `pop up button`, no `collapsed`, the picker's hint (MV V47).
        phrases.orders[.menuButton] = Order(enabled: [.name, .value, .role], disabled: [.name, .value, .disabled, .role])
        phrases.roleWords[.menuButton] = "pop up button"                                    // MV V47
        phrases.usageHints[.menuButton] = "double tap to activate the picker"                // MV V47
        // Activation re-reads a segment without its role (MV V39) and an expandable's label, state and data (MV V46).
        phrases.activationOrders[.segment] = [.state, .name, .position]          // MV V39
        phrases.activationOrders[.expandable] = [.name, .state, .value]          // MV V46
        table.phrases = phrases
        // An alert reads the texts before its first control in its opening utterance (MV V51).
        table.layerPhrases.alertReadsLeadingTexts = true                         // MV V51
        return table
    }

    /// VoiceOver on iOS 18: as iOS 17 for everything modelled (AS: the 17.5 and 18.5 reference images agree).
    func applyingVoiceOverIOS18() -> ReaderProfileTable {
        self
    }

    /// VoiceOver on iOS 26: as iOS 18, except a stepper button at its bound is not dimmed (AS V17 `_26_2`).
    func applyingVoiceOverIOS26() -> ReaderProfileTable {
        var table = self
        table.stepperDimsAtBound = false                                  // AS V17: `Decrement. Button.` on 26.2
        return table
    }
}
