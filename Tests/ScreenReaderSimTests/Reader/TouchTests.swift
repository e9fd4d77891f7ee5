import ScreenReaderSim
import Testing

/// SPEC.md §3 "touch (explore by touch)": focus the stop holding the element and speak it, even if it already had focus.
@Suite struct TouchTests {
    typealias Reader = ScreenReaderUnderTest

    let screen = Screen("S") {
        Heading("Settings")
        Row { Text("Wi-Fi"); Switch("Wi-Fi network") }
        Stepper("Guests", value: 2, in: 1...10)
        Text("Secret").hidden()
        Icon("logo")
        Button("Save")
    }

    @Test(arguments: Reader.allCases)
    func touchFocusesTheStopAndSpeaksIt(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        let events = try sut.touch("Save")
        let save = sut.stops[4]
        #expect(events == [.focusMoved(save), .spoken(reader.pick("Save, button", "Save, button, double tap to activate"))])
        #expect(sut.focus == save)
    }

    /// A touch by label lands where `stop(holding:)` says and speaks the live state (read beside the label's slot):
    /// the same words as swiping there, before and after the control changes state, and after a reset.
    @Test(arguments: Reader.allCases)
    func touchSpeaksTheLiveStateOfTheStopItLandsOn(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        for label in ["Wi-Fi network", "wi-fi", "Guests", "Save"] {
            let events = try sut.touch(label)
            let stop = try #require(try sut.stop(holding: label))
            #expect(events == [.focusMoved(stop), .spoken(sut.announcement(for: stop))])
        }
        try sut.touch("Wi-Fi")
        sut.doubleTap()
        let on = reader.pick("Wi-Fi, on, switch button, double tap to toggle setting", "On, Wi-Fi, switch, double tap to toggle")
        #expect(try sut.touch("Wi-Fi network").last == .spoken(on))
        try sut.touch("Guests")
        sut.doubleTap()
        let atMinimum = try #require(try sut.stop(holding: "Guests"))
        #expect(try sut.touch("guests") == [.focusMoved(atMinimum), .spoken(sut.announcement(for: atMinimum))])
        #expect(sut.lastSpoken?.contains("1") == true)
        sut.reset()
        #expect(try sut.touch("Wi-Fi").last == .spoken(reader.pick("Wi-Fi, off, switch button, double tap to toggle setting", "Off, Wi-Fi, switch, double tap to toggle")))
    }

    @Test(arguments: Reader.allCases)
    func touchingTheFocusedStopSpeaksItAgain(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        sut.swipeRight()
        let events = try sut.touch("Settings")
        #expect(events == [.focusMoved(sut.stops[0]), .spoken("Settings, heading")])
        #expect(sut.spokenLog == ["Settings, heading", "Settings, heading"])
    }

    @Test(arguments: Reader.allCases)
    func touchingAStepperLandsOnItsDecrementButton(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        try sut.touch("Guests")
        #expect(sut.focus?.part == .decrement)
        #expect(sut.lastSpoken == reader.pick("Guests, 2, decrement, button", "Guests, 2, decrease, button, double tap to activate"))
        #expect(sut.stop(holding: try sut.element("Guests"))?.part == .decrement)
    }

    @Test(arguments: Reader.allCases, ["Wi-Fi", "Wi-Fi network"])
    func touchingARowsChildLandsOnTheRow(_ reader: Reader, _ label: String) throws {
        let sut = try reader.start(screen)
        try sut.touch(label)
        #expect(sut.focus == sut.stops[1])
        #expect(sut.focus?.element.kind == .row)
        #expect(sut.lastSpoken == reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting", "Off, Wi-Fi, switch, double tap to toggle"
        ))
    }

    @Test(arguments: Reader.allCases)
    func touchingAHiddenElementThrows(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        let secret = try sut.element("Secret")
        #expect(throws: LookupError.notInAnyStop(secret)) { try sut.touch("Secret") }
        #expect(sut.focus == nil)
        #expect(sut.log.isEmpty)
    }

    @Test(arguments: Reader.allCases)
    func touchingADecorativeIconThrows(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        #expect(throws: LookupError.self) { try sut.touch("logo") }
    }

    @Test(arguments: Reader.allCases)
    func touchingAnUnknownLabelThrows(_ reader: Reader) throws {
        let sut = try reader.start(screen)
        #expect(throws: LookupError.noElement(label: "Bluetooth")) { try sut.touch("Bluetooth") }
    }

    @Test(arguments: Reader.allCases)
    func touchingAnAmbiguousLabelThrows(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Button("OK"); Button("OK") })
        #expect {
            try sut.touch("OK")
        } throws: { error in
            guard case LookupError.ambiguous(label: "OK", candidates: let candidates) = error else { return false }
            return candidates.count == 2
        }
    }

    @Test(arguments: Reader.allCases)
    func touchByIdFindsTheElement(_ reader: Reader) throws {
        let sut = try reader.start(Screen("S") { Button("OK").id("confirm"); Button("OK").id("other") })
        try sut.touch("confirm")
        #expect(sut.focus == sut.stops[0])
    }
}

/// Touching inside a merged row. SPEC.md §1 says hidden and decorative elements "are not stops and are not merged", and
/// SCENARIOS.md makes a touch of an element "not in any stop" an error; but the row *holds* them, and on a device the finger
/// on a row's icon lands on the row (its frame covers the icon). Reading taken: a row's hidden or decorative child is held by
/// the row, so touch lands on the row; the same element outside a row is in no stop and throws.
@Suite struct TouchInsideRowTests {
    let screen = Screen("S") {
        Row { Icon("wifi-icon"); Text("Wi-Fi"); Text("Connected").hidden(); Switch("Wi-Fi") }
        Icon("loose-icon")
        Text("Loose").hidden()
    }

    @Test(arguments: ScreenReaderUnderTest.allCases, ["Connected", "wifi-icon", "Wi-Fi"])
    func touchingAnyChildOfARowLandsOnTheRow(_ reader: ScreenReaderUnderTest, _ label: String) throws {
        let sut = try reader.start(screen)
        #expect(sut.stop(holding: try sut.element(label)) == sut.stops[0])
        try sut.touch(label)
        #expect(sut.focus == sut.stops[0])
        #expect(sut.lastSpoken == reader.pick(
            "Wi-Fi, off, switch button, double tap to toggle setting", "Off, Wi-Fi, switch, double tap to toggle"
        ))
    }

    @Test(arguments: ScreenReaderUnderTest.allCases, ["loose-icon", "Loose"])
    func touchingAHiddenOrDecorativeElementOutsideARowThrows(_ reader: ScreenReaderUnderTest, _ label: String) throws {
        let sut = try reader.start(screen)
        let element = try sut.element(label)
        #expect(sut.stop(holding: element) == nil)
        #expect(throws: LookupError.notInAnyStop(element)) { try sut.touch(label) }
    }

    /// On a screen of thousands of labels (keys sharing probe runs in the label table), every touch by label lands on
    /// the stop holding its element, a label two switches share still names both, and an unknown label names nothing.
    @Test(arguments: ScreenReaderUnderTest.allCases)
    func touchByLabelFindsEveryKeyOfALargeScreen(_ reader: ScreenReaderUnderTest) throws {
        let rows = 3_000
        let sut = try reader.start(Screen("Large", elements: (0..<rows).map { row in
            Row { Text("Setting \(row)"); Switch("Setting \(row)") }
        } + [Switch("Twin"), Switch("Twin")]))
        for row in stride(from: rows - 1, through: 0, by: -7) {
            let events = try sut.touch("Setting \(row)")
            #expect(events.first == .focusMoved(try #require(sut.stop(holding: try sut.element("Setting \(row)")))))
            #expect(sut.focus?.position == row)
        }
        #expect(throws: LookupError.self) { try sut.touch("Twin") }
        #expect(throws: LookupError.noElement(label: "Setting \(rows)")) { try sut.touch("Setting \(rows)") }
    }
}
