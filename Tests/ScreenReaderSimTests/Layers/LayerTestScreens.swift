import ScreenReaderSim
import Testing

/// Every reader kind, as a test argument: both screen readers and both keyboard-only readers.
enum AnyReader: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case voiceOver = "VoiceOver"
    case talkBack = "TalkBack"
    case iosKeyboard = "iOS keyboard"
    case androidKeyboard = "Android keyboard"

    var kind: ReaderKind {
        switch self {
        case .voiceOver: .voiceOver
        case .talkBack: .talkBack
        case .iosKeyboard: .iosKeyboard
        case .androidKeyboard: .androidKeyboard
        }
    }

    /// The two screen readers.
    static let speaking: [AnyReader] = [.voiceOver, .talkBack]
    /// The two keyboard-only readers.
    static let keyboards: [AnyReader] = [.iosKeyboard, .androidKeyboard]

    func start(_ screen: Screen) throws -> ScreenReader { try ScreenReader(kind, screen: screen) }

    /// A reader of this kind on `screen` compiled as it is, without the checks a scenario file's screen gets (for the
    /// engine's handling of screens a file would reject, such as a dialog declared inside a group).
    func startUnchecked(_ screen: Screen) throws -> ScreenReader { try ScreenReader(kind, screen: CompiledScreen(screen)) }

    /// Activates the focused stop the way this reader does: a double tap, or Space from a keyboard.
    @discardableResult
    func activate(_ reader: ScreenReader) -> [ReaderEvent] {
        kind.speaks ? reader.doubleTap() : reader.press(.space)
    }

    /// Moves focus to the stop holding `label`: a touch for a screen reader, Tab presses for a keyboard.
    func focus(_ label: String, in reader: ScreenReader) throws {
        if kind.speaks {
            try reader.touch(label)
            return
        }
        let element = try reader.element(label)
        for _ in 0...reader.stops.count where !reader.isFocused(element) { reader.press(.tab) }
        try #require(reader.isFocused(element), "Tab never reached \(label)")
    }

    var testDescription: String { rawValue }
}

/// The screens the layer tests run on.
enum LayerTestScreens {
    /// A sign-in screen: an alert opened by "Pay", with a body text and two buttons that close it.
    static func signIn(alert: Bool = true) -> Screen {
        Screen("Sign in") {
            Heading("Welcome")
            Switch("Remember me", isOn: true)
            Button("Pay").opens("failed")
            Button("Help")
            Dialog("Sign in failed", id: "failed", alert: alert) {
                Text("The password is incorrect.")
                Button("Try again").closes()
                Button("Cancel").closes()
            }
        }
    }

    /// A dialog whose button opens a second dialog, nested inside it.
    static let nested = Screen("Settings") {
        Button("Delete account").opens("confirm")
        Dialog("Delete account?", id: "confirm") {
            Button("Delete").opens("really")
            Button("Keep").closes()
            Dialog("This cannot be undone", id: "really", alert: true) {
                Button("Delete for ever").closes()
            }
        }
    }

    /// A dropdown menu: "Sort by", value "Newest", three options.
    static let sortMenu = Screen("Orders") {
        Heading("Orders")
        Menu("Sort by", value: "Newest") {
            Option("Newest")
            Option("Oldest")
            Option("Price")
        }
        Button("Refresh")
    }

    /// Headings, links and form controls for the rotor.
    static let article = Screen("Article") {
        Heading("Intro")
        Text("Welcome")
        Link("Read more")
        Button("Share")
        Heading("Settings")
        Switch("Dark mode")
        Slider("Volume", value: 50, in: 0...100, step: 10)
        Link("Privacy")
        Heading("Footer")
    }
}
