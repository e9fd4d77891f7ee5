import ScreenReaderSim
import Testing

/// What activating, typing into, adjusting and escaping each control of SPEC-controls §6 does, on VoiceOver and TalkBack:
/// the words spoken, the state after, and where focus is.
@Suite struct ControlActivationTests {
    static func apps() -> [Element] { ControlAnnouncementTests.apps() }
    static let toField: [Input] = [.swipeRight, .doubleTap]

    /// The rows whose words are the same shape on both platforms, given each platform's words.
    static func rows(
        editing: String, selected: String, percent60: String, expanded: String = "expanded", collapsed: String = "collapsed"
    ) -> [ControlCase] {
        [
            // 6.1 Text field
            ControlCase("double tap starts editing", setup: [.swipeRight], .doubleTap, speaks: [editing], focus: "Email") {
                TextField("Email")
            },
            ControlCase("type appends and echoes", setup: toField, .type("ada@example.com"), speaks: ["ada@example.com"],
                        after: ("Email", .text("ada@example.com")), focus: "Email") { TextField("Email") },
            ControlCase("type appends to a value", setup: toField, .type(".uk"), speaks: [".uk"],
                        after: ("Email", .text("ada@example.co.uk"))) { TextField("Email", text: "ada@example.co") },
            ControlCase("type into a secure field echoes nothing", setup: toField, .type("hunter2"), speaks: [],
                        after: ("Password", .text("hunter2"))) { SecureField("Password") },
            ControlCase("type with no field being edited has no effect", setup: [.swipeRight], .type("ada"), speaks: [],
                        after: ("Email", .text(""))) { TextField("Email") },
            ControlCase("press space while editing types a space", setup: toField + [.type("Ada")], .press(.space),
                        speaks: ["space"], after: ("Name", .text("Ada "))) { TextField("Name") },
            ControlCase("escape ends editing silently; focus stays", setup: toField, .escape, speaks: [], focus: "Email") {
                TextField("Email")
            },
            ControlCase("after escape, typing has no effect", setup: toField + [.escape], .type("x"), speaks: [],
                        after: ("Email", .text(""))) { TextField("Email") },
            ControlCase("press escape ends editing too", setup: toField + [.press(.escape)], .type("x"), speaks: [],
                        after: ("Email", .text(""))) { TextField("Email") },
            ControlCase("escape with nothing being edited has no effect", setup: [.swipeRight], .escape, speaks: []) {
                TextField("Email")
            },
            ControlCase("leaving the field ends editing", setup: toField + [.swipeRight], .type("x"), speaks: [],
                        after: ("Email", .text(""))) { TextField("Email"); Button("Next") },
            ControlCase("a disabled field does not start editing", setup: [.swipeRight], .doubleTap, speaks: []) {
                TextField("Email").disabled()
            },
            // 6.2 Slider
            ControlCase("swipe up raises one step", setup: [.swipeRight], .swipeUp, speaks: ["60"],
                        after: ("Volume", .value(60)), focus: "Volume") { Slider("Volume", value: 50, step: 10) },
            ControlCase("swipe down lowers one step", setup: [.swipeRight], .swipeDown, speaks: ["40"],
                        after: ("Volume", .value(40)), focus: "Volume") { Slider("Volume", value: 50, step: 10) },
            ControlCase("percent", setup: [.swipeRight], .swipeUp, speaks: [percent60], after: ("Volume", .value(60))) {
                Slider("Volume", value: 50, step: 10).percent()
            },
            ControlCase("clamped, never snapped to the grid", setup: [.swipeRight], .swipeUp, speaks: ["10"],
                        after: ("Volume", .value(10))) { Slider("Volume", value: 9, in: 0...10, step: 2) },
            ControlCase("at the top the value is spoken again", setup: [.swipeRight], .swipeUp, speaks: ["100"],
                        after: ("Volume", .value(100))) { Slider("Volume", value: 100) },
            ControlCase("at the bottom the value is spoken again", setup: [.swipeRight], .swipeDown, speaks: ["0"],
                        after: ("Volume", .value(0))) { Slider("Volume", value: 0) },
            ControlCase("a disabled slider changes nothing, says nothing", setup: [.swipeRight], .swipeUp, speaks: [],
                        after: ("Volume", .value(50))) { Slider("Volume", value: 50).disabled() },
            ControlCase("swipe up on something not adjustable has no effect", setup: [.swipeRight], .swipeUp, speaks: [],
                        after: ("Volume", .value(50))) { Button("Play"); Slider("Volume", value: 50) },
            ControlCase("swipe up with nothing focused has no effect", .swipeDown, speaks: [], after: ("Volume", .value(50))) {
                Slider("Volume", value: 50)
            },
            // 6.3 Segmented control and tab bar
            ControlCase("activation selects", setup: [.swipeRight, .swipeRight, .swipeRight], .doubleTap, speaks: [selected],
                        after: ("Photos", .selected), focus: "Photos", apps),
            ControlCase("activation deselects the others", setup: [.swipeRight, .swipeRight, .swipeRight], .doubleTap,
                        speaks: [selected], after: ("Weather", .unselected), apps),
            ControlCase("activating the selected child says the same again", setup: [.swipeRight, .swipeRight], .doubleTap,
                        speaks: [selected], after: ("Weather", .selected), apps),
            ControlCase("a disabled segment is not selected", setup: Array(repeating: .swipeRight, count: 4), .doubleTap,
                        speaks: [], after: ("Clock", .unselected), apps),
            ControlCase("a tab is selected", setup: [.swipeRight, .swipeRight, .swipeRight], .doubleTap, speaks: [selected],
                        after: ("Search", .selected)) { ControlAnnouncementTests.tabs() },
            // 6.4 Link
            ControlCase("a link speaks nothing itself", setup: [.swipeRight], .doubleTap, speaks: []) { Link("Learn more") },
            // 6.5 Expandable
            ControlCase("collapsed → expanded; focus stays", setup: [.swipeRight], .doubleTap, speaks: [expanded],
                        after: ("Amenities", .expanded), focus: "Amenities") {
                Expandable("Amenities", value: "2 Hotel amenities selected") { Switch("Pool") }
            },
            ControlCase("expanded → collapsed; focus stays", setup: [.swipeRight], .doubleTap, speaks: [collapsed],
                        after: ("Amenities", .collapsed), focus: "Amenities") {
                Expandable("Amenities", isExpanded: true) { Switch("Pool") }
            },
            ControlCase("a disabled expandable does not change", setup: [.swipeRight], .doubleTap, speaks: [],
                        after: ("Amenities", .collapsed)) { Expandable("Amenities") { Switch("Pool") }.disabled() },
        ]
    }

    static let voiceOverRows = rows(editing: "is editing", selected: "selected", percent60: "60%")
    static let talkBackRows = rows(editing: "Editing", selected: "Selected", percent60: "60 percent")

    @Test("VoiceOver activation, typing and adjusting, SPEC-controls §6", arguments: voiceOverRows)
    func voiceOver(_ row: ControlCase) throws {
        try row.check(on: try VoiceOver(row.screen))
    }

    @Test("TalkBack activation, typing and adjusting, SPEC-controls §6", arguments: talkBackRows)
    func talkBack(_ row: ControlCase) throws {
        try row.check(on: try TalkBack(row.screen))
    }

    @Test("a link opens its destination: a change of context", arguments: ScreenReaderUnderTest.allCases)
    func linkChangesContext(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Screen("Help") { Link("Learn more"); Link("Privacy", destination: "https://example.com/privacy") })
        screenReader.swipeRight()
        let events = screenReader.doubleTap()
        guard case .contextChanged(let element, let destination)? = events.last else {
            Issue.record("expected a change of context, got \(events)")
            return
        }
        #expect(element.name == "Learn more" && destination == "Learn more")
        screenReader.swipeRight()
        #expect(screenReader.doubleTap().last == .contextChanged(try screenReader.element("Privacy"), to: "https://example.com/privacy"))
    }

    @Test("typing reports the old and new value", arguments: ScreenReaderUnderTest.allCases)
    func typingIsAStateChange(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Screen("Sign in") { TextField("Email", text: "ada") })
        screenReader.swipeRight()
        #expect(screenReader.doubleTap().contains(.editingStarted(try screenReader.element("Email"))))
        let changes = screenReader.type("@example.com").stateChanges
        #expect(changes.count == 1)
        #expect(changes.first?.from == .text("ada") && changes.first?.to == .text("ada@example.com"))
    }

    @Test("no-effect events carry their reason", arguments: ScreenReaderUnderTest.allCases)
    func noEffectReasons(_ reader: ScreenReaderUnderTest) throws {
        let screenReader = try reader.start(Screen("Form") { Button("Go"); TextField("Email") })
        #expect(screenReader.swipeUp() == [.noEffect(.notAdjustable(nil))])
        #expect(screenReader.type("x") == [.noEffect(.notEditing)])
        #expect(screenReader.escape() == [.noEffect(.nothingToEscape)])
        screenReader.swipeRight()
        #expect(screenReader.swipeDown() == [.noEffect(.notAdjustable(try screenReader.element("Go")))])
    }
}
