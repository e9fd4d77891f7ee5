import ScreenReaderSim

extension ScreenReader {
    /// Swipes (right, or left when focus is past it) until the stop at `position` has focus; returns what was last spoken.
    @discardableResult
    func swipe(to position: Int) -> String? {
        var spoken: String?
        var remaining = stops.count + 2
        while focus?.position != position && remaining > 0 {
            let events = (focus.map { $0.position < position } ?? true) ? swipeRight() : swipeLeft()
            spoken = events.compactMap(\.utterance).last ?? spoken
            remaining -= 1
        }
        return spoken
    }
}

extension ScreenReader {
    /// The names of the stops' elements, in order, with a stepper's part: `["A", "Guests (decrement)"]`.
    var stopNames: [String] {
        stops.map { stop in
            switch stop.part {
            case .whole: stop.element.name
            case .groupLabel: "\(stop.element.name) (label)"
            case .decrement, .increment, .title, .dismiss: "\(stop.element.name) (\(stop.part.rawValue))"
            }
        }
    }
}
