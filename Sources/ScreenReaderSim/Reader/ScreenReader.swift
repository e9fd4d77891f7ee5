/// A virtual screen reader (or a bare keyboard) running on a screen: takes gestures and keys, returns what happened.
///
/// Create one with ``VoiceOver``, ``TalkBack`` or ``KeyboardOnly``, drive it, and check what it said:
///
///     let voiceOver = try VoiceOver(screen)
///     voiceOver.swipeRight()
///     #expect(voiceOver.lastSpoken == "Notifications, heading")
///
/// Focus stops are built once per screen and platform and shared (see ``CompiledScreen``). Moving focus is O(1): the next stop is the next position, and the next
/// keyboard-reachable stop comes from a table. A state change writes one slot of the state list and never rebuilds stops.
public class ScreenReader {
    /// Who receives the input.
    public let kind: ReaderKind
    /// The screen this reader runs on, indexed and ordered once and shared with every other reader of it.
    public let compiled: CompiledScreen
    /// The platform's rules (speech table, boundary behaviour, activation keys).
    package var rules: PlatformRules { sharedRules.rules }
    /// The platform's rules, held once for the process: a reader refers to them rather than copying them.
    let sharedRules: SharedPlatformRules
    /// The profile's speech with its settings applied, resolved once when the reader is made (never per input).
    let speech: ReaderSpeech
    /// How much history ``log`` keeps.
    public let logRetention: EventLogRetention
    /// The focus order navigation runs over: this platform's order of the screen, shared with every reader of it, or
    /// while a dialog or menu is open, that layer's own order (see ScreenReader+Layers).
    var order: FocusOrder {
        // The touch table kept for the order it had is dropped with it, so no other order (not even one made at the
        // address of a freed one) is ever taken for it.
        didSet {
            touchPositions = nil
            lastFocusContainer = nil
        }
    }
    /// Each element's live state, by element index: the compiled screen's declared states until the first change.
    var states: ControlStateTable
    /// The focused stop's position in ``order`` (the fuzz target checks it against ``navigable(after:)``).
    package internal(set) var focusPosition: Int?
    /// TalkBack: the end a swipe was just swallowed at; the next swipe that way wraps.
    var swallowedAt: Edge?
    /// The kept history (for ``EventLogRetention/recent(_:)``, up to twice the bound before it is trimmed).
    private var history: [ReaderEvent] = []
    /// The last utterance spoken, kept whatever the log retention.
    private var lastUtterance: String?
    /// The text field being edited, by element index.
    var editingElement: Int?
    /// Stops hidden before each position by closed regions, built on first use when the screen has expandables.
    var visibleCounter: VisibleStopCounter?
    /// The first activation that left the screen (a link, or a control that `navigates`): the control and where it
    /// went. Readers carry on as before; a scenario's later inputs have no effect (see ``ScenarioRunner``).
    package internal(set) var leftScreen: (element: ElementReference, destination: String)?
    /// Dialogs and menus open over the screen, innermost last: focus moves only among the top one's stops.
    var openLayers: [OpenLayer] = []
    /// What swipe up and down move by (VoiceOver's rotor, TalkBack's reading controls), once chosen.
    var rotorChoice: RotorChoice?
    /// Where a touch on each label that names its stop lands in the screen's own order, with the stop's content (shared
    /// by every reader of the screen, see ``FocusOrder/touchPositions``), fetched once the order's readers have touched
    /// by label often enough (``FocusOrder/touchPositionsOnceWorthBuilding()``), with the current ``order`` (dropped when
    /// the order changes).
    private var touchPositions: TouchPositions?
    /// The stop focus last moved to, by position in ``order``, and its container (a radio group, segmented control or
    /// tab bar; nil for none): what ``isArriving(at:from:)`` reads when focus moves on from there, instead of that
    /// stop's content in the order (which a touch answered from ``TouchPositions`` never read: on a big screen, a trip to
    /// memory for its entry and another for its box of rarer parts). Dropped when the order changes.
    private var lastFocusContainer: (position: Int, container: Int?)?

    /// Starts `kind` on `screen`, focus before the first stop and every element in its declared state.
    /// - Throws: ``FocusOrderError`` when the screen's `before`/`after` overrides cycle or name an unknown id, and
    ///   ``FocusOrderError/invalidScreen(_:)`` when it has an error a scenario file would reject (``Screen/validate()``).
    public init(_ kind: ReaderKind, screen: Screen) throws(FocusOrderError) {
        let compiled = try Self.compiledChecked(screen)
        self.kind = kind
        self.compiled = compiled
        self.sharedRules = SharedPlatformRules.shared(for: kind.platform)
        self.speech = ReaderSpeech.resolve(kind)
        self.logRetention = .all
        self.order = try compiled.focusOrder(for: kind.platform)
        self.states = compiled.initialStates
        openStartingLayers()
    }

    /// Starts `kind` on an already compiled screen, sharing its index and focus order: creating a reader this way
    /// costs no work per element, however large the screen.
    /// - Parameter log: How much history ``log`` keeps; every input returns its events whatever this says.
    /// - Throws: ``FocusOrderError`` when the screen's `before`/`after` overrides cycle or name an unknown id.
    public init(_ kind: ReaderKind, screen compiled: CompiledScreen, log: EventLogRetention = .all) throws(FocusOrderError) {
        self.kind = kind
        self.compiled = compiled
        self.sharedRules = SharedPlatformRules.shared(for: kind.platform)
        self.speech = ReaderSpeech.resolve(kind)
        self.logRetention = log
        self.order = try compiled.focusOrder(for: kind.platform)
        self.states = compiled.initialStates
        openStartingLayers()
    }

    /// Starts `kind` on a compiled screen speaking `speech` (a phrase table of the caller's own, laid out), sharing the
    /// screen's index and focus order.
    init(_ kind: ReaderKind, screen compiled: CompiledScreen, log: EventLogRetention, speech: ReaderSpeech) throws(FocusOrderError) {
        self.kind = kind
        self.compiled = compiled
        self.sharedRules = SharedPlatformRules.shared(for: kind.platform)
        self.speech = speech
        self.logRetention = log
        self.order = try compiled.focusOrder(for: kind.platform)
        self.states = compiled.initialStates
        openStartingLayers()
    }

    /// `screen` compiled, after the checks a scenario file's screen gets.
    /// - Throws: ``FocusOrderError/invalidScreen(_:)`` when it has an error a scenario file would reject.
    static func compiledChecked(_ screen: Screen) throws(FocusOrderError) -> CompiledScreen {
        let compiled = CompiledScreen(screen)
        let errors = ScreenValidator.problems(of: compiled, includingOrder: false).filter { $0.severity == .error }
        if !errors.isEmpty { throw .invalidScreen(ScreenValidationError(problems: errors)) }
        return compiled
    }

    /// The screen as declared.
    public var screen: Screen { compiled.index.screen }

    /// The screen, indexed.
    public var index: ScreenIndex { compiled.index }

    /// Events since the reader started, as ``logRetention`` keeps them (all of them by default).
    public var log: [ReaderEvent] {
        guard case .recent(let limit) = logRetention, history.count > limit else { return history }
        return Array(history.suffix(max(limit, 0)))
    }

    /// Puts the reader back where it started: focus before the first stop, every element in its declared state,
    /// no history. O(1) when nothing changed state.
    public func reset() {
        states = compiled.initialStates
        focusPosition = nil
        swallowedAt = nil
        history = []
        lastUtterance = nil
        closeAllLayers()
        editingElement = nil
        visibleCounter = nil
        leftScreen = nil
        rotorChoice = nil
        openStartingLayers()
    }

    // MARK: - Reading state

    /// The focus stops a user can visit now, in this platform's order (none inside a collapsed expandable).
    public var stops: [FocusStop] { visibleStops }

    /// The focused stop, or nil before the first input.
    public var focus: FocusStop? { focusPosition.map(shownStop(at:)) }

    /// Every utterance since the reader started, in order (as much of it as ``logRetention`` keeps).
    public var spokenLog: [String] { log.compactMap(\.utterance) }

    /// The last utterance, if anything was spoken (kept whatever the log retention).
    public var lastSpoken: String? { lastUtterance }

    /// The live state of `element`: on/off, checked, selected, or a stepper's value.
    public func state(of element: ElementReference) -> ControlState? { owns(element) ? state(at: element.index) : nil }

    /// The live state of the element a label (or id) names.
    /// - Throws: ``LookupError`` when the label names nothing or two controls.
    public func state(of label: String) throws(LookupError) -> ControlState? { state(of: try element(label)) }

    /// Whether `element` can be used now: it and its containers are enabled.
    public func isEnabled(_ element: ElementReference) -> Bool { owns(element) && isEnabled(element: element.index) }

    /// Whether the element at `element` of this reader's screen can be used now: it and its containers are enabled.
    func isEnabled(element: Int) -> Bool { index.isEffectivelyEnabled[element] }

    /// Whether the stop can be acted on now: declared enabled, and a stepper button not at its bound.
    public func isEnabled(_ stop: FocusStop) -> Bool { owns(stop) && isEnabled(position: stop.orderIndex) }

    /// The element a label (or id) names, by the scenario rules (a control wins over a text with the same label).
    /// - Throws: ``LookupError`` when the label names nothing or two controls.
    public func element(_ label: String) throws(LookupError) -> ElementReference { try index.element(label) }

    /// The stop a touch on `element` lands on (a row's child lands on the row, a stepper on its decrement button).
    public func stop(holding element: ElementReference) -> FocusStop? {
        guard owns(element) else { return nil }
        return order.stopHolding[element.index].map(shownStop(at:))
    }

    /// Whether focus is on the stop that holds `element` (either half of a stepper, a row for anything merged into it).
    public func isFocused(_ element: ElementReference) -> Bool {
        owns(element) && isFocused(element: element.index)
    }

    /// Whether focus is on the stop that holds the element at `element` of this reader's screen.
    func isFocused(element: Int) -> Bool {
        guard let position = focusPosition else { return false }
        return order.contents[position].element == element || order.stopHolding[element] == position
    }

    /// What focus on `stop` would speak now, in the platform's words.
    /// A stop of another screen has no announcement here: the result is empty.
    public func announcement(for stop: FocusStop) -> String {
        owns(stop) ? announcement(at: stop.orderIndex, arrivingFrom: focusPosition) : ""
    }

    /// Whether `element` is this reader's screen's element (a reference from another screen is not).
    public func owns(_ element: ElementReference) -> Bool {
        index.elements.indices.contains(element.index) && index.reference(at: element.index) == element
    }

    /// Whether `stop` is one of this reader's stops.
    public func owns(_ stop: FocusStop) -> Bool {
        order.contents.indices.contains(stop.orderIndex) && order.stop(at: stop.orderIndex) == stop
    }

    /// The utterances this platform would speak for each stop, in order: the screen's reading order as heard.
    public var announcements: [String] {
        var previous: Int?
        return visibleStops.map { stop in
            defer { previous = stop.orderIndex }
            return announcement(at: stop.orderIndex, arrivingFrom: previous)
        }
    }

    /// What focus arriving at `position` from the stop at `previous` speaks: a segment or tab says its control's
    /// label first when `previous` is outside that control; a text field being edited says so.
    func announcement(at position: Int, arrivingFrom previous: Int?) -> String {
        announcement(at: position, arrivingFrom: previous, controlState: order.contents[position].control.flatMap { states[$0] })
    }

    /// ``announcement(at:arrivingFrom:)`` with the stop's control's live state already read.
    func announcement(at position: Int, arrivingFrom previous: Int?, controlState: ControlState?) -> String {
        // The stop's content is read where it is, through the list's buffer (a copy would retain its name and extras).
        order.contents.withUnsafeBufferPointer { contents in
            announcement(of: contents[position], arrivingFrom: previous, controlState: controlState)
        }
    }

    /// The live state of the element at `element` of this reader's screen.
    func state(at element: Int) -> ControlState? { states[element] }

    /// ``announcement(at:arrivingFrom:controlState:)`` of a stop whose content the caller holds (from the order's list,
    /// or a copy of it).
    func announcement(of content: StopContent, arrivingFrom previous: Int?, controlState: ControlState?) -> String {
        let arriving = isArriving(at: content, from: previous)
        return speech.phrases.utterance(
            for: content,
            state: spokenState(controlState, of: content),
            isEnabled: isEnabled(declared: content.isDeclaredEnabled, part: content.part, control: content.control),
            isEditing: editingElement != nil && editingElement == content.control,
            arrivingFromOutside: arriving,
            containerLabel: arriving ? spokenContainerLabel(of: content) : ""
        )
    }

    /// The label a stop arrived at from outside its container speaks first: the container's name, read from the screen
    /// (empty for a stop that speaks none, a radio's). `known` is the label when the caller holds it (a touch's table).
    @inline(__always)
    private func spokenContainerLabel(of content: StopContent, known: String? = nil) -> String {
        guard content.speaksContainerLabel, let container = content.container else { return "" }
        return known ?? index.storage.elements[container].name
    }

    /// What focus landing on a stop speaks, appended to `events`: its description, then the hint utterance a device
    /// profile speaks after it (<doc:ReaderProfiles>) when there is one. The stop's enabled and editing state is read
    /// once for both utterances; a stepper's bounds are read from its declaration unless `stepperBounds` gives them.
    /// `containerLabel`: the label of the stop's container when the caller holds it (else read from the screen, if spoken).
    func appendSpeech(
        of content: StopContent, arrivingFrom previous: Int?, controlState: ControlState?,
        stepperBounds: ClosedRange<Int>? = nil, containerLabel: String? = nil, into events: inout [ReaderEvent]
    ) {
        let phrases = speech.phrases
        let isEnabled = isEnabled(
            declared: content.isDeclaredEnabled, part: content.part, control: content.control, bounds: stepperBounds)
        let isEditing = editingElement != nil && editingElement == content.control
        let arriving = isArriving(at: content, from: previous)
        events.append(.spoken(phrases.utterance(
            for: content, state: spokenState(controlState, of: content), isEnabled: isEnabled, isEditing: isEditing,
            arrivingFromOutside: arriving,
            containerLabel: arriving ? spokenContainerLabel(of: content, known: containerLabel) : "")))
        guard phrases.separatesHint else { return }
        let hint = phrases.hintUtterance(for: content, state: controlState, isEnabled: isEnabled, isEditing: isEditing)
        if !hint.isEmpty { events.append(.spoken(hint)) }
    }

    /// Whether focus reaching `content` from the stop at `previous` comes from outside the stop's container (a
    /// segmented control or tab bar), so the container's label is spoken first.
    @inline(__always)
    private func isArriving(at content: StopContent, from previous: Int?) -> Bool {
        guard let container = content.container else { return false }
        guard let previous else { return true }
        if let last = lastFocusContainer, last.position == previous { return last.container != container }
        return order.contents[previous].container != container
    }

    /// The state as spoken: a slider's value as a percentage of its range where the profile speaks it so.
    @inline(__always)
    func spokenState(_ state: ControlState?, of content: StopContent) -> ControlState? {
        guard content.role.isAdjustable, speech.phrases.slidersSpeakPercentOfRange, case .value(let value)? = state,
              let control = content.control, let range = index.elements[control].range else { return state }
        return .value(range.percentage(of: value))
    }

    /// Whether the stop at `position` is enabled now.
    func isEnabled(position: Int) -> Bool {
        // The fields are read in place: copying the stop's content would retain its name and extras.
        let contents = order.contents
        return isEnabled(
            declared: contents[position].isDeclaredEnabled, part: contents[position].part, control: contents[position].control)
    }

    /// Whether a stop is enabled now: as declared, except a stepper's button, dimmed at its bound (`bounds`, or when
    /// nil its declared range).
    private func isEnabled(declared: Bool, part: FocusStop.Part, control: Int?, bounds: ClosedRange<Int>? = nil) -> Bool {
        guard declared else { return false }
        // Only a stepper's buttons depend on the live state (dimmed at a bound): nothing else reads it.
        guard part == .decrement || part == .increment, speech.stepperDimsAtBound else { return true }
        guard let control, case .value(let value)? = states[control],
              let range = bounds ?? index.elements[control].range.map({ $0.minimum...$0.maximum }) else { return true }
        switch part {
        case .decrement: return value > range.lowerBound
        case .increment: return value < range.upperBound
        default: return true
        }
    }

    // MARK: - Input

    /// Performs one input and returns what happened, in order (also appended to ``log``).
    /// - Throws: ``LookupError`` only for a touch whose label names nothing, two controls, or an element in no stop.
    @discardableResult
    public func perform(_ input: Input) throws(LookupError) -> [ReaderEvent] {
        // Room for a move and its speech (and a little more) at once, so the common input allocates its array once.
        var events: [ReaderEvent] = []
        events.reserveCapacity(4)
        // A touch whose label names nothing throws before anything happens, so it is no input in between two swipes.
        // A touch is handled apart, so no other input carries (and destroys) its target.
        if case .touch(let label) = input {
            if kind.speaks, let target = recordedTouchTarget(label) {
                swallowedAt = nil
                if let content = target.content {
                    touch(target.position, content: content, stepperBounds: target.stepperBounds,
                          containerLabel: target.containerLabel, startingStateCode: target.startingStateCode, into: &events)
                } else {
                    touch(target.position, into: &events)
                }
                record(events)
                return events
            }
            let (touched, touchBlocked) = try touchTarget(label)
            swallowedAt = nil
            if !kind.speaks {
                events.append(.noEffect(.noScreenReader(input)))
            } else if let touched {
                touch(touched.orderIndex, into: &events)
            } else if let touchBlocked {
                events.append(.noEffect(touchBlocked))
            }
            record(events)
            return events
        }
        let swallowed = swallowedAt
        swallowedAt = nil
        switch input {
        case .type(let text):
            type(text, into: &events)
        case .announce(let text):
            swallowedAt = swallowed  // the app speaking is no move: TalkBack's swallowed edge stays
            events.append(.announced(text))
            if kind.speaks { events.append(.spoken(text)) }
        case .openDialog(let id):
            openDialog(id, into: &events)
        case .touch:
            break  // handled above
        case .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .escape, .doubleTap, .rotor:
            guard kind.speaks else {
                events.append(.noEffect(.noScreenReader(input)))
                break
            }
            switch input {
            case .swipeRight: swipe(toward: .end, swallowed: swallowed, into: &events)
            case .swipeLeft: swipe(toward: .start, swallowed: swallowed, into: &events)
            case .swipeUp: if rotorChoice != nil { rotorMove(forward: false, into: &events) } else { adjust(by: 1, into: &events) }
            case .swipeDown: if rotorChoice != nil { rotorMove(forward: true, into: &events) } else { adjust(by: -1, into: &events) }
            case .rotor(let choice): chooseRotor(choice, into: &events)
            case .escape: escape(into: &events)
            case .doubleTap: activate(into: &events)
            case .touch, .press, .type, .announce, .openDialog: break
            }
        case .press(let key):
            press(key, into: &events)
        }
        record(events)
        return events
    }

    func record(_ events: [ReaderEvent]) {
        // The last utterance, found from the end where the events are (no reversed copy, no event copied out).
        let last = events.withUnsafeBufferPointer { events -> String? in
            var place = events.endIndex
            while place > events.startIndex {
                place -= 1
                if case .spoken(let text) = events[place] { return text }
            }
            return nil
        }
        if let last { lastUtterance = last }
        switch logRetention {
        case .all:
            history.append(contentsOf: events)
        case .recent(let limit):
            history.append(contentsOf: events)
            // Trim in batches so appending stays O(1) amortized; `log` shows only the last `limit`.
            if history.count > 2 * max(limit, 1) { history.removeFirst(history.count - max(limit, 0)) }
        case .none:
            break
        }
    }

    /// Puts back what `events` changed (states, in reverse) and starts focus over: trying an activation costs O(events).
    func rewind(undoing events: [ReaderEvent]) {
        for case .stateChanged(let element, let from, _) in events.reversed() { states[element.index] = from }
        let layersWereOpen = !openLayers.isEmpty
        focusPosition = nil
        swallowedAt = nil
        lastUtterance = nil
        closeAllLayers()
        editingElement = nil
        if layersWereOpen {
            visibleCounter = nil  // rebuilt from the live states on first use
        } else {
            // The closed regions follow the states put back: only the regions below each changed owner are redone.
            for case .stateChanged(let element, _, _) in events { regionChanged(owner: element.index) }
        }
        rotorChoice = nil
        openStartingLayers()
    }

    /// Swipes right: the next stop, spoken.
    @discardableResult public func swipeRight() -> [ReaderEvent] { performWithoutLookup(.swipeRight) }

    /// Swipes left: the previous stop, spoken.
    @discardableResult public func swipeLeft() -> [ReaderEvent] { performWithoutLookup(.swipeLeft) }

    /// Swipes up: raises a focused slider by one step.
    @discardableResult public func swipeUp() -> [ReaderEvent] { performWithoutLookup(.swipeUp) }

    /// Swipes down: lowers a focused slider by one step.
    @discardableResult public func swipeDown() -> [ReaderEvent] { performWithoutLookup(.swipeDown) }

    /// Types `text` into the text field being edited.
    @discardableResult public func type(_ text: String) -> [ReaderEvent] { performWithoutLookup(.type(text)) }

    /// The escape gesture (two-finger scrub, back): ends text editing.
    @discardableResult public func escape() -> [ReaderEvent] { performWithoutLookup(.escape) }

    /// Double taps: activates the focused stop.
    @discardableResult public func doubleTap() -> [ReaderEvent] { performWithoutLookup(.doubleTap) }

    /// Presses a key on an external keyboard.
    @discardableResult public func press(_ key: Key) -> [ReaderEvent] { performWithoutLookup(.press(key)) }

    /// Touches the element a label (or id) names: focus lands on the stop holding it, which is spoken.
    /// - Throws: ``LookupError`` when the label names nothing, two controls, or an element in no stop.
    @discardableResult public func touch(_ label: String) throws(LookupError) -> [ReaderEvent] { try perform(.touch(label)) }

    private func performWithoutLookup(_ input: Input) -> [ReaderEvent] {
        do { return try perform(input) } catch { return [] }  // only touches look labels up
    }

    /// How many touches by label the readers of a big screen make before its touch table is built (see
    /// ``FocusOrder/touchPositionsOnceWorthBuilding()``): what a benchmark or a test touches first to time or check the
    /// table rather than the lookups before it.
    package static var touchesBeforeTouchTable: Int { TouchPositions.touchesBeforeBuilding }

    /// Where a touch on `label` lands, read from the screen's ``TouchPositions`` (with the stop's content, when it holds
    /// it whole) when the table has the label: a big screen, no dialog or menu open (the label's element is in none, so
    /// nothing blocks it), and a label that finds one element in a stop, no id. Nil otherwise: ``touchTarget(_:)`` looks
    /// the label up.
    private func recordedTouchTarget(_ label: String) -> TouchPositions.Target? {
        // On a small screen the label table itself is as quick: no table is built for it.
        guard openLayers.isEmpty, index.storage.elements.count >= TouchPositions.minimumElements else { return nil }
        if touchPositions == nil { touchPositions = order.touchPositionsOnceWorthBuilding() }
        return touchPositions?.target(of: label, hash: LabelTable.hash(ofLabel: label))
    }

    /// The stop a touch on `label` lands on, or why an open or closed dialog or menu keeps it from landing.
    /// Works by element index: the lookup resolves the label once and no reference is built unless it is reported.
    private func touchTarget(_ label: String) throws(LookupError) -> (stop: FocusStop?, blocked: NoEffectReason?) {
        let touched = try index.storage.elementIndex(label)
        if let blocked = layerBlock(touching: touched) { return (nil, blocked) }
        guard let position = order.stopHolding[touched] else { throw .notInAnyStop(index.reference(at: touched)) }
        return (shownStop(at: position), nil)
    }

    // MARK: - Moving focus

    private func swipe(toward edge: Edge, swallowed: Edge?, into events: inout [ReaderEvent]) {
        let next: Int? = switch (edge, focusPosition) {
        case (.end, let position): navigable(after: position)
        case (.start, nil): nil
        case (.start, let position?): navigable(before: position)
        }
        if let next {
            moveFocus(to: next, into: &events)
            return
        }
        if sharedRules.rules.boundary == .swallowThenWrap && swallowed == edge,
           let wrapped = edge == .end ? navigable(after: nil) : navigable(before: nil) {
            moveFocus(to: wrapped, into: &events)
            return
        }
        events.append(.boundaryReached(edge))
        if sharedRules.rules.boundary == .swallowThenWrap { swallowedAt = edge }
    }

    /// Moves focus to `position` and speaks it.
    func moveFocus(to position: Int, into events: inout [ReaderEvent]) {
        let previous = takeFocus(to: position, control: order.contents[position].control, into: &events)
        events.append(.focusMoved(shownStop(at: position)))
        guard kind.speaks else { return }
        let state = order.contents[position].control.flatMap { states[$0] }
        // The content is read where it is (a copy would retain its name and extras).
        order.contents.withUnsafeBufferPointer { contents in
            appendSpeech(of: contents[position], arrivingFrom: previous, controlState: state, into: &events)
            lastFocusContainer = (position, contents[position].container)
        }
    }

    /// ``moveFocus(to:into:)`` for a stop whose content the caller holds (a touch's, from ``TouchPositions``), with its
    /// stepper's bounds when the caller holds them too, and the code of the state its control is declared with (its
    /// state now, unless this reader changed it: ``ControlStateTable/state(at:startingCode:)``).
    func moveFocus(
        to position: Int, content: StopContent, stepperBounds: ClosedRange<Int>?, containerLabel: String?,
        startingStateCode: UInt8, into events: inout [ReaderEvent]
    ) {
        let previous = takeFocus(to: position, control: content.control, into: &events)
        events.append(.focusMoved(shownStop(at: position, content: content)))
        guard kind.speaks else { return }
        appendSpeech(
            of: content, arrivingFrom: previous,
            controlState: content.control.flatMap { states.state(at: $0, startingCode: startingStateCode) },
            stepperBounds: stepperBounds, containerLabel: containerLabel, into: &events)
        lastFocusContainer = (position, content.container)
    }

    /// Puts focus on `position`, whose control is `control`, ending the editing of a text field it leaves; returns where
    /// focus was.
    private func takeFocus(to position: Int, control: @autoclosure () -> Int?, into events: inout [ReaderEvent]) -> Int? {
        let previous = focusPosition
        if let field = editingElement, control() != field { endEditing(into: &events) }
        focusPosition = position
        return previous
    }
}
