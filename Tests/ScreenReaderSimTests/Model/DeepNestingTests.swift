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
