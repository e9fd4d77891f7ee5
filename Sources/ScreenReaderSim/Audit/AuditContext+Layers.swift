/// What the layer checks need: a dialog's own controls, what it says while open, and trying an open and a close.
extension AuditContext {
    /// The controls of `layer`'s own order (not those of a dialog nested in it), in element order.
    func controlsInLayer(_ layer: Int) -> [Int] {
        guard let compiled = reader?.compiled else { return [] }
        return index.descendants(of: layer).filter { compiled.enclosingLayer(of: $0) == layer && elements[$0].kind.isControl }
    }

    /// What the platform says for each stop of `layer` while it is open, in order.
    func layerAnnouncements(_ layer: Int) -> [String] {
        guard let base = reader, let probe = try? ScreenReader(readerKind, screen: base.compiled, log: .none) else { return [] }
        var events: [ReaderEvent] = []
        probe.openLayer(layer, opener: nil, into: &events)
        guard probe.openLayers.last?.element == layer else { return [] }
        return probe.announcements
    }

    /// Opens `dialog` by activating `opener`, activates `closer` inside it, and returns the stop focus lands on and what
    /// was spoken; nil when the dialog does not open that way or the closer cannot be reached.
    func closeDialog(
        _ dialog: Int, openedBy opener: ElementReference, with closer: Int
    ) -> (landed: FocusStop?, spoken: [String])? {
        guard let base = reader, let probe = try? ScreenReader(readerKind, screen: base.compiled, log: .none),
              let openerStop = probe.stop(holding: opener) else { return nil }
        var events: [ReaderEvent] = []
        probe.moveFocus(to: openerStop.orderIndex, into: &events)
        probe.activate(into: &events)
        guard probe.openLayers.last?.element == dialog, let closerStop = probe.stop(holding: index.reference(at: closer)) else {
            return nil
        }
        events = []
        probe.moveFocus(to: closerStop.orderIndex, into: &events)
        events = []
        probe.activate(into: &events)
        return (probe.focus, events.spoken)
    }
}
