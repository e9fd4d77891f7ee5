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
