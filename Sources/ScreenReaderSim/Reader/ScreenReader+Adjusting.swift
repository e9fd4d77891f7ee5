/// Sliders: swipe up/down (and Right/Left from a keyboard) move the value one step, clamped; only the value is spoken.
extension ScreenReader {
    /// Whether focus is on a slider (Left and Right then adjust it instead of moving focus).
    var isAdjustableFocused: Bool {
        guard let position = focusPosition, let control = order.contents[position].control else { return false }
        return index.elements[control].kind.facts.isAdjustable
    }

    /// Moves the focused slider `steps` steps. At a bound the value stays and is spoken again; a disabled slider
    /// changes nothing and says nothing; anything else focused (or nothing) has no effect, with a reason.
    func adjust(by steps: Int, into events: inout [ReaderEvent]) {
        guard let position = focusPosition else {
            events.append(.noEffect(.notAdjustable(nil)))
            return
        }
        let content = order.contents[position]
        guard let control = content.control, index.elements[control].kind.facts.isAdjustable,
              case .value(let value)? = states[control], let range = index.elements[control].range else {
            events.append(.noEffect(.notAdjustable(index.reference(at: content.control ?? content.element))))
            return
        }
        let reference = index.reference(at: control)
        guard isEnabled(position: position) else {
            events.append(.noEffect(.disabled(reference)))
            return
        }
        let new = range.moving(value, by: steps)
        if new != value {
            states[control] = .value(new)
            events.append(.stateChanged(reference, from: .value(value), to: .value(new)))
        }
        if kind.speaks && content.exposesState {
            // A device profile speaks the value as a percentage of the range, whatever `percent` says.
            let inRange = speech.phrases.slidersSpeakPercentOfRange
            events.append(.spoken(speech.phrases.table.number(
                inRange ? range.percentage(of: new) : new, percent: inRange || content.showsPercent)))
        }
    }
}
