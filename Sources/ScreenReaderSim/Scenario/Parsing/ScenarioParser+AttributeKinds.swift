/// Which kinds take which attributes, and the editing steps (`type`, `escape`).
extension ScenarioParserState {
    /// The kinds that take each attribute restricted to some kinds; an attribute not listed fits every kind.
    static let attributeKinds: [String: [ElementKind]] = [
        "on": [.switch], "off": [.switch],
        "checked": [.checkbox], "unchecked": [.checkbox],
        "selected": [.radio, .segment, .tab, .option], "unselected": [.radio, .segment, .tab, .option],
        "expanded": [.expandable], "collapsed": [.expandable],
        "value": [.stepper, .slider, .textField, .expandable, .menu],
        "min": [.stepper, .slider], "max": [.stepper, .slider], "step": [.stepper, .slider],
        "placeholder": [.textField], "secure": [.textField], "percent": [.slider],
        "alert": [.dialog],
        "opens": ElementKind.allCases.filter(\.isControl), "closes": ElementKind.allCases.filter(\.isControl),
        "announces": ElementKind.allCases.filter(\.isControl),
    ]

    /// The kinds that take `word` (every kind when it is not restricted).
    static func kinds(taking word: String) -> [ElementKind] { attributeKinds[word] ?? ElementKind.allCases }

    /// Whether an element of `kind` takes the attribute `word`.
    static func attribute(_ word: String, fits kind: ElementKind) -> Bool { kinds(taking: word).contains(kind) }

    /// The values `word` takes on `kind`: `value` is a string on a text field or an expandable, a number elsewhere.
    static func shape(of word: String, on kind: ElementKind) -> AttributeShape? {
        if word == "value", kind == .textField || kind == .expandable || kind == .menu { return .string }
        return attributeShapes[word]
    }

    /// Parses `type "TEXT"` or `escape`; returns the words used, or nil when the line was reported.
    mutating func parseEditingStep(_ step: inout ParsedScenarios.Step) -> Int? {
        let first = scenarios.tokens[step.firstToken]
        if source.isWord(first, "escape") {
            stepAction = .input(.escape)
            return 1
        }
        guard let text = word(1, of: step), text.kind == .string else {
            report(.missingStepText, at: range(word(1, of: step) ?? first))
            return nil
        }
        stepAction = .input(.type(source.text(text)))
        return 2
    }
}

extension Diagnostic.Message {
    static let missingStepText = Diagnostic.Message(
        id: "missing-text", "'type' needs the text in double quotes, e.g. 'type \"ada@example.com\"'")
}
