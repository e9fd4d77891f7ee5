import Foundation
import Testing
@testable import ScreenReaderSim

/// The label table answers every label as the rule says, worked out here by a scan of every label added: its one
/// control, else its first element, or the list of its controls when two or more controls answer to it. On label lists
/// and on screens (bundled ones, generated ones and ones of many shared labels), for labels written any way speech
/// allows, with the builder sized for its labels, for fewer, for one (grown many times), or for many more.
@Suite struct LabelTableTests {
    /// One label added to a table: the label, its element and whether that element is a control.
    struct Added {
        /// The label as written.
        let label: String
        /// The element it names.
        let element: Int
        /// Whether the element is a control.
        let isControl: Bool
    }

    /// What the rule says `probe` finds among `added`: a scan of every label added, in order.
    static func expectedMatch(_ probe: String, in added: [Added]) -> LabelMatch? {
        rule(added.filter { Speech.matches($0.label, probe) })
    }

    /// The rule, for the labels that compare alike, in the order added: their one control, else their first element,
    /// or the list of their controls.
    static func rule(_ matching: [Added]) -> LabelMatch? {
        guard let first = matching.first else { return nil }
        let controls = matching.filter(\.isControl).map(\.element)
        return controls.count > 1 ? .ambiguous(controls) : .element(controls.first ?? first.element)
    }

    /// What the rule says each of `probes` finds among `added`, the labels gathered by their comparison form (labels
    /// compare alike like speech when their forms are the same: a scan per probe of a big list takes too long).
    static func expectedMatches(_ probes: [String], in added: [Added]) -> [LabelMatch?] {
        var alike: [String: [Added]] = [:]
        for entry in added { alike[Speech.normalized(entry.label), default: []].append(entry) }
        return probes.map { rule(alike[Speech.normalized($0)] ?? []) }
    }

    /// Labels given to elements in order: from the hash table's tests' labels (alike, long, written differently,
    /// non-ASCII, empty), each element a control or not by `controls`, and every fifth element (as a row) adding a
    /// second label that does not compare alike with its first.
    static func added(count: Int, controls: Int) -> [Added] {
        let labels = LabelHashingTests.labels(count: count)
        var added: [Added] = []
        for (element, label) in labels.enumerated() {
            let isControl = switch controls {
            case 0: false
            case 1: true
            case 2: element % 3 == 0
            default: (element &* 2_654_435_761) % 7 < 3
            }
            added.append(Added(label: label, element: element, isControl: isControl))
            let second = "Row \(element % 11)"
            if element % 5 == 4 && !Speech.matches(second, label) {
                added.append(Added(label: second, element: element, isControl: isControl))
            }
        }
        return added
    }

    /// The probes: every label added, written otherwise (capitals, spaces around), and labels no element has.
    static func probes(_ added: [Added]) -> [String] {
        let labels = Array(Set(added.map(\.label))).sorted()
        return labels + labels.map { $0.uppercased() } + labels.prefix(200).map { "  \($0) " }
            + ["Nothing", "Setting -1", "Item x", "Row 99"]
    }

    @Test(arguments: [0, 1, 10, 400, 3_000], [0, 1, 2, 3])
    func theTableAnswersAsTheRuleDoes(count: Int, controls: Int) {
        let added = Self.added(count: count, controls: controls)
        let probes = Self.probes(added)
        let expected = Self.expectedMatches(probes, in: added)
        // Sized for every label added (the index's bound), for about half of them, for one (grown many times), and for
        // ten times as many (the places laid out again and the labels moved into a list of their size when made).
        for expectedKeys in [added.count, added.count / 2, 1, added.count * 10 + 100] {
            var builder = LabelTable.Builder(expectedKeys: expectedKeys)
            for entry in added { builder.add(entry.label, element: entry.element, isControl: entry.isControl) }
            let table = builder.finish()
            for (probe, expected) in zip(probes, expected) {
                #expect(table.match(probe, hash: LabelTable.hash(ofLabel: probe)) == expected,
                        "\(probe) (sized for \(expectedKeys))")
            }
        }
    }

    /// The labels of a builder given none are answered by nothing, and its table is the shared empty one.
    @Test func aBuilderGivenNoLabelAnswersNothing() {
        var builder = LabelTable.Builder(expectedKeys: 1_000)
        let table = builder.finish()
        #expect(table.match("", hash: LabelTable.hash(ofLabel: "")) == nil)
        #expect(table.match("Save", hash: LabelTable.hash(ofLabel: "Save")) == nil)
    }

    /// Each bucket's answer as the touch table sees it (``LabelTable/mapBuckets(capacity:empty:_:)``), in tables of
    /// as many slots and more: the element a label finds, or none for a label two or more controls answer to; one
    /// value per label, in the slot probing the new table by ``LabelHashing``'s rules finds it in, and given its place
    /// among the table's labels as a lookup finds it and its hash.
    @Test(arguments: [1, 2, 3])
    func mappedBucketsGiveEachLabelsElementWhereProbingFindsIt(roomPerLabel: Int) throws {
        let added = Self.added(count: 500, controls: 3)
        var builder = LabelTable.Builder(expectedKeys: added.count)
        for entry in added { builder.add(entry.label, element: entry.element, isControl: entry.isControl) }
        let table = builder.finish()
        let capacity = roomPerLabel * table.labelCount + 1
        var seen = 0
        let mapped = table.mapBuckets(capacity: capacity, empty: Mapped.empty) { slot, entry, label, element, keptHash in
            seen += 1
            let hash = LabelTable.hash(ofLabel: label)
            #expect(table.entry(of: label, hash: hash) == entry)
            #expect(keptHash == hash)
            switch Self.expectedMatches([label], in: added)[0] {
            case .element(let expected)?: #expect(element == expected, "\(label)")
            case .ambiguous?: #expect(element == nil, "\(label)")
            case nil: Issue.record("\(label) is in the table but was not added")
            }
            return Mapped(slot: slot, entry: entry)
        }
        #expect(mapped.count == capacity)
        #expect(seen == Set(added.map { Speech.normalized($0.label) }).count)
        #expect(seen == table.labelCount)
        // Each full slot was given its own place; probing from a label's home reaches its slot before an empty one.
        #expect(mapped.indices.allSatisfy { mapped[$0].slot == $0 || mapped[$0] == .empty })
        for entry in added {
            let hash = LabelTable.hash(ofLabel: entry.label)
            let labelEntry = try #require(table.entry(of: entry.label, hash: hash))
            var place = LabelHashing.home(of: hash, capacity: capacity)
            while mapped[place] != .empty, mapped[place].entry != labelEntry { place = place + 1 == capacity ? 0 : place + 1 }
            #expect(mapped[place].entry == labelEntry, "\(entry.label)")
        }
    }

    /// What ``mappedBucketsGiveEachLabelsElementWhereProbingFindsIt(roomPerLabel:)`` keeps of a slot: its place in
    /// the new table, and its label's among the label table's labels.
    struct Mapped: Equatable {
        var slot: Int
        var entry: Int
        static let empty = Mapped(slot: -1, entry: -1)
    }

    /// A screen of many shared labels: texts, controls and rows named like each other, written differently, some with
    /// an accessibility label and no visible one, some with ids; `seed` picks them.
    static func sharedLabelsScreen(seed: UInt64) -> String {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let names = ["Wi-Fi", "wi-fi", "WI FI", "Save", "save.", "Bluetooth", "Café", "Cafe", "Volume", "Help"]
        func label() -> String { names[next(names.count)] + (next(3) == 0 ? " \(next(4))" : "") }
        var text = "screen \"Shared \(seed)\"\n"
        for number in 0..<(40 + next(60)) {
            let extra = (next(6) == 0 ? " label \"\(label())\"" : "") + (next(9) == 0 ? " id \(label().lowercased().filter(\.isLetter))\(number)" : "")
            switch next(9) {
            case 0: text += "  text \"\(label())\"\(extra)\n"
            case 1: text += "  button \"\(label())\"\(extra)\n"
            case 2: text += "  switch \"\(label())\" on\(extra)\n"
            case 3: text += "  checkbox \"\(label())\"\(extra)\n"
            case 4: text += "  row\(extra)\n    text \"\(label())\"\n    switch \"\(label())\" off\n"
            case 5: text += "  row\n    text \"\(label())\"\n    text \"\(label())\"\n"
            case 6: text += "  group\n    link \"\(label())\"\(extra)\n    image \"\(label())\"\n"
            case 7: text += "  heading \"\(label())\"\(extra)\n"
            default: text += "  button \"\"\(extra.isEmpty ? " label \"\(label())\"" : extra)\n"
            }
        }
        return text
    }

    /// What a lookup by label finds, as compared here: an element, the controls that make it ambiguous, or nothing.
    enum Found: Equatable {
        /// The element found.
        case element(Int)
        /// The controls two or more of which answer to the label.
        case ambiguous([Int])
        /// No element.
        case none
    }

    /// What the index's lookup finds for `probe`.
    static func found(_ probe: String, in index: ScreenIndexStorage) -> Found {
        do {
            return .element(try index.elementIndex(probe))
        } catch .ambiguous(_, let candidates) {
            return .ambiguous(candidates.map(\.index))
        } catch {
            return .none
        }
    }

    /// What the rule says the index's lookup finds for `probe`: an id first, then the labels (each element's lookup
    /// name, and the name of each row that is a stop of its own when it does not compare alike with that), then the
    /// accessibility labels, each by a scan.
    static func expected(_ probe: String, in index: ScreenIndexStorage) -> Found {
        if let byID = index.element(withID: probe) { return .element(byID.index) }
        var labels: [Added] = []
        var accessibilityLabels: [Added] = []
        var rowEnd = 0
        for element in index.elements.indices {
            let isControl = index.kinds[index.elements[element].kind].isControl
            let name = index.lookupName(of: element)
            labels.append(Added(label: name, element: element, isControl: isControl))
            if index.kinds[index.elements[element].kind].stops == .mergedRow && element >= rowEnd {
                rowEnd = index.descendants(of: element).upperBound
                let rowName = index.name(of: element)
                if !Speech.matches(rowName, name) { labels.append(Added(label: rowName, element: element, isControl: isControl)) }
            }
            if let label = index.elements[element].accessibilityLabel {
                accessibilityLabels.append(Added(label: label, element: element, isControl: isControl))
            }
        }
        switch expectedMatch(probe, in: labels) ?? expectedMatch(probe, in: accessibilityLabels) {
        case .element(let element)?: return .element(element)
        case .ambiguous(let controls)?: return .ambiguous(controls)
        case nil: return .none
        }
    }

    /// Every label, accessibility label, row name and id of every bundled screen, generated screen and screen of many
    /// shared labels, and those written otherwise, finds what the rule says.
    @Test(arguments: 0..<6)
    func theIndexsLookupsAnswerAsTheRuleDoes(seed: Int) throws {
        var texts = [GeneratedScreen(seed: UInt64(seed)).text, Self.sharedLabelsScreen(seed: UInt64(seed)),
                     Self.sharedLabelsScreen(seed: UInt64(seed + 100))]
        if seed == 0 { texts += try CompiledOnceTests.bundledFiles.map { try String(contentsOfFile: $0, encoding: .utf8) } }
        var checked = 0
        var ambiguous = 0
        for (number, text) in texts.enumerated() {
            let compiled = ScenarioFile(parsing: text, file: "labels.scenario").compiledScreen
            // The screens of shared labels are well formed; a generated or bundled one may not be (it is left out).
            if number == 1 || number == 2 { _ = try #require(compiled, "\(text)") }
            guard let index = compiled?.index.storage else { continue }
            var probes = Set(index.elements.indices.map { index.lookupName(of: $0) })
            probes.formUnion(index.elements.indices.map { index.name(of: $0) })
            probes.formUnion(index.elements.compactMap(\.accessibilityLabel))
            probes.formUnion(index.ids)
            probes.formUnion(probes.map { $0.uppercased() })
            probes.formUnion(["Nothing at all", "", " "])
            for probe in probes.sorted() {
                let found = Self.found(probe, in: index)
                #expect(found == Self.expected(probe, in: index), "\(probe)")
                if case .ambiguous = found { ambiguous += 1 }
            }
            checked += 1
        }
        #expect(checked >= 3)
        // Shared labels make some lookups ambiguous: the lists of controls are checked too.
        #expect(ambiguous > 0)
    }
}
