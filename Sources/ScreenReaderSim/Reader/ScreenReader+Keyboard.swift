/// External keyboard: Tab and arrows move between reachable controls, Ctrl+Tab between groups, Space/Enter activate.
extension ScreenReader {
    func press(_ key: Key, into events: inout [ReaderEvent]) {
        switch key {
        case .left where isAdjustableFocused, .right where isAdjustableFocused:
            adjust(by: key == .right ? 1 : -1, into: &events)
        case .space where editingElement != nil:
            type(" ", into: &events)
        case .escape:
            escape(into: &events)
        case .tab, .down, .right:
            moveByKeyboard(to: nextReachable(after: focusPosition), edge: .end, into: &events)
        case .shiftTab, .up, .left:
            moveByKeyboard(to: previousReachable(before: focusPosition), edge: .start, into: &events)
        case .ctrlTab:
            moveByKeyboard(to: firstStopOfNextGroup(), edge: .end, into: &events)
        case .ctrlShiftTab:
            moveByKeyboard(to: firstStopOfPreviousGroup(), edge: .start, into: &events)
        case .space, .enter:
            if sharedRules.rules.activationKeys.contains(key) || (sharedRules.rules.editingKeys.contains(key) && isTextFieldFocused) {
                activate(into: &events)
            } else {
                events.append(.noEffect(.keyDoesNotActivate(key, sharedRules.rules.platform)))
            }
        }
    }

    private func moveByKeyboard(to position: Int?, edge: Edge, into events: inout [ReaderEvent]) {
        guard let position else {
            events.append(.boundaryReached(edge))
            return
        }
        moveFocus(to: position, into: &events)
    }

    /// The next stop a keyboard reaches after `position` (nil = before the first), skipping stepper buttons at a bound.
    func nextReachable(after position: Int?) -> Int? {
        let next = order.keyboard.nextReachable
        var candidate = next[(position ?? (navigationBounds.lowerBound - 1)) + 1]
        while let current = candidate {
            guard navigationBounds.contains(current) else { return nil }
            if let skip = keyboardSkip(from: current, forward: true) {
                candidate = next[skip + 1]
            } else if !isEnabled(position: current) {
                candidate = next[current + 1]
            } else {
                return current
            }
        }
        return nil
    }

    /// The previous stop a keyboard reaches before `position` (nil = before the first: nothing).
    func previousReachable(before position: Int?) -> Int? {
        guard let position else { return nil }
        let previous = order.keyboard.previousReachable
        var candidate = previous[position + 1]
        while let current = candidate {
            guard navigationBounds.contains(current) else { return nil }
            if let skip = keyboardSkip(from: current, forward: false) {
                candidate = previous[skip + 1]
            } else if !isEnabled(position: current) {
                candidate = previous[current + 1]
            } else {
                return current
            }
        }
        return nil
    }

    private func firstStopOfNextGroup() -> Int? {
        let keyboardGroup = order.keyboard.keyboardGroup
        let group = focusPosition.map { keyboardGroup[$0] }
        var candidate = nextReachable(after: focusPosition)
        while let current = candidate, keyboardGroup[current] == group {
            candidate = nextReachable(after: current)
        }
        return candidate
    }

    private func firstStopOfPreviousGroup() -> Int? {
        let keyboardGroup = order.keyboard.keyboardGroup
        let group = focusPosition.map { keyboardGroup[$0] }
        var candidate = previousReachable(before: focusPosition)
        while let current = candidate, keyboardGroup[current] == group {
            candidate = previousReachable(before: current)
        }
        guard var first = candidate else { return nil }
        let target = keyboardGroup[first]
        while let earlier = previousReachable(before: first), keyboardGroup[earlier] == target {
            first = earlier
        }
        return first
    }
}
