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
