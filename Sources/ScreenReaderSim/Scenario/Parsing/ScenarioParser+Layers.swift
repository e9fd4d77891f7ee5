/// Part 2 of the grammar (SCENARIOS.md) for screens that change: the `rotor` step, and the checks that need the whole
/// file: `opens` naming a dialog, `closes` inside one, a menu `value` naming an option, dialogs only at the screen's
/// top level or inside another dialog.
extension ScenarioParserState {
    /// Parses `rotor headings`, `rotor links` or `rotor form controls`; returns the words used, or nil when reported.
    mutating func parseRotorStep(_ step: inout ParsedScenarios.Step) -> Int? {
        let first = scenarios.tokens[step.firstToken]
        guard let choiceWord = word(1, of: step), choiceWord.kind == .word else {
            report(.missingRotorChoice, at: range(word(1, of: step) ?? first))
            return nil
        }
        // `form controls` is two words.
        if source.equals(choiceWord, "form"), let controls = word(2, of: step), source.isWord(controls, "controls") {
            stepAction = .input(.rotor(.formControls))
            return 3
        }
        guard let choice = RotorChoice(rawValue: source.text(choiceWord)), choice != .formControls else {
            report(.unknownRotorChoice(token(choiceWord)), at: range(choiceWord))
            return nil
        }
        stepAction = .input(.rotor(choice))
        return 2
    }
}

extension ScenarioLowering {
    /// A menu's `value` selects the option it names (and a menu without one takes its `selected` option's name). The
    /// menu is `elements[menu]`, laid out flat: its options are the elements up to `end` whose parent is the menu.
    static func settleMenuValue(_ menu: Int, in elements: inout [Element], parents: [Int32], end: Int) {
        let options = ((menu + 1)..<end).filter {
            parents[$0] == Int32(menu) && elements[$0].kind.facts.activation == .chooseOption
        }
        let named: String
        if case .text(let value)? = elements[menu].state, !value.isEmpty {
            named = value
        } else if let selected = options.first(where: { elements[$0].state == .selected }) {
            elements[menu].state = .text(elements[selected].name)
            return
        } else {
            return
        }
        let key = Speech.normalized(named)
        for option in options {
            elements[option].state = Speech.normalized(elements[option].name) == key ? .selected : .unselected
        }
    }

    /// Dialogs, menus and the controls that open and close them, reported at the offending word.
    static func validateLayers(_ parsed: ParsedFile, diagnostics: inout [Diagnostic]) {
        let elements = parsed.elements.elements
        // What is asked of each line's kind, as sets of kinds made once.
        let dialogKinds = ElementKindSet(kindsWhere: { $0.layer == .modal })
        let menuKinds = ElementKindSet(kindsWhere: { $0.layer == .popup })
        let optionKinds = ElementKindSet(kindsWhere: { $0.activation == .chooseOption })
        var dialogIDs: [String] = []
        var dialogLabels: [String] = []
        var otherIDs: Set<String> = []
        for element in elements {
            let id = parsed.elements.firstValue(.id, of: element).map(parsed.text)
            guard dialogKinds.contains(element.kind) else {
                if let id { otherIDs.insert(id) }
                continue
            }
            if let id { dialogIDs.append(id) }
            if let label = element.label.map(parsed.text) { dialogLabels.append(label) }
        }
        // Looked up once per `opens` and per menu: a set and one pass over the elements, so a file of 20,000 dialogs
        // or menus is checked in linear time (the list stays for suggestions, in file order).
        let knownIDs = Set(dialogIDs)
        // `opens` names a dialog by its id or, when no element has that id, by its label (a dialog's title).
        func namesDialog(_ name: String) -> Bool {
            knownIDs.contains(name) || (!otherIDs.contains(name) && dialogLabels.contains { Speech.matches($0, name) })
        }
        var optionsOfMenu: [Int: [Int]] = [:]
        for (index, element) in elements.enumerated() where optionKinds.contains(element.kind) {
            if let parent = element.parent, parent < elements.count, menuKinds.contains(elements[parent].kind) {
                optionsOfMenu[parent, default: []].append(index)
            }
        }
        func insideDialog(_ index: Int) -> Bool {
            var current = elements[index].parent
            while let parent = current, parent < elements.count {
                if dialogKinds.contains(elements[parent].kind) { return true }
                current = elements[parent].parent
            }
            return false
        }
        for (index, element) in elements.enumerated() {
            let parent = element.parent.flatMap { $0 < index ? elements[$0] : nil }
            if dialogKinds.contains(element.kind) {
                if let parent, !dialogKinds.contains(parent.kind) {
                    diagnostics.append(Diagnostic(.dialogNested(in: parent.kind), at: parsed.range(element.keyword)))
                }
            }
            if let target = parsed.elements.firstValue(.opens, of: element), !namesDialog(parsed.text(target)) {
                let name = parsed.text(target)
                diagnostics.append(Diagnostic(
                    .opensNoDialog(name, suggestion: Suggestion.nearMiss(to: name, in: dialogIDs)),
                    at: parsed.range(target)))
            }
            if let closes = parsed.elements.attribute(.closes, of: element), !insideDialog(index) {
                diagnostics.append(Diagnostic(.closesOutsideDialog, at: parsed.range(closes.name)))
            }
            if menuKinds.contains(element.kind), let value = parsed.elements.firstValue(.value, of: element), value.kind == .string {
                let valueText = parsed.text(value)
                let options = optionsOfMenu[index] ?? []
                let names = options.compactMap { elements[$0].label.map(parsed.text) }
                let key = Speech.normalized(valueText)
                if !names.contains(where: { Speech.normalized($0) == key }) {
                    diagnostics.append(Diagnostic(
                        .menuValueNamesNoOption(valueText, suggestion: Suggestion.closest(to: valueText, in: names)),
                        at: parsed.range(value)))
                }
                for option in options {
                    guard let selected = parsed.elements.attribute(.selected, of: elements[option]),
                          Speech.normalized(elements[option].label.map(parsed.text) ?? "") != key else { continue }
                    diagnostics.append(Diagnostic(.optionConflictsWithMenuValue(valueText), at: parsed.range(selected.name)))
                }
            }
            if optionKinds.contains(element.kind), !(parent.map { menuKinds.contains($0.kind) } ?? false) {
                diagnostics.append(Diagnostic(.optionOutsideMenu, at: parsed.range(element.keyword)))
            }
        }
    }
}

extension Diagnostic.Message {
    static let missingRotorChoice = Diagnostic.Message(
        id: "missing-rotor-choice", "'rotor' needs what to move by: 'rotor headings', 'rotor links' or 'rotor form controls'")

    static func unknownRotorChoice(_ token: Token) -> Self {
        Self(id: "unknown-rotor-choice",
             "unknown rotor choice '\(token)'; write 'rotor headings', 'rotor links' or 'rotor form controls'",
             suggestion: Suggestion.closest(to: token.text, in: ["headings", "links", "form"]).map { $0 == "form" ? "form controls" : $0 })
    }

    static func dialogNested(in kind: ElementKind) -> Self {
        Self(id: "dialog-nested",
             "a dialog cannot be inside a '\(kind.keyword)'; declare it at the screen's top level (or inside the dialog that opens it)")
    }

    static func opensNoDialog(_ id: String, suggestion: String?) -> Self {
        let written = Token.written(id)
        return Self(id: "unknown-opens-target",
                    "'opens \(written)' names no dialog; give a dialog 'id \(written)', or name a dialog by its id or its title",
                    suggestion: suggestion.map(Token.written))
    }

    static let closesOutsideDialog = Diagnostic.Message(
        id: "closes-outside-dialog", "'closes' closes the dialog holding the control, but this control is in no dialog; move it into one or remove 'closes'")

    static func menuValueNamesNoOption(_ value: String, suggestion: String?) -> Self {
        Self(id: "menu-value-names-no-option",
             "the menu's value \"\(value)\" names none of its options; use one option's label", suggestion: suggestion)
    }

    static func optionConflictsWithMenuValue(_ value: String) -> Self {
        Self(id: "option-conflicts-with-menu-value",
             "this option is 'selected', but the menu's value names \"\(value)\"; keep one of them")
    }

    static let optionOutsideMenu = Diagnostic.Message(
        id: "option-outside-menu", "an 'option' belongs in a 'menu'; indent it under one")
}
