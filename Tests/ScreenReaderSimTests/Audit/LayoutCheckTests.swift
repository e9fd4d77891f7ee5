import ScreenReaderSim
import Testing

/// SRS015 text resize (and its estimate) and SRS016 rows with several controls.
@Suite struct LayoutCheckTests {
    @Test func textThatNeedsMoreLinesAt200PercentIsReportedOnEachPlatformWithItsOwnSize() throws {
        let screen = AuditTestScreens.screen { Text("Allow notifications while roaming").lineLimit(2, width: 200) }
        let findings = AuditTestScreens.findings("SRS015", on: screen)
        #expect(findings.map(\.platform) == [.ios, .android])
        let ios = try #require(findings.first)
        #expect(ios.severity == .warning)
        #expect(ios.message.text == "at 200% text size its text needs an estimated 4 lines in 200 pt, more than its limit of 2, "
            + "so the rest is cut off (estimate: 11 characters a line at 34 pt, 0.5 em each)")
        #expect(ios.announcement(by: .voiceOver) == "Allow notifications while roaming")
        let android = try #require(findings.last)
        #expect(android.message.text.contains("12 characters a line at 32 sp"))
        #expect(android.announcement(by: .talkBack) == "Allow notifications while roaming")
    }

    @Test func textThatFitsOnAndroidButNotOnIOSIsReportedForIOSOnly() {
        // 208 pt: 12 characters a line at 34 pt (iOS), 13 at 32 sp (Android); "Notifications" has 13.
        let screen = AuditTestScreens.screen { Heading("Notifications").lineLimit(1, width: 208) }
        #expect(AuditTestScreens.findings("SRS015", on: screen).map(\.platform) == [.ios])
    }

    @Test func textWithRoomForItsLinesPasses() {
        let screen = AuditTestScreens.screen {
            Text("Allow notifications while roaming").lineLimit(4, width: 200)
            Text("Allow notifications while roaming").lineLimit(1)
            Button("Save").frame(x: 0, y: 0, width: 120, height: 44).lineLimit(1)
        }
        #expect(AuditTestScreens.findings("SRS015", on: screen).isEmpty)
    }

    @Test func frameWidthIsUsedWhenNoWidthIsGiven() {
        let screen = AuditTestScreens.screen { Button("Save changes").frame(x: 0, y: 0, width: 120, height: 44).lineLimit(1) }
        #expect(AuditTestScreens.findings("SRS015", on: screen).count == 2)
    }

    @Test(arguments: [
        ("Allow notifications while roaming", 200.0, Platform.ios, 4),
        ("Allow notifications while roaming", 200.0, .android, 4),
        ("Wi-Fi", 200.0, .ios, 1),
        ("", 200.0, .ios, 0),
        ("Supercalifragilistic", 100.0, .ios, 4),  // 5 characters a line: one word over four lines
        ("a b c", 1.0, .android, 3),               // narrower than one character: one word a line
    ])
    func estimateWrapsWordsGreedily(text: String, width: Double, platform: Platform, lines: Int) {
        #expect(TextSizeEstimate(platform: platform).lines(for: text, width: width) == lines)
    }

    @Test func rowWithTwoControlsIsReportedWithItsRolelessAnnouncement() throws {
        let screen = AuditTestScreens.screen { Row { Text("Wi-Fi"); Switch("Wi-Fi"); Button("Details") } }
        let finding = try #require(AuditTestScreens.findings("SRS016", on: screen).first)
        #expect(finding.platform == nil)
        #expect(finding.element.kind == .row)
        #expect(finding.message.text == "the row merges 2 controls (\"Wi-Fi\" switch, \"Details\" button) into one stop "
            + "that has no role or state and cannot be activated")
        #expect(finding.announcement(by: .voiceOver) == "Wi-Fi")
        #expect(finding.announcement(by: .talkBack) == "Wi-Fi")
    }

    @Test func rowWithOneControlPasses() {
        let screen = AuditTestScreens.screen {
            Row { Text("Wi-Fi"); Switch("Wi-Fi"); Button("Details").hidden() }
            Group { Switch("Bluetooth"); Button("Bluetooth details") }
        }
        #expect(AuditTestScreens.findings("SRS016", on: screen).isEmpty)
    }
}
