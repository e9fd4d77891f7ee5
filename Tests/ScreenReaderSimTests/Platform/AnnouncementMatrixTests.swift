import ScreenReaderSim
import Testing

/// Every announcement string in SPEC.md §2, per platform, checked both as focus speaks it (swiping onto the stop) and as
/// ``ScreenReader/announcement(for:)`` reports it; then the activation words of SPEC.md §3 for each control.
@Suite struct AnnouncementMatrixTests {
    // MARK: - VoiceOver (SPEC.md §2, first table)

    static let voiceOverCases: [AnnouncementCase] = [
        AnnouncementCase("switch on", "Wi-Fi, on, switch button, double tap to toggle setting") { Switch("Wi-Fi", isOn: true) },
        AnnouncementCase("switch off", "Wi-Fi, off, switch button, double tap to toggle setting") { Switch("Wi-Fi") },
        AnnouncementCase("switch disabled, off", "Wi-Fi, dimmed, switch button, off") { Switch("Wi-Fi").disabled() },
        AnnouncementCase("switch disabled, on", "Wi-Fi, dimmed, switch button, on") { Switch("Wi-Fi", isOn: true).disabled() },
        AnnouncementCase("row with text Wi-Fi and a switch", "Wi-Fi, off, switch button, double tap to toggle setting") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        },
        AnnouncementCase("row with text Wi-Fi and a switch, on", "Wi-Fi, on, switch button, double tap to toggle setting") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) }
        },
        AnnouncementCase("row with a disabled switch", "Wi-Fi, dimmed, switch button, off") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi").disabled() }
        },
        AnnouncementCase("radio selected", "Small, selected, button") { RadioGroup { Radio("Small", isSelected: true) } },
        AnnouncementCase("radio unselected", "Medium, unselected, button") { RadioGroup { Radio("Medium") } },
        AnnouncementCase("radio disabled", "Large, unselected, dimmed, button") { RadioGroup { Radio("Large").disabled() } },
        AnnouncementCase("checkbox checked", "Remember me, checked, button") { Checkbox("Remember me", isChecked: true) },
        AnnouncementCase("checkbox not checked", "Remember me, not checked, button") { Checkbox("Remember me") },
        AnnouncementCase("checkbox disabled, checked", "Remember me, checked, dimmed, button") {
            Checkbox("Remember me", isChecked: true).disabled()
        },
        AnnouncementCase("checkbox disabled, not checked", "Remember me, not checked, dimmed, button") {
            Checkbox("Remember me").disabled()
        },
        AnnouncementCase("stepper at 2, decrement", "Guests, 2, decrement, button") { Stepper("Guests", value: 2, in: 1...10) },
        AnnouncementCase("stepper at 2, increment", position: 1, "Guests, 2, increment, button") {
            Stepper("Guests", value: 2, in: 1...10)
        },
        AnnouncementCase("stepper at min, decrement dimmed", "Guests, 1, decrement, dimmed, button") {
            Stepper("Guests", value: 1, in: 1...10)
        },
        AnnouncementCase("stepper at min, increment", position: 1, "Guests, 1, increment, button") {
            Stepper("Guests", value: 1, in: 1...10)
        },
        AnnouncementCase("stepper at max, increment dimmed", position: 1, "Guests, 10, increment, dimmed, button") {
            Stepper("Guests", value: 10, in: 1...10)
        },
        AnnouncementCase("stepper disabled, decrement", "Guests, 2, decrement, dimmed, button") {
            Stepper("Guests", value: 2, in: 1...10).disabled()
        },
        AnnouncementCase("button", "Save, button") { Button("Save") },
        AnnouncementCase("button disabled", "Save, dimmed, button") { Button("Save").disabled() },
        AnnouncementCase("heading", "Notifications, heading") { Heading("Notifications") },
        AnnouncementCase("text", "Allow notifications") { Text("Allow notifications") },
        AnnouncementCase("labelled image", "Bell, image") { Image("Bell") },
        AnnouncementCase("switch with no name", "off, switch button, double tap to toggle setting") { Switch("") },
        AnnouncementCase("button with a declared hint", "Save, button, Saves your changes") {
            Button("Save").hint("Saves your changes")
        },
        AnnouncementCase("disabled button with a declared hint", "Save, dimmed, button, Saves your changes") {
            Button("Save").hint("Saves your changes").disabled()
        },
        AnnouncementCase(
            "switch with a declared hint", "Wi-Fi, off, switch button, double tap to toggle setting, Joins known networks"
        ) { Switch("Wi-Fi").hint("Joins known networks") },
        AnnouncementCase("disabled switch with a declared hint", "Wi-Fi, dimmed, switch button, off, Joins known networks") {
            Switch("Wi-Fi").hint("Joins known networks").disabled()
        },
        AnnouncementCase("accessibility label overrides the visible label", "Wireless, off, switch button, double tap to toggle setting") {
            Switch("Wi-Fi").accessibilityLabel("Wireless")
        },
    ]

    // MARK: - TalkBack (SPEC.md §2, second table)

    static let talkBackCases: [AnnouncementCase] = [
        AnnouncementCase("switch on", "On, Wi-Fi, switch, double tap to toggle") { Switch("Wi-Fi", isOn: true) },
        AnnouncementCase("switch off", "Off, Wi-Fi, switch, double tap to toggle") { Switch("Wi-Fi") },
        AnnouncementCase("switch disabled, off", "Off, Wi-Fi, switch, disabled") { Switch("Wi-Fi").disabled() },
        AnnouncementCase("switch disabled, on", "On, Wi-Fi, switch, disabled") { Switch("Wi-Fi", isOn: true).disabled() },
        AnnouncementCase("row with text Wi-Fi and a switch", "Off, Wi-Fi, switch, double tap to toggle") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        },
        AnnouncementCase("row with text Wi-Fi and a switch, on", "On, Wi-Fi, switch, double tap to toggle") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) }
        },
        AnnouncementCase("row with a disabled switch", "Off, Wi-Fi, switch, disabled") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi").disabled() }
        },
        AnnouncementCase("radio selected", "Checked, Small, radio button, double tap to toggle") {
            RadioGroup { Radio("Small", isSelected: true) }
        },
        AnnouncementCase("radio unselected", "Not checked, Medium, radio button, double tap to toggle") {
            RadioGroup { Radio("Medium") }
        },
        AnnouncementCase("radio disabled", "Not checked, Large, radio button, disabled") { RadioGroup { Radio("Large").disabled() } },
        AnnouncementCase("checkbox checked", "Checked, Remember me, checkbox, double tap to toggle") {
            Checkbox("Remember me", isChecked: true)
        },
        AnnouncementCase("checkbox not checked", "Not checked, Remember me, checkbox, double tap to toggle") { Checkbox("Remember me") },
        AnnouncementCase("checkbox disabled, checked", "Checked, Remember me, checkbox, disabled") {
            Checkbox("Remember me", isChecked: true).disabled()
        },
        AnnouncementCase("checkbox disabled, not checked", "Not checked, Remember me, checkbox, disabled") {
            Checkbox("Remember me").disabled()
        },
        AnnouncementCase("stepper at 2, decrease", "Guests, 2, decrease, button, double tap to activate") {
            Stepper("Guests", value: 2, in: 1...10)
        },
        AnnouncementCase("stepper at 2, increase", position: 1, "Guests, 2, increase, button, double tap to activate") {
            Stepper("Guests", value: 2, in: 1...10)
        },
        AnnouncementCase("stepper at min, decrease disabled", "Guests, 1, decrease, button, disabled") {
            Stepper("Guests", value: 1, in: 1...10)
        },
        AnnouncementCase("stepper at min, increase", position: 1, "Guests, 1, increase, button, double tap to activate") {
            Stepper("Guests", value: 1, in: 1...10)
        },
        AnnouncementCase("stepper at max, increase disabled", position: 1, "Guests, 10, increase, button, disabled") {
            Stepper("Guests", value: 10, in: 1...10)
        },
        AnnouncementCase("stepper disabled, decrease", "Guests, 2, decrease, button, disabled") {
            Stepper("Guests", value: 2, in: 1...10).disabled()
        },
        AnnouncementCase("button", "Save, button, double tap to activate") { Button("Save") },
        AnnouncementCase("button disabled", "Save, button, disabled") { Button("Save").disabled() },
        AnnouncementCase("heading", "Notifications, heading") { Heading("Notifications") },
        AnnouncementCase("text", "Allow notifications") { Text("Allow notifications") },
        AnnouncementCase("labelled image", "Bell, image") { Image("Bell") },
        AnnouncementCase("switch with no name", "Off, switch, double tap to toggle") { Switch("") },
        AnnouncementCase("button with a declared hint", "Save, button, double tap to activate, Saves your changes") {
            Button("Save").hint("Saves your changes")
        },
        AnnouncementCase("disabled button with a declared hint", "Save, button, disabled, Saves your changes") {
            Button("Save").hint("Saves your changes").disabled()
        },
        AnnouncementCase("switch with a declared hint", "Off, Wi-Fi, switch, double tap to toggle, Joins known networks") {
            Switch("Wi-Fi").hint("Joins known networks")
        },
        AnnouncementCase("disabled switch with a declared hint", "Off, Wi-Fi, switch, disabled, Joins known networks") {
            Switch("Wi-Fi").hint("Joins known networks").disabled()
        },
        AnnouncementCase("accessibility label overrides the visible label", "Off, Wireless, switch, double tap to toggle") {
            Switch("Wi-Fi").accessibilityLabel("Wireless")
        },
    ]

    @Test("VoiceOver speaks SPEC §2", arguments: voiceOverCases)
    func voiceOverAnnouncement(_ row: AnnouncementCase) throws {
        let voiceOver = try VoiceOver(row.screen)
        try check(row, on: voiceOver)
    }

    @Test("TalkBack speaks SPEC §2", arguments: talkBackCases)
    func talkBackAnnouncement(_ row: AnnouncementCase) throws {
        let talkBack = try TalkBack(row.screen)
        try check(row, on: talkBack)
    }

    /// Keyboard-only readers report the platform's words for a stop (for transcripts), though they speak none.
    @Test("keyboard-only readers describe stops in their platform's words", arguments: Platform.allCases)
    func keyboardOnlyAnnouncement(_ platform: Platform) throws {
        let screen = Screen("S") { Switch("Wi-Fi") }
        let keyboard = try KeyboardOnly(platform, screen: screen)
        let stop = try #require(keyboard.stops.first)
        let expected = platform == .ios
            ? "Wi-Fi, off, switch button, double tap to toggle setting"
            : "Off, Wi-Fi, switch, double tap to toggle"
        #expect(keyboard.announcement(for: stop) == expected)
        keyboard.press(.tab)
        #expect(keyboard.spokenLog.isEmpty)
    }

    private func check(_ row: AnnouncementCase, on reader: ScreenReader) throws {
        let stop = try #require(reader.stops.indices.contains(row.position) ? reader.stops[row.position] : nil)
        #expect(reader.announcement(for: stop) == row.expected)
        let spoken = reader.swipe(to: row.position)
        #expect(reader.focus == stop)
        #expect(spoken == row.expected)
    }

    // MARK: - Activation words (SPEC.md §3)

    static let voiceOverActivations: [ActivationCase] = [
        ActivationCase("switch off → on", speaks: ["on"], after: ("Wi-Fi", .on)) { Switch("Wi-Fi") },
        ActivationCase("switch on → off", speaks: ["off"], after: ("Wi-Fi", .off)) { Switch("Wi-Fi", isOn: true) },
        ActivationCase("row with a switch, off → on", speaks: ["on"], after: ("Wi-Fi", .on)) {
            Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        },
        ActivationCase("row with a switch, on → off", speaks: ["off"], after: ("Wi-Fi", .off)) {
            Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) }
        },
        ActivationCase("radio, unselected → selected", speaks: ["selected"], after: ("Medium", .selected)) {
            RadioGroup { Radio("Medium") }
        },
        ActivationCase("radio, already selected", speaks: ["selected"], after: ("Small", .selected)) {
            RadioGroup { Radio("Small", isSelected: true) }
        },
        ActivationCase("checkbox, not checked → checked", speaks: ["checked"], after: ("Remember me", .checked)) {
            Checkbox("Remember me")
        },
        ActivationCase("checkbox, checked → not checked", speaks: ["not checked"], after: ("Remember me", .unchecked)) {
            Checkbox("Remember me", isChecked: true)
        },
        ActivationCase("stepper decrement 2 → 1", speaks: ["1"], after: ("Guests", .value(1))) {
            Stepper("Guests", value: 2, in: 1...10)
        },
        ActivationCase("stepper increment 2 → 3", position: 1, speaks: ["3"], after: ("Guests", .value(3))) {
            Stepper("Guests", value: 2, in: 1...10)
        },
        ActivationCase("button", speaks: []) { Button("Save") },
        ActivationCase("disabled switch", speaks: [], after: ("Wi-Fi", .off)) { Switch("Wi-Fi").disabled() },
    ]

    static let talkBackActivations: [ActivationCase] = [
        ActivationCase("switch off → on", speaks: ["On"], after: ("Wi-Fi", .on)) { Switch("Wi-Fi") },
        ActivationCase("switch on → off", speaks: ["Off"], after: ("Wi-Fi", .off)) { Switch("Wi-Fi", isOn: true) },
        ActivationCase("row with a switch, off → on", speaks: ["On"], after: ("Wi-Fi", .on)) {
            Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        },
        ActivationCase("row with a switch, on → off", speaks: ["Off"], after: ("Wi-Fi", .off)) {
            Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) }
        },
        ActivationCase("radio, unselected → selected", speaks: ["checked"], after: ("Medium", .selected)) {
            RadioGroup { Radio("Medium") }
        },
        ActivationCase("radio, already selected", speaks: ["checked"], after: ("Small", .selected)) {
            RadioGroup { Radio("Small", isSelected: true) }
        },
        ActivationCase("checkbox, not checked → checked", speaks: ["Checked"], after: ("Remember me", .checked)) {
            Checkbox("Remember me")
        },
        ActivationCase("checkbox, checked → not checked", speaks: ["Not checked"], after: ("Remember me", .unchecked)) {
            Checkbox("Remember me", isChecked: true)
        },
        ActivationCase("stepper decrease 2 → 1", speaks: ["1"], after: ("Guests", .value(1))) {
            Stepper("Guests", value: 2, in: 1...10)
        },
        ActivationCase("stepper increase 2 → 3", position: 1, speaks: ["3"], after: ("Guests", .value(3))) {
            Stepper("Guests", value: 2, in: 1...10)
        },
        ActivationCase("button", speaks: []) { Button("Save") },
        ActivationCase("disabled switch", speaks: [], after: ("Wi-Fi", .off)) { Switch("Wi-Fi").disabled() },
    ]

    @Test("VoiceOver activation words, SPEC §3", arguments: voiceOverActivations)
    func voiceOverActivation(_ row: ActivationCase) throws {
        try checkActivation(row, on: try VoiceOver(row.screen))
    }

    @Test("TalkBack activation words, SPEC §3", arguments: talkBackActivations)
    func talkBackActivation(_ row: ActivationCase) throws {
        try checkActivation(row, on: try TalkBack(row.screen))
    }

    private func checkActivation(_ row: ActivationCase, on reader: ScreenReader) throws {
        reader.swipe(to: row.position)
        let focus = reader.focus
        let events = reader.doubleTap()
        #expect(events.compactMap(\.utterance) == row.spoken)
        #expect(reader.focus == focus, "focus stays on the activated stop")
        if let after = row.after {
            #expect(try reader.state(of: after.label) == after.state)
        }
    }
}
