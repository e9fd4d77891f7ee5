import Foundation
import Testing
@testable import ScreenReaderSim

/// A scenario file's screen is lowered straight into its index's flat form, with no nested tree; the tree is assembled
/// only when ``ScenarioFile/screen`` is asked for. This direct way gives exactly what the slow way gives (the tree
/// assembled from the lines and indexed as a Swift-built screen is): the same elements, tables, lookups, orders,
/// diagnostics and results, on every bundled file and on generated screens of every kind, nested.
@Suite struct FlatLoweringTests {
    /// Every bundled scenario file: Scenarios/ and Examples/.
    static var bundledFiles: [String] { CompiledOnceTests.bundledFiles }

    @Test(arguments: bundledFiles)
    func aBundledFileCompilesAlikeBothWays(path: String) throws {
        try expectAlike(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    @Test(arguments: 0..<12)
    func aGeneratedScreenCompilesAlikeBothWays(seed: Int) throws {
        let text = GeneratedScreen(seed: UInt64(seed)).text
        let file = ScenarioFile(parsing: text, file: "generated-\(seed).scenario")
        #expect(file.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        try expectAlike(text, file: "generated-\(seed).scenario")
    }

    @Test(arguments: [
        // A menu's value selects its option; a menu without one takes its selected option's name.
        "screen \"M\"\n  menu \"Sort\" value \"Newest\"\n    option \"Oldest\" selected\n    option \"Newest\"\n  menu \"View\"\n    option \"List\"\n    option \"Grid\" selected\n",
        // Nesting that closes several levels at once, then opens again.
        "screen \"N\"\n  group\n    group\n      group\n        button \"Deep\"\n  button \"Top\"\n  group hidden\n    button \"Gone\"\n",
        // A screen whose lines have errors builds no screen either way.
        "screen \"E\"\n  buton \"A\"\n",
        // Errors only in a scenario: the screen is compiled, the file still has errors.
        "screen \"S\"\n  button \"A\"\n\nscenario \"X\"\n  using voiceover\n  touch \"B\"\n",
        // No elements at all.
        "screen \"Empty\"\n",
        // Rows grouped by anchor, with frames (the geometric order reads the index's grouping).
        "screen \"A\" anchored-rows\n  button \"X\" frame 0 0 40 40\n  button \"Y\" frame 50 30 40 10\n  button \"Z\" frame 0 50 40 10\n",
    ])
    func anEdgeCaseCompilesAlikeBothWays(text: String) throws {
        try expectAlike(text, file: "edge.scenario")
    }

    /// A stepper's or slider's range is read before the element is made: the lowered element is the one the Swift API
    /// builds with that range and value, whatever order the attributes come in, and an unusable range keeps the default.
    @Test(arguments: [
        ("stepper \"G\" value 2 min 1 max 4", Element(.stepper, "G", state: .value(2), range: StepperRange(minimum: 1, maximum: 4))),
        ("stepper \"G\" max 9 step 3 min 3", Element(.stepper, "G", state: .value(3), range: StepperRange(minimum: 3, maximum: 9, step: 3))),
        ("slider \"V\" value 50", Element(.slider, "V", state: .value(50), range: StepperRange())),
        ("slider \"V\" step 5 value 20 disabled", {
            var slider = Element(.slider, "V", state: .value(20), range: StepperRange(minimum: 0, maximum: 100, step: 5))
            slider.isEnabled = false
            return slider
        }()),
        ("stepper \"G\"", Element(.stepper, "G")),
    ])
    func aRangedControlIsLoweredAsTheSwiftAPIBuildsIt(line: String, expected: Element) throws {
        let file = ScenarioFile(parsing: "screen \"R\"\n  \(line)\n", file: "r.scenario")
        #expect(file.diagnostics.map(\.description) == [])
        var lowered = try #require(file.compiledScreen?.index.elements.first)
        lowered.location = nil
        #expect(lowered == expected)
    }

    @Test func theTreeOfALoweredScreenIsAssembledFromItsFlatElements() throws {
        let file = ScenarioFile(parsing: "screen \"T\" rtl\n  row\n    text \"A\"\n    switch \"A\" on\n  button \"B\"\n", file: "t.scenario")
        let screen = try #require(file.screen)
        #expect(screen.title == "T" && screen.layoutDirection == .rightToLeft)
        #expect(screen.location == SourceLocation(file: "t.scenario", line: 1, column: 1))
        #expect(screen.elements.map(\.kind) == [.row, .button])
        #expect(screen.elements[0].children.map(\.label) == ["A", "A"])
        #expect(FlatElements(flattening: screen.elements).elements == file.compiledScreen?.index.elements)
        #expect(screen.rowGrouping == .pairwise)
        #expect(ScenarioFile(parsing: "screen \"A\" anchored-rows\n  button \"X\"\n").screen?.rowGrouping == .anchored)
    }

    @Test(arguments: [
        ([-1, 0, 1, 0, -1], true),
        ([-1, 0, 1, 1, 0, -1, 5], true),
        ([-1, -1, 0], false),  // the parent's subtree was already closed
        ([-1, 0, 2], false),  // a parent after its child
        ([0], false),  // its own parent
    ] as [([Int32], Bool)])
    func depthFirstLayoutsAreRecognised(parents: [Int32], isDepthFirst: Bool) {
        #expect(FlatElements.isDepthFirst(parents) == isDepthFirst)
    }

    @Test func aParsedElementLineIsKeptSmall() {
        // A big screen's parse holds one per element while the screen is built: two tokens and 32-bit fields.
        #expect(MemoryLayout<ParsedElements.Element>.stride <= 88)
        #expect(MemoryLayout<ParsedElements.Attribute>.stride <= 48)
    }

    @Test func subtreeEndsAreOnePastTheLastDescendant() {
        #expect(FlatElements.subtreeEnds([-1, 0, 1, 1, 0, -1, 5]) == [5, 4, 3, 4, 5, 7, 7])
    }

    /// Parses `text` both ways and expects the same diagnostics, screen, index, orders and scenario results.
    func expectAlike(_ text: String, file path: String) throws {
        let fast = ScenarioFile(parsing: text, file: path)
        let slow = ScenarioFile(parsing: text, file: path, screenThroughTree: true)
        #expect(fast.diagnostics == slow.diagnostics)
        #expect(fast.screen == slow.screen)
        #expect(fast.scenarios == slow.scenarios)
        #expect((fast.compiledScreen == nil) == (slow.compiledScreen == nil))
        if let fastCompiled = fast.compiledScreen, let slowCompiled = slow.compiledScreen {
            try expectAlike(fastCompiled, slowCompiled)
            #expect(ScenarioRunner.run(fast) == ScenarioRunner.run(slow))
        }
        #expect(fast.screenOnly?.screen == slow.screenOnly?.screen)
    }

    /// The element a lookup of `label` finds in `index`, or why it finds none.
    func lookup(_ label: String, in index: ScreenIndexStorage) -> Result<Int, LookupError> {
        do { return .success(try index.elementIndex(label)) } catch { return .failure(error) }
    }

    /// Expects two compiled screens to hold the same elements and tables and to answer every lookup alike.
    func expectAlike(_ fast: CompiledScreen, _ slow: CompiledScreen) throws {
        let (a, b) = (fast.index.storage, slow.index.storage)
        #expect(a.elements == b.elements)
        #expect(a.isEffectivelyHidden == b.isEffectivelyHidden)
        #expect(a.isEffectivelyEnabled == b.isEffectivelyEnabled)
        #expect([a.hasFrames, a.hasOrderOverrides, a.hasTraversalOverrides, a.hasLayers, a.hasExpandables]
            == [b.hasFrames, b.hasOrderOverrides, b.hasTraversalOverrides, b.hasLayers, b.hasExpandables])
        #expect(fast.startingLayers == slow.startingLayers)
        for element in a.elements.indices {
            #expect(a.parent(of: element) == b.parent(of: element))
            #expect(a.descendants(of: element) == b.descendants(of: element))
            #expect(a.reference(at: element) == b.reference(at: element))
            #expect(a.enclosingLayer(of: element) == b.enclosingLayer(of: element))
            #expect(fast.initialStates[element] == slow.initialStates[element])
            if a.elements[element].kind == .row {
                #expect(a.rowContents(of: element) == b.rowContents(of: element))
            }
            for label in [a.lookupName(of: element), a.elements[element].id, a.elements[element].accessibilityLabel].compactMap({ $0 }) {
                #expect(lookup(label, in: a) == lookup(label, in: b))
            }
        }
        for platform in [Platform.ios, .android] {
            let (first, second) = (try fast.focusOrder(for: platform), try slow.focusOrder(for: platform))
            #expect(first.contents == second.contents)
            #expect(first.keyboard.keyboardGroup == second.keyboard.keyboardGroup)
            #expect(a.elements.indices.map { first.stopHolding[$0] } == a.elements.indices.map { second.stopHolding[$0] })
        }
        #expect(try FocusOrderReport(compiled: fast).text() == FocusOrderReport(compiled: slow).text())
        #expect(Audit.run(compiled: fast) == Audit.run(compiled: slow))
    }
}

/// A valid screen of every kind, nested (groups in groups, rows, radio groups, segmented controls, tab bars, menus,
/// expandables, dialogs), with attributes drawn from a seeded generator, and a scenario touching some of it.
struct GeneratedScreen {
    /// The file's text.
    private(set) var text = ""
    /// The generator's state (SplitMix64).
    private var state: UInt64
    /// How many elements so far (each label is numbered).
    private var count = 0
    /// The ids given to leaves so far, which later leaves' `before` and `after` name.
    private var leafIDs: [String] = []

    init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
        text = "screen \"Generated \(seed)\"\(next(4) == 0 ? " rtl" : "")\n"
        for _ in 0..<(20 + next(30)) { item(depth: 1) }
        text += "\nscenario \"Touch some\"\n  using voiceover, talkback\n  swipe right\n  swipe right\n  double tap\n  swipe left\n"
    }

    /// A number below `bound`.
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    /// One line at `depth`.
    private mutating func line(_ depth: Int, _ words: String) {
        text += String(repeating: "  ", count: depth) + words + "\n"
    }

    /// Attributes any element may take: disabled, hidden, an id, an accessibility label, a hint, a frame, an order;
    /// and on a leaf, `before` or `after` an earlier leaf (overrides between leaves that point back cannot cycle).
    private mutating func common(leaf: Bool = false) -> String {
        var words = ""
        if leaf && !leafIDs.isEmpty && next(12) == 0 {
            words += " \(next(2) == 0 ? "after" : "before") \(leafIDs[next(leafIDs.count)])"
        }
        if next(8) == 0 { words += " disabled" }
        if next(12) == 0 { words += " hidden" }
        if next(5) == 0 {
            let id = "e\(count)"
            if leaf { leafIDs.append(id) }
            words += " id \(id)"
        }
        if next(10) == 0 { words += " label \"Named \(count)\"" }
        if next(10) == 0 { words += " hint \"Hint \(count)\"" }
        if next(9) == 0 { words += " frame \(next(300)) \(next(600)) \(10 + next(200)) \(10 + next(40))" }
        if next(15) == 0 { words += " order \(next(5))" }
        return words
    }

    /// A leaf control or text.
    private mutating func leaf(_ depth: Int, inRow: Bool = false) {
        count += 1
        let n = count
        switch next(inRow ? 6 : 11) {
        case 0: line(depth, "text \"Text \(n)\"" + common(leaf: true))
        case 1: line(depth, "switch \"Switch \(n)\" \(next(2) == 0 ? "on" : "off")" + common(leaf: true))
        case 2: line(depth, "checkbox \"Box \(n)\"\(next(2) == 0 ? " checked" : "")" + common(leaf: true))
        case 3: line(depth, "button \"Button \(n)\"" + common(leaf: true))
        case 4: line(depth, "icon \"icon\(n)\"")
        case 5: line(depth, "image \"Image \(n)\"" + common(leaf: true))
        case 6: line(depth, "heading \"Heading \(n)\"" + common(leaf: true))
        case 7: line(depth, "link \"Link \(n)\"" + common(leaf: true))
        case 8: line(depth, "stepper \"Stepper \(n)\" value \(1 + next(3)) min 1 max 4" + common(leaf: true))
        case 9: line(depth, "slider \"Slider \(n)\" value \(next(100))\(next(2) == 0 ? " percent" : "")" + common(leaf: true))
        default: line(depth, "text-field \"Field \(n)\" placeholder \"Type \(n)\"\(next(3) == 0 ? " value \"v\(n)\"" : "")" + common(leaf: true))
        }
    }

    /// A leaf, or a container holding more (deeper ones hold fewer).
    private mutating func item(depth: Int) {
        count += 1
        let n = count
        switch depth < 5 ? next(12) : 0 {
        case 0...4:
            leaf(depth)
        case 5:
            line(depth, "row" + common())
            for _ in 0..<(1 + next(3)) { leaf(depth + 1, inRow: true) }
        case 6, 7:
            line(depth, "group" + common())
            for _ in 0..<(1 + next(4)) { item(depth: depth + 1) }
        case 8:
            line(depth, "radio-group \"Choice \(n)\"" + common())
            let selected = next(4)
            for option in 0..<3 { line(depth + 1, "radio \"Radio \(n).\(option)\"\(option == selected ? " selected" : "")") }
        case 9:
            let container = next(2) == 0 ? ("segmented-control", "segment") : ("tab-bar", "tab")
            line(depth, "\(container.0) \"Series \(n)\"" + common())
            let selected = next(3)
            for part in 0..<3 { line(depth + 1, "\(container.1) \"Part \(n).\(part)\"\(part == selected ? " selected" : "")") }
        case 10:
            // A menu's value names its selected option, so it has no `selected` of its own.
            let hasValue = next(2) == 0
            line(depth, "menu \"Menu \(n)\"\(hasValue ? " value \"Option \(n).1\"" : "")")
            let selected = hasValue ? -1 : next(4)
            for option in 0..<3 { line(depth + 1, "option \"Option \(n).\(option)\"\(option == selected ? " selected" : "")") }
        default:
            line(depth, "expandable \"Region \(n)\" \(next(2) == 0 ? "expanded" : "collapsed")")
            for _ in 0..<(1 + next(3)) { item(depth: depth + 1) }
        }
        if depth == 1 && next(10) == 0 {
            count += 1
            let dialog = "dialog\(count)"
            line(1, "button \"Open \(count)\" opens \(dialog)")
            line(1, "dialog \"Dialog \(count)\" id \(dialog)\(next(3) == 0 ? " open" : "")")
            line(2, "text \"Inside \(count)\"")
            line(2, "button \"Close \(count)\" closes")
        }
    }
}
