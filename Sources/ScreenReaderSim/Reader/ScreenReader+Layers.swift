/// Screens that change (<doc:WhatEachReaderSays>): dialogs and menus open as layers over the screen, confine focus, and
/// give it back to the control that opened them; options set their menu's value; controls announce without moving focus.
///
/// A layer is data: its own focus order, built once per screen and platform the first time it opens and shared by
/// every reader (``CompiledScreen``), and one ``OpenLayer`` entry on this reader's stack. While a layer is open the
/// reader's current order *is* the layer's, so swipes, Tab, Ctrl+Tab, arrows, touch and the rotor run over it with the
/// platform's usual boundary rules at its ends, at the same O(1) cost per move as on the screen.
extension ScreenReader {
    // MARK: - Reading layer state

    /// The dialogs and menus open now, innermost (the one focus is confined to) last.
    public var openLayerElements: [ElementReference] { openLayers.map { index.reference(at: $0.element) } }

    /// Whether the dialog or menu `layer` is open now.
    public func isOpen(_ layer: ElementReference) -> Bool {
        owns(layer) && openLayers.contains { $0.element == layer.index }
    }

    /// The rotor (reading control) choice swipe up and down move by, if one was made.
    public var rotor: RotorChoice? { rotorChoice }

    // MARK: - Inputs that are not gestures

    /// Opens the dialog with id `id` as the app would, with no control activated: focus moves into it and, when it
    /// closes, returns to where it was. A test uses this to check a dialog on its own.
    @discardableResult
    public func openDialog(_ id: String) -> [ReaderEvent] {
        var events: [ReaderEvent] = []
        swallowedAt = nil
        openDialog(id, into: &events)
        record(events)
        return events
    }

    /// Opens the dialog `id` names (its id or title) with no opener, or says why not, into `events`.
    func openDialog(_ id: String, into events: inout [ReaderEvent]) {
        if let dialog = compiled.modalLayer(named: id) {
            openLayer(dialog, opener: nil, into: &events)
        } else {
            events.append(.noEffect(.noSuchDialog(id)))
        }
    }

    /// Chooses what swipe up and down move by: VoiceOver's rotor, TalkBack's reading controls.
    @discardableResult public func rotor(_ choice: RotorChoice) -> [ReaderEvent] {
        (try? perform(.rotor(choice))) ?? []
    }

    // MARK: - Opening and closing

    /// Opens `layer` over the current order, opened by the stop at `opener` (nil: by the app, from nothing).
    func openLayer(_ layer: Int, opener: Int?, into events: inout [ReaderEvent]) {
        let reference = index.reference(at: layer)
        if openLayers.contains(where: { $0.element == layer }) {
            events.append(.noEffect(.layerAlreadyOpen(reference)))
            return
        }
        let layerOrder: FocusOrder
        do {
            layerOrder = try compiled.focusOrder(for: kind.platform, layer: layer)
        } catch {
            events.append(.noEffect(.layerCannotOpen(reference, error)))
            return
        }
        endEditing(into: &events)
        openLayers.append(OpenLayer(element: layer, opener: opener, underlyingOrder: order,
                                    underlyingFocus: focusPosition, underlyingCounter: visibleCounter))
        order = layerOrder
        focusPosition = nil
        visibleCounter = nil
        let isAlert = index.elements[layer].kind.facts.layer == .modal && index.elements[layer].isAlert
        events.append(.layerOpened(reference, alert: isAlert))
        // A menu puts focus on its selected option (or its first); a dialog on its title, its first stop.
        let selected = index.elements[layer].kind.facts.layer == .popup
            ? index.children(of: layer).first { states[$0] == .selected }.flatMap { order.stopHolding[$0] }
            : nil
        guard let target = selected.flatMap({ isNavigable($0) ? $0 : nil }) ?? navigable(after: nil) else { return }
        let opening = events.count
        moveFocus(to: target, into: &events)
        if isAlert, kind.speaks, let prefix = speech.table.layerPhrases.alertPrefix,
           let spoken = events[opening...].firstIndex(where: { $0.utterance != nil }), case .spoken(let text) = events[spoken] {
            let separator = speech.phrases.table.separator
            var parts = [prefix, text]
            // A device profile reads on through the texts before the alert's first control (they stay stops).
            if speech.table.layerPhrases.alertReadsLeadingTexts {
                var next = navigable(after: target)
                while let position = next, order.contents[position].control == nil, order.contents[position].role == .text {
                    parts.append(announcement(at: position, arrivingFrom: target))
                    next = navigable(after: position)
                }
            }
            events[spoken] = .spoken(parts.joined(separator: separator))
        }
    }

    /// Closes the top layer and gives focus back to the control that opened it, spoken in full (or, for a layer
    /// opened from nothing, to where focus was).
    func closeTopLayer(into events: inout [ReaderEvent]) {
        guard let top = openLayers.popLast() else { return }
        order = top.underlyingOrder
        visibleCounter = top.underlyingCounter
        focusPosition = top.underlyingFocus
        events.append(.layerClosed(index.reference(at: top.element)))
        // The opener, else where focus was, as long as it is a stop a user can visit now (a layer opened over stops that
        // are all hidden, as a menu inside a collapsed expandable is, left focus nowhere: it goes back to nowhere).
        let candidates = [top.opener, top.underlyingFocus]
        guard let back = candidates.lazy.compactMap({ $0 }).first(where: { self.isNavigable($0) }) else {
            focusPosition = nil
            endEditing(into: &events)
            return
        }
        moveFocus(to: back, into: &events)
    }

    /// Opens the dialogs declared `open` (<doc:ImportingRealApps>), silently: nothing is announced, focus is before the first
    /// stop of the innermost one and confined to it; closing one gives focus back to nothing, as a dialog opened from
    /// nothing does.
    func openStartingLayers() {
        for layer in compiled.startingLayers {
            guard let layerOrder = try? compiled.focusOrder(for: kind.platform, layer: layer) else { continue }
            openLayers.append(OpenLayer(element: layer, opener: nil, underlyingOrder: order,
                                        underlyingFocus: nil, underlyingCounter: visibleCounter))
            order = layerOrder
            focusPosition = nil
            visibleCounter = nil
        }
    }

    /// Closes every layer at once, silently, back to the screen's order (for ``reset()`` and rewinding a try).
    func closeAllLayers() {
        if let bottom = openLayers.first {
            order = bottom.underlyingOrder
            visibleCounter = bottom.underlyingCounter
        }
        openLayers = []
    }

    /// Choosing a menu option: it is selected (the others not), the menu's value becomes its name, the menu closes and
    /// focus returns to the menu button, spoken in full with its new value.
    func chooseOption(_ option: Int, into events: inout [ReaderEvent]) {
        let reference = index.reference(at: option)
        guard let menu = index.parent(of: option), index.elements[menu].kind.facts.layer == .popup else {
            events.append(.activated(reference))
            return
        }
        if states[option] != .selected {
            let old = states[option] ?? .unselected
            states[option] = .selected
            events.append(.stateChanged(reference, from: old, to: .selected))
        }
        for other in index.children(of: menu) where other != option && states[other] == .selected {
            states[other] = .unselected
            events.append(.stateChanged(index.reference(at: other), from: .selected, to: .unselected))
        }
        let value = ControlState.text(index.elements[option].name)
        if let old = states[menu], old != value {
            states[menu] = value
            events.append(.stateChanged(index.reference(at: menu), from: old, to: value))
        }
        if openLayers.last?.element == menu { closeTopLayer(into: &events) }
    }

    /// What a control does to layers and announcements after its own action: `closes` closes the dialog holding it,
    /// `opens` opens a dialog, `announces` speaks without moving focus (last, once focus has settled).
    func runLayerActions(of control: Int, at position: Int, into events: inout [ReaderEvent]) {
        let declared = index.elements[control]
        if declared.closesDialog, let top = openLayers.last, index.elements[top.element].kind.facts.layer == .modal {
            closeTopLayer(into: &events)
            // A control that closes its dialog and then moves focus elsewhere (the audit's SRS023 finds it), in the
            // order below the dialog.
            moveFocusAsDeclared(by: declared, into: &events)
        }
        if let id = declared.opensDialog {
            if let dialog = compiled.modalLayer(named: id) {
                // `position` is in the order the control was activated in. Once that order is gone (the control closed
                // its dialog, or opened its own menu, which the dialog now opens over), the dialog gives focus back to
                // where focus is in the order it opens over.
                let openedItsMenu = openLayers.last?.element == control
                openLayer(dialog, opener: declared.closesDialog || openedItsMenu ? focusPosition : position, into: &events)
            } else {
                events.append(.noEffect(.noSuchDialog(id)))
            }
        }
        if let text = declared.announcement {
            events.append(.announced(text))
            if kind.speaks { events.append(.spoken(text)) }
        }
    }

    // MARK: - Touch

    /// Why a touch on `element` has no effect because of layers: it is outside the open dialog or menu, or inside
    /// one that is not open. Nil when the element belongs to the layer focus is in (or to the screen, none open).
    /// A dialog's own label names its title, a stop of the dialog's layer (<doc:WhatEachReaderSays>): the dialog holds it.
    func layerBlock(touching element: Int) -> NoEffectReason? {
        let holder = index.elements[element].kind.facts.layer == .modal ? element : compiled.enclosingLayer(of: element)
        let top = openLayers.last?.element
        guard holder != top else { return nil }
        let reference = index.reference(at: element)
        if let holder, !openLayers.contains(where: { $0.element == holder }) {
            return .insideClosedLayer(reference, layer: index.reference(at: holder))
        }
        guard let top else { return nil }
        return .outsideOpenLayer(reference, layer: index.reference(at: top))
    }

    // MARK: - Rotor

    /// `rotor CHOICE`: swipe up and down move by that kind from now on; the choice is spoken.
    func chooseRotor(_ choice: RotorChoice, into events: inout [ReaderEvent]) {
        rotorChoice = choice
        events.append(.rotorChanged(choice))
        if kind.speaks, let word = speech.table.layerPhrases.rotorWords[choice] { events.append(.spoken(word)) }
    }

    /// Swipe down (`forward`) or up with a rotor choice: focus moves to the next (previous) stop of that kind in the
    /// current order, from the start when nothing is focused; with none left focus stays, nothing is spoken.
    ///
    /// The order's table of the choice's stops (``RotorStops``) gives the next one at once; only a match hidden in a
    /// collapsed expandable makes it look again, past that closed run.
    func rotorMove(forward: Bool, into events: inout [ReaderEvent]) {
        guard let choice = rotorChoice else { return }
        let bounds = navigationBounds
        // Some readers' form-controls choice stops at every actionable stop (a profile's phrase table says so).
        let everyActionable = choice == .formControls && speech.table.layerPhrases.formControlsTakeEveryActionable
        let stops = order.rotorStops(choice, everyActionable: everyActionable)
        if forward {
            var from = max((focusPosition ?? (bounds.lowerBound - 1)) + 1, bounds.lowerBound)
            while let candidate = stops.first(atOrAfter: from), candidate < bounds.upperBound {
                guard let closed = outermostClosed(at: candidate) else {
                    moveFocus(to: candidate, into: &events)
                    return
                }
                from = order.regions.run(of: closed, holding: candidate).upperBound
            }
        } else if let focus = focusPosition {
            var from = min(focus - 1, bounds.upperBound - 1)
            while from >= bounds.lowerBound, let candidate = stops.last(atOrBefore: from), candidate >= bounds.lowerBound {
                guard let closed = outermostClosed(at: candidate) else {
                    moveFocus(to: candidate, into: &events)
                    return
                }
                from = order.regions.run(of: closed, holding: candidate).lowerBound - 1
            }
        }
        events.append(.noEffect(.rotorFoundNothing(choice, forward ? .end : .start)))
    }
}

extension ElementReference {
    /// How a layer is named in sentences: `dialog` or `menu`.
    var layerWord: String { kind.facts.layer == .popup ? "menu" : "dialog" }
}

extension RotorChoice {
    /// One of the kind, in sentences: `heading`, `link`, `form control`.
    var singular: String {
        switch self {
        case .headings: "heading"
        case .links: "link"
        case .formControls: "form control"
        }
    }
}
