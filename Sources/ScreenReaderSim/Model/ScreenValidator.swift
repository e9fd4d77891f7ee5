/// The checks a scenario file's screen gets, run on a screen built in Swift, with the file's messages: a value outside
/// its range, two selected children in one group, a child of the wrong kind, a stepper or container in a row, a
/// duplicate id, a menu value naming no option, `opens`, `closes` and `moves-focus` naming nothing, a dialog in the
/// wrong place, a row with nothing to speak, and focus-order overrides that cannot be honoured.
///
/// One pass over the compiled screen's flat element list (parents before children), so nesting depth never reaches
/// the call stack.
enum ScreenValidator {
    /// Every problem of `compiled`'s screen, errors and warnings, in element order (order-override errors last).
    /// - Parameter includingOrder: Whether to add the `before`/`after` errors (the readers throw those themselves).
    static func problems(of compiled: CompiledScreen, includingOrder: Bool = true) -> [ScreenProblem] {
        let index = compiled.index
        let elements = index.elements
        var problems: [ScreenProblem] = []
        func report(_ message: Diagnostic.Message, _ element: Int) {
            problems.append(ScreenProblem(message, at: index.reference(at: element)))
        }
        var insideRow = [Bool](repeating: false, count: elements.count)
        var insideDialog = [Bool](repeating: false, count: elements.count)
        var selectedInGroup = Set<Int>()
        var firstWithID: [String: Int] = [:]
        var dialogIDs: [String]?
        for element in elements.indices {
            let declared = elements[element]
            let kind = declared.kind
            let parent = index.parent(of: element)
            if let parent {
                insideRow[element] = elements[parent].kind == .row || insideRow[parent]
                insideDialog[element] = elements[parent].kind.facts.layer == .modal || insideDialog[parent]
            }
            // Children of a group that holds one kind of child; one of them selected at most.
            if let parent, let required = elements[parent].kind.requiredChildKind {
                if kind != required {
                    report(required.facts.activation == .selectRadio ? .notARadio(kind) : .wrongChild(kind, in: elements[parent].kind), element)
                } else if declared.state == .selected {
                    if selectedInGroup.contains(parent) {
                        report(kind.facts.activation == .selectRadio ? .twoSelectedRadios : .twoSelectedChildren(in: elements[parent].kind), element)
                    }
                    selectedInGroup.insert(parent)
                }
            }
            // Modifiers a file's kind would not take (`secure` on a button, `alert` on anything but a dialog...).
            let attributes: [(String, Bool)] = [
                ("secure", declared.isSecure), ("percent", declared.showsPercent), ("placeholder", declared.placeholder != nil),
                ("alert", declared.isAlert), ("opens", declared.opensDialog != nil), ("closes", declared.closesDialog),
                ("announces", declared.announcement != nil),
            ]
            for (word, isSet) in attributes where isSet && !ScenarioParserState.attribute(word, fits: kind) {
                report(.attributeDoesNotFit(word, kind), element)
            }
            if kind.facts.rowMerge == .ownStops, insideRow[element] {
                report(.stepperInRow, element)
            } else if kind.isContainer, kind != .row, kind != .group, insideRow[element] {
                report(.containerInRow(kind), element)
            }
            if kind == .row, !index.isEffectivelyHidden[element], let message = ScreenValidator.emptyRow(element, in: index) {
                report(message, element)
            }
            if let id = declared.id {
                if let first = firstWithID[id] {
                    report(.duplicateID(id, first: index.reference(at: first)), element)
                } else {
                    firstWithID[id] = element
                }
            }
            if let range = declared.range, case .value(let value)? = declared.state,
               value < range.minimum || value > range.maximum {
                report(.valueOutOfRange(value, range.minimum, range.maximum, kind), element)
            }
            if kind.facts.layer == .popup, case .text(let value)? = declared.state, !value.isEmpty {
                let options = index.children(of: element).filter { elements[$0].kind.facts.activation == .chooseOption }
                let names = options.map { elements[$0].name }
                if !names.contains(where: { Speech.matches($0, value) }) {
                    report(.menuValueNamesNoOption(value, suggestion: Suggestion.closest(to: value, in: names)), element)
                }
            }
            if kind.facts.activation == .chooseOption, parent.map({ elements[$0].kind.facts.layer != .popup }) ?? true {
                report(.optionOutsideMenu, element)
            }
            if kind.facts.layer == .modal, let parent, elements[parent].kind.facts.layer != .modal {
                report(.dialogNested(in: elements[parent].kind), element)
            }
            if let target = declared.opensDialog, compiled.modalLayer(named: target) == nil {
                let ids = dialogIDs ?? elements.filter { $0.kind.facts.layer == .modal }.compactMap(\.id)
                dialogIDs = ids
                report(.opensNoDialog(target, suggestion: Suggestion.nearMiss(to: target, in: ids)), element)
            }
            if declared.closesDialog, !insideDialog[element] {
                report(.closesOutsideDialog, element)
            }
            if let target = declared.movesFocusTo {
                do {
                    _ = try index.element(target)
                } catch {
                    report(.badLabel(error, index: index, what: "moves-focus"), element)
                }
            }
        }
        guard includingOrder else { return problems }
        // `before`/`after` overrides: what the readers would throw, once each.
        var reported: Set<FocusOrderError> = []
        for platform in [Platform.ios, .android] {
            do {
                try compiled.validateFocusOrder(for: platform)
                try compiled.validateLayerOrders(for: platform)
            } catch {
                guard reported.insert(error).inserted else { continue }
                let culprit = switch error {
                case .cycle(let cycle): cycle.first
                case .unknownTarget(let element, _): element
                case .invalidScreen: nil as ElementReference?
                }
                if let culprit { problems.append(ScreenProblem(.focusOrder(error), at: culprit)) }
            }
        }
        return problems
    }

    /// The warning for a row that is no focus stop because it has nothing to speak: no children at all (usually
    /// children indented at the row's level instead of under it), or only decorative or hidden ones; nil for a row
    /// that speaks.
    static func emptyRow(_ row: Int, in index: ScreenIndex) -> Diagnostic.Message? {
        guard !FocusOrder.rowSpeaks(row, index: index) else { return nil }
        return index.children(of: row).isEmpty ? .rowWithoutChildren : .rowWithNothingToSpeak
    }
}
