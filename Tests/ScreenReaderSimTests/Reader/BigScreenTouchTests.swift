import ScreenReaderSim
import Testing

/// A touch by label on a big screen (thousands of elements, where a table of each label's stop and content answers
/// it) does exactly what it does on a small screen (where the label is looked up and its stop read): the same screen,
/// padded with texts after everything else, gives the same events or the same error for every label, before and after
/// states change, with an expandable open, and while a dialog is open.
@Suite struct BigScreenTouchTests {
    /// Texts added after the screen's own elements: past the size from which big screens use the table.
    static let padding = 5_000

    /// Labels of every kind: one that names its stop (in any case or spacing), a text whose stop is a merged row
    /// named otherwise, stops with a hint or a container, a stepper's decrement button (one with bounds too wide for
    /// the touch record), two controls sharing a label, an id, an id written like another element's label (the id
    /// wins), unknown text, an element in a collapsed expandable, elements in a closed dialog, a radio group's label
    /// and its radios, a text field with a prompt, a slider, tabs, a link, a menu and its options; then touches from
    /// one series to another and back (whether focus arrives from outside a series is spoken on some profiles); a row
    /// by its control's label longer than 15 bytes, a row with a hint by its control, a stepper at its minimum with a
    /// long label; and a series touched again after a stop outside it.
    static let labels = [
        "Settings", "Wi-Fi", "wi-fi", "  WI-FI ", "Bluetooth", "Connected", "Airplane mode", "Guests", "View", "Day",
        "Week", "Twin", "save-button", "Save", "Nothing here", "More", "Hidden item", "Deep", "Pay", "Cancel",
        "The password is incorrect.", "Filler 3", "Size", "Small", "Large", "Email", "Volume", "Home", "Profile", "Help",
        "Sort", "Newest", "Oldest", "connected", "Elsewhere", "Far", "Large", "Profile", "Day", "Home", "Week", "Small",
        "Data roaming switch", "Roaming", "Share", "Hotspot", "Low stepper at its minimum", "Size", "Large", "Week",
    ]

    static func screen(padded: Bool) -> Screen {
        var elements = [
            Heading("Settings"),
            Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) },
            Row { Text("Bluetooth"); Text("Connected") },
            Switch("Airplane mode").hint("Turns off every radio"),
            Stepper("Guests", value: 2, in: 1...10),
            SegmentedControl("View") { Segment("Day", isSelected: true); Segment("Week") },
            Switch("Twin"),
            Switch("Twin"),
            Button("Save").id("save-button"),
            Expandable("More") { Text("Hidden item"); Switch("Deep") },
            Button("Pay").opens("failed"),
            Dialog("Sign in failed", id: "failed") {
                Text("The password is incorrect.")
                Button("Cancel").closes()
            },
            Text("Filler 3"),
            RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") },
            TextField("Email", prompt: "name@example.com"),
            Slider("Volume", value: 5, in: 0...10),
            TabBar("Tabs") { Tab("Home", isSelected: true); Tab("Profile") },
            Link("Help"),
            Menu("Sort") { Option("Newest", isSelected: true); Option("Oldest") },
            Button("Elsewhere").id("connected"),
            Stepper("Far", value: 40_000, in: -40_000...40_000),
            Row { Text("Roaming"); Switch("Data roaming switch") },
            Row { Text("Hotspot"); Switch("Share") }.hint("Shares the connection"),
            Stepper("Low stepper at its minimum", value: 0, in: 0...10),
        ]
        if padded { elements += (0..<padding).map { Text("Filler \($0 + 4)") } }
        return Screen("S", elements: elements)
    }

    /// What touching each label does, in order, then the same after `change` (on the same reader).
    static func touches(
        _ kind: ReaderKind, padded: Bool, change: (ScreenReader) throws -> Void
    ) throws -> [Result<[ReaderEvent], LookupError>] {
        let reader = try ScreenReader(kind, screen: screen(padded: padded))
        // Enough touches first that the big screen answers from its touch table (see `touchesBeforeTouchTable`).
        for _ in 0...ScreenReader.touchesBeforeTouchTable { _ = try reader.touch("Settings") }
        var outcomes: [Result<[ReaderEvent], LookupError>] = []
        func touchEveryLabel() {
            for label in labels { outcomes.append(Result { () throws(LookupError) in try reader.touch(label) }) }
        }
        touchEveryLabel()
        try change(reader)
        touchEveryLabel()
        return outcomes
    }

    /// Ways the screen changes between two rounds of touches.
    static let changes: [(String, @Sendable (ScreenReader) throws -> Void)] = [
        ("nothing", { _ in }),
        ("a switch toggled and the stepper lowered to its minimum", { reader in
            try reader.touch("Wi-Fi")
            reader.doubleTap()
            try reader.touch("Guests")
            reader.doubleTap()
        }),
        ("the expandable opened", { reader in
            try reader.touch("More")
            reader.doubleTap()
        }),
        ("the dialog open", { reader in
            try reader.touch("Pay")
            reader.doubleTap()
        }),
        // The reader's order changes twice (the dialog's, then the screen's again): what it kept of the screen's order
        // (its touch table, the last stop's series) is dropped and fetched again, never taken for the dialog's.
        ("the dialog opened and closed", { reader in
            try reader.touch("Pay")
            reader.doubleTap()
            try reader.touch("Cancel")
            reader.doubleTap()
        }),
        ("text typed, the far stepper raised to its maximum and focus moved by a swipe out of a series", { reader in
            try reader.touch("Email")
            reader.doubleTap()
            reader.type("ada@example.com")
            reader.escape()
            try reader.touch("Far")
            reader.swipeRight()
            reader.doubleTap()
            try reader.touch("Week")
            reader.swipeRight()
        }),
    ]

    /// The readers compared: each family, and device profiles (which speak a radio's place and its list's size when
    /// focus arrives from outside its group, and a stepper's dimmed button).
    static let kinds: [ReaderKind] = [
        .voiceOver, .talkBack, .iosKeyboard, .androidKeyboard, try! ReaderKind("talkback@15"), try! ReaderKind("voiceover@ios18"),
    ]

    @Test(arguments: kinds, changes.indices)
    func touchingByLabelOnABigScreenDoesWhatItDoesOnASmallOne(_ kind: ReaderKind, change: Int) throws {
        let (_, body) = Self.changes[change]
        let small = try Self.touches(kind, padded: false, change: body)
        let big = try Self.touches(kind, padded: true, change: body)
        try #require(big.count == small.count)
        for (place, (onBig, onSmall)) in zip(big, small).enumerated() {
            let round = place < Self.labels.count ? "before" : "after"
            #expect(onBig == onSmall, "touch \"\(Self.labels[place % Self.labels.count])\" \(round) the change")
        }
    }

    /// The comparison above is between two real outcomes: a touch on the big screen lands, speaks live state, and
    /// reports what blocks it.
    @Test func aTouchOnABigScreenLandsAndSpeaksTheLiveState() throws {
        let reader = try ScreenReader(.voiceOver, screen: Self.screen(padded: true))
        #expect(try reader.touch("wi-fi").last == .spoken("Wi-Fi, on, switch button, double tap to toggle setting"))
        reader.doubleTap()
        #expect(try reader.touch("Wi-Fi").last == .spoken("Wi-Fi, off, switch button, double tap to toggle setting"))
        #expect(try reader.touch("Filler 3").last == .spoken("Filler 3"))
        #expect(throws: LookupError.self) { try reader.touch("Twin") }
        guard case .noEffect? = try reader.touch("Cancel").first else {
            Issue.record("a touch on a closed dialog's button had an effect")
            return
        }
    }

    /// A touch takes an unchanged control's state from its touch record and a changed one's from the reader, also on a
    /// screen big enough that controls share a bit of the reader's filter of changed elements (``ChangedElements``:
    /// elements 65,536 apart): toggled switches, switches sharing their bits, a switch toggled twice (back as declared)
    /// and every switch after a reset each speak the state they hold.
    @Test(arguments: [ReaderKind.voiceOver, .talkBack])
    func aTouchSpeaksTheStateEachSwitchHoldsWhenChangedSwitchesShareAFilterBit(_ kind: ReaderKind) throws {
        let count = 70_000
        let screen = Screen("Switches", elements: (0..<count).map { Switch("Switch \($0)", isOn: $0.isMultiple(of: 2)) })
        let reader = try ScreenReader(kind, screen: screen)
        for _ in 0...ScreenReader.touchesBeforeTouchTable { _ = try reader.touch("Switch 0") }
        var isOn = (0..<count).map { $0.isMultiple(of: 2) }
        for (number, taps) in [(10, 1), (21, 1), (30, 2), (65_600, 1)] {
            try reader.touch("Switch \(number)")
            for _ in 0..<taps { reader.doubleTap() }
            if taps % 2 == 1 { isOn[number].toggle() }
        }
        let touched = [10, 65_546, 21, 65_557, 30, 65_566, 65_600, 64, 11, 69_999]
        func spoken(_ number: Int) throws -> String? {
            guard case .spoken(let text)? = try reader.touch("Switch \(number)").last else { return nil }
            return text
        }
        func expected(_ number: Int, on: Bool) -> String {
            kind == .voiceOver ? "Switch \(number), \(on ? "on" : "off"), switch button, double tap to toggle setting"
                : "\(on ? "On" : "Off"), Switch \(number), switch, double tap to toggle"
        }
        for number in touched { #expect(try spoken(number) == expected(number, on: isOn[number]), "Switch \(number)") }
        reader.reset()
        for number in touched {
            #expect(try spoken(number) == expected(number, on: number.isMultiple(of: 2)), "Switch \(number) after a reset")
        }
    }
}
