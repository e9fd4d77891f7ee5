import ScreenReaderSim
import Testing

/// SPEC-controls §7.1: dialogs open over the screen, take focus to their title, confine it, and give it back.
@Suite struct DialogTests {
    typealias Screens = LayerTestScreens

    /// The sign-in screen with the alert opened from "Pay", as `reader` opens it.
    private func openedAlert(_ reader: AnyReader, alert: Bool = true) throws -> (ScreenReader, [ReaderEvent]) {
        let sut = try reader.start(Screens.signIn(alert: alert))
        try reader.focus("Pay", in: sut)
        return (sut, reader.activate(sut))
    }

    @Test(arguments: [
        (AnyReader.voiceOver, ["Alert, Sign in failed"]), (.talkBack, ["Sign in failed"]),
        (.iosKeyboard, []), (.androidKeyboard, []),
    ])
    func openingAnAlertMovesFocusToItsTitleAndSpeaksIt(_ reader: AnyReader, _ spoken: [String]) throws {
        let (sut, events) = try openedAlert(reader)
        #expect(events.spoken == spoken)
        #expect(events.contains(.layerOpened(try sut.element("failed"), alert: true)))
        #expect(sut.focus?.part == .title)
        #expect(sut.isFocused(try sut.element("Sign in failed")))
        #expect(sut.openLayerElements.map(\.name) == ["Sign in failed"])
    }

    @Test(arguments: AnyReader.speaking)
    func aDialogThatIsNotAnAlertOpensWithItsTitleAlone(_ reader: AnyReader) throws {
        let (_, events) = try openedAlert(reader, alert: false)
        #expect(events.spoken == ["Sign in failed"])
    }

    @Test(arguments: AnyReader.speaking)
    func theAlertPrefixIsSpokenOnlyOnOpening(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        sut.swipeRight()
        #expect(sut.swipeLeft().spoken == ["Sign in failed"])
    }

    @Test(arguments: AnyReader.keyboards)
    func fromTheTitleTabMovesToTheDialogsFirstActionableStop(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        sut.press(.tab)
        #expect(sut.isFocused(try sut.element("Try again")))
    }

    @Test(arguments: AnyReader.speaking)
    func swipesVisitOnlyTheDialogsStops(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        #expect(sut.stops.map(\.element.name) == ["Sign in failed", "The password is incorrect.", "Try again", "Cancel"])
        let heard = (0..<3).flatMap { _ in sut.swipeRight().spoken }
        let expected = reader == .voiceOver
            ? ["The password is incorrect.", "Try again, button", "Cancel, button"]
            : ["The password is incorrect.", "Try again, button, double tap to activate", "Cancel, button, double tap to activate"]
        #expect(heard == expected)
    }

    /// Each platform's boundary rule at the dialog's last stop: VoiceOver stays; TalkBack swallows one swipe, then wraps
    /// to the dialog's first stop (never to the screen behind it).
    @Test(arguments: [(AnyReader.voiceOver, "Cancel"), (.talkBack, "Sign in failed")])
    func theBoundaryRuleAppliesAtTheDialogsEnd(_ reader: AnyReader, _ afterSecondSwipe: String) throws {
        let (sut, _) = try openedAlert(reader)
        for _ in 0..<3 { sut.swipeRight() }
        let first = sut.swipeRight()
        #expect(first.spoken.isEmpty)
        #expect(first.contains(.boundaryReached(.end)))
        sut.swipeRight()
        #expect(sut.isFocused(try sut.element(afterSecondSwipe)))
    }

    @Test(arguments: [(AnyReader.voiceOver, "Sign in failed"), (.talkBack, "Cancel")])
    func theBoundaryRuleAppliesAtTheDialogsStart(_ reader: AnyReader, _ afterSecondSwipe: String) throws {
        let (sut, _) = try openedAlert(reader)
        #expect(sut.swipeLeft().contains(.boundaryReached(.start)))
        sut.swipeLeft()
        #expect(sut.isFocused(try sut.element(afterSecondSwipe)))
    }

    /// Tab, arrows and Ctrl+Tab move only among the dialog's actionable stops and stop at its ends, from every reader.
    @Test(arguments: AnyReader.allCases, [Key.tab, .down, .right, .ctrlTab])
    func keysForwardAreConfinedToTheDialog(_ reader: AnyReader, _ key: Key) throws {
        let (sut, _) = try openedAlert(reader)
        var visited: [String] = []
        for _ in 0..<4 {
            let events = sut.press(key)
            if case .focusMoved(let stop)? = events.first { visited.append(stop.element.name) }
        }
        #expect(visited == ["Try again", "Cancel"])
        #expect(sut.press(key).contains(.boundaryReached(.end)))
    }

    @Test(arguments: AnyReader.allCases, [Key.shiftTab, .up, .left, .ctrlShiftTab])
    func keysBackAreConfinedToTheDialog(_ reader: AnyReader, _ key: Key) throws {
        let (sut, _) = try openedAlert(reader)
        sut.press(.tab)
        sut.press(.tab)
        #expect(sut.press(key).contains { if case .focusMoved(let stop) = $0 { stop.element.name == "Try again" } else { false } })
        #expect(sut.press(key).contains(.boundaryReached(.start)))
        #expect(sut.isFocused(try sut.element("Try again")))
    }

    @Test(arguments: AnyReader.speaking)
    func aTouchOutsideTheDialogHasNoEffectWithAReason(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        let events = try sut.touch("Remember me")
        #expect(events == [.noEffect(.outsideOpenLayer(try sut.element("Remember me"), layer: try sut.element("failed")))])
        #expect(sut.isFocused(try sut.element("Sign in failed")))
        #expect(try sut.state(of: "Remember me") == .on)
    }

    @Test(arguments: AnyReader.speaking)
    func aTouchInsideTheOpenDialogMovesFocus(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        try sut.touch("Cancel")
        #expect(sut.isFocused(try sut.element("Cancel")))
    }

    @Test(arguments: AnyReader.speaking)
    func aTouchOnAClosedDialogsElementHasNoEffectWithAReason(_ reader: AnyReader) throws {
        let sut = try reader.start(Screens.signIn())
        let events = try sut.touch("Try again")
        #expect(events == [.noEffect(.insideClosedLayer(try sut.element("Try again"), layer: try sut.element("failed")))])
        #expect(sut.focus == nil)
    }

    /// How a dialog is closed: a `closes` button, the escape gesture, or Escape on a keyboard.
    enum Closing: String, CaseIterable, Sendable { case closesButton, escapeGesture, escapeKey }

    static let closings: [(AnyReader, Closing)] = [
        (.voiceOver, .closesButton), (.voiceOver, .escapeGesture), (.voiceOver, .escapeKey),
        (.talkBack, .closesButton), (.talkBack, .escapeGesture), (.talkBack, .escapeKey),
        (.iosKeyboard, .closesButton), (.iosKeyboard, .escapeKey),
        (.androidKeyboard, .closesButton), (.androidKeyboard, .escapeKey),
    ]

    @Test(arguments: closings)
    func closingReturnsFocusToTheOpenerSpokenInFull(_ reader: AnyReader, _ closing: Closing) throws {
        let (sut, _) = try openedAlert(reader)
        let events: [ReaderEvent]
        switch closing {
        case .closesButton:
            try reader.focus("Cancel", in: sut)
            events = reader.activate(sut)
        case .escapeGesture: events = sut.escape()
        case .escapeKey: events = sut.press(.escape)
        }
        #expect(events.contains(.layerClosed(try sut.element("failed"))))
        #expect(sut.isFocused(try sut.element("Pay")))
        #expect(sut.openLayerElements.isEmpty)
        let expected: [String] = switch reader {
        case .voiceOver: ["Pay, button"]
        case .talkBack: ["Pay, button, double tap to activate"]
        case .iosKeyboard, .androidKeyboard: []
        }
        #expect(events.spoken == expected)
        // Back on the screen: the order is the screen's again.
        #expect(sut.stops.map(\.element.name) == ["Welcome", "Remember me", "Pay", "Help"])
    }

    @Test(arguments: AnyReader.keyboards)
    func theEscapeGestureNeedsAScreenReader(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        #expect(sut.escape() == [.noEffect(.noScreenReader(.escape))])
        #expect(sut.openLayerElements.count == 1)
    }

    @Test(arguments: AnyReader.allCases)
    func aDialogOpenedFromNothingReturnsFocusToWhereItWas(_ reader: AnyReader) throws {
        let sut = try reader.start(Screens.signIn())
        try reader.focus("Remember me", in: sut)
        let opened = sut.openDialog("failed")
        #expect(opened.contains(.layerOpened(try sut.element("failed"), alert: true)))
        let closed = sut.press(.escape)
        #expect(sut.isFocused(try sut.element("Remember me")))
        #expect(closed.spoken == (reader.kind.speaks ? [sut.announcement(for: try #require(sut.focus))] : []))
        #expect(sut.openDialog("nothing") == [.noEffect(.noSuchDialog("nothing"))])
    }

    @Test(arguments: AnyReader.allCases)
    func nestedDialogsUnwindOneAtATime(_ reader: AnyReader) throws {
        let sut = try reader.start(Screens.nested)
        try reader.focus("Delete account", in: sut)
        reader.activate(sut)
        try reader.focus("Delete", in: sut)
        reader.activate(sut)
        #expect(sut.openLayerElements.map(\.name) == ["Delete account?", "This cannot be undone"])
        sut.press(.escape)
        #expect(sut.openLayerElements.map(\.name) == ["Delete account?"])
        #expect(sut.isFocused(try sut.element("Delete")))
        sut.press(.escape)
        #expect(sut.openLayerElements.isEmpty)
        #expect(sut.isFocused(try sut.element("Delete account")))
    }

    @Test(arguments: AnyReader.speaking)
    func resetClosesEveryLayer(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader)
        sut.reset()
        #expect(sut.openLayerElements.isEmpty)
        #expect(sut.stops.count == 4)
        #expect(sut.swipeRight().spoken == ["Welcome, heading"])
    }

    @Test func theDialogsOwnOrderIsCompiledOnceAndShared() throws {
        let compiled = CompiledScreen(Screens.signIn())
        let first = try VoiceOver(compiled)
        let second = try VoiceOver(compiled)
        _ = first.openDialog("failed")
        _ = second.openDialog("failed")
        #expect(first.stops == second.stops)
        let layer = try #require(compiled.layerElements.first)
        #expect(try compiled.stops(of: layer, on: .ios).map(\.element.name) == first.stops.map(\.element.name))
        #expect(compiled.openers(of: layer).map(\.name) == ["Pay"])
    }

    /// SPEC-controls 8b: a dialog's label names its title stop, so touching it focuses the title while the dialog is
    /// open (it was rejected as outside the dialog), and has no effect, with a reason, while it is closed.
    @Test(arguments: AnyReader.speaking)
    func touchingAnOpenDialogsTitleFocusesTheTitle(_ reader: AnyReader) throws {
        let (sut, _) = try openedAlert(reader, alert: false)
        sut.swipeRight()
        let events = try sut.touch("Sign in failed")
        #expect(events.spoken == ["Sign in failed"])
        #expect(sut.focus?.part == .title)
        #expect(sut.isFocused(try sut.element("Sign in failed")))
    }

    @Test(arguments: AnyReader.speaking)
    func touchingAClosedDialogsTitleHasNoEffectWithAReason(_ reader: AnyReader) throws {
        let sut = try reader.start(Screens.signIn())
        let dialog = try sut.element("Sign in failed")
        let events = try sut.touch("Sign in failed")
        #expect(events == [.noEffect(.insideClosedLayer(dialog, layer: dialog))])
        #expect(sut.focus == nil)
    }

    /// The same in a scenario file: `touch "Profile"` on the open dialog's title parses (it was `touch-not-in-stop`)
    /// and lands on the title.
    @Test func aScenarioTouchesTheOpenDialogsTitle() {
        let source = """
            screen "Account"
              button "Edit profile" opens profile
              dialog "Profile" id profile
                button "Close" closes
                button "Save" closes

            scenario "Touch the title"
              using voiceover, talkback
              touch "Edit profile"
              double tap -> "Profile"
              swipe right
              touch "Profile" -> "Profile"
              expect focus "Profile"
            """
        let file = ScenarioFile(parsing: source, file: "modal.scenario")
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        #expect(!result.scenarios.isEmpty)
        #expect(result.scenarios.allSatisfy { $0.passed }, "\(result.scenarios.flatMap(\.failures))")
    }
}
