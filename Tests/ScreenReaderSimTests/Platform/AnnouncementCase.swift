import ScreenReaderSim
import Testing

/// One row of an announcement table: a screen, which of its stops gets focus, and what focus on it must speak.
struct AnnouncementCase: Sendable, CustomTestStringConvertible {
    /// What the row is, as SPEC.md §2 names it.
    let title: String
    /// The screen holding the element.
    let screen: Screen
    /// The 0-based position of the stop that gets focus.
    let position: Int
    /// The exact canonical utterance.
    let expected: String

    init(_ title: String, position: Int = 0, _ expected: String, @ElementBuilder _ elements: () -> [Element]) {
        self.title = title
        self.screen = Screen(title, elements: elements())
        self.position = position
        self.expected = expected
    }

    var testDescription: String { "\(title) → \"\(expected)\"" }
}
