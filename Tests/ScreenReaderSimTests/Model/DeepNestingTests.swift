import Testing
@testable import ScreenReaderSim

/// Issue 11, point 3: a tree nested far deeper than any screen crashed while being freed, compared or hashed, because
/// each of those recursed once per level. Now none of them recurses, at any depth.
@Suite struct DeepNestingTests {
    /// Groups nested `depth` levels deep around one switch.
    static func nested(_ depth: Int, label: String = "Wi-Fi") -> Element {
        var element = Element(.switch, label)
        for _ in 0..<depth { element = Element(.group, children: [element]) }
        return element
    }

    static let depth = 100_000

    @Test func aDeepTreeIsFreedWithoutOverflowingTheStack() {
        for _ in 0..<2 {
            var screen: Screen? = Screen("Deep", elements: [Self.nested(Self.depth)])
            #expect(screen?.elements.count == 1)
            screen = nil
            #expect(screen == nil)
        }
    }

    @Test func deepTreesCompareAndHashWithoutRecursing() {
        let one = Screen("Deep", elements: [Self.nested(Self.depth)])
        let same = Screen("Deep", elements: [Self.nested(Self.depth)])
        let other = Screen("Deep", elements: [Self.nested(Self.depth, label: "Bluetooth")])
        let shallower = Screen("Deep", elements: [Self.nested(Self.depth - 1)])
        #expect(one == same)
        #expect(one != other)
        #expect(one != shallower)
        #expect(one.hashValue == same.hashValue)
        #expect(Set([one, same, other]).count == 2)
    }

    @Test func equalityStillComparesEveryField() {
        let base = Self.nested(3)
        var changed = base
        changed.children[0].children[0].children[0].isEnabled = false
        #expect(base != changed)
        var back = changed
        back.children[0].children[0].children[0].isEnabled = true
        #expect(base == back)
        #expect(base.hashValue == back.hashValue)
        // Copies are values: changing one leaves the other.
        #expect(changed.children[0].children[0].children[0].isEnabled == false)
    }

    @Test func aDeepFileParsesRunsAndIsFreed() {
        // One space a level: the file grows with the square of the depth (3,000 levels: 4.5 MB).
        let depth = 3_000
        var text = "screen \"Deep\"\n"
        for level in 0..<depth { text += String(repeating: " ", count: level + 1) + "group\n" }
        text += String(repeating: " ", count: depth + 1) + "switch \"Wi-Fi\"\n"
        text += "scenario \"S\"\n  using voiceover\n  swipe right -> \"Wi-Fi, off, switch button, double tap to toggle setting\"\n"
        var file: ScenarioFile? = ScenarioFile(parsing: text)
        #expect(file?.hasErrors == false)
        if let file { #expect(ScenarioRunner.run(file).passed) }
        file = nil
        #expect(file == nil)
    }
}

/// Issue 11, point 5: rows inside rows were quadratic in depth (each row walked its whole subtree for its name, its
/// controls and the audit); groups inside groups walked every stop's ancestors. What these deep screens read and
/// report is checked here; how the cost grows is measured by `swift run -c release srsim-benchmarks nesting`.
@Suite struct DeepRowTests {
    /// `depth` rows nested inside each other, each with the text `Level N`, and `bottom` in the innermost one.
    static func nestedRows(_ depth: Int, bottom: [Element] = [Switch("Wi-Fi")]) -> Screen {
        var inner = bottom
        for level in stride(from: depth - 1, through: 0, by: -1) {
            inner = [Element(.row, children: [Text("Level \(level)")] + inner)]
        }
        return Screen("Deep rows", elements: inner + [Button("Done")])
    }

    static let depth = 10_000

    @Test func deeplyNestedRowsMergeIntoOneStopThatSpeaksEveryLevelAndToggles() throws {
        let screen = Self.nestedRows(Self.depth)
        let voiceOver = try VoiceOver(screen)
        #expect(voiceOver.stops.count == 2)
        let spoken = voiceOver.swipeRight().spoken.first ?? ""
        let levels = (0..<Self.depth).map { "Level \($0)" }.joined(separator: ", ")
        #expect(spoken == "\(levels), off, switch button, double tap to toggle setting")
        #expect(voiceOver.doubleTap().spoken == ["on"])
        #expect(try voiceOver.state(of: "Wi-Fi") == .on)
        // A text deep inside is found, and touching it lands on the one merged stop.
        try voiceOver.touch("Level \(Self.depth - 1)")
        #expect(voiceOver.focus?.position == 0)
    }

    @Test func anInnerRowIsNamedByWhatItMergesWhenAsked() throws {
        let index = ScreenIndex(Self.nestedRows(3))
        let rows = index.references.filter { $0.kind == .row }
        #expect(rows.map(\.name) == ["Level 0, Level 1, Level 2", "Level 1, Level 2", "Level 2"])
        // Only the outer row is a stop, so only its spoken name finds it.
        #expect(try index.element("Level 0, Level 1, Level 2").index == rows[0].index)
    }

    @Test func aDeepRowWithTwoControlsIsReportedOnceAtTheStopWithBoth() throws {
        let findings = Audit.run(screen: Self.nestedRows(Self.depth, bottom: [Switch("Wi-Fi"), Button("Details")]))
        let several = findings.filter { $0.checkID == "SRS016" }
        // Every row merges both controls, but only the outermost is a stop: one finding (both platforms merged), there.
        #expect(several.count == 1)
        #expect(several.first?.element.index == 0)
        #expect(several.first?.message.text.hasPrefix("the row merges 2 controls (\"Wi-Fi\" switch, \"Details\" button)") == true)
    }

    @Test func aDeepFileOfRowsParsesRunsAndAudits() {
        // One space a level: the file grows with the square of the depth (2,000 levels: 2 MB).
        let depth = 2_000
        var text = "screen \"Deep rows\"\n"
        for level in 0..<depth {
            let indent = String(repeating: " ", count: level + 1)
            text += indent + "row\n" + indent + " text \"Level \(level)\"\n"
        }
        text += String(repeating: " ", count: depth + 1) + "switch \"Wi-Fi\"\n"
        text += "scenario \"S\"\n  using voiceover, talkback\n  swipe right\n  double tap\n  expect \"Wi-Fi\" is on\n"
        let file = ScenarioFile(parsing: text)
        #expect(!file.hasErrors)
        #expect(ScenarioRunner.run(file).passed)
        guard let screen = file.screen else { Issue.record("no screen"); return }
        #expect(Audit.run(screen: screen).filter { $0.checkID == "SRS016" }.isEmpty)
    }
}

/// Groups nested inside each other keep a stop per level, and the keyboard treats the outermost group as one.
@Suite struct DeepGroupTests {
    @Test func deeplyNestedGroupsKeepAStopPerLevel() throws {
        let depth = 10_000
        var inner: Element = Switch("Wi-Fi")
        for level in stride(from: depth - 1, through: 0, by: -1) {
            inner = Element(.group, children: [Text("Level \(level)"), inner])
        }
        let talkBack = try TalkBack(Screen("Deep groups", elements: [inner, Button("Done")]))
        #expect(talkBack.stops.count == depth + 2)
        try talkBack.touch("Wi-Fi")
        #expect(talkBack.focus?.position == depth)
        // Ctrl+Tab leaves the whole nest (one keyboard group) for the button after it.
        talkBack.press(.ctrlTab)
        #expect(talkBack.focus?.element.name == "Done")
    }
}
