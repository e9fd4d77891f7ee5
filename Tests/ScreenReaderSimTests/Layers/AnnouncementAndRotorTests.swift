import ScreenReaderSim
import Testing

/// SPEC-controls §7.3 (announcements), §7.4 (the escape gesture) and §7.5 (the rotor and reading controls).
@Suite struct AnnouncementAndRotorTests {
    // MARK: - 7.3 Announcements

    static let toastScreen = Screen("Share") {
        Button("Copy code").announces("Copied to clipboard")
        Switch("Save drafts").announces("Drafts are saved")
    }

    @Test(arguments: [
        (AnyReader.voiceOver, ["Copied to clipboard"]), (.talkBack, ["Copied to clipboard"]),
        (.iosKeyboard, []), (.androidKeyboard, []),
    ])
    func anAnnouncementIsSpokenWithoutMovingFocus(_ reader: AnyReader, _ spoken: [String]) throws {
        let sut = try reader.start(Self.toastScreen)
        try reader.focus("Copy code", in: sut)
        let events = reader.activate(sut)
        #expect(events.spoken == spoken)
        #expect(events.contains(.announced("Copied to clipboard")))
        #expect(!events.contains { if case .focusMoved = $0 { true } else { false } })
        #expect(sut.isFocused(try sut.element("Copy code")))
    }

    @Test(arguments: [(AnyReader.voiceOver, ["on", "Drafts are saved"]), (.talkBack, ["On", "Drafts are saved"])])
    func anAnnouncementComesAfterTheStateWord(_ reader: AnyReader, _ spoken: [String]) throws {
        let sut = try reader.start(Self.toastScreen)
        try sut.touch("Save drafts")
        #expect(sut.doubleTap().spoken == spoken)
    }

    @Test(arguments: AnyReader.speaking)
    func aDisabledControlAnnouncesNothing(_ reader: AnyReader) throws {
        let sut = try reader.start(Screen("S") { Button("Copy").announces("Copied").disabled() })
        sut.swipeRight()
        #expect(sut.doubleTap().spoken.isEmpty)
    }

    // MARK: - 7.4 The escape gesture

    @Test(arguments: AnyReader.speaking)
    func theEscapeGestureWithNothingOpenHasNoEffect(_ reader: AnyReader) throws {
        let sut = try reader.start(LayerTestScreens.signIn())
        sut.swipeRight()
        #expect(sut.escape() == [.noEffect(.nothingToEscape)])
    }

    @Test(arguments: AnyReader.allCases)
    func escapeClosesTheDialogBeforeItEndsEditing(_ reader: AnyReader) throws {
        let screen = Screen("S") {
            Button("Rename").opens("rename")
            Dialog("Rename", id: "rename") { TextField("Name"); Button("Done").closes() }
        }
        let sut = try reader.start(screen)
        try reader.focus("Rename", in: sut)
        reader.activate(sut)
        try reader.focus("Name", in: sut)
        reader.activate(sut)
        let events = sut.press(.escape)
        #expect(sut.openLayerElements.isEmpty)
        #expect(events.contains(.editingEnded(try sut.element("Name"))))
        #expect(sut.isFocused(try sut.element("Rename")))
        #expect(sut.press(.escape) == [.noEffect(.nothingToEscape)])
    }

    // MARK: - 7.5 Rotor

    private func names(_ sut: ScreenReader, _ moves: Int, forward: Bool = true) -> [String] {
        (0..<moves).compactMap { _ in
            let events = forward ? sut.swipeDown() : sut.swipeUp()
            guard case .focusMoved(let stop)? = events.first else { return nil }
            return stop.element.name
        }
    }

    @Test(arguments: AnyReader.speaking)
    func choosingARotorSettingSpeaksIt(_ reader: AnyReader) throws {
        let sut = try reader.start(LayerTestScreens.article)
        #expect(sut.rotor(.headings).spoken == ["Headings"])
        #expect(sut.rotor(.links).spoken == ["Links"])
        #expect(sut.rotor(.formControls).spoken == ["Form controls"])
        #expect(sut.rotor == .formControls)
        #expect(sut.focus == nil)
    }

    @Test(arguments: AnyReader.speaking, RotorChoice.allCases)
    func swipeDownAndUpMoveByTheChosenKindWithoutWrapping(_ reader: AnyReader, _ choice: RotorChoice) throws {
        let sut = try reader.start(LayerTestScreens.article)
        sut.rotor(choice)
        let expected: [String] = switch choice {
        case .headings: ["Intro", "Settings", "Footer"]
        case .links: ["Read more", "Privacy"]
        case .formControls: ["Dark mode", "Volume"]
        }
        #expect(names(sut, expected.count) == expected)
        let past = sut.swipeDown()
        #expect(past == [.noEffect(.rotorFoundNothing(choice, .end))])
        #expect(sut.isFocused(try sut.element(expected[expected.count - 1])))
        #expect(names(sut, expected.count - 1, forward: false) == Array(expected.dropLast().reversed()))
        #expect(sut.swipeUp() == [.noEffect(.rotorFoundNothing(choice, .start))])
    }

    @Test(arguments: [(AnyReader.voiceOver, "Settings, heading"), (.talkBack, "Settings, heading")])
    func aRotorMoveSpeaksTheStopInFull(_ reader: AnyReader, _ expected: String) throws {
        let sut = try reader.start(LayerTestScreens.article)
        try sut.touch("Read more")
        sut.rotor(.headings)
        #expect(sut.swipeDown().spoken == [expected])
    }

    @Test(arguments: [(AnyReader.voiceOver, "60"), (.talkBack, "60")])
    func withNoRotorChoiceSwipeUpAdjustsAFocusedSlider(_ reader: AnyReader, _ spoken: String) throws {
        let sut = try reader.start(LayerTestScreens.article)
        try sut.touch("Volume")
        #expect(sut.swipeUp().spoken == [spoken])
        sut.rotor(.headings)
        let events = sut.swipeUp()
        #expect(try sut.state(of: "Volume") == .value(60))
        #expect(sut.isFocused(try sut.element("Settings")))
        #expect(events.spoken == ["Settings, heading"])
    }

    @Test(arguments: AnyReader.speaking)
    func theRotorMovesOnlyWithinAnOpenDialog(_ reader: AnyReader) throws {
        let screen = Screen("S") {
            Heading("Outside")
            Button("Open").opens("d")
            Dialog("Terms", id: "d") { Heading("Section 1"); Heading("Section 2"); Button("OK").closes() }
        }
        let sut = try reader.start(screen)
        try sut.touch("Open")
        sut.doubleTap()
        sut.rotor(.headings)
        #expect(names(sut, 3) == ["Section 1", "Section 2"])
        #expect(names(sut, 3, forward: false) == ["Section 1"])
    }

    @Test(arguments: AnyReader.keyboards)
    func theRotorNeedsAScreenReader(_ reader: AnyReader) throws {
        let sut = try reader.start(LayerTestScreens.article)
        #expect(sut.rotor(.headings) == [.noEffect(.noScreenReader(.rotor(.headings)))])
        #expect(sut.rotor == nil)
    }

    @Test func aRotorChoiceCountsAsAnotherInputBetweenTalkBacksTwoSwipes() throws {
        let sut = try TalkBack(LayerTestScreens.article)
        sut.swipeLeft()
        sut.rotor(.headings)
        #expect(sut.swipeLeft().contains(.boundaryReached(.start)))
    }
}
