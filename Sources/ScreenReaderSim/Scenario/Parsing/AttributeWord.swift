/// An element attribute's word (`on`, `value`, `frame`, `id`, ...), as the parser finds it once and lowering reads it:
/// lowering switches on the case instead of comparing the word's text with each attribute's name in turn.
enum AttributeWord: String, CaseIterable, Sendable {
    case on, off, checked, unchecked, selected, unselected, expanded, collapsed
    case disabled, hidden, custom, stateless
    case noKeyboard = "no-keyboard"
    case secure, percent, placeholder, alert, open, closes, opens, announces
    case value, min, max, step, order, lines, width, frame
    case label, hint, navigates
    case movesFocus = "moves-focus"
    case id, before, after
}

/// What the parser knows of an attribute word: its shape, whether it is a state word, and the kinds it fits. Plain data
/// (no string or array of its own), so looking one up retains nothing.
struct AttributeInfo: Sendable {
    /// The attribute.
    let word: AttributeWord
    /// The values it takes (on most kinds: `value` is a string on a text field, an expandable or a menu).
    let shape: ScenarioParserState.AttributeShape
    /// Whether it is a state word (`on`, `checked`, `selected`, ...): an element takes one.
    let isState: Bool
    /// The kinds it fits (every kind when it is not restricted).
    let kinds: ElementKindSet
    /// The word's bit in ``ElementLineFeatures`` (``AttributeWord/bit``), made once with the table.
    let bit: UInt64

    /// What the parser knows of `word`.
    init(word: AttributeWord, shape: ScenarioParserState.AttributeShape, isState: Bool, kinds: ElementKindSet) {
        self.word = word
        self.shape = shape
        self.isState = isState
        self.kinds = kinds
        self.bit = word.bit
    }

    /// Its word as written (for messages).
    var name: String { word.rawValue }
}

extension AttributeWord {
    /// The word's place in `allCases`: a case-only enum's one byte is its place among its cases, in order
    /// (`ParsedElementsLayoutTests` checks every word).
    var caseIndex: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
