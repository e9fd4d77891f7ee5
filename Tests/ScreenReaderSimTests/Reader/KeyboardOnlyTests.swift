import ScreenReaderSim
import Testing

/// SPEC.md §3 "Without a screen reader": keys move focus and activate, nothing is spoken, gestures have no effect.
@Suite struct KeyboardOnlyTests {
    let screen = Screen("S") {
        Heading("Settings")
        Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        Button("Save")
    }

    @Test(arguments: Platform.allCases)
    func keysMoveFocusAndActivateButNothingIsSpoken(_ platform: Platform) throws {
        let sut = try KeyboardOnly(platform, screen: screen)
        #expect(sut.kind == (platform == .ios ? .iosKeyboard : .androidKeyboard))
        #expect(sut.press(.tab) == [.focusMoved(sut.stops[1])])
        #expect(sut.press(.space) == [.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on)])
        #expect(sut.press(.down) == [.focusMoved(sut.stops[2])])
        #expect(sut.press(.space) == [.activated(try sut.element("Save"))])
        #expect(sut.press(.tab) == [.boundaryReached(.end)])
        #expect(sut.spokenLog.isEmpty)
        #expect(sut.lastSpoken == nil)
    }

    @Test func enterDoesNotActivateOnAnIOSKeyboard() throws {
        let sut = try KeyboardOnly(.ios, screen: screen)
        sut.press(.tab)
        #expect(sut.press(.enter) == [.noEffect(.keyDoesNotActivate(.enter, .ios))])
        #expect(try sut.state(of: "Wi-Fi") == .off)
    }

    @Test func enterActivatesOnAnAndroidKeyboard() throws {
        let sut = try KeyboardOnly(.android, screen: screen)
        sut.press(.tab)
        #expect(sut.press(.enter) == [.stateChanged(try sut.element("Wi-Fi"), from: .off, to: .on)])
    }

    @Test(arguments: Platform.allCases, [Input.swipeRight, .swipeLeft, .doubleTap, .touch("Save")])
    func gesturesHaveNoEffectWithoutAScreenReader(_ platform: Platform, _ gesture: Input) throws {
        let sut = try KeyboardOnly(platform, screen: screen)
        sut.press(.tab)
        #expect(try sut.perform(gesture) == [.noEffect(.noScreenReader(gesture))])
        #expect(sut.focus == sut.stops[1])
        #expect(try sut.state(of: "Wi-Fi") == .off)
    }

    @Test(arguments: Platform.allCases)
    func touchingAnUnknownLabelStillThrows(_ platform: Platform) throws {
        let sut = try KeyboardOnly(platform, screen: screen)
        #expect(throws: LookupError.noElement(label: "Bluetooth")) { try sut.touch("Bluetooth") }
    }
}
