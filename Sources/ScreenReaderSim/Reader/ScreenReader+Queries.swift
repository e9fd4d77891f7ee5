/// Finding stops and elements the way a test reads a screen: by label, by kind, by state (as Compose's
/// `onNodeWithText(...)` or ViewInspector's `find(...)` do), with a label-taking overload of every element question.
///
///     let talkBack = try TalkBack(screen)
///     #expect(try talkBack.isEnabled("Save"))
///     #expect(talkBack.stops(labelled: "Wi-Fi").count == 1)
///     #expect(talkBack.elements(inState: .on).map(\.name) == ["Wi-Fi"])
///     #expect(talkBack.readingOrder == ["Notifications, heading", "On, Wi-Fi, switch, double tap to toggle"])
extension ScreenReader {
    // MARK: - The whole reading order

    /// What this reader speaks on each of its stops, in order: the screen's reading order as heard, in one value to
    /// compare (``announcements`` under the name a test looks for).
    public var readingOrder: [String] { announcements }

    // MARK: - Stops

    /// The stops whose spoken name matches `label` (compared like speech), in reading order: a row is found by its text.
    public func stops(labelled label: String) -> [FocusStop] {
        stops.filter { Speech.matches($0.element.name, label) || $0.control.map { Speech.matches($0.name, label) } == true }
    }

    /// The stops of elements of `kind` (a row's stop counts as its control's kind too), in reading order.
    public func stops(ofKind kind: ElementKind) -> [FocusStop] {
        stops.filter { $0.element.kind == kind || $0.control?.kind == kind }
    }

    /// The stops whose control is now in `state`, in reading order.
    public func stops(inState state: ControlState) -> [FocusStop] {
        stops.filter { self.state(of: $0.control ?? $0.element) == state }
    }

    /// The stops for which `predicate` holds, in reading order.
    public func stops(where predicate: (FocusStop) -> Bool) -> [FocusStop] { stops.filter(predicate) }

    /// The stops that are enabled now (a stepper button at its bound is not), in reading order.
    public var enabledStops: [FocusStop] { stops.filter { isEnabled($0) } }

    /// The stop that holds the element named `label`, nil when no stop does.
    /// - Throws: ``LookupError`` when no element, or several controls, answer to `label`.
    public func stop(holding label: String) throws(LookupError) -> FocusStop? { stop(holding: try element(label)) }

    // MARK: - Elements

    /// Every element of the screen, in declaration order (hidden and decorative ones too).
    public var elements: [ElementReference] { index.references }

    /// The elements of `kind`, in declaration order.
    public func elements(ofKind kind: ElementKind) -> [ElementReference] { elements.filter { $0.kind == kind } }

    /// The elements now in `state`, in declaration order.
    public func elements(inState state: ControlState) -> [ElementReference] {
        elements.filter { self.state(of: $0) == state }
    }

    /// The elements for which `predicate` holds, in declaration order.
    public func elements(where predicate: (ElementReference) -> Bool) -> [ElementReference] { elements.filter(predicate) }

    // MARK: - Label-taking overloads

    /// Whether the element named `label` is enabled (as declared, and inside no disabled container).
    /// - Throws: ``LookupError`` when no element, or several controls, answer to `label`.
    public func isEnabled(_ label: String) throws(LookupError) -> Bool { isEnabled(try element(label)) }

    /// Whether focus is on the stop holding the element named `label`.
    /// - Throws: ``LookupError`` when no element, or several controls, answer to `label`.
    public func isFocused(_ label: String) throws(LookupError) -> Bool { isFocused(try element(label)) }

    /// Whether the dialog or menu named `label` is open now.
    /// - Throws: ``LookupError`` when no element, or several controls, answer to `label`.
    public func isOpen(_ label: String) throws(LookupError) -> Bool { isOpen(try element(label)) }

    /// What this reader says on the stop holding the element named `label` (its first stop, for a stepper).
    /// - Throws: ``LookupError`` when no element answers to `label`, several controls do, or it is in no stop.
    public func announcement(for label: String) throws(LookupError) -> String {
        let reference = try element(label)
        guard let stop = stop(holding: reference) else { throw .notInAnyStop(reference) }
        return announcement(for: stop)
    }

    /// The custom actions the element named `label` declares (``Element/accessibilityActions(_:)``), in order.
    /// - Throws: ``LookupError`` when no element, or several controls, answer to `label`.
    public func actions(of label: String) throws(LookupError) -> [String] {
        index.elements[try element(label).index].customActions
    }
}
