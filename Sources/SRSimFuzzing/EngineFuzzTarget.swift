import ScreenReaderSim

/// Fuzzes the reader engine through the Swift API: the bytes describe a random screen of every kind (dialogs with
/// ids controls open and close, menus of options, text fields, sliders, expandables) and a list of every kind of input
/// (swipes four ways, touch, type, escape, the rotor, keys), which every reader takes. After each input focus is on one of the reader's stops or nowhere, no disabled control was
/// changed (except a disabled radio, option, segment or tab unselected because its group's selection moved or another
/// beside it is selected, see the fidelity notes),
/// every stepper's value is within its range, and replaying the inputs on a fresh reader gives the same log.
public enum EngineFuzzTarget {
    /// Labels the screens use: repeated on purpose (lookups by label), with odd Unicode, spaces and punctuation.
    static let labels = ["Wi-Fi", "Bluetooth", "Small", "Medium", "Large", "Guests", "OK", "", " ", "wi-fi", "Ünïcødé 🎉",
                         "switch", "a, b. c", "\"quoted\"", "Save"]
    static let ids = ["a", "b", "c", "save", "wifi"]

    /// Checks one input.
    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzedBytes(bytes)
        var budget = 48
        let elements = makeElements(&input, depth: 0, budget: &budget)
        var screen = Screen(input.pick(labels), elements: elements)
        screen.layoutDirection = input.chance(20) ? .rightToLeft : .leftToRight
        var inputs: [Input] = []
        while !input.isExhausted && inputs.count < 64 {
            inputs.append(makeInput(&input))
        }
        // A random screen may break rules a scenario file enforces (two selected radios...): the engine must still
        // read it, so it is compiled as it is, without the validation `ScreenReader(kind, screen:)` does. The readers
        // share one compiled screen, as a scenario run's readers do; the replays share a second, fresh one, so nothing
        // the first readers left in their screen's caches can make a replay agree.
        let compiled = CompiledScreen(screen)
        let fresh = CompiledScreen(screen)
        let facts = try ScreenFacts(compiled.index)
        for kind in ReaderKind.allCases {
            let reader: ScreenReader
            do {
                reader = try ScreenReader(kind, screen: compiled)
            } catch {
                // A traversal cycle: every reader of a platform that applies `before`/`after` must refuse the screen alike
                // (iOS has no such attribute, so VoiceOver and the iOS keyboard ignore them and accept it).
                let applying = ReaderKind.allCases.filter { PlatformRules.rules(for: $0.platform).appliesTraversalOverrides }
                try FuzzFailure.require(
                    PlatformRules.rules(for: kind.platform).appliesTraversalOverrides
                        && applying.allSatisfy { (try? ScreenReader($0, screen: fresh)) == nil },
                    "\(kind) refused a screen another reader accepted: \(error)")
                continue
            }
            try checkStill(reader, facts: facts)
            for step in inputs {
                let events = (try? reader.perform(step)) ?? []
                try check(reader, after: step, events: events, facts: facts)
            }
            // Replay: the same inputs on a fresh reader give the same log.
            let replay = try? ScreenReader(kind, screen: fresh)
            for step in inputs { _ = try? replay?.perform(step) }
            try FuzzFailure.require(replay?.log == reader.log, "\(kind): replaying the same inputs gave a different log")
        }
    }

    /// What the checks need of a screen, found once per screen rather than after every input: its steppers and
    /// sliders with their ranges, and each element's parent.
    struct ScreenFacts {
        let valued: [(reference: ElementReference, range: StepperRange?)]
        /// Each element's parent by index (the index holds the screen's elements depth first), nil at the top.
        let parents: [Int?]

        init(_ index: ScreenIndex) throws(FuzzFailure) {
            let all = index.elements
            valued = all.indices.lazy.filter { all[$0].kind == .stepper || all[$0].kind == .slider }
                .map { (index.reference(at: $0), all[$0].range) }
            var parents: [Int?] = []
            func walk(_ elements: [Element], parent: Int?) {
                for element in elements {
                    let position = parents.count
                    parents.append(parent)
                    walk(element.children, parent: position)
                }
            }
            walk(index.screen.elements, parent: nil)
            try FuzzFailure.require(parents.count == all.count, "the index does not hold the screen's elements depth first")
            self.parents = parents
        }
    }

    static func makeElements(_ input: inout FuzzedBytes, depth: Int, budget: inout Int) -> [Element] {
        var elements: [Element] = []
        let count = input.below(depth == 0 ? 8 : 5)
        for _ in 0..<count where budget > 0 {
            budget -= 1
            let kind = input.pick(ElementKind.allCases)
            var element: Element
            if kind == .stepper || kind == .slider {
                let minimum = input.number(in: -3...3)
                let maximum = minimum + input.below(8)
                let range = StepperRange(minimum: minimum, maximum: maximum, step: input.number(in: 1...4))
                element = Element(kind, input.pick(labels), state: .value(input.number(in: minimum...maximum)), range: range)
                if kind == .slider, input.chance(30) { element = element.percent() }
            } else if kind == .textField, input.chance(40) {
                element = Element(kind, input.pick(labels), state: .text(input.pick(labels)))
                if input.chance(20) { element = element.secure() }
                if input.chance(20) { element = element.placeholder(input.pick(labels)) }
            } else {
                element = Element(kind, input.pick(labels))
                if let state = kind.defaultState, input.chance(40) { element.state = state.toggled }
            }
            if input.chance(15) { element = element.disabled() }
            if input.chance(8) { element = element.hidden() }
            if input.chance(15) { element = element.accessibilityLabel(input.pick(labels)) }
            if input.chance(10) { element = element.hint("Hint") }
            if input.chance(20) { element = element.id(input.pick(ids)) }
            if input.chance(10) { element = element.order(input.number(in: -1...3)) }
            if input.chance(8) { element = element.traversal(after: input.pick(ids)) }
            if input.chance(8) { element = element.traversal(before: input.pick(ids)) }
            if input.chance(15) {
                element = element.frame(x: Double(input.below(4) * 40), y: Double(input.below(6) * 20),
                                        width: Double(input.number(in: 0...3) * 50), height: 44)
            }
            if input.chance(5) { element = element.customRole() }
            if input.chance(5) { element = element.stateless() }
            if input.chance(8) { element = element.keyboardUnreachable() }
            if input.chance(5) { element = element.navigates(to: "Details") }
            if input.chance(5) { element = element.movesFocus(to: input.pick(labels)) }
            // Layers: a dialog has an id a control can open it by; controls open, close and announce.
            if kind == .dialog {
                element = element.id(input.pick(ids))
                if input.chance(30) { element = element.alert() }
            }
            if kind.isControl {
                if input.chance(15) { element = element.opens(input.pick(ids)) }
                if input.chance(10) { element = element.closes() }
                if input.chance(5) { element = element.announces(input.pick(labels)) }
            }
            if kind == .menu, depth < 4 {
                // A menu's children are its options, one perhaps selected.
                element.children = (0..<(1 + input.below(4))).map { _ in
                    var option = Element(.option, input.pick(labels))
                    if input.chance(25) { option.state = .selected }
                    if input.chance(10) { option = option.disabled() }
                    return option
                }
                budget -= element.children.count
            } else if kind.isContainer, depth < 4 {
                element.children = makeElements(&input, depth: depth + 1, budget: &budget)
            }
            elements.append(element)
        }
        return elements
    }

    /// Every input a scenario step can give: swipes four ways, double tap, touch, type, escape, the rotor and keys.
    static func makeInput(_ input: inout FuzzedBytes) -> Input {
        switch input.below(11) {
        case 0: .swipeRight
        case 1: .swipeLeft
        case 2: .swipeUp
        case 3: .swipeDown
        case 4: .doubleTap
        case 5: .touch(input.pick(labels))
        case 6: .type(input.pick(labels))
        case 7: .escape
        case 8: .rotor(input.pick(RotorChoice.allCases))
        default: .press(input.pick(Key.allCases))
        }
    }

    /// Invariants that hold between inputs.
    static func checkStill(_ reader: ScreenReader, facts: ScreenFacts) throws(FuzzFailure) {
        // Focus is on one of the reader's stops: its position is one the reader can visit, and its number is its place
        // among them. This walks the positions `stops` walks without building every stop after every input (which
        // cost the target about a quarter of its time).
        if let position = reader.focusPosition {
            var place = 0
            var walk = reader.navigable(after: nil)
            while let current = walk, current < position {
                place += 1
                walk = reader.navigable(after: current)
            }
            try FuzzFailure.require(walk == position && reader.focus?.position == place,
                                    "\(reader.kind): focus \(String(describing: reader.focus)) is not one of the reader's stops")
        }
        for (reference, range) in facts.valued {
            guard case .value(let value) = reader.state(of: reference), let range else {
                throw FuzzFailure("\(reader.kind): \(reference) has no value")
            }
            try FuzzFailure.require(range.contains(value), "\(reader.kind): \(reference) is at \(value), outside \(range)")
        }
        // Focus is confined to the innermost open layer: on a stop of its order (checked above), and the layer open.
        for layer in reader.openLayerElements {
            try FuzzFailure.require(layer.kind.opensLayer, "\(reader.kind): \(layer) is open but opens no layer")
        }
    }

    static func check(_ reader: ScreenReader, after step: Input, events: [ReaderEvent], facts: ScreenFacts) throws(FuzzFailure) {
        try checkStill(reader, facts: facts)
        // One selection at a time: a disabled radio, option, segment or tab is unselected when another of its kind is
        // selected (or a menu's value changes) by the same input, as its group keeps one selection; or when another of
        // its kind beside it is selected after the input (a random screen may select two in a group: choosing the one
        // already selected, which changes nothing else, unselects the other).
        guard events.contains(where: { if case .stateChanged = $0 { true } else { false } }) else { return }
        let exclusive: Set<ElementKind> = [.radio, .option, .segment, .tab]
        var selectedKinds: Set<ElementKind> = []
        for event in events {
            guard case .stateChanged(let element, _, let to) = event else { continue }
            if exclusive.contains(element.kind), to == .selected { selectedKinds.insert(element.kind) }
            if element.kind == .menu { selectedKinds.insert(.option) }
        }
        for event in events {
            guard case .stateChanged(let element, let from, let to) = event else { continue }
            let unselectedByItsGroup = to == .unselected
                && (selectedKinds.contains(element.kind) || hasSelectedSibling(element, in: reader, facts: facts))
            try FuzzFailure.require(reader.isEnabled(element) || unselectedByItsGroup,
                                    "\(reader.kind): \(step) changed disabled \(element) from \(from) to \(to)")
        }
    }

    /// Whether another element of `element`'s kind with the same parent is selected now.
    static func hasSelectedSibling(_ element: ElementReference, in reader: ScreenReader, facts: ScreenFacts) -> Bool {
        let parent = facts.parents[element.index]
        return facts.parents.indices.contains { position in
            guard position != element.index, facts.parents[position] == parent else { return false }
            let sibling = reader.index.reference(at: position)
            return sibling.kind == element.kind && reader.state(of: sibling) == .selected
        }
    }
}
