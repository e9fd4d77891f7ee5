/// Activation (double tap, Space, Enter on Android): switches flip, radios select exclusively, steppers step and clamp.
extension ScreenReader {
    func activate(into events: inout [ReaderEvent]) {
        guard let position = focusPosition else {
            events.append(.noEffect(.nothingFocused))
            return
        }
        let content = order.contents[position]
        guard let control = content.control else {
            events.append(.noEffect(.notActivatable(index.reference(at: content.element))))
            return
        }
        let reference = index.reference(at: control)
        guard isEnabled(position: position) else {
            events.append(.noEffect(.disabled(reference)))
            return
        }
        let declared = index.elements[control]
        switch declared.kind {
        case .switch, .checkbox:
            if let old = states[control] { change(control, from: old, to: old.toggled, announce: content, into: &events) }
        case .radio:
            selectRadio(control, announce: content, into: &events)
        case .stepper:
            guard case .value(let value)? = states[control], let range = declared.range else { break }
            let new = range.moving(value, by: content.part == .decrement ? -1 : 1)
            states[control] = .value(new)
            events.append(.stateChanged(reference, from: .value(value), to: .value(new)))
            if kind.speaks && content.exposesState { events.append(.spoken(String(new))) }
        case .button:
            events.append(.activated(reference))
        default:
            events.append(.noEffect(.notActivatable(reference)))
            return
        }
        if let destination = declared.navigatesTo {
            events.append(.contextChanged(reference, to: destination))
        }
        if let target = declared.movesFocusTo, let element = try? index.element(target),
           let stop = stop(holding: element) {
            moveFocus(to: stop.position, into: &events)
        }
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
            for other in radioGroupMembers[radio] ?? [] where other != radio && states[other] == .selected {
                states[other] = .unselected
                events.append(.stateChanged(index.reference(at: other), from: .selected, to: .unselected))
            }
        }
        speakActivation(.selected, content: content, into: &events)
    }

    private func speakActivation(_ state: ControlState, content: StopContent, into events: inout [ReaderEvent]) {
        guard kind.speaks, content.exposesState, let word = rules.phrases.activationWords[state] else { return }
        events.append(.spoken(word))
    }
}
