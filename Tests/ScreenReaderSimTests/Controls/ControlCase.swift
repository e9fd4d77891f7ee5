import ScreenReaderSim
import SRSimTestSupport
import Testing

/// One row of a SPEC-controls §6 table: a screen, the inputs that lead up to the row, the input under test, what it
/// must speak, and (optionally) a state and the focus afterwards.
struct ControlCase: Sendable, CustomTestStringConvertible {
    /// What the row is, as SPEC-controls §6 names it.
    let title: String
    /// The screen holding the control.
    let screen: Screen
    /// The inputs before the one under test (e.g. swipes onto the control).
    let setup: [Input]
    /// The input under test.
    let input: Input
    /// What the input must speak, in order (empty: nothing).
    private(set) var spoken: [String]
    /// The label of an element whose state is checked afterwards, and the state it must have.
    let after: (label: String, state: ControlState)?
    /// The label of the element focus must be on afterwards, if checked.
    let focus: String?
    /// What a keyboard-only reader must speak instead (nothing, whatever the row says for a screen reader).
    var forKeyboardOnly: ControlCase {
        var copy = self
        copy.spoken = []
        return copy
    }

    init(
        _ title: String, setup: [Input] = [], _ input: Input, speaks spoken: [String],
        after: (String, ControlState)? = nil, focus: String? = nil, @ElementBuilder _ elements: () -> [Element]
    ) {
        self.title = title
        self.screen = Screen(title, elements: elements())
        self.setup = setup
        self.input = input
        self.spoken = spoken
        self.after = after.map { (label: $0.0, state: $0.1) }
        self.focus = focus
    }

    /// An announcement row: swipe right `swipes - 1` times, then once more under test, which must speak `expected`.
    static func focus(_ title: String, swipes: Int = 1, _ expected: String, @ElementBuilder _ elements: () -> [Element]) -> Self {
        ControlCase(title, setup: Array(repeating: .swipeRight, count: swipes - 1), .swipeRight, speaks: [expected], elements)
    }

    /// The row as a shared speech case on `reader` (a `using` name): its screen, inputs and speech; its state and focus
    /// checks stay here.
    func speechCase(on reader: String) -> SpeechCase {
        SpeechCase(title, reader: reader, .screen(screen), setup: setup, input, speaks: spoken)
    }

    var testDescription: String {
        "\(title): \(input) → \(spoken.isEmpty ? "nothing spoken" : spoken.map { "\"\($0)\"" }.joined(separator: ", "))"
    }

    /// Runs the row on `reader` and checks speech, state and focus.
    func check(on reader: ScreenReader, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for step in setup { try reader.perform(step) }
        let events = try reader.perform(input)
        #expect(Speech.matches(events.spoken, spoken), "spoke \(events.spoken), expected \(spoken)", sourceLocation: sourceLocation)
        if let after {
            #expect(try reader.state(of: after.label) == after.state, sourceLocation: sourceLocation)
        }
        if let focus {
            #expect(reader.isFocused(try reader.element(focus)), "focus on \(focus)", sourceLocation: sourceLocation)
        }
    }
}
