import ScreenReaderSim
import Testing

/// A reader given a phrase table of the caller's own speaks it (issue 20 item 8: "a new wording is a new table"), with
/// every description, custom controls included, composed by the one composer.
@Suite struct CustomPhraseTableTests {
    static let screen = Screen("Settings") {
        Heading("Network")
        Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) }
        Checkbox("Remember me")
        RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") }
        Stepper("Guests", value: 2, in: 1...10)
        Slider("Volume", value: 50, in: 0...100)
        TextField("Email", text: "", prompt: "name@example.com")
        SegmentedControl("View") { Segment("List", isSelected: true); Segment("Map") }
        Button("Rating").accessibilityRole("star rating").accessibilityValue("3 of 5 stars").accessibilityActions(["Increase"])
        Button("Save").disabled()
        Link("Privacy policy", destination: "privacy")
    }

    /// The built-in table of each platform, given as a table of one's own, speaks exactly as the seed reader.
    @Test(arguments: [Platform.ios, .android])
    func theBuiltInTableGivenAsOnesOwnSpeaksAsTheSeedProfile(_ platform: Platform) throws {
        let own = platform == .ios
            ? try VoiceOver(Self.screen, phrases: .voiceOver) as ScreenReader
            : try TalkBack(Self.screen, phrases: .talkBack)
        let seed = platform == .ios ? try VoiceOver(Self.screen) as ScreenReader : try TalkBack(Self.screen)
        #expect(own.announcements == seed.announcements)
        #expect(own.announcements.count == seed.stops.count)
    }

    /// A changed table's words, separator and order are what the reader says; the seed reader is untouched.
    @Test func aChangedTableIsWhatTheReaderSays() throws {
        var dutch = PhraseTable.voiceOver
        dutch.roleWords[.switch] = "schakelaar"
        dutch.stateWords[.on] = "aan"
        dutch.separator = " / "
        dutch.orders[.switch] = PhraseTable.PhraseOrder(always: [.role, .name, .state])
        dutch.rowOrders[.switch] = dutch.orders[.switch]
        let voiceOver = try VoiceOver(Self.screen, phrases: dutch)
        #expect(voiceOver.announcement(for: try #require(try voiceOver.stop(holding: "Wi-Fi"))) == "schakelaar / Wi-Fi / aan")
        let seed = try VoiceOver(Self.screen)
        #expect(seed.announcement(for: try #require(try seed.stop(holding: "Wi-Fi"))) == "Wi-Fi, on, switch button, double tap to toggle setting")
    }

    /// A custom control is composed by the same composer from the same table: its value's place, its actions' words and
    /// the separator all come from the table given.
    @Test func aCustomControlIsComposedFromTheTableGiven() throws {
        var table = PhraseTable.talkBack
        table.customValueBeforeName = false
        table.actionsAvailable = "more actions"
        table.separator = "; "
        let talkBack = try TalkBack(Self.screen, phrases: table)
        #expect(talkBack.announcement(for: try #require(try talkBack.stop(holding: "Rating")))
            == "Rating; 3 of 5 stars; star rating; double tap to activate; more actions")
        let seed = try TalkBack(Self.screen)
        #expect(seed.announcement(for: try #require(try seed.stop(holding: "Rating")))
            == "3 of 5 stars, Rating, star rating, double tap to activate, actions available, use tap with three fingers to view")
    }

    /// A device profile's table given as one's own keeps its second utterance (the hint) and its templates.
    @Test func aDeviceProfilesTableGivenAsOnesOwnSpeaksAsTheProfile() throws {
        let table = ReaderProfileTable.table(for: .talkBack15).phrases
        let own = try TalkBack(Self.screen, phrases: table)
        let profile = try TalkBack(Self.screen, profile: .talkBack15)
        for _ in 0..<profile.stops.count {
            #expect(own.swipeRight().spoken == profile.swipeRight().spoken)
        }
    }

    /// A reader on a compiled screen takes a table too, sharing the screen's focus order.
    @Test func aReaderOnACompiledScreenTakesATable() throws {
        var table = PhraseTable.talkBack
        table.usageHints[.button] = "tap twice"
        let compiled = CompiledScreen(Self.screen)
        let talkBack = try TalkBack(compiled, log: .none, phrases: table)
        #expect(talkBack.log.isEmpty)
        #expect(try talkBack.touch("Rating").spoken == ["3 of 5 stars, Rating, star rating, tap twice, actions available, use tap with three fingers to view"])
    }

    /// A screen a scenario file would reject is rejected with a table of one's own too.
    @Test func anInvalidScreenIsRejectedWithATableOfOnesOwn() {
        let screen = Screen("Bad") { Stepper("Guests", value: 20, in: 1...10) }
        #expect(throws: FocusOrderError.self) { try VoiceOver(screen, phrases: .voiceOver) }
    }
}
