import ScreenReaderSim
import Testing

/// One row of an activation table: a screen, which stop is focused, what activating it speaks, and the state after.
struct ActivationCase: Sendable, CustomTestStringConvertible {
    /// What is activated.
    let title: String
    /// The screen holding the control.
    let screen: Screen
    /// The 0-based position of the stop to focus before the double tap.
    let position: Int
    /// What the double tap speaks, in order (empty: nothing).
    let spoken: [String]
    /// The label (or id) of the control whose state is checked afterwards, and the state it should have.
    let after: (label: String, state: ControlState)?

    init(
        _ title: String, position: Int = 0, speaks spoken: [String], after: (String, ControlState)? = nil,
        @ElementBuilder _ elements: () -> [Element]
    ) {
        self.title = title
        self.screen = Screen(title, elements: elements())
        self.position = position
        self.spoken = spoken
        self.after = after.map { (label: $0.0, state: $0.1) }
    }

    var testDescription: String {
        "\(title) → \(spoken.isEmpty ? "nothing spoken" : spoken.map { "\"\($0)\"" }.joined(separator: ", "))"
    }
}
