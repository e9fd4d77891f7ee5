/// Text fields: activation starts editing, `type` appends and echoes, leaving the field or escape ends editing.
extension ScreenReader {
    /// Whether focus is on a text field (a keyboard's Space and Enter start editing it).
    var isTextFieldFocused: Bool {
        guard let position = focusPosition, let control = order.contents[position].control else { return false }
        return index.elements[control].kind.facts.value == .editedText
    }

    /// Double tap, Space or Enter on a text field: the keyboard comes up, focus stays, the reader says it is editing.
    func startEditing(_ field: Int, into events: inout [ReaderEvent]) {
        let reference = index.reference(at: field)
        guard editingElement != field else {
            events.append(.noEffect(.alreadyEditing(reference)))
            return
        }
        if let previous = editingElement { events.append(.editingEnded(index.reference(at: previous))) }
        editingElement = field
        events.append(.editingStarted(reference))
        if kind.speaks { events.append(.spoken(speech.phrases.table.editingWord)) }
    }

    /// `type "TEXT"`: appends to the field being edited and echoes the text (nothing for a secure field).
    func type(_ text: String, into events: inout [ReaderEvent]) {
        guard let field = editingElement else {
            events.append(.noEffect(.notEditing))
            return
        }
        let old: String = if case .text(let current)? = states[field] { current } else { "" }
        let new = old + text
        states[field] = .text(new)
        events.append(.stateChanged(index.reference(at: field), from: .text(old), to: .text(new)))
        guard kind.speaks, !index.elements[field].isSecure, !text.isEmpty else { return }
        let echo = text.allSatisfy(\.isWhitespace) ? speech.phrases.table.spaceWord : text
        events.append(.spoken(echo))
    }

    /// The escape gesture and `press escape`: undoes the innermost thing open, silently; focus stays.
    ///
    /// Layers over the screen (dialogs and menus) are closed here first when there are any; then text editing ends;
    /// otherwise nothing happens, with a reason.
    func escape(into events: inout [ReaderEvent]) {
        if !openLayers.isEmpty {
            closeTopLayer(into: &events)
            return
        }
        if endEditing(into: &events) { return }
        events.append(.noEffect(.nothingToEscape))
    }

    /// Ends the editing of the text field being edited, if any (`.editingEnded`), and says whether one was: the one
    /// place editing ends, whether focus leaves the field, a layer opens or closes over it, or the user escapes.
    @discardableResult
    func endEditing(into events: inout [ReaderEvent]) -> Bool {
        guard let field = editingElement else { return false }
        editingElement = nil
        events.append(.editingEnded(index.reference(at: field)))
        return true
    }
}
