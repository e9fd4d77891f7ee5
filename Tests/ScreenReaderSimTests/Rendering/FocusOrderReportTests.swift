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
        // VoiceOver's order puts the frameless elements first (tree order), since not every sibling has a frame.
        #expect(report.voiceOver.map(\.stop.element.name) == ["Title", "Later", "Sooner", "Off limits", "Mouse only"])
        #expect(report.iosTabOrder == [1, 2])
        #expect(report.androidTabOrder == [1, 2])
        #expect(report.text().hasSuffix("Tab order (keyboard, no screen reader): iOS 2, 3 · Android 2, 3\n"))
        let json = report.json().rendered()
        #expect(json.contains("\"iosTabOrder\": [\n    2,\n    3\n  ]"))
    }

    @Test func aScreenWithoutControlsHasNoTabOrder() throws {
        let report = try FocusOrderReport(screen: Screen("S") { Text("Only text") })
        #expect(report.text().hasSuffix("Tab order (keyboard, no screen reader): iOS none · Android none\n"))
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
}
