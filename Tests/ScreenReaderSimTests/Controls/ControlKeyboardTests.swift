import ScreenReaderSim
import Testing

/// The keyboard rows of SPEC-controls §6 on all four readers: VoiceOver and TalkBack with a keyboard, and the
/// keyboard-only readers, which report the same focus moves and state changes and speak nothing.
@Suite struct ControlKeyboardTests {
    /// A keyboard row: what each platform's screen reader speaks (keyboard-only readers speak nothing).
    struct KeyboardCase: Sendable, CustomTestStringConvertible {
        let ios: ControlCase
        let android: ControlCase
        var testDescription: String { ios.title }

        init(_ ios: ControlCase, android: ControlCase? = nil) {
            self.ios = ios
            self.android = android ?? ios
        }

        func row(for reader: ReaderKind) -> ControlCase {
            let row = reader.platform == .ios ? ios : android
            return reader.speaks ? row : row.forKeyboardOnly
        }
    }

    static func apps() -> [Element] { ControlAnnouncementTests.apps() }

    static let rows: [KeyboardCase] = [
        // 6.1 Text field: Space and Enter start editing on both platforms (MagentaA11y "Enter: starts input").
        KeyboardCase(ControlCase("Space starts editing", setup: [.press(.tab)], .press(.space), speaks: ["is editing"]) {
            TextField("Email")
        }, android: ControlCase("Space starts editing", setup: [.press(.tab)], .press(.space), speaks: ["Editing"]) {
            TextField("Email")
        }),
        KeyboardCase(ControlCase("Enter starts editing, on iOS too", setup: [.press(.tab)], .press(.enter), speaks: ["is editing"]) {
            TextField("Email")
        }, android: ControlCase("Enter starts editing, on iOS too", setup: [.press(.tab)], .press(.enter), speaks: ["Editing"]) {
            TextField("Email")
        }),
        KeyboardCase(ControlCase("typing from the keyboard", setup: [.press(.tab), .press(.space)], .type("Ada"), speaks: ["Ada"],
                                 after: ("Name", .text("Ada"))) { TextField("Name") }),
        KeyboardCase(ControlCase("Tab out of a field ends editing", setup: [.press(.tab), .press(.enter), .press(.tab)],
                                 .type("x"), speaks: [], after: ("Name", .text(""))) { TextField("Name"); Button("Next") }),
        KeyboardCase(ControlCase("press escape ends editing", setup: [.press(.tab), .press(.enter), .press(.escape)],
                                 .type("x"), speaks: [], after: ("Name", .text(""))) { TextField("Name") }),
        KeyboardCase(ControlCase("Tab skips a disabled field", .press(.tab), speaks: ["Go, button"], focus: "Go") {
            TextField("Email").disabled(); Button("Go")
        }, android: ControlCase("Tab skips a disabled field", .press(.tab), speaks: ["Go, button, double tap to activate"], focus: "Go") {
            TextField("Email").disabled(); Button("Go")
        }),
        // 6.2 Slider: Right raises, Left lowers; Up and Down still move focus.
        KeyboardCase(ControlCase("Right raises a focused slider", setup: [.press(.tab)], .press(.right), speaks: ["60"],
                                 after: ("Volume", .value(60)), focus: "Volume") { Slider("Volume", value: 50, step: 10); Button("Go") }),
        KeyboardCase(ControlCase("Left lowers a focused slider", setup: [.press(.tab)], .press(.left), speaks: ["40%"],
                                 after: ("Volume", .value(40)), focus: "Volume") { Slider("Volume", value: 50, step: 10).percent() },
                     android: ControlCase("Left lowers a focused slider", setup: [.press(.tab)], .press(.left),
                                          speaks: ["40 percent"], after: ("Volume", .value(40)), focus: "Volume") {
                         Slider("Volume", value: 50, step: 10).percent()
                     }),
        KeyboardCase(ControlCase("Down still moves focus off a slider", setup: [.press(.tab)], .press(.down), speaks: ["Go, button"],
                                 after: ("Volume", .value(50)), focus: "Go") { Slider("Volume", value: 50); Button("Go") },
                     android: ControlCase("Down still moves focus off a slider", setup: [.press(.tab)], .press(.down),
                                          speaks: ["Go, button, double tap to activate"], after: ("Volume", .value(50)), focus: "Go") {
                         Slider("Volume", value: 50); Button("Go")
                     }),
        KeyboardCase(ControlCase("Right moves focus when no slider is focused", setup: [.press(.tab)], .press(.right),
                                 speaks: ["Volume, 50, adjustable, swipe up or down with one finger to adjust the value"],
                                 focus: "Volume") { Button("Go"); Slider("Volume", value: 50) },
                     android: ControlCase("Right moves focus when no slider is focused", setup: [.press(.tab)], .press(.right),
                                          speaks: ["50, Volume, slider, swipe up or swipe down to adjust"], focus: "Volume") {
                         Button("Go"); Slider("Volume", value: 50)
                     }),
        // 6.3 Segmented control: Space on both, Enter on Android only; Ctrl+Tab treats the control as one group.
        KeyboardCase(ControlCase("Space selects a segment", setup: [.press(.tab), .press(.tab)], .press(.space),
                                 speaks: ["selected"], after: ("Photos", .selected), apps),
                     android: ControlCase("Space selects a segment", setup: [.press(.tab), .press(.tab)], .press(.space),
                                          speaks: ["Selected"], after: ("Photos", .selected), apps)),
        KeyboardCase(ControlCase("Enter does not select on iOS", setup: [.press(.tab), .press(.tab)], .press(.enter),
                                 speaks: [], after: ("Photos", .unselected), apps),
                     android: ControlCase("Enter selects on Android", setup: [.press(.tab), .press(.tab)], .press(.enter),
                                          speaks: ["Selected"], after: ("Photos", .selected), apps)),
        KeyboardCase(ControlCase("Ctrl+Tab leaves the control as one group", setup: [.press(.tab)], .press(.ctrlTab),
                                 speaks: ["Done, button"], focus: "Done", apps),
                     android: ControlCase("Ctrl+Tab leaves the control as one group", setup: [.press(.tab)], .press(.ctrlTab),
                                          speaks: ["Done, button, double tap to activate"], focus: "Done", apps)),
        KeyboardCase(ControlCase("Tab skips a disabled segment", setup: [.press(.tab), .press(.tab)], .press(.tab),
                                 speaks: ["Done, button"], focus: "Done", apps),
                     android: ControlCase("Tab skips a disabled segment", setup: [.press(.tab), .press(.tab)], .press(.tab),
                                          speaks: ["Done, button, double tap to activate"], focus: "Done", apps)),
        // 6.4 Link: Space on both, Enter on Android only.
        KeyboardCase(ControlCase("Space opens a link", setup: [.press(.tab)], .press(.space), speaks: []) { Link("Learn more") }),
        // 6.5 Expandable: Space on both, Enter on Android only; Tab reaches children only while expanded.
        KeyboardCase(ControlCase("Space expands", setup: [.press(.tab)], .press(.space), speaks: ["expanded"],
                                 after: ("Amenities", .expanded), focus: "Amenities") { Expandable("Amenities") { Switch("Pool") } }),
        KeyboardCase(ControlCase("Enter does not expand on iOS", setup: [.press(.tab)], .press(.enter), speaks: [],
                                 after: ("Amenities", .collapsed)) { Expandable("Amenities") { Switch("Pool") } },
                     android: ControlCase("Enter expands on Android", setup: [.press(.tab)], .press(.enter), speaks: ["expanded"],
                                          after: ("Amenities", .expanded)) { Expandable("Amenities") { Switch("Pool") } }),
        KeyboardCase(ControlCase("Tab skips a collapsed expandable's children", setup: [.press(.tab)], .press(.tab),
                                 speaks: ["Book, button"], focus: "Book") { Expandable("Amenities") { Switch("Pool") }; Button("Book") },
                     android: ControlCase("Tab skips a collapsed expandable's children", setup: [.press(.tab)], .press(.tab),
                                          speaks: ["Book, button, double tap to activate"], focus: "Book") {
                         Expandable("Amenities") { Switch("Pool") }; Button("Book")
                     }),
        KeyboardCase(ControlCase("Tab reaches the children once expanded", setup: [.press(.tab), .press(.space)], .press(.tab),
                                 speaks: ["Pool, off, switch button, double tap to toggle setting"], focus: "Pool") {
            Expandable("Amenities") { Switch("Pool") }; Button("Book")
        }, android: ControlCase("Tab reaches the children once expanded", setup: [.press(.tab), .press(.space)], .press(.tab),
                                speaks: ["Off, Pool, switch, double tap to toggle"], focus: "Pool") {
            Expandable("Amenities") { Switch("Pool") }; Button("Book")
        }),
        KeyboardCase(ControlCase("Shift+Tab skips collapsed children backwards", setup: [.press(.tab), .press(.tab)],
                                 .press(.shiftTab), speaks: ["Amenities, collapsed, button"], focus: "Amenities") {
            Expandable("Amenities") { Switch("Pool") }; Button("Book")
        }, android: ControlCase("Shift+Tab skips collapsed children backwards", setup: [.press(.tab), .press(.tab)],
                                .press(.shiftTab), speaks: ["Amenities, collapsed, double tap to activate"], focus: "Amenities") {
            Expandable("Amenities") { Switch("Pool") }; Button("Book")
        }),
    ]

    @Test("keyboard behaviour, SPEC-controls §6", arguments: ReaderKind.allCases, rows)
    func keyboard(_ reader: ReaderKind, _ row: KeyboardCase) throws {
        let control = row.row(for: reader)
        try control.check(on: try ScenarioRunner.makeReader(reader, screen: control.screen))
    }

    @Test("a link opened from the keyboard changes context; Enter opens it on Android only", arguments: ReaderKind.allCases)
    func linkFromTheKeyboard(_ reader: ReaderKind) throws {
        let screenReader = try ScenarioRunner.makeReader(reader, screen: Screen("Help") { Link("Learn more") })
        screenReader.press(.tab)
        let enter = screenReader.press(.enter)
        if reader.platform == .android {
            #expect(enter == [.contextChanged(try screenReader.element("Learn more"), to: "Learn more")])
        } else {
            #expect(enter == [.noEffect(.keyDoesNotActivate(.enter, .ios))])
        }
        #expect(screenReader.press(.space) == [.contextChanged(try screenReader.element("Learn more"), to: "Learn more")])
    }
}
