import ScreenReaderSim
import Testing

/// The reader's read-only queries: log, spokenLog, lastSpoken, state(of:), element(_:), stop(holding:), isEnabled.
@Suite struct ReaderQueryTests {
    typealias Reader = ScreenReaderUnderTest

    let screen = Screen("S") {
        Text("Wi-Fi")
        Switch("Wi-Fi").id("wifi")
        Stepper("Guests", value: 2, in: 1...10)
        Button("Save").disabled()
    }

    @Test(arguments: Reader.allCases)
    func logHoldsEveryEventInOrderAndSpokenLogOnlyTheUtterances(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        var all: [ReaderEvent] = []
        all += sut.swipeRight()
        all += sut.swipeRight()
        all += sut.doubleTap()
        all += sut.swipeLeft()
        #expect(sut.log == all)
        #expect(sut.spokenLog == all.compactMap(\.utterance))
        #expect(sut.spokenLog == reader.pick(
            ["Wi-Fi", "Wi-Fi, off, switch button, double tap to toggle setting", "on", "Wi-Fi"],
            ["Wi-Fi", "Off, Wi-Fi, switch, double tap to toggle", "On", "Wi-Fi"]
        ))
    }

    @Test(arguments: Reader.allCases)
    func lastSpokenIsTheLastUtteranceEvenAfterSilentEvents(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        #expect(sut.lastSpoken == nil)
        sut.swipeRight()
        sut.swipeLeft()
        #expect(sut.log.last == .boundaryReached(.start))
        #expect(sut.lastSpoken == "Wi-Fi")
    }

    @Test(arguments: Reader.allCases)
    func stateOfReportsTheLiveStateByReferenceLabelOrId(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        let wifi = try sut.element("wifi")
        #expect(sut.state(of: wifi) == .off)
        try sut.touch("Wi-Fi")
        sut.doubleTap()
        #expect(sut.state(of: wifi) == .on)
        #expect(try sut.state(of: "Wi-Fi") == .on)
        #expect(try sut.state(of: "wifi") == .on)
        #expect(try sut.state(of: "Guests") == .value(2))
        #expect(try sut.state(of: "Save") == nil)
        #expect(throws: LookupError.noElement(label: "Bluetooth")) { try sut.state(of: "Bluetooth") }
    }

    @Test(arguments: Reader.allCases)
    func stateChangesDoNotTouchTheDeclaredScreen(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        try sut.touch("Wi-Fi")
        sut.doubleTap()
        #expect(sut.screen == screen)
        #expect(try reader.start(screen).state(of: "Wi-Fi") == .off)
    }

    @Test(arguments: Reader.allCases)
    func elementLookupPrefersTheControlOverATextWithTheSameLabel(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        #expect(try sut.element("Wi-Fi").kind == .switch)
        #expect(try sut.element("wi-fi.").kind == .switch, "labels compare like speech")
        #expect(try sut.element("wifi").kind == .switch)
    }

    @Test(arguments: Reader.allCases)
    func isEnabledReflectsDeclarationsAndStepperBounds(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Stepper("Guests", value: 1, in: 1...10); Button("Save").disabled() })
        #expect(!sut.isEnabled(try sut.element("Save")))
        #expect(sut.isEnabled(try sut.element("Guests")))
        #expect(sut.stops.map { sut.isEnabled($0) } == [false, true, false])
    }

    @Test(arguments: Reader.allCases)
    func stopHoldingAnElementIsWhereTouchLands(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Row { Text("Wi-Fi"); Switch("Wi-Fi network") }; Text("Gone").hidden() })
        #expect(sut.stop(holding: try sut.element("Wi-Fi network")) == sut.stops[0])
        #expect(sut.stop(holding: try sut.element("Gone")) == nil)
    }
}
