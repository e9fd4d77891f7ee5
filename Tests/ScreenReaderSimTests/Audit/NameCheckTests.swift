import ScreenReaderSim
import Testing

/// SRS001–SRS004: names, visible labels, role words, separate label stops.
@Suite struct NameCheckTests {
    @Test func unnamedSwitchIsReportedOnBothPlatformsWithWhatEachReaderSays() throws {
        let screen = AuditTestScreens.screen { Switch("") }
        let findings = AuditTestScreens.findings("SRS001", on: screen)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .error)
        #expect(finding.platform == nil)
        #expect(finding.element.kind == .switch && finding.element.index == 0)
        #expect(finding.announcement(by: .voiceOver) == "off, switch button, double tap to toggle setting")
        #expect(finding.announcement(by: .talkBack) == "Off, switch, double tap to toggle")
    }

    @Test func unnamedRowIsReportedAtTheRow() throws {
        let screen = AuditTestScreens.screen { Row { Icon("moon"); Switch("") } }
        let finding = try #require(AuditTestScreens.findings("SRS001", on: screen).first)
        #expect(finding.element.kind == .row)
        #expect(finding.message.text.hasPrefix("the row holding a switch has no name"))
    }

    @Test func switchWithAnAccessibilityLabelHasAName() {
        let screen = AuditTestScreens.screen { Switch("").accessibilityLabel("Dark mode") }
        #expect(AuditTestScreens.findings("SRS001", on: screen).isEmpty)
    }

    @Test func nameThatDoesNotContainTheVisibleLabelIsReported() throws {
        let screen = AuditTestScreens.screen { Switch("Night theme").accessibilityLabel("Dark mode") }
        let finding = try #require(AuditTestScreens.findings("SRS002", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.element.name == "Dark mode")
        #expect(finding.message.text == "the name \"Dark mode\" does not contain the visible label \"Night theme\"")
        #expect(finding.announcement(by: .voiceOver) == "Dark mode, off, switch button, double tap to toggle setting")
        #expect(finding.announcement(by: .talkBack) == "Off, Dark mode, switch, double tap to toggle")
    }

    @Test func nameThatContainsTheVisibleLabelPasses() {
        let screen = AuditTestScreens.screen {
            Switch("Night theme").accessibilityLabel("Night theme, dark mode")
            Row { Text("Wi-Fi"); Switch("Wi-Fi") }.accessibilityLabel("Wi-Fi network")
            Image("logo.png").accessibilityLabel("Company logo")
        }
        #expect(AuditTestScreens.findings("SRS002", on: screen).isEmpty)
    }

    @Test func rowWhoseLabelDropsItsTextIsReported() throws {
        let screen = AuditTestScreens.screen { Row { Text("Wi-Fi"); Switch("Wi-Fi") }.accessibilityLabel("Wireless") }
        let finding = try #require(AuditTestScreens.findings("SRS002", on: screen).first)
        #expect(finding.element.kind == .row)
        #expect(finding.announcement(by: .voiceOver) == "Wireless, off, switch button, double tap to toggle setting")
    }

    @Test func nameWithARoleWordIsReported() throws {
        let screen = AuditTestScreens.screen { Switch("Wi-Fi switch") }
        let finding = try #require(AuditTestScreens.findings("SRS003", on: screen).first)
        #expect(finding.severity == .warning)
        #expect(finding.platform == nil)
        #expect(finding.message.text == "the name \"Wi-Fi switch\" repeats the role word \"switch\", which the reader already speaks")
        #expect(finding.announcement(by: .voiceOver) == "Wi-Fi switch, off, switch button, double tap to toggle setting")
        #expect(finding.announcement(by: .talkBack) == "Off, Wi-Fi switch, switch, double tap to toggle")
    }

    @Test(arguments: [
        (Switch("Wi-Fi on", isOn: true), "on"),
        (Checkbox("Checked Remember me"), "checked"),
        (Radio("Small, selected"), "selected"),
    ])
    func nameWithAStateWordAtAnEndIsReported(element: Element, word: String) throws {
        let finding = try #require(AuditTestScreens.findings("SRS003", on: AuditTestScreens.screen { element }).first)
        #expect(finding.message.text.contains("holds the state word \"\(word)\""))
    }

    @Test(arguments: [Button("Save"), Switch("Turn on Wi-Fi"), Radio("Large"),
                      Heading("Settings"), Image("Company logo"), Switch("Wi-Fi")])
    func namesWithoutRoleOrStateWordsPass(element: Element) {
        #expect(AuditTestScreens.findings("SRS003", on: AuditTestScreens.screen { element }).isEmpty)
    }

    @Test func labelThatIsItsOwnStopBeforeTheSwitchIsReportedAtTheLabel() throws {
        let screen = AuditTestScreens.screen { Text("Wi-Fi"); Switch("Wi-Fi") }
        let finding = try #require(AuditTestScreens.findings("SRS004", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.element.kind == .text && finding.element.name == "Wi-Fi")
        #expect(finding.message.text == "the label \"Wi-Fi\" is a focus stop of its own, read before the switch instead of on it")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances
            == ["Wi-Fi", "Wi-Fi, off, switch button, double tap to toggle setting"])
        #expect(finding.announcements.first { $0.reader == .talkBack }?.utterances
            == ["Wi-Fi", "Off, Wi-Fi, switch, double tap to toggle"])
    }

    @Test func labelBeforeAnUnnamedControlIsReported() throws {
        let screen = AuditTestScreens.screen { Text("Guests"); Stepper("", value: 2, in: 1...10) }
        let finding = try #require(AuditTestScreens.findings("SRS004", on: screen).first)
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["Guests", "2, decrement, button"])
    }

    @Test func separateLabelFoundOnlyWhereVoiceOverReadsByPosition() throws {
        // Tree order: label, Help, switch (TalkBack). By position: label, switch, Help (VoiceOver).
        let screen = AuditTestScreens.screen {
            Text("Wi-Fi").frame(x: 0, y: 0, width: 200, height: 44)
            Button("Help").frame(x: 0, y: 100, width: 200, height: 44)
            Switch("Wi-Fi").frame(x: 0, y: 50, width: 200, height: 44)
        }
        let findings = AuditTestScreens.findings("SRS004", on: screen)
        #expect(findings.count == 1)
        #expect(findings.first?.platform == .ios)
        #expect(findings.first?.announcements.map(\.reader) == [.voiceOver])
    }

    @Test func labelGroupedWithItsSwitchInARowPasses() {
        let screen = AuditTestScreens.screen {
            Row { Text("Wi-Fi"); Switch("Wi-Fi") }
            RadioGroup("Text size") { Radio("Small") }
            Text("Choose how you are notified")
            Switch("Sounds")
        }
        #expect(AuditTestScreens.findings("SRS004", on: screen).isEmpty)
    }
}
