import ScreenReaderSim
import Testing

/// SPEC.md §1: which elements become focus stops, and what a merged row takes from its control.
@Suite struct FocusStopTests {
    typealias Reader = ScreenReaderUnderTest

    // MARK: - Rows

    @Test(arguments: Reader.allCases)
    func rowIsOneStopTakingItsControlsRoleStateHintAndAction(_ reader: Reader) throws {
        let screen = Screen("S") {
            Row {
                Icon("wifi")
                Text("Wi-Fi")
                Switch("Wi-Fi").hint("Joins known networks")
            }
        }
        let sut = try reader.start(screen)
        #expect(sut.stops.count == 1)
        let stop = try #require(sut.stops.first)
        #expect(stop.element.kind == .row)
        #expect(stop.control?.kind == .switch)
        #expect(sut.announcement(for: stop) == reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting, Joins known networks",
            "Off, Wi-Fi, switch, double tap to toggle, Joins known networks"
        ))
        sut.swipeRight()
        let events = sut.doubleTap()
        #expect(events.contains(.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on)))
        #expect(try sut.state(of: "Wi-Fi") == .on)
    }

    @Test(arguments: Reader.allCases)
    func rowsOwnHintWinsOverItsControls(_ reader: Reader) throws {
        let screen = Screen("S") {
            Row { Text("Wi-Fi"); Switch("Wi-Fi").hint("control hint") }.hint("row hint")
        }
        let sut = try reader.start(screen)
        #expect(sut.announcements == [reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting, row hint",
            "Off, Wi-Fi, switch, double tap to toggle, row hint"
        )])
    }

    @Test(arguments: Reader.allCases, [ElementKind.checkbox, .radio, .button])
    func rowTakesAnyOneControlsRole(_ reader: Reader, _ control: ElementKind) throws {
        let element = Element(control, "Terms")
        let sut = try reader.start(Screen("S") { Row { Text("Accept the terms"); element } })
        let expected: String = switch (reader, control) {
        case (.voiceOver, .checkbox): "Accept the terms, not checked, button"
        case (.voiceOver, .radio): "Accept the terms, unselected, button"
        case (.voiceOver, _): "Accept the terms, button"
        case (.talkBack, .checkbox): "Not checked, Accept the terms, checkbox, double tap to toggle"
        case (.talkBack, .radio): "Not checked, Accept the terms, radio button, double tap to toggle"
        case (.talkBack, _): "Accept the terms, button, double tap to activate"
        }
        #expect(sut.announcements == [expected])
    }

    @Test(arguments: Reader.allCases)
    func rowWithNoControlSpeaksItsTextsWithNoRoleAndCannotBeActivated(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row { Text("Jane Appleseed"); Text("Online") } })
        let stop = try #require(sut.stops.first)
        #expect(sut.stops.count == 1)
        #expect(stop.control == nil)
        #expect(sut.announcement(for: stop) == "Jane Appleseed, Online")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.noEffect(.notActivatable(stop.element))])
    }

    @Test(arguments: Reader.allCases)
    func rowWithTwoControlsSpeaksItsTextsWithNoRoleAndCannotBeActivated(_ reader: Reader) throws {
        let screen = Screen("S") {
            Row { Text("Alarm"); Switch("Alarm on"); Button("Edit") }
        }
        let sut = try reader.start(screen)
        let stop = try #require(sut.stops.first)
        #expect(sut.stops.count == 1)
        #expect(stop.control == nil)
        #expect(sut.announcement(for: stop) == "Alarm")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.noEffect(.notActivatable(stop.element))])
        #expect(try sut.state(of: "Alarm on") == .off)
    }

    @Test(arguments: Reader.allCases)
    func rowWithNoTextIsNamedByItsOwnLabel(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row("Airplane mode") { Icon("plane"); Switch("Toggle") } })
        #expect(sut.announcements == [reader.pick(
            "Airplane mode, off, switch button, double tap to toggle setting",
            "Off, Airplane mode, switch, double tap to toggle"
        )])
    }

    @Test(arguments: Reader.allCases)
    func rowWithNoTextAndNoLabelIsNamedByItsControl(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row { Icon("plane"); Switch("Airplane mode", isOn: true) } })
        #expect(sut.announcements == [reader.pick(
            "Airplane mode, on, switch button, double tap to toggle setting",
            "On, Airplane mode, switch, double tap to toggle"
        )])
    }

    @Test(arguments: Reader.allCases)
    func rowTextsWinOverTheRowsOwnLabel(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row("Row label") { Text("Wi-Fi"); Switch("Toggle") } })
        #expect(sut.announcements == [reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting",
            "Off, Wi-Fi, switch, double tap to toggle"
        )])
    }

    @Test(arguments: Reader.allCases)
    func headingAndImageInARowLoseTheirRoleWords(_ reader: Reader) throws {
        let screen = Screen("S") {
            Row { Image("Bell"); Heading("Notifications"); Text("Daily summary"); Switch("Notifications") }
        }
        let sut = try reader.start(screen)
        #expect(sut.announcements == [reader.pick(
            "Bell, Notifications, Daily summary, off, switch button, double tap to toggle setting",
            "Off, Bell, Notifications, Daily summary, switch, double tap to toggle"
        )])
    }

    @Test(arguments: Reader.allCases)
    func rowChildrenAreNotStopsOfTheirOwn(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Text("Before"); Row { Text("Wi-Fi"); Switch("Wi-Fi") }; Text("After") })
        #expect(sut.stopNames == ["Before", "Wi-Fi", "After"])
        #expect(sut.stops[1].element.kind == .row)
    }

    // MARK: - Groups

    @Test(arguments: Reader.allCases)
    func groupKeepsItsChildrenAsSeparateStopsInOrderAndSpeaksNothing(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("Before")
            Group("Account") { Text("Email"); Button("Change"); Switch("Newsletter") }
            Text("After")
        }
        let sut = try reader.start(screen)
        #expect(sut.stopNames == ["Before", "Email", "Change", "Newsletter", "After"])
        #expect(!sut.stops.contains { $0.element.kind == .group })
    }

    // MARK: - Hidden and decorative

    @Test(arguments: Reader.allCases)
    func hiddenAndDecorativeElementsAreNotStops(_ reader: Reader) throws {
        let screen = Screen("S") {
            Icon("logo")
            Text("Secret").hidden()
            Button("Save")
            Image("Spacer").hidden()
        }
        let sut = try reader.start(screen)
        #expect(sut.stopNames == ["Save"])
    }

    @Test(arguments: Reader.allCases)
    func hiddenAndDecorativeElementsAreNotMergedIntoARow(_ reader: Reader) throws {
        let screen = Screen("S") {
            Row { Icon("wifi"); Text("Wi-Fi"); Text("Connected").hidden(); Image("Signal").hidden(); Switch("Wi-Fi") }
        }
        let sut = try reader.start(screen)
        #expect(sut.announcements == [reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting",
            "Off, Wi-Fi, switch, double tap to toggle"
        )])
    }

    @Test(arguments: Reader.allCases)
    func hiddenControlInARowIsNotTheRowsControl(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row { Text("Wi-Fi"); Switch("Wi-Fi").hidden(); Button("Info") } })
        let stop = try #require(sut.stops.first)
        #expect(stop.control?.name == "Info")
        #expect(sut.announcement(for: stop) == reader.pick("Wi-Fi, button", "Wi-Fi, button, double tap to activate"))
    }

    @Test(arguments: Reader.allCases, [ElementKind.group, .row, .radioGroup])
    func hiddenOnAContainerHidesEverythingInside(_ reader: Reader, _ container: ElementKind) throws {
        let inner: Element = switch container {
        case .radioGroup: RadioGroup("Size") { Radio("Small"); Radio("Large") }.hidden()
        default: Element(container, children: [Text("Inside"), Group { Switch("Inner switch") }]).hidden()
        }
        let sut = try reader.start(Screen("S") { Text("Outside"); inner })
        #expect(sut.stopNames == ["Outside"])
    }

    @Test(arguments: Reader.allCases)
    func disabledOnAGroupDisablesEverythingInside(_ reader: Reader) throws {
        let screen = Screen("S") {
            Group { Switch("Wi-Fi"); Button("Save"); Stepper("Guests", value: 2, in: 1...10) }.disabled()
        }
        let sut = try reader.start(screen)
        #expect(sut.announcements == reader.pick(
            ["Wi-Fi, dimmed, switch button, off", "Save, dimmed, button",
             "Guests, 2, decrement, dimmed, button", "Guests, 2, increment, dimmed, button"],
            ["Off, Wi-Fi, switch, disabled", "Save, button, disabled",
             "Guests, 2, decrease, button, disabled", "Guests, 2, increase, button, disabled"]
        ))
        #expect(sut.stops.allSatisfy { !sut.isEnabled($0) })
        #expect(!sut.isEnabled(try sut.element("Wi-Fi")))
    }

    @Test(arguments: Reader.allCases)
    func disabledOnARowDisablesItsControl(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row { Text("Wi-Fi"); Switch("Wi-Fi") }.disabled() })
        #expect(sut.announcements == [reader.pick("Wi-Fi, dimmed, switch button, off", "Off, Wi-Fi, switch, disabled")])
        sut.swipeRight()
        let events = sut.doubleTap()
        #expect(events.compactMap(\.utterance).isEmpty)
        #expect(try sut.state(of: "Wi-Fi") == .off)
    }

    @Test(arguments: Reader.allCases)
    func disabledOnARadioGroupDisablesItsRadios(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { RadioGroup { Radio("Small"); Radio("Large") }.disabled() })
        #expect(sut.announcements == reader.pick(
            ["Small, unselected, dimmed, button", "Large, unselected, dimmed, button"],
            ["Not checked, Small, radio button, disabled", "Not checked, Large, radio button, disabled"]
        ))
    }

    // MARK: - Steppers and radio groups

    @Test(arguments: Reader.allCases)
    func stepperIsTwoStopsDecrementFirst(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Text("Before"); Stepper("Guests", value: 2, in: 1...10); Text("After") })
        #expect(sut.stopNames == ["Before", "Guests (decrement)", "Guests (increment)", "After"])
        #expect(sut.stops[1].element == sut.stops[2].element)
        #expect(sut.stops[1].control == sut.stops[1].element)
    }

    @Test(arguments: Reader.allCases)
    func radioGroupsVisibleLabelIsATextStopBeforeItsRadios(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { RadioGroup("Text size") { Radio("Small"); Radio("Large") } })
        #expect(sut.stopNames == ["Text size (label)", "Small", "Large"])
        #expect(sut.stops[0].control == nil)
        #expect(sut.announcement(for: sut.stops[0]) == "Text size")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.noEffect(.notActivatable(sut.stops[0].element))])
    }

    @Test(arguments: Reader.allCases)
    func radioGroupWithoutAVisibleLabelMakesNoStop(_ reader: Reader) throws {
        let screen = Screen("S") { RadioGroup { Radio("Small"); Radio("Large") }.accessibilityLabel("Text size") }
        let sut = try reader.start(screen)
        #expect(sut.stopNames == ["Small", "Large"])
    }

    // MARK: - Tree order

    @Test(arguments: Reader.allCases)
    func stopsFollowTreeOrderDepthFirst(_ reader: Reader) throws {
        let screen = Screen("S") {
            Heading("A")
            Group {
                Text("B")
                Group { Text("C"); Button("D") }
                Text("E")
            }
            RadioGroup("F") { Radio("G") }
            Row { Text("H"); Switch("H") }
            Text("I")
        }
        let sut = try reader.start(screen)
        #expect(sut.stopNames == ["A", "B", "C", "D", "E", "F (label)", "G", "H", "I"])
        #expect(sut.stops.map(\.position) == Array(0..<9))
    }
}
