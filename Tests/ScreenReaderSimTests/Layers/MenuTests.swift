import ScreenReaderSim
import Testing

/// SPEC-controls §7.2: a menu button opens its options like a dialog; choosing one sets its value and returns focus.
@Suite struct MenuTests {
    let screen = LayerTestScreens.sortMenu

    private func opened(_ reader: AnyReader) throws -> (ScreenReader, [ReaderEvent]) {
        let sut = try reader.start(screen)
        try reader.focus("Sort by", in: sut)
        return (sut, reader.activate(sut))
    }

    @Test(arguments: [
        (AnyReader.voiceOver, "Sort by, Newest, button, collapsed"),
        (.talkBack, "Sort by, button, Newest, collapsed, double tap to activate"),
    ])
    func theMenuButtonSaysItsValueAndCollapsed(_ reader: AnyReader, _ expected: String) throws {
        let sut = try reader.start(screen)
        sut.swipeRight()
        #expect(sut.swipeRight().spoken == [expected])
    }

    @Test(arguments: [
        (AnyReader.voiceOver, "Sort by, Newest, dimmed, button, collapsed"),
        (.talkBack, "Sort by, button, Newest, collapsed, disabled"),
    ])
    func aDisabledMenuButtonSaysSoAndDoesNotOpen(_ reader: AnyReader, _ expected: String) throws {
        let sut = try reader.start(Screen("S") { Menu("Sort by", value: "Newest") { Option("Newest") }.disabled() })
        #expect(sut.swipeRight().spoken == [expected])
        #expect(sut.doubleTap() == [.noEffect(.disabled(try sut.element("Sort by")))])
    }

    @Test(arguments: [
        (AnyReader.voiceOver, ["Selected, Newest, button"]),
        (.talkBack, ["Selected, Newest, 1 of 3, double tap to activate"]),
        (.iosKeyboard, []), (.androidKeyboard, []),
    ])
    func openingMovesFocusToTheSelectedOption(_ reader: AnyReader, _ spoken: [String]) throws {
        let (sut, events) = try opened(reader)
        #expect(events.contains(.layerOpened(try sut.element("Sort by"), alert: false)))
        #expect(events.spoken == spoken)
        #expect(sut.isFocused(try sut.element("Newest")))
    }

    @Test func withNoValueFocusGoesToTheFirstOption() throws {
        let sut = try VoiceOver(Screen("S") { Menu("Sort by") { Option("Newest"); Option("Oldest") } })
        sut.swipeRight()
        #expect(sut.doubleTap().spoken == ["Newest, button"])
    }

    @Test(arguments: [
        (AnyReader.voiceOver, ["Oldest, button", "Price, button", "Dismiss context menu, button"]),
        (.talkBack, ["Oldest, 2 of 3, double tap to activate", "Price, 3 of 3, double tap to activate"]),
    ])
    func optionsSpeakTheirPositionOnTalkBackAndVoiceOverAddsItsDismissButton(_ reader: AnyReader, _ heard: [String]) throws {
        let (sut, _) = try opened(reader)
        #expect(heard.indices.flatMap { _ in sut.swipeRight().spoken } == heard)
        // Past the end: VoiceOver stays on its dismiss button; TalkBack swallows the swipe (then wraps to "Newest").
        let past = sut.swipeRight()
        #expect(past.contains(.boundaryReached(.end)))
        #expect(past.spoken.isEmpty)
    }

    @Test(arguments: AnyReader.allCases)
    func choosingAnOptionSetsTheValueClosesAndReturnsFocusSpokenInFull(_ reader: AnyReader) throws {
        let (sut, _) = try opened(reader)
        try reader.focus("Oldest", in: sut)
        let events = reader.activate(sut)
        #expect(try sut.state(of: "Sort by") == .text("Oldest"))
        #expect(try sut.state(of: "Oldest") == .selected)
        #expect(try sut.state(of: "Newest") == .unselected)
        #expect(events.contains(.layerClosed(try sut.element("Sort by"))))
        #expect(sut.isFocused(try sut.element("Sort by")))
        let expected: [String] = switch reader {
        case .voiceOver: ["Sort by, Oldest, button, collapsed"]
        case .talkBack: ["Sort by, button, Oldest, collapsed, double tap to activate"]
        case .iosKeyboard, .androidKeyboard: []
        }
        #expect(events.spoken == expected)  // the button in full, and nothing else (no "selected")
    }

    /// The dismiss button (VoiceOver), the escape gesture and Escape close the menu with no change.
    @Test(arguments: [
        (AnyReader.voiceOver, "dismiss"), (.voiceOver, "escape"), (.voiceOver, "key"),
        (.talkBack, "escape"), (.talkBack, "key"), (.iosKeyboard, "key"), (.androidKeyboard, "key"),
    ])
    func dismissingClosesWithNoChange(_ reader: AnyReader, _ how: String) throws {
        let (sut, _) = try opened(reader)
        let events: [ReaderEvent]
        switch how {
        case "dismiss":
            for _ in 0..<3 { sut.swipeRight() }
            #expect(sut.focus?.part == .dismiss)
            events = sut.doubleTap()
        case "escape": events = sut.escape()
        default: events = sut.press(.escape)
        }
        #expect(try sut.state(of: "Sort by") == .text("Newest"))
        #expect(!events.contains { if case .stateChanged = $0 { true } else { false } })
        #expect(sut.isFocused(try sut.element("Sort by")))
        if reader.kind.speaks {
            #expect(events.spoken == [reader == .voiceOver ? "Sort by, Newest, button, collapsed"
                                        : "Sort by, button, Newest, collapsed, double tap to activate"])
        }
    }

    @Test(arguments: AnyReader.allCases)
    func theKeyboardIsConfinedToTheOptionsAndNeverReachesTheDismissButton(_ reader: AnyReader) throws {
        let (sut, _) = try opened(reader)
        var visited: [String] = []
        for _ in 0..<4 {
            if case .focusMoved(let stop)? = sut.press(.tab).first { visited.append(stop.element.name) }
        }
        #expect(visited == ["Oldest", "Price"])
    }

    @Test(arguments: AnyReader.speaking)
    func touchingAnOptionOfAClosedMenuHasNoEffect(_ reader: AnyReader) throws {
        let sut = try reader.start(screen)
        #expect(try sut.touch("Oldest") == [.noEffect(.insideClosedLayer(try sut.element("Oldest"), layer: try sut.element("Sort by")))])
    }

    @Test func aMenuValueSelectsItsOptionFromTheDSL() throws {
        let menu = Menu("Sort by", value: "oldest") { Option("Newest"); Option("Oldest") }
        #expect(menu.children.map(\.state) == [.unselected, .selected])
        let implied = Menu("Sort by") { Option("Newest"); Option("Oldest", isSelected: true) }
        #expect(implied.state == .text("Oldest"))
    }
}
