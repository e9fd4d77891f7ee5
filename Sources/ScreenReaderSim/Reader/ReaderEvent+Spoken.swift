extension Array where Element == ReaderEvent {
    /// The utterances among these events, in order: `#expect(voiceOver.doubleTap().spoken == ["off"])`.
    public var spoken: [String] { compactMap(\.utterance) }

    /// The state changes among these events, in order, as (element name, from, to).
    public var stateChanges: [(element: String, from: ControlState, to: ControlState)] {
        compactMap { event in
            guard case .stateChanged(let element, let from, let to) = event else { return nil }
            return (element.name, from, to)
        }
    }
}

extension Speech {
    /// ``matches(_:_:)-([String],[String])`` of `expected` and the utterances `events` hold, compared as the events
    /// hold them, without listing them.
    static func matches(_ expected: [String], utterancesOf events: [ReaderEvent]) -> Bool {
        var said = 0
        // Each event is matched where it is, through the list's buffer (copying an event out retains what it holds).
        let allMatched = events.withUnsafeBufferPointer { events in
            for index in events.indices {
                guard case .spoken(let utterance) = events[index] else { continue }
                guard said < expected.count, matches(expected[said], utterance) else { return false }
                said += 1
            }
            return true
        }
        return allMatched && said == expected.count
    }
}
