import ScreenReaderSim
import Testing

/// Properties that hold on every screen, checked on a fixed set of generated screens (seeded, so every run is the same).
@Suite struct ReaderInvariantTests {
    /// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
    }

    static func screen(seed: UInt64) -> Screen {
        var generator = Generator(state: seed)
        var counter = 0
        func leaf(allowStepper: Bool) -> Element {
            counter += 1
            let label = "E\(counter)"
            var element: Element = switch generator.next(allowStepper ? 9 : 8) {
            case 0: Text(label)
            case 1: Heading(label)
            case 2: Image(label)
            case 3: Icon(label)
            case 4: Button(label)
            case 5: Switch(label, isOn: generator.chance(50))
            case 6: Checkbox(label, isChecked: generator.chance(50))
            case 7: Radio(label, isSelected: generator.chance(30))
            default: Stepper(label, value: generator.next(4), in: 0...3, step: 1 + generator.next(2))
            }
            if generator.chance(15) { element = element.disabled() }
            if generator.chance(10) { element = element.hidden() }
            if generator.chance(10) { element = element.hint("hint \(counter)") }
            if generator.chance(20) { element = element.frame(x: Double(generator.next(4) * 50), y: Double(generator.next(6) * 6),
                                                                width: 40, height: 20) }
            return element
        }
        func node(depth: Int, insideRow: Bool) -> Element {
            guard depth < 3, generator.chance(35) else { return leaf(allowStepper: !insideRow) }
            counter += 1
            let count = 1 + generator.next(4)
            var container: Element
            switch generator.next(insideRow ? 1 : 3) {
            case 0: container = Group { for _ in 0..<count { node(depth: depth + 1, insideRow: insideRow) } }
            case 1: container = Row(generator.chance(30) ? "R\(counter)" : "") {
                for _ in 0..<count { node(depth: depth + 1, insideRow: true) }
            }
            default:
                container = RadioGroup(generator.chance(50) ? "G\(counter)" : "") {
                    for index in 0..<count { Radio("G\(counter).\(index)") }
                }
            }
            if generator.chance(10) { container = container.disabled() }
            if generator.chance(5) { container = container.hidden() }
            return container
        }
        let elements = (0..<(2 + generator.next(8))).map { _ in node(depth: 0, insideRow: false) }
        return Screen("Generated \(seed)", layoutDirection: generator.chance(20) ? .rightToLeft : .leftToRight, elements: elements)
    }

    static let seeds: [UInt64] = Array(1...60)

    @Test(arguments: seeds)
    func swipingRightVisitsEveryStopInOrderSpeakingItsAnnouncement(_ seed: UInt64) throws {
        for reader in [try VoiceOver(Self.screen(seed: seed)), try TalkBack(Self.screen(seed: seed))] as [ScreenReader] {
            let expected = reader.stops.map { reader.announcement(for: $0) }
            var heard: [String] = []
            for stop in reader.stops {
                let events = reader.swipeRight()
                #expect(events.first == .focusMoved(stop))
                heard += events.compactMap(\.utterance)
            }
            #expect(heard == expected)
            #expect(reader.swipeRight() == [.boundaryReached(.end)])
            #expect(reader.stops.map(\.position) == Array(reader.stops.indices))
        }
    }

    @Test(arguments: seeds)
    func tabVisitsExactlyTheEnabledActionableStopsAndShiftTabReversesIt(_ seed: UInt64) throws {
        let reader = try TalkBack(Self.screen(seed: seed))
        let actionable = reader.stops.filter { $0.control != nil && reader.isEnabled($0) }.map(\.position)
        var forward: [Int] = []
        while case .focusMoved(let stop)? = reader.press(.tab).first { forward.append(stop.position) }
        #expect(forward == actionable)
        var backward: [Int] = forward.suffix(1)
        while case .focusMoved(let stop)? = reader.press(.shiftTab).first { backward.append(stop.position) }
        #expect(backward == actionable.reversed())
    }

    @Test(arguments: seeds)
    func touchLandsOnTheStopHoldingEachElementAndActivationKeepsRadiosExclusive(_ seed: UInt64) throws {
        let reader = try VoiceOver(Self.screen(seed: seed))
        let stopsBefore = reader.stops
        let references = reader.index.references
        for element in references where !element.name.isEmpty {
            guard let stop = reader.stop(holding: element) else {
                #expect(throws: LookupError.notInAnyStop(element)) { try reader.touch(element.name) }
                continue
            }
            try reader.touch(element.name)
            #expect(reader.focus == stop)
            let events = reader.doubleTap()
            if element.kind == .radio, stop.control == element, reader.isEnabled(stop) {
                // Grouped radios are labelled "G<group>.<n>"; loose ones "E<n>" and exclude nothing.
                #expect(reader.state(of: element) == .selected)
                let group = element.name.split(separator: ".").first.map(String.init)
                let others = references.filter { $0.kind == .radio && $0 != element }
                for other in others {
                    let sameGroup = element.name.hasPrefix("G") && other.name.split(separator: ".").first.map(String.init) == group
                    let deselected = events.contains(.stateChanged(other, from: .selected, to: .unselected))
                    #expect(deselected == false || sameGroup, "\(other) was deselected by \(element)")
                    if sameGroup { #expect(reader.state(of: other) == .unselected) }
                }
            }
            #expect(reader.focus == stop || events.contains { if case .focusMoved = $0 { true } else { false } })
        }
        #expect(reader.stops == stopsBefore, "state changes never rebuild the order")
    }
}
