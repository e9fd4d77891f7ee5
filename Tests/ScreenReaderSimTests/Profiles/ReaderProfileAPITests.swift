import ScreenReaderSim
import ScreenReaderSimTesting
import Testing

/// The Swift API: profiles and settings as values, parsed from the same names with the same errors.
@Suite struct ReaderProfileAPITests {
    @Test("every profile is enumerable and parses back from its name", arguments: ReaderProfile.allCases)
    func everyProfileParsesFromItsName(_ profile: ReaderProfile) throws {
        let reader = try ReaderKind(profile.rawValue)
        #expect(reader.profile == profile)
        #expect(reader.keyword == profile.rawValue)
        #expect(reader.isSeed == profile.isSeed)
    }

    @Test func theSixDeviceProfilesAreListed() {
        #expect(ReaderProfile.deviceProfiles.map(\.rawValue)
            == ["voiceover@ios17", "voiceover@ios18", "voiceover@ios26", "talkback@13", "talkback@14", "talkback@15"])
    }

    @Test("settings parse in any order into one reader")
    func settingsInAnyOrderAreOneReader() throws {
        let first = try ReaderKind("talkback@15 order=name-role-state hints=off")
        let second = try ReaderKind("talkback@15 hints=off order=name-role-state")
        #expect(first == second)
        #expect(first.settings == ReaderSettings(hints: false, order: .nameRoleState))
        #expect(try ReaderKind("talkback@15 hints=on") == ReaderKind("talkback@15"))
        #expect(try ReaderKind("voiceover") == .voiceOver)
    }

    @Test("a bad name throws the scenario language's error", arguments: [
        ("talkback@16", "unknown-reader-version", "talkback@15"),
        ("voiceover@ios19", "unknown-reader-version", "voiceover@ios18"),
        ("voiceover@ios18 order=name-role-state", "reader-setting-does-not-fit", nil),
        ("talkback@15 hints=off hints=on", "reader-setting-twice", nil),
        ("voicover", "unknown-reader", "voiceover"),
    ] as [(String, String, String?)])
    func aBadNameThrows(_ name: String, id: String, suggestion: String?) {
        #expect {
            _ = try ReaderKind(name)
        } throws: { error in
            guard let error = error as? ReaderNameError else { return false }
            return error.id == id && error.suggestion == suggestion
        }
    }

    @Test("VoiceOver and TalkBack start with a profile and settings")
    func readersStartWithAProfile() throws {
        let screen = Screen("S") { Switch("Wi-Fi", isOn: true) }
        let voiceOver = try VoiceOver(screen, profile: .voiceOverIOS18, settings: ReaderSettings(hints: false))
        #expect(voiceOver.swipeRight().compactMap(\.utterance) == ["Wi-Fi, switch button, on"])
        let talkBack = try TalkBack(screen, profile: .talkBack15, settings: ReaderSettings(order: .roleNameState))
        #expect(talkBack.swipeRight().compactMap(\.utterance) == ["Switch, Wi-Fi, On", "Double-tap to toggle"])
        #expect(throws: ReaderProfileError.wrongFamily(.talkBack15, expected: .voiceOver)) {
            _ = try VoiceOver(screen, profile: .talkBack15)
        }
        #expect(throws: ReaderProfileError.name(.settingDoesNotFit("order", reader: "voiceover@ios18"))) {
            _ = try VoiceOver(screen, profile: .voiceOverIOS18, settings: ReaderSettings(order: .nameRoleState))
        }
    }

    @Test("the test helpers take a reader with a profile")
    func testHelpersTakeAProfile() throws {
        let screen = Screen("S") { Switch("Wi-Fi", isOn: true) }
        expectSpeech(try ReaderKind("talkback@15 order=name-role-state"), on: screen, after: [.swipeRight],
                     "Wi-Fi, Switch, On", "Double-tap to toggle")
        let voiceOver = try ReaderKind("voiceover@ios18")
        let failures = collectFailures {
            expectSpeech(voiceOver, on: screen, after: [.swipeRight], "Wi-Fi, switch button, on")
        }
        #expect(failures.count == 1)
    }

    @Test("a slider's percentage of its range rounds a half up", arguments: [
        (0, 0, 10, 0), (5, 0, 10, 50), (1, 0, 3, 33), (1, 0, 8, 13), (3, 1, 5, 50), (7, 7, 7, 0),
    ])
    func percentageOfTheRange(value: Int, minimum: Int, maximum: Int, percent: Int) {
        #expect(StepperRange(minimum: minimum, maximum: maximum, step: 1).percentage(of: value) == percent)
    }
}

/// Per-reader values keyed by readers with profiles and settings.
@Suite struct PerReaderProfileTests {
    @Test("readers with profiles are keys whatever order they are given in")
    func profilesAreKeysInAnyOrder() throws {
        let device = try ReaderKind("talkback@15 order=name-role-state")
        let other = try ReaderKind("voiceover@ios18 hints=off")
        var first = PerReader<[String]>()
        first[device] = ["a"]
        first[other] = ["b"]
        first[.voiceOver] = ["c"]
        var second = PerReader<[String]>()
        second[.voiceOver] = ["c"]
        second[other] = ["b"]
        second[device] = ["a"]
        #expect(first == second)
        #expect(first.entries.map(\.reader) == [.voiceOver, other, device])
        #expect(first[try ReaderKind("talkback@15 order=name-role-state hints=on")] == ["a"])
        #expect(first[.talkBack] == nil)
    }
}
