import ScreenReaderSim
import SRSimTestSupport
import Testing

/// Every announcement row of SPEC-controls §6 (text field, slider, segmented control and tab bar, link, expandable),
/// on VoiceOver and on TalkBack, as focus speaks it.
@Suite struct ControlAnnouncementTests {
    /// A heading, then a segmented control: swiping from the heading is arriving from outside.
    @ElementBuilder static func apps() -> [Element] {
        Heading("Apps")
        SegmentedControl("Favorite apps") {
            Segment("Weather", isSelected: true)
            Segment("Photos")
            Segment("Clock").disabled()
        }
        Button("Done")
    }

    @ElementBuilder static func tabs(_ label: String = "Main", first: String = "Home") -> [Element] {
        Heading("Start")
        TabBar(label) {
            Tab(first, isSelected: true)
            Tab("Search")
            Tab("Profile")
            Tab("Settings")
        }
    }

    static let voiceOverRows: [ControlCase] = [
        // 6.1 Text field
        .focus("empty", "Email, text field, double tap to edit") { TextField("Email") },
        .focus("empty, with placeholder", "Email, name@example.com, text field, double tap to edit") {
            TextField("Email", prompt: "name@example.com")
        },
        .focus("value", "Email, ada@example.com, text field, double tap to edit") { TextField("Email", text: "ada@example.com") },
        .focus("value replaces the placeholder", "Email, ada@example.com, text field, double tap to edit") {
            TextField("Email", text: "ada@example.com", prompt: "name@example.com")
        },
        .focus("disabled (value)", "Email, ada@example.com, dimmed, text field") {
            TextField("Email", text: "ada@example.com").disabled()
        },
        .focus("secure, with a value", "Password, secure text field, double tap to edit") { SecureField("Password", text: "hunter2") },
        .focus("secure, empty, with placeholder", "Password, 8 characters, secure text field, double tap to edit") {
            SecureField("Password", prompt: "8 characters")
        },
        ControlCase("focused while editing", setup: [.swipeRight, .doubleTap, .type("ada@example.com")], .touch("Email"),
                    speaks: ["Email, ada@example.com, text field, is editing"]) { TextField("Email") },
        .focus("text field with a declared hint", "Email, text field, double tap to edit, Work address") {
            TextField("Email").hint("Work address")
        },
        // 6.2 Slider
        .focus("slider, value 50", "Volume, 50, adjustable, swipe up or down with one finger to adjust the value") {
            Slider("Volume", value: 50)
        },
        .focus("slider with percent, value 50", "Volume, 50%, adjustable, swipe up or down with one finger to adjust the value") {
            Slider("Volume", value: 50).percent()
        },
        .focus("slider disabled", "Volume, 50, dimmed, adjustable") { Slider("Volume", value: 50).disabled() },
        // 6.3 Segmented control and tab bar
        .focus("segment, not selected", swipes: 3, "Photos, button, 2 of 3", apps),
        ControlCase("segment, selected", setup: [.swipeRight, .swipeRight, .swipeRight], .swipeLeft,
                    speaks: ["Selected, Weather, button, 1 of 3"], apps),
        .focus("segment, disabled", swipes: 4, "Clock, dimmed, button, 3 of 3", apps),
        ControlCase("tab (tab bar)", setup: [.swipeRight, .swipeRight, .swipeRight], .swipeLeft,
                    speaks: ["Selected, Home, tab, 1 of 4"]) { tabs() },
        .focus("focus arrives from outside the control", swipes: 2, "Favorite apps, selected, Weather, button, 1 of 3", apps),
        ControlCase("from outside onto a disabled segment, by touch", setup: [.swipeRight], .touch("Clock"),
                    speaks: ["Favorite apps, Clock, dimmed, button, 3 of 3"], apps),
        ControlCase("from outside, backwards", setup: Array(repeating: .swipeRight, count: 5), .swipeLeft,
                    speaks: ["Favorite apps, Clock, dimmed, button, 3 of 3"], apps),
        .focus("tab bar, from outside", swipes: 2, "Main, selected, Home, tab, 1 of 4") { tabs() },
        .focus("hidden segments are not counted", swipes: 3, "Newest, button, 2 of 2") {
            Text("Sort by")
            SegmentedControl("Sort") { Segment("Oldest", isSelected: true).hidden(); Segment("Rated").disabled(); Segment("Newest") }
        },
        // 6.4 Link
        .focus("link", "Learn more, link") { Link("Learn more") },
        .focus("link disabled", "Learn more, dimmed, link") { Link("Learn more").disabled() },
        // 6.5 Expandable
        .focus("expandable collapsed", "Amenities, 2 Hotel amenities selected, collapsed, button") {
            Expandable("Amenities", value: "2 Hotel amenities selected") { Switch("Pool") }
        },
        .focus("expandable expanded", "Amenities, 2 Hotel amenities selected, expanded, button") {
            Expandable("Amenities", value: "2 Hotel amenities selected", isExpanded: true) { Switch("Pool") }
        },
        .focus("expandable, no value, expanded", "Amenities, expanded, button") {
            Expandable("Amenities", isExpanded: true) { Switch("Pool") }
        },
        .focus("expandable disabled", "Amenities, 2 Hotel amenities selected, collapsed, dimmed, button") {
            Expandable("Amenities", value: "2 Hotel amenities selected") { Switch("Pool") }.disabled()
        },
    ]

    static let talkBackRows: [ControlCase] = [
        // 6.1 Text field
        .focus("empty", "Edit box, Email, double tap to edit text") { TextField("Email") },
        .focus("empty, with placeholder", "name@example.com, Edit box, Email, double tap to edit text") {
            TextField("Email", prompt: "name@example.com")
        },
        .focus("value", "ada@example.com, Edit box, Email, double tap to edit text") { TextField("Email", text: "ada@example.com") },
        .focus("value replaces the placeholder", "ada@example.com, Edit box, Email, double tap to edit text") {
            TextField("Email", text: "ada@example.com", prompt: "name@example.com")
        },
        .focus("disabled (value)", "ada@example.com, Edit box, Email, disabled") {
            TextField("Email", text: "ada@example.com").disabled()
        },
        .focus("secure, with a value", "Edit box, Password, double tap to edit text") { SecureField("Password", text: "hunter2") },
        .focus("secure, empty, with placeholder", "8 characters, Edit box, Password, double tap to edit text") {
            SecureField("Password", prompt: "8 characters")
        },
        ControlCase("focused while editing", setup: [.swipeRight, .doubleTap, .type("ada@example.com")], .touch("Email"),
                    speaks: ["Editing, ada@example.com, Edit box, Email"]) { TextField("Email") },
        .focus("text field with a declared hint", "Edit box, Email, double tap to edit text, Work address") {
            TextField("Email").hint("Work address")
        },
        // 6.2 Slider
        .focus("slider, value 50", "50, Volume, slider, swipe up or swipe down to adjust") { Slider("Volume", value: 50) },
        .focus("slider with percent, value 50", "50 percent, Volume, slider, swipe up or swipe down to adjust") {
            Slider("Volume", value: 50).percent()
        },
        .focus("slider disabled", "50, Volume, slider, disabled") { Slider("Volume", value: 50).disabled() },
        // 6.3 Segmented control and tab bar
        .focus("segment, not selected", swipes: 3, "Photos, tab, 2 of 3, double tap to activate", apps),
        ControlCase("segment, selected (no hint)", setup: [.swipeRight, .swipeRight, .swipeRight], .swipeLeft,
                    speaks: ["Selected, Weather, tab, 1 of 3"], apps),
        .focus("segment, disabled", swipes: 4, "Clock, tab, disabled, 3 of 3", apps),
        ControlCase("tab (tab bar)", setup: [.swipeRight, .swipeRight, .swipeRight], .swipeLeft,
                    speaks: ["Selected, Home, tab, 1 of 4"]) { tabs() },
        .focus("focus arrives from outside the control", swipes: 2, "Top apps, Selected, Kids, tab, 1 of 4") {
            tabs("Top apps", first: "Kids")
        },
        ControlCase("from outside onto a disabled segment, by touch", setup: [.swipeRight], .touch("Clock"),
                    speaks: ["Favorite apps, Clock, tab, disabled, 3 of 3"], apps),
        ControlCase("from outside, backwards", setup: Array(repeating: .swipeRight, count: 5), .swipeLeft,
                    speaks: ["Favorite apps, Clock, tab, disabled, 3 of 3"], apps),
        .focus("hidden segments are not counted", swipes: 3, "Newest, tab, 2 of 2, double tap to activate") {
            Text("Sort by")
            SegmentedControl("Sort") { Segment("Oldest", isSelected: true).hidden(); Segment("Rated").disabled(); Segment("Newest") }
        },
        // 6.4 Link
        .focus("link", "Learn more, link, double tap to activate") { Link("Learn more") },
        .focus("link disabled", "Learn more, disabled") { Link("Learn more").disabled() },
        // 6.5 Expandable
        .focus("expandable collapsed", "Amenities, 2 Hotel amenities selected, collapsed, double tap to activate") {
            Expandable("Amenities", value: "2 Hotel amenities selected") { Switch("Pool") }
        },
        .focus("expandable expanded", "Amenities, 2 Hotel amenities selected, expanded, double tap to activate") {
            Expandable("Amenities", value: "2 Hotel amenities selected", isExpanded: true) { Switch("Pool") }
        },
        .focus("expandable, no value, expanded", "Amenities, expanded, double tap to activate") {
            Expandable("Amenities", isExpanded: true) { Switch("Pool") }
        },
        .focus("expandable disabled", "Amenities, 2 Hotel amenities selected, collapsed, disabled") {
            Expandable("Amenities", value: "2 Hotel amenities selected") { Switch("Pool") }.disabled()
        },
    ]

    @Test("VoiceOver announcements, SPEC-controls §6", arguments: voiceOverRows.map { $0.speechCase(on: "voiceover") })
    func voiceOverAnnouncement(_ row: SpeechCase) throws {
        try expectSpeech(row)
    }

    @Test("TalkBack announcements, SPEC-controls §6", arguments: talkBackRows.map { $0.speechCase(on: "talkback") })
    func talkBackAnnouncement(_ row: SpeechCase) throws {
        try expectSpeech(row)
    }

    @Test("the control's label is not spoken moving between its children", arguments: ScreenReaderUnderTest.allCases)
    func noPrefixBetweenChildren(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Screen("Apps", elements: Self.apps()))
        screenReader.swipeRight()
        let onto = screenReader.swipeRight().spoken
        let between = screenReader.swipeRight().spoken
        #expect(onto.first?.hasPrefix("Favorite apps") == true)
        #expect(between.first?.hasPrefix("Favorite apps") == false)
        #expect(!screenReader.stops.contains { $0.element.kind == .segmentedControl }, "the control's label is not a stop")
    }

    @Test("the announcement for a stop equals what focus speaks", arguments: ScreenReaderUnderTest.allCases)
    func announcementsMatchFocusSpeech(_ reader: ScreenReaderUnderTest) throws {
        let screen = Screen("All") {
            TextField("Email", prompt: "name@example.com")
            Slider("Volume", value: 30).percent()
            Link("Learn more")
            Expandable("Amenities", value: "2 selected") { Switch("Pool") }
        }
        let screenReader = try reader.start(screen)
        let listed = screenReader.announcements
        var spoken: [String] = []
        for _ in listed { spoken.append(contentsOf: screenReader.swipeRight().spoken) }
        #expect(spoken == listed)
    }
}
