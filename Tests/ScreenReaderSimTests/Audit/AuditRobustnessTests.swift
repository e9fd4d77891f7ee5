import ScreenReaderSim
import Testing

/// The audit never crashes and stays deterministic, whatever the screen: random attributes, broken overrides, deep nesting.
@Suite struct AuditRobustnessTests {
    /// A small deterministic generator (a linear congruential one), so every run checks the same screens.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
    }

    static func randomScreen(seed: UInt64) -> Screen {
        var random = Generator(state: seed)
        let labels = ["", "Wi-Fi", "Wi-Fi switch", "On", "Edit", "Guests", "Allow notifications while roaming"]
        let ids = ["a", "b", "c", "d"]
        func element(depth: Int) -> Element {
            let kinds: [ElementKind] = depth < 3 ? ElementKind.allCases : ElementKind.allCases.filter { !$0.isContainer }
            let kind = kinds[random.next(kinds.count)]
            var element: Element = kind == .stepper
                ? Stepper(labels[random.next(labels.count)], value: random.next(5), in: 0...4)
                : Element(kind, labels[random.next(labels.count)])
            if kind.isContainer {
                element.children = (0..<random.next(4)).map { _ in Self.child(of: kind, random: &random) }
                if kind != .radioGroup, depth < 3, random.chance(30) { element.children.append(Self.nested(depth + 1, &random)) }
            }
            if random.chance(15) { element.accessibilityLabel = labels[random.next(labels.count)] }
            if random.chance(10) { element.isHidden = true }
            if random.chance(10) { element.isEnabled = false }
            if random.chance(20) { element.id = ids[random.next(ids.count)] }
            if random.chance(10) { element.order = random.next(3) }
            if random.chance(10) { element.traversalAfter = ids[random.next(ids.count)] }
            if random.chance(5) { element.traversalBefore = ids[random.next(ids.count)] }
            if random.chance(10) { element.exposesRole = false }
            if random.chance(10) { element.exposesState = false }
            if random.chance(10) { element.isKeyboardReachable = false }
            if random.chance(10) { element.navigatesTo = "Next" }
            if random.chance(10) { element.movesFocusTo = labels[random.next(labels.count)] }
            if random.chance(15) { element.lineLimit = random.next(3); element.width = Double(random.next(300)) }
            if random.chance(15) {
                element.frame = Frame(x: Double(random.next(300)), y: Double(random.next(600)), width: 100, height: 44)
            }
            return element
        }
        return Screen("Random \(seed)", elements: (0..<(1 + random.next(8))).map { _ in element(depth: 0) })
    }

    static func child(of kind: ElementKind, random: inout Generator) -> Element {
        switch kind {
        case .radioGroup: Radio(["Small", "Large", ""][random.next(3)], isSelected: random.chance(30))
        case .row: [Text("Wi-Fi"), Switch("Wi-Fi"), Image("bell"), Icon("bell"), Button("Go")][random.next(5)]
        default: [Text("Note"), Button("Edit"), Checkbox("Remember me")][random.next(3)]
        }
    }

    static func nested(_ depth: Int, _ random: inout Generator) -> Element {
        let group = Group { Switch("Nested \(depth)"); Text("Note") }
        return random.chance(50) ? group.order(1) : group
    }

    @Test(arguments: 0..<200)
    func randomScreensAuditWithoutCrashingAndTheSameEveryTime(seed: Int) {
        let screen = Self.randomScreen(seed: UInt64(seed))
        let first = Audit.run(screen: screen)
        #expect(first == Audit.run(screen: screen))
        for finding in first {
            #expect(Audit.checks.contains(finding.checkID))
            #expect(finding.announcements.allSatisfy { $0.reader == .voiceOver || $0.reader == .talkBack })
            #expect(finding.platform != nil || finding.announcements.isEmpty || finding.announcements.count == 2,
                    "\(finding.checkID) \(finding.message) \(finding.announcements)")
        }
        _ = AuditReport.sarif(findingsByFile: ["r.scenario": first])
    }

    @Test func deeplyNestedScreenIsAudited() {
        var element = Switch("")
        for _ in 0..<500 { element = Element(.group, "", children: [element]) }
        let findings = Audit.run(screen: Screen("Deep", elements: [element]))
        #expect(findings.map(\.checkID) == ["SRS001"])
    }

    @Test func largeScreenIsAudited() {
        let screen = Screen("Large", elements: (0..<2000).map { Switch("Setting \($0)") })
        let count = Audit.run(screen: screen).count
        #expect(count == 0)
    }
}
