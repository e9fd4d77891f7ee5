import ScreenReaderSim
import Testing

/// SRS011–SRS014: duplicate announcements and focus-order overrides.
@Suite struct OrderCheckTests {
    @Test func secondStopThatAnnouncesTheSameIsReported() throws {
        let screen = AuditTestScreens.screen {
            Text("Email"); Button("Edit")
            Text("Password"); Button("Edit")
        }
        let findings = AuditTestScreens.findings("SRS011", on: screen)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.platform == nil)
        #expect(finding.element.index == 3)
        #expect(finding.message.text == "the button announces the same as the earlier \"Edit\" button")
        #expect(finding.announcement(by: .voiceOver) == "Edit, button")
        #expect(finding.announcement(by: .talkBack) == "Edit, button, double tap to activate")
    }

    @Test func distinctAnnouncementsPass() {
        let screen = AuditTestScreens.screen {
            Text("Email"); Button("Edit").accessibilityLabel("Edit email")
            Text("Password"); Button("Edit").accessibilityLabel("Edit password")
            Stepper("Guests", value: 2, in: 1...10)
        }
        #expect(AuditTestScreens.findings("SRS011", on: screen).isEmpty)
    }

    @Test func cycleIsReportedAtItsFirstElementAndTheRestOfTheScreenIsStillAudited() throws {
        let screen = AuditTestScreens.screen {
            Switch("Wi-Fi").id("wifi").traversal(after: "bluetooth")
            Switch("Bluetooth").id("bluetooth").traversal(after: "wifi")
            Switch("")
        }
        let findings = Audit.run(screen: screen)
        let cycle = try #require(findings.first { $0.checkID == "SRS012" })
        #expect(cycle.platform == .android, "before/after are Android's; VoiceOver ignores them")
        #expect(cycle.element.name == "Wi-Fi")
        #expect(cycle.message.text
            == "the focus-order overrides form a cycle: \"Wi-Fi\" switch → \"Bluetooth\" switch → \"Wi-Fi\" switch")
        #expect(cycle.announcements.first { $0.reader == .talkBack }?.utterances == [
            "Off, Wi-Fi, switch, double tap to toggle",
            "Off, Bluetooth, switch, double tap to toggle",
        ])
        #expect(findings.contains { $0.checkID == "SRS001" })
    }

    @Test func overridesWithoutACyclePass() {
        let screen = AuditTestScreens.screen {
            Switch("Wi-Fi").id("wifi")
            Switch("Bluetooth").id("bluetooth").traversal(after: "wifi")
        }
        #expect(AuditTestScreens.findings("SRS012", on: screen).isEmpty)
    }

    @Test func repeatedOrderPositionIsReportedAtTheLaterElement() throws {
        let screen = AuditTestScreens.screen { Button("Pay").order(1); Button("Cancel").order(1) }
        let finding = try #require(AuditTestScreens.findings("SRS013", on: screen).first)
        #expect(finding.severity == .warning)
        #expect(finding.platform == nil)
        #expect(finding.element.name == "Cancel")
        #expect(finding.message.text == "order 1 is also given to \"Pay\" button, so which is read first is left to tree order")
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances == ["Pay, button", "Cancel, button"])
    }

    @Test func distinctOrderPositionsWithGapsPass() {
        let screen = AuditTestScreens.screen { Button("Pay").order(1); Button("Cancel").order(5); Button("Help").order(1).hidden() }
        #expect(AuditTestScreens.findings("SRS013", on: screen).isEmpty)
    }

    @Test func overrideNamingAnUnknownIDIsSkipped() throws {
        let screen = AuditTestScreens.screen { Switch("Wi-Fi").traversal(after: "bluetooth"); Switch("Bluetooth") }
        let finding = try #require(AuditTestScreens.findings("SRS014", on: screen).first)
        #expect(finding.platform == .android, "before/after are Android's; VoiceOver ignores them")
        #expect(finding.element.name == "Wi-Fi")
        #expect(finding.message.text == "the switch is ordered after id 'bluetooth', which no element has, so the override is skipped")
        #expect(finding.announcement(by: .talkBack) == "Off, Wi-Fi, switch, double tap to toggle")
    }

    @Test func overrideRelativeToAHiddenElementIsSkipped() throws {
        let screen = AuditTestScreens.screen {
            Switch("Wi-Fi").traversal(before: "note")
            Text("Note").id("note").hidden()
        }
        let finding = try #require(AuditTestScreens.findings("SRS014", on: screen).first)
        #expect(finding.message.text
            == "the switch is ordered before \"Note\" text, which is in no focus stop, so the override is skipped")
        #expect(finding.platform == .android, "before/after are Android's; VoiceOver ignores them")
        #expect(finding.announcements.map(\.reader) == [.talkBack])
    }

    @Test func orderInsideAnOrderedContainerIsSkipped() throws {
        let screen = AuditTestScreens.screen {
            Button("Help")
            Group { Button("Pay").order(2); Button("Cancel") }.order(1)
        }
        let finding = try #require(AuditTestScreens.findings("SRS014", on: screen).first)
        #expect(finding.element.name == "Pay")
        #expect(finding.message.text.hasPrefix("the button's order 2 is skipped: its container unnamed group has an order of its own"))
        #expect(AuditTestScreens.findings("SRS013", on: screen).isEmpty)
    }

    @Test func overridesThatTakeEffectPass() {
        let screen = AuditTestScreens.screen {
            Switch("Wi-Fi").traversal(after: "bluetooth")
            Switch("Bluetooth").id("bluetooth")
            Group { Button("Pay"); Button("Cancel") }.order(1)
        }
        #expect(AuditTestScreens.findings("SRS014", on: screen).isEmpty)
    }
}

extension OrderCheckTests {
    @Test func repeatedStepperIsReportedOnceWithBothOfItsButtons() throws {
        let screen = AuditTestScreens.screen { Stepper("Guests", value: 3, in: 1...9); Stepper("Guests", value: 3, in: 1...9) }
        let findings = AuditTestScreens.findings("SRS011", on: screen)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.element.index == 1)
        #expect(finding.announcements.first { $0.reader == .voiceOver }?.utterances
            == ["Guests, 3, decrement, button", "Guests, 3, increment, button"])
    }
}
