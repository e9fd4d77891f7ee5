import ScreenReaderSim
import Testing

@Suite struct FocusOrderReportTests {
    @Test func tabOrderSkipsTextsDisabledAndKeyboardUnreachableControlsOnEachPlatform() throws {
        let screen = Screen("S") {
            Heading("Title")
            Button("Later").frame(x: 0, y: 100, width: 50, height: 20)
            Button("Sooner").frame(x: 0, y: 50, width: 50, height: 20)
            Switch("Off limits").disabled()
            Checkbox("Mouse only").keyboardUnreachable()
        }
        let report = try FocusOrderReport(screen: screen)
        // VoiceOver sorts the framed buttons among themselves; the frameless elements keep their tree places.
        #expect(report.voiceOver.map(\.stop.element.name) == ["Title", "Sooner", "Later", "Off limits", "Mouse only"])
        #expect(report.iosTabOrder == [1, 2])
        #expect(report.androidTabOrder == [1, 2])
        #expect(report.text().hasSuffix("Tab order (keyboard, no screen reader), by each platform's own numbers: "
            + "iOS 2, 3 (VoiceOver column) · Android 2, 3 (TalkBack column)\n"))
        let json = report.json().rendered()
        #expect(json.contains("\"iosTabOrder\": [\n    2,\n    3\n  ]"))
    }

    @Test func aScreenWithoutControlsHasNoTabOrder() throws {
        let report = try FocusOrderReport(screen: Screen("S") { Text("Only text") })
        #expect(report.text().hasSuffix("Tab order (keyboard, no screen reader), by each platform's own numbers: "
            + "iOS none (VoiceOver column) · Android none (TalkBack column)\n"))
    }

    @Test func tabOrderFollowsEachPlatformsOrder() throws {
        let screen = Screen("S") {
            Button("B").frame(x: 0, y: 100, width: 50, height: 20)
            Button("A").frame(x: 0, y: 0, width: 50, height: 20)
        }
        let report = try FocusOrderReport(screen: screen)
        #expect(report.voiceOver.map(\.stop.element.name) == ["A", "B"])
        #expect(report.talkBack.map(\.stop.element.name) == ["B", "A"])
        #expect(report.iosTabOrder == [0, 1])
        #expect(report.androidTabOrder == [0, 1])
        #expect(report.differingPositions == [0, 1])
    }

    /// Rough edge 15: a narrow layout lists one platform after the other instead of two wide columns.
    @Test func theVerticalLayoutListsEachPlatformInTurn() throws {
        let screen = Screen("S") {
            Button("B").frame(x: 0, y: 100, width: 50, height: 20)
            Button("A").frame(x: 0, y: 0, width: 50, height: 20)
        }
        let text = try FocusOrderReport(screen: screen).text(layout: .vertical)
        #expect(text.hasPrefix("""
            Focus order of "S"

            VoiceOver
            * 1  A, button
            * 2  B, button

            TalkBack
            * 1  B, button, double tap to activate
            * 2  A, button, double tap to activate

            """))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }
}
