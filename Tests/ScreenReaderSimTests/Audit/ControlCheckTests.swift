import ScreenReaderSim
import Testing

/// SRS005–SRS010: custom controls, row images, context changes, steppers, keyboard.
@Suite struct ControlCheckTests {
    @Test func customSwitchWithNoRoleIsReported() throws {
        let screen = AuditTestScreens.screen { Switch("Wi-Fi").customRole() }
        let finding = try #require(AuditTestScreens.findings("SRS005", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.element.name == "Wi-Fi")
        #expect(finding.message.text == "the switch is a custom control that exposes no role, so nothing says it is a switch")
        #expect(finding.announcement(by: .voiceOver) == "Wi-Fi, off")
        #expect(finding.announcement(by: .talkBack) == "Off, Wi-Fi, double tap to toggle")
    }

    @Test func statelessRadioIsAPlainButtonOnIOSAndStatelessOnAndroid() throws {
        let screen = AuditTestScreens.screen { RadioGroup("Text size") { Radio("Small", isSelected: true).stateless() } }
        let findings = AuditTestScreens.findings("SRS005", on: screen)
        #expect(findings.map(\.platform) == [.ios, .android])
        let ios = try #require(findings.first)
        #expect(ios.message.text.contains("VoiceOver speaks it as a plain button"))
        #expect(ios.announcement(by: .voiceOver) == "Small, button")
        #expect(ios.announcement(by: .talkBack) == nil)
        let android = try #require(findings.last)
        #expect(android.message.text == "the radio is a custom control that exposes no state, so nothing says whether it is selected")
        #expect(android.announcement(by: .talkBack) == "Small, radio button, double tap to toggle")
    }

    @Test func customControlInsideARowIsReportedAtTheControlWithTheRowsWords() throws {
        let screen = AuditTestScreens.screen { Row { Text("Wi-Fi"); Switch("Wi-Fi").customRole().stateless() } }
        let finding = try #require(AuditTestScreens.findings("SRS005", on: screen).first)
        #expect(finding.element.kind == .switch)
        #expect(finding.message.text.contains("exposes no role and no state"))
        #expect(finding.announcement(by: .voiceOver) == "Wi-Fi")
    }

    @Test func nativeControlsPass() {
        let screen = AuditTestScreens.screen {
            Switch("Wi-Fi")
            RadioGroup("Text size") { Radio("Small", isSelected: true) }
            Button("Save").stateless()
        }
        #expect(AuditTestScreens.findings("SRS005", on: screen).isEmpty)
    }

    @Test func imageInARowIsReportedWithTheRowAnnouncement() throws {
        let screen = AuditTestScreens.screen {
            Row { Image("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
        }
        let finding = try #require(AuditTestScreens.findings("SRS006", on: screen).first)
        #expect(finding.severity == .warning)
        #expect(finding.platform == nil)
        #expect(finding.element.kind == .image && finding.element.name == "bell")
        #expect(finding.announcement(by: .voiceOver) == "bell, Allow notifications, on, switch button, double tap to toggle setting")
        #expect(finding.announcement(by: .talkBack) == "On, bell, Allow notifications, switch, double tap to toggle")
    }

    @Test func hiddenIconOrStandaloneImagePasses() {
        let screen = AuditTestScreens.screen {
            Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications") }
            Row { Image("moon").hidden(); Text("Dark mode"); Switch("Dark mode") }
            Image("Company logo")
        }
        #expect(AuditTestScreens.findings("SRS006", on: screen).isEmpty)
    }

    @Test func radioThatNavigatesIsReportedWithWhatSelectingItSays() throws {
        let screen = AuditTestScreens.screen {
            RadioGroup("Speed") {
                Radio("Standard", isSelected: true)
                Radio("Express").navigates(to: "Express options")
            }
        }
        let finding = try #require(AuditTestScreens.findings("SRS007", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.element.name == "Express")
        #expect(finding.message.text == "selecting the radio opens \"Express options\": a change of context")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["Express, unselected, button", "selected"])
        #expect(finding.announcements.first { $0.reader == .talkBack }?.utterances
            == ["Not checked, Express, radio button, double tap to toggle", "checked"])
    }

    @Test func switchThatMovesFocusIsReportedWithTheStopFocusLandsOn() throws {
        let screen = AuditTestScreens.screen { Switch("Custom amount").movesFocus(to: "Amount"); Text("Amount") }
        let finding = try #require(AuditTestScreens.findings("SRS007", on: screen).first)
        #expect(finding.message.text == "toggling the switch moves focus to \"Amount\": a change of context")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances
            == ["Custom amount, off, switch button, double tap to toggle setting", "on", "Amount"])
    }

    @Test func radioThatOnlySelectsPasses() {
        let screen = AuditTestScreens.screen {
            RadioGroup("Speed") { Radio("Standard", isSelected: true); Radio("Express") }
            Button("Express options").navigates(to: "Express options")
        }
        #expect(AuditTestScreens.findings("SRS007", on: screen).isEmpty)
    }

    @Test func unlabelledStepperIsReportedWithBothButtons() throws {
        let screen = AuditTestScreens.screen { Stepper("", value: 2, in: 1...10) }
        let finding = try #require(AuditTestScreens.findings("SRS008", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.element.kind == .stepper)
        #expect(finding.message.text == "the stepper's increment and decrement buttons don't speak its label")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["2, decrement, button", "2, increment, button"])
        #expect(finding.announcements.first { $0.reader == .talkBack }?.utterances
            == ["2, decrease, button, double tap to activate", "2, increase, button, double tap to activate"])
        #expect(AuditTestScreens.findings("SRS001", on: screen).isEmpty)
    }

    @Test func statelessStepperIsReportedForItsValue() throws {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 2, in: 1...10).stateless() }
        let finding = try #require(AuditTestScreens.findings("SRS008", on: screen).first)
        #expect(finding.message.text == "the stepper's increment and decrement buttons don't speak its value")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["Guests, decrement, button", "Guests, increment, button"])
    }

    @Test func labelledStepperWithAValuePasses() {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 2, in: 1...10) }
        #expect(AuditTestScreens.findings("SRS008", on: screen).isEmpty)
    }

    @Test func stepperThatMovesFocusIsReportedWithTheNewValueAndTheStopFocusLandsOn() throws {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 2, in: 1...10).movesFocus(to: "Total"); Text("Total") }
        let finding = try #require(AuditTestScreens.findings("SRS009", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.message.text == "activating a stepper button moves focus to \"Total\" instead of staying on the button")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["Guests, 2, increment, button", "3", "Total"])
        #expect(finding.announcements.first { $0.reader == .talkBack }?.utterances
            == ["Guests, 2, increase, button, double tap to activate", "3", "Total"])
    }

    @Test func stepperAtItsMaximumIsProvedOnItsDecrementButton() throws {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 10, in: 1...10).movesFocus(to: "Total"); Text("Total") }
        let finding = try #require(AuditTestScreens.findings("SRS009", on: screen).first)
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["Guests, 10, decrement, button", "9", "Total"])
    }

    @Test func stepperThatKeepsFocusPasses() {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 2, in: 1...10); Text("Total") }
        #expect(AuditTestScreens.findings("SRS009", on: screen).isEmpty)
    }

    @Test func controlWithNoKeyboardFocusIsReportedWithWhatASwipeHears() throws {
        let screen = AuditTestScreens.screen { Switch("Wi-Fi").keyboardUnreachable() }
        let finding = try #require(AuditTestScreens.findings("SRS010", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.message.text == "the switch is reached by swiping but never by Tab or the arrow keys")
        #expect(finding.announcement(by: .voiceOver) == "Wi-Fi, off, switch button, double tap to toggle setting")
        #expect(finding.announcement(by: .talkBack) == "Off, Wi-Fi, switch, double tap to toggle")
    }

    @Test func stepperWithNoKeyboardFocusIsReportedOnce() {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 2, in: 1...10).keyboardUnreachable() }
        #expect(AuditTestScreens.findings("SRS010", on: screen).count == 1)
    }

    @Test func keyboardReachableOrDisabledControlsPass() {
        let screen = AuditTestScreens.screen {
            Switch("Wi-Fi")
            Switch("Bluetooth").disabled().keyboardUnreachable()
            Text("Version 2").keyboardUnreachable()
        }
        #expect(AuditTestScreens.findings("SRS010", on: screen).isEmpty)
    }
}
