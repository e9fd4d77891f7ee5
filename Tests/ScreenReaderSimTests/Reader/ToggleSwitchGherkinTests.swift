import ScreenReaderSim
import Testing

/// Seed 002's Gherkin acceptance scenarios for a toggle switch, each run on VoiceOver and TalkBack, for a bare switch and
/// for a table row with a switch. (Scenario 4, text resize, belongs to the audit.)
///
/// GIVEN THAT I am on a screen with a toggle switch (between a heading and a button).
@Suite struct ToggleSwitchGherkinTests {
    typealias Reader = ScreenReaderUnderTest

    /// The two shapes the seed names: "the toggle switch or table row with a toggle switch".
    enum Fixture: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bareSwitch = "toggle switch"
        case tableRow = "table row with a toggle switch"

        func screen(isOn: Bool = false, isDisabled: Bool = false) -> Screen {
            let toggle = Switch("Wi-Fi", isOn: isOn)
            return Screen("Settings") {
                Heading("Settings")
                switch self {
                case .bareSwitch: toggle.disabled(isDisabled)
                case .tableRow: Row { Icon("wifi"); Text("Wi-Fi"); toggle }.disabled(isDisabled)
                }
                Button("Done")
            }
        }

        var testDescription: String { rawValue }
    }

    /// The one stop that holds the switch (the switch itself, or the row).
    private func switchStop(_ sut: ScreenReader) throws -> FocusStop {
        try #require(sut.stop(holding: try sut.element("Wi-Fi")))
    }

    private func expected(_ reader: Reader, isOn: Bool) -> String {
        switch (reader, isOn) {
        case (.voiceOver, true): "Wi-Fi, on, switch button, double tap to toggle setting"
        case (.voiceOver, false): "Wi-Fi, off, switch button, double tap to toggle setting"
        case (.talkBack, true): "On, Wi-Fi, switch, double tap to toggle"
        case (.talkBack, false): "Off, Wi-Fi, switch, double tap to toggle"
        }
    }

    // MARK: - Scenario 1: Test keyboard actions

    /// WHEN I press the "TAB" key, "ARROW" keys, or "CTRL+TAB" keys
    /// THEN the focus should visibly move to the toggle switch or table row with a toggle switch.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func keyboardKeysMoveFocusToTheSwitch(_ reader: Reader, _ fixture: Fixture) throws {
        for key in [Key.tab, .down, .right, .ctrlTab] {
            let sut = try reader.start(fixture.screen())
            let events = sut.press(key)
            #expect(sut.focus == (try switchStop(sut)), "\(key.displayName)")
            #expect(events.first == .focusMoved(try switchStop(sut)), "\(key.displayName)")
            #expect(sut.lastSpoken == expected(reader, isOn: false), "\(key.displayName)")
        }
        let sut = try reader.start(fixture.screen())
        sut.swipe(to: 2)  // Done
        for key in [Key.shiftTab, .up, .left, .ctrlShiftTab] {
            sut.press(key)
            #expect(sut.focus == (try switchStop(sut)), "\(key.displayName) back onto the switch")
            try sut.touch("Done")
        }
    }

    /// WHEN I press the "SPACEBAR" key THEN the toggle switch or table row should be activated on iOS and Android.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func spacebarActivatesTheSwitch(_ reader: Reader, _ fixture: Fixture) throws {
        let sut = try reader.start(fixture.screen())
        sut.press(.tab)
        let events = sut.press(.space)
        #expect(events.contains(.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on)))
        #expect(try sut.state(of: "Wi-Fi") == .on)
        #expect(sut.focus == (try switchStop(sut)))
    }

    /// WHEN I press the "ENTER" key THEN the toggle switch or table row should be activated on Android (only).
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func enterActivatesTheSwitchOnAndroidOnly(_ reader: Reader, _ fixture: Fixture) throws {
        let sut = try reader.start(fixture.screen())
        sut.press(.tab)
        let events = sut.press(.enter)
        switch reader {
        case .voiceOver:
            #expect(events == [.noEffect(.keyDoesNotActivate(.enter, .ios))])
            #expect(try sut.state(of: "Wi-Fi") == .off)
        case .talkBack:
            #expect(events == [.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on), .spoken("On")])
            #expect(try sut.state(of: "Wi-Fi") == .on)
        }
    }

    // MARK: - Scenario 2: Test mobile screen reader gestures

    /// WHEN I swipe to navigate to the toggle switch or table row
    /// THEN the focus should move to it AND its state should be expressed.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func swipeMovesFocusToTheSwitchAndExpressesItsState(_ reader: Reader, _ fixture: Fixture) throws {
        for isOn in [false, true] {
            let sut = try reader.start(fixture.screen(isOn: isOn))
            sut.swipeRight()
            let events = sut.swipeRight()
            #expect(events == [.focusMoved(try switchStop(sut)), .spoken(expected(reader, isOn: isOn))])
            // And back onto it from the other side.
            sut.swipeRight()
            #expect(sut.swipeLeft() == [.focusMoved(try switchStop(sut)), .spoken(expected(reader, isOn: isOn))])
        }
    }

    /// WHEN I double-tap the toggle switch or table row THEN it should toggle between the two states.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func doubleTapTogglesBetweenTheTwoStates(_ reader: Reader, _ fixture: Fixture) throws {
        let sut = try reader.start(fixture.screen())
        let wifi = try sut.element("Wi-Fi")
        sut.swipe(to: 1)
        #expect(sut.doubleTap() == [.stateChanged(wifi, from: .off, to: .on), .spoken(reader.pick("on", "On"))])
        #expect(sut.doubleTap() == [.stateChanged(wifi, from: .on, to: .off), .spoken(reader.pick("off", "Off"))])
        #expect(sut.focus == (try switchStop(sut)), "focus stays")
    }

    /// A disabled switch (the DISABLED/DIMMED state) does not toggle.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func doubleTapOnADisabledSwitchDoesNotToggle(_ reader: Reader, _ fixture: Fixture) throws {
        let sut = try reader.start(fixture.screen(isDisabled: true))
        sut.swipe(to: 1)
        #expect(sut.doubleTap() == [.noEffect(.disabled(try sut.element("Wi-Fi")))])
        #expect(try sut.state(of: "Wi-Fi") == .off)
    }

    // MARK: - Scenario 3: Test screen reader output on all devices

    /// WHEN a screen reader reads the toggle switch or table row THEN its name should match the visible label,
    /// its role be "switch button" on iOS / "switch" on Android with the "double tap to toggle" instruction,
    /// the visible label be grouped with the switch in a single swipe, and its state be expressed.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func screenReaderOutputHasNameRoleInstructionGroupingAndState(_ reader: Reader, _ fixture: Fixture) throws {
        let sut = try reader.start(fixture.screen())
        let heard = sut.announcements
        #expect(heard == ["Settings, heading", expected(reader, isOn: false),
                          reader.pick("Done, button", "Done, button, double tap to activate")])
        let switchAnnouncement = heard[1]
        let parts = switchAnnouncement.split(separator: ", ").map(String.init)
        #expect(parts.contains("Wi-Fi"), "name matches the visible label")
        #expect(parts.contains(reader.pick("switch button", "switch")), "role")
        #expect(parts.contains(reader.pick("double tap to toggle setting", "double tap to toggle")), "instruction")
        #expect(parts.contains(reader.pick("off", "Off")), "state")
        // Grouping: the visible label is never a stop of its own, so one swipe hears label, role and state together.
        #expect(!heard.contains { Speech.matches($0, "Wi-Fi") })
        #expect(sut.stops.count == 3)
    }

    /// AND its state (DISABLED/DIMMED) should be expressed.
    @Test(arguments: Reader.allCases, Fixture.allCases)
    func screenReaderOutputExpressesTheDisabledState(_ reader: Reader, _ fixture: Fixture) throws {
        for isOn in [false, true] {
            let sut = try reader.start(fixture.screen(isOn: isOn, isDisabled: true))
            sut.swipeRight()
            sut.swipeRight()
            #expect(sut.lastSpoken == reader.pick(
                isOn ? "Wi-Fi, dimmed, switch button, on" : "Wi-Fi, dimmed, switch button, off",
                isOn ? "On, Wi-Fi, switch, disabled" : "Off, Wi-Fi, switch, disabled"
            ))
        }
    }
}
