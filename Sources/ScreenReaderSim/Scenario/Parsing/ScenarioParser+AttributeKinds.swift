/// Which kinds take which attributes, and the editing steps (`type`, `escape`).
extension ScenarioParserState {
    /// The kinds that take each attribute restricted to some kinds, read from each kind's ``KindFacts``; an attribute
    /// not listed fits every kind. Kinds are listed in ``ElementKind`` order, except `value`'s: the ranged kinds
    /// first, then the kinds whose value is a string (the order its diagnostic has always listed them in).
    static let attributeKinds: [String: [ElementKind]] = {
        func kinds(_ fits: (KindFacts) -> Bool) -> [ElementKind] { ElementKind.allCases.filter { fits($0.facts) } }
        var table: [String: [ElementKind]] = [:]
        for (word, state) in stateWords { table[word] = kinds { $0.holds(state) } }
        let ranged = kinds { $0.value == .wholeNumberRange }
        table["value"] = ranged + kinds { $0.value != .none && $0.value != .wholeNumberRange }
        for word in ["min", "max", "step"] { table[word] = ranged }
        table["placeholder"] = kinds { $0.value == .editedText }
        table["secure"] = kinds { $0.value == .editedText }
        table["percent"] = kinds(\.isAdjustable)
        table["alert"] = kinds { $0.layer == .modal }
        table["open"] = kinds { $0.layer == .modal }
        for word in ["opens", "closes", "announces"] { table[word] = kinds(\.isControl) }
        return table
    }()

    /// The kinds that take `word` (every kind when it is not restricted).
    static func kinds(taking word: String) -> [ElementKind] { attributeKinds[word] ?? ElementKind.allCases }

    /// Whether an element of `kind` takes the attribute `word`.
    static func attribute(_ word: String, fits kind: ElementKind) -> Bool { kinds(taking: word).contains(kind) }

    /// The values `word` takes on `kind`: `value` is a string on a kind whose value is text, a number elsewhere.
    static func shape(of word: String, on kind: ElementKind) -> AttributeShape? {
        if word == "value", kind.takesStringValue { return .string }
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

extension ElementKind {
    /// Whether the `value` attribute is a string on this kind (text typed, an option chosen, a spoken value).
    var takesStringValue: Bool { facts.value != .none && facts.value != .wholeNumberRange }
}
