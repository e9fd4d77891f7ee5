import ScreenReaderSim
import ScreenReaderSimTesting
import Testing

/// The test helpers users call: `expectSpeech`, `expectSpoken`, `expectAnnouncements`, and their failure text.
@Suite struct SpeechExpectationTests {
    let screen = Screen("S") { Heading("Settings"); Switch("Wi-Fi") }

    // MARK: - Passing

    @Test func expectSpeechPassesWhenTheInputSpeaksTheExpectedUtterances() throws {
        let voiceOver = try VoiceOver(screen)
        expectSpeech(voiceOver, after: .swipeRight, "Settings, heading")
        expectSpeech(voiceOver, after: .swipeRight, "Wi-Fi, off, switch button, double tap to toggle setting")
        let events = expectSpeech(voiceOver, after: .doubleTap, "on")
        #expect(events.first == .stateChanged(try voiceOver.element("Wi-Fi"), from: .off, to: .on))
        expectSpeech(voiceOver, after: .press(.enter))
    }

    @Test func expectSpeechComparesLikeTheSpec() throws {
        let talkBack = try TalkBack(screen)
        talkBack.swipeRight()
        expectSpeech(talkBack, after: .swipeRight, "off wi-fi switch. double tap to toggle")
    }

    @Test func expectSpokenAndExpectAnnouncementsPass() throws {
        let talkBack = try TalkBack(screen)
        talkBack.swipeRight()
        talkBack.swipeRight()
        expectSpoken(talkBack.spokenLog, ["Settings, heading", "Off, Wi-Fi, switch, double tap to toggle"])
        expectAnnouncements(talkBack, ["settings heading", "off, wi-fi, switch, double tap to toggle"])
    }

    // MARK: - Failing, with the failure text checked

    @Test func expectSpeechReportsADifferenceAtTheCallersLine() throws {
        let voiceOver = try VoiceOver(screen)
        voiceOver.swipeRight()
        let line = #line + 2
        let failures = collectFailures {
            expectSpeech(voiceOver, after: .swipeRight, "Wi-Fi, on, switch button, double tap to toggle setting")
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == """
                VoiceOver speech differs after swipe right:
                − "Wi-Fi, on, switch button, double tap to toggle setting"
                + "Wi-Fi, off, switch button, double tap to toggle setting"
                (Expected: −, Actual: +)
                """
                && issue.sourceLocation.line == line
                && issue.sourceLocation.fileName == "SpeechExpectationTests.swift")
    }

    @Test func expectSpeechReportsSpeechWhenNoneWasExpected() throws {
        let talkBack = try TalkBack(screen)
        talkBack.swipe(to: 1)
        let failures = collectFailures {
            expectSpeech(talkBack, after: .press(.enter))
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == """
                TalkBack speech differs after press enter:
                (expected nothing to be spoken)
                + "On"
                (Expected: −, Actual: +)
                """)
    }

    @Test func expectSpeechReportsSilenceWhenSpeechWasExpected() throws {
        let voiceOver = try VoiceOver(screen)
        voiceOver.swipe(to: 1)
        let failures = collectFailures {
            expectSpeech(voiceOver, after: .press(.enter), "on")
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == """
                VoiceOver speech differs after press enter:
                − "on"
                (nothing was spoken)
                (Expected: −, Actual: +)
                """)
    }

    @Test func expectSpeechReportsAFailedTouch() throws {
        let voiceOver = try VoiceOver(screen)
        let failures = collectFailures {
            expectSpeech(voiceOver, after: .touch("Bluetooth"), "Bluetooth")
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == "touch \"Bluetooth\" failed on VoiceOver: no element is labelled \"Bluetooth\"")
    }

    @Test func expectSpokenShowsMatchingLinesUnmarked() throws {
        let line = #line + 2
        let failures = collectFailures {
            expectSpoken(["Settings, heading", "on", "off"], ["settings, heading", "Off", "off"])
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == """
                Speech differs:
                  "Settings, heading"
                − "Off"
                + "on"
                  "off"
                (Expected: −, Actual: +)
                """
                && issue.sourceLocation.line == line)
    }

    @Test func expectSpokenReportsACountDifference() throws {
        let failures = collectFailures {
            expectSpoken(["A", "B"], ["A"])
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == """
                Speech differs:
                  "A"
                + "B"
                (Expected: −, Actual: +)
                """)
    }

    @Test func expectAnnouncementsReportsTheReadingOrderDifference() throws {
        let voiceOver = try VoiceOver(screen)
        let failures = collectFailures {
            expectAnnouncements(voiceOver, ["Wi-Fi, off, switch button, double tap to toggle setting", "Settings, heading"])
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message.hasPrefix("VoiceOver reading order differs:\n"))
    }

    // MARK: - SpeechDifference

    @Test func speechDifferenceIsNilForMatchingSpeech() {
        #expect(SpeechDifference(expected: ["On, Wi-Fi, Switch"], actual: ["on, wi-fi, switch."]) == nil)
        #expect(SpeechDifference(expected: [], actual: []) == nil)
    }

    @Test func speechDifferenceListsLinesInOrder() throws {
        let difference = try #require(SpeechDifference(expected: ["A", "B", "C"], actual: ["A", "X", "C", "D"]))
        #expect(difference.lines == [.same("A"), .missing("B"), .unexpected("X"), .same("C"), .unexpected("D")])
    }
}

/// The XCTest spellings also report under Swift Testing, at the caller's line.
@Suite struct AssertSpeechUnderSwiftTestingTests {
    @Test func assertSpeechPassesAndFailsUnderSwiftTesting() throws {
        let voiceOver = try VoiceOver(Screen("S") { Button("Save") })
        AssertSpeech(voiceOver, after: .swipeRight, "Save, button")
        AssertSpoken(voiceOver.spokenLog, ["save button"])
        AssertAnnouncements(voiceOver, ["Save, button"])
        let line = #line + 2
        let failures = collectFailures {
            AssertSpeech(voiceOver, after: .swipeRight, "Save, button")
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message == """
                VoiceOver speech differs after swipe right:
                − "Save, button"
                (nothing was spoken)
                (Expected: −, Actual: +)
                """
                && issue.sourceLocation.line == line
                && issue.sourceLocation.fileName == "SpeechExpectationTests.swift")
    }
}
