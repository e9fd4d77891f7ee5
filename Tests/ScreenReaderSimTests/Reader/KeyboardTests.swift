import ScreenReaderSim
import Testing

/// SPEC.md §3: Tab, Shift+Tab, arrows and Ctrl+Tab move between actionable stops; Space and Enter activate.
@Suite struct KeyboardTests {
    typealias Reader = ScreenReaderUnderTest

    /// Stops: 0 heading, 1 text, 2 Wi-Fi row, 3 Bluetooth (disabled), 4 Remember me, 5 size label, 6 Small, 7 Large,
    /// 8 Guests −, 9 Guests +, 10 Save, 11 row of texts, 12 image, 13 Delete (keyboard-unreachable).
    let screen = Screen("S") {
        Heading("Settings")
        Text("Choose wisely")
        Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        Switch("Bluetooth").disabled()
        Checkbox("Remember me")
        RadioGroup("Size") { Radio("Small"); Radio("Large") }
        Stepper("Guests", value: 2, in: 1...10)
        Button("Save")
        Row { Text("Jane"); Text("Online") }
        Image("Logo")
        Button("Delete").keyboardUnreachable()
    }

    private func focusNames(_ sut: ScreenReader, pressing key: Key, times: Int) -> [String] {
        (0..<times).map { _ in
            sut.press(key)
            return sut.focus.map { "\($0.position)" } ?? "nil"
        }
    }

    @Test(arguments: Reader.allCases, [Key.tab, .down, .right])
    func nextKeysVisitOnlyEnabledActionableStops(_ reader: Reader, _ key: Key) throws {
        let sut = try reader.start(screen)
        #expect(focusNames(sut, pressing: key, times: 7) == ["2", "4", "6", "7", "8", "9", "10"])
    }

    @Test(arguments: Reader.allCases, [Key.shiftTab, .up, .left])
    func previousKeysVisitOnlyEnabledActionableStops(_ reader: Reader, _ key: Key) throws {
        let sut = try reader.start(screen)
        sut.swipe(to: 13)
        #expect(focusNames(sut, pressing: key, times: 7) == ["10", "9", "8", "7", "6", "4", "2"])
    }

    @Test(arguments: Reader.allCases)
    func tabSpeaksTheStopItLandsOn(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        let events = sut.press(.tab)
        #expect(events == [
            .focusMoved(sut.stops[2]),
            .spoken(reader.pick("Wi-Fi, off, switch button, double tap to toggle setting", "Off, Wi-Fi, switch, double tap to toggle")),
        ])
    }

    @Test(arguments: Reader.allCases)
    func swipesStillReachDisabledControlsTheKeyboardSkips(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        sut.press(.tab)
        sut.swipeRight()
        #expect(sut.focus?.element.name == "Bluetooth")
        #expect(sut.lastSpoken == reader.pick("Bluetooth, dimmed, switch button, off", "Off, Bluetooth, switch, disabled"))
        sut.press(.tab)
        #expect(sut.focus?.element.name == "Remember me")
        sut.press(.shiftTab)
        #expect(sut.focus == sut.stops[2])
    }

    @Test(arguments: Reader.allCases)
    func keyboardSkipsAStepperButtonAtItsBound(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Button("A"); Stepper("Guests", value: 1, in: 1...10); Button("B") })
        #expect(focusNames(sut, pressing: .tab, times: 3) == ["0", "2", "3"])
        #expect(focusNames(sut, pressing: .shiftTab, times: 2) == ["2", "0"])
    }

    @Test(arguments: Reader.allCases)
    func keysFromAStopTheKeyboardCannotReachMoveToTheNearestReachableOne(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        sut.swipe(to: 5)  // the radio group's label
        sut.press(.tab)
        #expect(sut.focus == sut.stops[6])
        try sut.touch("Bluetooth")  // disabled: swipes and touch reach it, the keyboard does not
        sut.press(.shiftTab)
        #expect(sut.focus == sut.stops[2])
    }

    // MARK: - Ends

    @Test(arguments: Reader.allCases, [Key.tab, .down, .right, .ctrlTab])
    func nextKeyPastTheLastActionableStopDoesNothing(_ reader: Reader, _ key: Key) throws {
        let sut = try reader.start(screen)
        sut.swipe(to: 10)
        let spokenBefore = sut.spokenLog
        #expect(sut.press(key) == [.boundaryReached(.end)])
        #expect(sut.press(key) == [.boundaryReached(.end)], "keys never wrap")
        #expect(sut.focus == sut.stops[10])
        #expect(sut.spokenLog == spokenBefore)
    }

    @Test(arguments: Reader.allCases, [Key.shiftTab, .up, .left, .ctrlShiftTab])
    func previousKeyBeforeTheFirstActionableStopDoesNothing(_ reader: Reader, _ key: Key) throws {
        let sut = try reader.start(screen)
        sut.press(.tab)
        let spokenBefore = sut.spokenLog
        #expect(sut.press(key) == [.boundaryReached(.start)])
        #expect(sut.press(key) == [.boundaryReached(.start)], "keys never wrap")
        #expect(sut.focus == sut.stops[2])
        #expect(sut.spokenLog == spokenBefore)
    }

    @Test(arguments: Reader.allCases, [Key.shiftTab, .up, .left, .ctrlShiftTab])
    func previousKeyWithNoFocusDoesNothing(_ reader: Reader, _ key: Key) throws {
        let sut = try reader.start(screen)
        #expect(sut.press(key) == [.boundaryReached(.start)])
        #expect(sut.focus == nil)
    }

    @Test(arguments: Reader.allCases)
    func tabOnAScreenWithNothingActionableDoesNothing(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Heading("Title"); Text("Body"); Button("Off").disabled() })
        #expect(sut.press(.tab) == [.boundaryReached(.end)])
        #expect(sut.focus == nil)
    }

    // MARK: - Ctrl+Tab

    /// Groups: the Wi-Fi row, Bluetooth alone (disabled, skipped), Remember me alone, the radio group, the stepper, Save.
    @Test(arguments: Reader.allCases)
    func ctrlTabMovesToTheFirstActionableStopOfTheNextGroup(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        #expect(focusNames(sut, pressing: .ctrlTab, times: 5) == ["2", "4", "6", "8", "10"])
    }

    @Test(arguments: Reader.allCases)
    func ctrlShiftTabMovesToTheFirstActionableStopOfThePreviousGroup(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        sut.swipe(to: 10)
        #expect(focusNames(sut, pressing: .ctrlShiftTab, times: 4) == ["8", "6", "4", "2"])
    }

    @Test(arguments: Reader.allCases)
    func ctrlShiftTabFromInsideAGroupGoesToThePreviousGroupNotTheStartOfItsOwn(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        sut.swipe(to: 9)  // Guests, increment
        sut.press(.ctrlShiftTab)
        #expect(sut.focus == sut.stops[6])
    }

    @Test(arguments: Reader.allCases)
    func ctrlTabTreatsTheOutermostContainerAsTheGroup(_ reader: Reader) throws {
        let screen = Screen("S") {
            Group {
                Button("A")
                RadioGroup { Radio("B"); Radio("C") }
                Switch("D")
            }
            Button("E")
        }
        let sut = try reader.start(screen)
        #expect(focusNames(sut, pressing: .ctrlTab, times: 2) == ["0", "4"])
        #expect(focusNames(sut, pressing: .ctrlShiftTab, times: 1) == ["0"])
    }

    // MARK: - Space and Enter

    @Test(arguments: Reader.allCases)
    func spaceActivatesOnBothPlatforms(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Switch("Wi-Fi") })
        sut.press(.tab)
        let events = sut.press(.space)
        #expect(events.contains(.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on)))
        #expect(events.last == .spoken(reader.pick("on", "On")))
    }

    @Test func enterDoesNothingOnIOS() throws {
        let sut = try VoiceOver(Screen("S") { Switch("Wi-Fi") })
        sut.press(.tab)
        #expect(sut.press(.enter) == [.noEffect(.keyDoesNotActivate(.enter, .ios))])
        #expect(try sut.state(of: "Wi-Fi") == .off)
        #expect(sut.focus == sut.stops[0])
    }

    @Test func enterActivatesOnAndroid() throws {
        let sut = try TalkBack(Screen("S") { Switch("Wi-Fi") })
        sut.press(.tab)
        let events = sut.press(.enter)
        #expect(events == [.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on), .spoken("On")])
    }

    @Test(arguments: Reader.allCases)
    func spaceWithNothingFocusedDoesNothing(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Switch("Wi-Fi") })
        #expect(sut.press(.space) == [.noEffect(.nothingFocused)])
    }
}
