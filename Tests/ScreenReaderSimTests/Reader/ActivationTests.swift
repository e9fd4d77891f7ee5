import ScreenReaderSim
import Testing

/// SPEC.md §3 "Activation results": switches, radios, checkboxes, steppers, buttons, disabled elements and rows.
@Suite struct ActivationTests {
    typealias Reader = ScreenReaderUnderTest

    @Test(arguments: Reader.allCases)
    func doubleTapWithNoFocusDoesNothing(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Switch("Wi-Fi") })
        #expect(sut.doubleTap() == [.noEffect(.nothingFocused)])
        #expect(try sut.state(of: "Wi-Fi") == .off)
        #expect(sut.focus == nil)
    }

    // MARK: - Switches

    @Test(arguments: Reader.allCases)
    func switchFlipsSpeaksItsNewStateAndKeepsFocus(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Switch("Wi-Fi"); Text("After") })
        let wifi = try sut.element("Wi-Fi")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.stateChanged(wifi, from: .off, to: .on), .spoken(reader.pick("on", "On"))])
        #expect(sut.focus == sut.stops[0])
        #expect(sut.doubleTap() == [.stateChanged(wifi, from: .on, to: .off), .spoken(reader.pick("off", "Off"))])
        #expect(sut.focus == sut.stops[0])
        #expect(sut.state(of: wifi) == .off)
    }

    @Test(arguments: Reader.allCases)
    func focusingTheSwitchAgainSpeaksItsLiveState(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Switch("Wi-Fi") })
        sut.swipeRight()
        sut.doubleTap()
        try sut.touch("Wi-Fi")
        #expect(sut.lastSpoken == reader.pick(
            "Wi-Fi, on, switch button, double tap to toggle setting", "On, Wi-Fi, switch, double tap to toggle"
        ))
    }

    @Test(arguments: Reader.allCases)
    func mergedRowTogglesItsSwitch(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row { Icon("wifi"); Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) } })
        let wifi = try sut.element("Wi-Fi")
        #expect(wifi.kind == .switch, "a control wins over a text with the same label")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.stateChanged(wifi, from: .on, to: .off), .spoken(reader.pick("off", "Off"))])
        #expect(sut.focus?.element.kind == .row)
        #expect(sut.announcement(for: sut.stops[0]) == reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting", "Off, Wi-Fi, switch, double tap to toggle"
        ))
    }

    // MARK: - Radios

    @Test(arguments: Reader.allCases)
    func selectingARadioUnselectsTheOthersInItsGroupAndKeepsFocus(_ reader: Reader) throws {
        let screen = Screen("S") {
            RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Medium"); Radio("Large") }
        }
        let sut = try reader.start(screen)
        let small = try sut.element("Small")
        let medium = try sut.element("Medium")
        try sut.touch("Medium")
        let events = sut.doubleTap()
        #expect(events == [
            .stateChanged(medium, from: .unselected, to: .selected),
            .stateChanged(small, from: .selected, to: .unselected),
            .spoken(reader.pick("selected", "checked")),
        ])
        #expect(sut.focus?.element == medium)
        #expect(try ["Small", "Medium", "Large"].map { try sut.state(of: $0) } == [.unselected, .selected, .unselected])
        #expect(!events.contains { if case .contextChanged = $0 { true } else { false } })
    }

    @Test(arguments: Reader.allCases)
    func radiosInDifferentGroupsDoNotExcludeEachOther(_ reader: Reader) throws {
        let screen = Screen("S") {
            RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") }
            RadioGroup("Colour") { Radio("Red", isSelected: true); Radio("Blue") }
        }
        let sut = try reader.start(screen)
        try sut.touch("Blue")
        sut.doubleTap()
        #expect(try ["Small", "Large", "Red", "Blue"].map { try sut.state(of: $0) } == [.selected, .unselected, .unselected, .selected])
    }

    @Test(arguments: Reader.allCases)
    func radioOutsideAnyGroupExcludesNothing(_ reader: Reader) throws {
        let screen = Screen("S") {
            Radio("Loose", isSelected: false)
            Radio("Other loose", isSelected: true)
            RadioGroup { Radio("Grouped", isSelected: true) }
        }
        let sut = try reader.start(screen)
        try sut.touch("Loose")
        let events = sut.doubleTap()
        #expect(events == [.stateChanged(try sut.element("Loose"), from: .unselected, to: .selected), .spoken(reader.pick("selected", "checked"))])
        #expect(try sut.state(of: "Other loose") == .selected)
        #expect(try sut.state(of: "Grouped") == .selected)
    }

    @Test(arguments: Reader.allCases)
    func reactivatingASelectedRadioKeepsItSelectedAndSpeaksTheWordAgain(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { RadioGroup { Radio("Small", isSelected: true); Radio("Large") } })
        try sut.touch("Small")
        #expect(sut.doubleTap() == [.noEffect(.alreadySelected(try sut.element("Small"))), .spoken(reader.pick("selected", "checked"))])
        #expect(try sut.state(of: "Small") == .selected)
        #expect(try sut.state(of: "Large") == .unselected)
    }

    // MARK: - Checkboxes

    @Test(arguments: Reader.allCases)
    func checkboxFlipsAndSpeaksItsNewState(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Checkbox("Remember me") })
        let box = try sut.element("Remember me")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.stateChanged(box, from: .unchecked, to: .checked), .spoken(reader.pick("checked", "Checked"))])
        #expect(sut.doubleTap() == [.stateChanged(box, from: .checked, to: .unchecked), .spoken(reader.pick("not checked", "Not checked"))])
        #expect(sut.focus == sut.stops[0])
    }

    // MARK: - Steppers

    @Test(arguments: Reader.allCases)
    func stepperButtonsStepTheValueAnnounceItAndKeepFocus(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Stepper("Guests", value: 2, in: 1...10) })
        let guests = try sut.element("Guests")
        sut.swipe(to: 1)
        #expect(sut.doubleTap() == [.stateChanged(guests, from: .value(2), to: .value(3)), .spoken("3")])
        #expect(sut.focus == sut.stops[1])
        sut.swipeLeft()
        #expect(sut.doubleTap() == [.stateChanged(guests, from: .value(3), to: .value(2)), .spoken("2")])
        #expect(sut.focus == sut.stops[0])
    }

    @Test(arguments: Reader.allCases)
    func stepperStepsByItsStepAndClampsAtTheMaximum(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Stepper("Volume", value: 4, in: 0...10, step: 3) })
        let volume = try sut.element("Volume")
        sut.swipe(to: 1)
        #expect(sut.doubleTap() == [.stateChanged(volume, from: .value(4), to: .value(7)), .spoken("7")])
        #expect(sut.doubleTap() == [.stateChanged(volume, from: .value(7), to: .value(10)), .spoken("10")])
        #expect(sut.focus == sut.stops[1], "focus stays on the increment button, now dimmed")
        #expect(!sut.isEnabled(sut.stops[1]))
        #expect(sut.announcement(for: sut.stops[1]) == reader.pick(
            "Volume, 10, increment, dimmed, button", "Volume, 10, increase, button, disabled"
        ))
        #expect(sut.doubleTap() == [.noEffect(.atBound(volume, .increment, 10))], "at a bound the button does nothing")
        #expect(sut.state(of: volume) == .value(10))
    }

    @Test(arguments: Reader.allCases)
    func stepperClampsAtTheMinimum(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Stepper("Volume", value: 2, in: 0...10, step: 5) })
        let volume = try sut.element("Volume")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.stateChanged(volume, from: .value(2), to: .value(0)), .spoken("0")])
        #expect(sut.lastSpoken == "0")
        #expect(sut.doubleTap() == [.noEffect(.atBound(volume, .decrement, 0))])
        #expect(sut.state(of: volume) == .value(0))
        #expect(sut.announcement(for: sut.stops[0]) == reader.pick(
            "Volume, 0, decrement, dimmed, button", "Volume, 0, decrease, button, disabled"
        ))
        #expect(sut.isEnabled(sut.stops[1]))
    }

    @Test(arguments: Reader.allCases)
    func steppingAwayFromABoundEnablesItsButtonAgain(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Stepper("Guests", value: 1, in: 1...10) })
        #expect(!sut.isEnabled(sut.stops[0]))
        sut.swipe(to: 1)
        sut.doubleTap()
        #expect(sut.isEnabled(sut.stops[0]))
        #expect(sut.announcement(for: sut.stops[0]) == reader.pick(
            "Guests, 2, decrement, button", "Guests, 2, decrease, button, double tap to activate"
        ))
    }

    // MARK: - Buttons, disabled elements, non-controls

    @Test(arguments: Reader.allCases)
    func buttonRunsItsActionAndSpeaksNothing(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Button("Save") })
        sut.swipeRight()
        #expect(sut.doubleTap() == [.activated(try sut.element("Save"))])
    }

    @Test(arguments: Reader.allCases)
    func navigatingButtonReportsAChangeOfContext(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Button("Details").navigates(to: "Details screen") })
        let details = try sut.element("Details")
        sut.swipeRight()
        #expect(sut.doubleTap() == [.activated(details), .contextChanged(details, to: "Details screen")])
    }

    @Test(arguments: Reader.allCases)
    func movesFocusButtonMovesFocusToItsTargetAndSpeaksIt(_ reader: Reader) throws {
        let screen = Screen("S") {
            Button("Submit").movesFocus(to: "error")
            Text("Email is required").id("error")
        }
        let sut = try reader.start(screen)
        sut.swipeRight()
        #expect(sut.doubleTap() == [.activated(try sut.element("Submit")), .focusMoved(sut.stops[1]), .spoken("Email is required")])
        #expect(sut.focus == sut.stops[1])
    }

    @Test(arguments: Reader.allCases, ["switch", "checkbox", "radio", "button", "stepper", "navigating button"])
    func disabledControlsChangeNothingAndSpeakNothing(_ reader: Reader, _ kind: String) throws {
        let element: Element = switch kind {
        case "switch": Switch("Control")
        case "checkbox": Checkbox("Control")
        case "radio": Radio("Control")
        case "button": Button("Control")
        case "stepper": Stepper("Control", value: 5, in: 0...10)
        default: Button("Control").navigates(to: "Elsewhere")
        }
        let sut = try reader.start(Screen("S") { element.disabled() })
        let control = try sut.element("Control")
        let before = sut.state(of: control)
        sut.swipeRight()
        #expect(sut.doubleTap() == [.noEffect(.disabled(control))])
        #expect(sut.press(.space) == [.noEffect(.disabled(control))])
        #expect(sut.state(of: control) == before)
        #expect(sut.focus == sut.stops[0])
    }

    @Test(arguments: Reader.allCases)
    func textHeadingAndImageHaveNoAction(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Text("Body"); Heading("Title"); Image("Logo") })
        for stop in sut.stops {
            sut.swipeRight()
            #expect(sut.doubleTap() == [.noEffect(.notActivatable(stop.element))])
        }
    }
}
