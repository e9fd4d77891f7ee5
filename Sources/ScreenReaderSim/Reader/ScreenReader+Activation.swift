/// Activation (double tap, Space, Enter on Android): switches flip, radios, segments and tabs select exclusively,
/// steppers step and clamp, text fields start editing, expandables flip and show or hide their children, links open.
extension ScreenReader {
    func activate(into events: inout [ReaderEvent]) {
        guard let position = focusPosition else {
            events.append(.noEffect(.nothingFocused))
            return
        }
        let content = order.contents[position]
        if content.part == .dismiss {
            closeTopLayer(into: &events)
            return
        }
        guard let control = content.control else {
            events.append(.noEffect(.notActivatable(index.reference(at: content.element))))
            return
        }
        let reference = index.reference(at: control)
        guard isEnabled(position: position) else {
            if content.isDeclaredEnabled, case .value(let value)? = states[control] {
                events.append(.noEffect(.atBound(reference, content.part, value)))
            } else {
                events.append(.noEffect(.disabled(reference)))
            }
            return
        }
        let declared = index.elements[control]
        switch declared.kind.facts.activation {
        case .toggle:
            if let old = states[control] { change(control, from: old, to: old.toggled, announce: content, into: &events) }
        case .selectRadio:
            selectRadio(control, announce: content, into: &events)
        case .step:
            guard case .value(let value)? = states[control], let range = declared.range else { break }
            let new = range.moving(value, by: content.part == .decrement ? -1 : 1)
            // A button that is not dimmed at its bound (iOS 26) changes nothing there.
            guard new != value else {
                events.append(.noEffect(.atBound(reference, content.part, value)))
                return
            }
            states[control] = .value(new)
            events.append(.stateChanged(reference, from: .value(value), to: .value(new)))
            if kind.speaks && content.exposesState { events.append(.spoken(String(new))) }
        case .press:
            events.append(.activated(reference))
        case .startEditing:
            startEditing(control, into: &events)
        case .selectInSeries:
            selectInSeries(control, announce: content, into: &events)
        case .expandOrCollapse:
            if let old = states[control] {
                change(control, from: old, to: old.toggled, announce: content, into: &events)
                regionChanged(owner: control)
            }
        case .followLink:
            events.append(.contextChanged(reference, to: declared.navigatesTo ?? declared.name))
            if leftScreen == nil { leftScreen = (reference, declared.navigatesTo ?? declared.name) }
            runLayerActions(of: control, at: position, into: &events)
            return
        case .openMenu:
            openLayer(control, opener: position, into: &events)
        case .chooseOption:
            chooseOption(control, into: &events)
        case .none:
            events.append(.noEffect(.notActivatable(reference)))
            return
        }
        if let destination = declared.navigatesTo {
            events.append(.contextChanged(reference, to: destination))
            if leftScreen == nil { leftScreen = (reference, destination) }
        }
        moveFocusAsDeclared(by: declared, into: &events)
        runLayerActions(of: control, at: position, into: &events)
    }

    /// Moves focus where `declared` says (`moves-focus-to`): to its target's stop in the current order, when a user can
    /// visit it now (not one a collapsed expandable hides); otherwise focus stays where it is.
    func moveFocusAsDeclared(by declared: Element, into events: inout [ReaderEvent]) {
        guard let target = declared.movesFocusTo, let element = try? index.storage.elementIndex(target),
              let position = order.stopHolding[element], isNavigable(position) else { return }
        moveFocus(to: position, into: &events)
    }

    private func change(
        _ control: Int, from old: ControlState, to new: ControlState, announce content: StopContent,
        into events: inout [ReaderEvent]
    ) {
        states[control] = new
        events.append(.stateChanged(index.reference(at: control), from: old, to: new))
        speakActivation(new, content: content, into: &events)
    }

    private func selectRadio(_ radio: Int, announce content: StopContent, into events: inout [ReaderEvent]) {
        if states[radio] != .selected {
            let old = states[radio] ?? .unselected
            states[radio] = .selected
            events.append(.stateChanged(index.reference(at: radio), from: old, to: .selected))
            if let group = compiled.exclusiveGroup(holding: radio) {
                let elements = index.elements
                for other in index.descendants(of: group)
                where elements[other].kind.facts.activation == .selectRadio && other != radio && states[other] == .selected {
                    states[other] = .unselected
                    events.append(.stateChanged(index.reference(at: other), from: .selected, to: .unselected))
                }
            }
        } else {
            events.append(.noEffect(.alreadySelected(index.reference(at: radio))))
        }
        speakActivation(.selected, content: content, into: &events)
    }

    /// A segment or tab: selected, its siblings deselected, focus kept; the selection word is spoken even when it was
    /// already selected.
    private func selectInSeries(_ item: Int, announce content: StopContent, into events: inout [ReaderEvent]) {
        if states[item] != .selected {
            let old = states[item] ?? .unselected
            states[item] = .selected
            events.append(.stateChanged(index.reference(at: item), from: old, to: .selected))
            if let container = index.parent(of: item) {
                for other in index.children(of: container) where other != item && states[other] == .selected {
                    states[other] = .unselected
                    events.append(.stateChanged(index.reference(at: other), from: .selected, to: .unselected))
                }
            }
        } else {
            events.append(.noEffect(.alreadySelected(index.reference(at: item))))
        }
        speakActivation(.selected, content: content, into: &events)
    }

    private func speakActivation(_ state: ControlState, content: StopContent, into events: inout [ReaderEvent]) {
        guard kind.speaks, content.exposesState,
              let spoken = speech.phrases.activationUtterance(spokenState(state, of: content) ?? state, content: content) else { return }
        events.append(.spoken(spoken))
    }
}
