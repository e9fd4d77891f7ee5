import Testing
@testable import ScreenReaderSim

/// Elements declaring the same rarer properties share one box of them (``ElementDetailsPool``), and sharing changes
/// nothing else: every element is the one made without sharing, byte for byte.
@Suite struct ElementDetailsPoolTests {
    /// Elements whose rarer properties repeat, differ, differ only as bytes, or are none.
    static var elements: [Element] {
        var list: [Element] = []
        for index in 0..<40 {
            list.append(Element(.stepper, "Guests \(index)", state: .value(2), range: StepperRange(minimum: 1, maximum: 4)))
            list.append(Element(.slider, "Volume \(index)", state: .value(50)))
            var field = Element(.textField, "Name \(index)")
            field.placeholder = index.isMultiple(of: 2) ? "Caf\u{E9}" : "Cafe\u{301}"
            list.append(field)
            list.append(Button("Save \(index)").id("save-\(index)"))
            list.append(Button("Plain \(index)"))
            list.append(Button("Wide \(index)").lineLimit(2, width: index.isMultiple(of: 2) ? 0.0 : -0.0))
        }
        return list
    }

    /// The simple version: every element keeps its own box.
    @Test func sharingChangesNoElementByteForByte() {
        let plain = Self.elements
        var pool = ElementDetailsPool()
        var shared = plain
        for index in shared.indices { shared[index].shareDetails(in: &pool) }
        #expect(shared == plain)
        for (left, right) in zip(shared, plain) {
            #expect(String(reflecting: left).utf8.elementsEqual(String(reflecting: right).utf8))
            #expect(left.placeholder?.utf8.elementsEqual(right.placeholder?.utf8 ?? "".utf8) ?? (right.placeholder == nil))
            #expect(left.width?.bitPattern == right.width?.bitPattern)
        }
    }

    @Test func elementsOfOneRangeOrPlaceholderShareOneBox() {
        var pool = ElementDetailsPool()
        var shared = Self.elements
        for index in shared.indices { shared[index].shareDetails(in: &pool) }
        func boxes(_ label: String) -> Set<ObjectIdentifier> {
            Set(shared.filter { $0.label.hasPrefix(label) }.compactMap(\.detailsIdentity))
        }
        #expect(boxes("Guests").count == 1)
        #expect(boxes("Volume").count == 1)
        #expect(boxes("Save").count == 40)  // each id differs
        #expect(boxes("Plain").isEmpty)
    }

    /// Strings equal only as Unicode (`é` and `e` with a combining accent), and `0` and `-0`, are not shared.
    @Test func propertiesEqualOnlyAsValuesKeepTheirOwnBoxes() {
        var pool = ElementDetailsPool()
        var shared = Self.elements
        for index in shared.indices { shared[index].shareDetails(in: &pool) }
        let fields = shared.filter { $0.kind == .textField }
        #expect(Set(fields.compactMap(\.detailsIdentity)).count == 2)
        let wide = shared.filter { $0.label.hasPrefix("Wide") }
        #expect(Set(wide.compactMap(\.detailsIdentity)).count == 2)
    }

    /// Every string and number property is compared by its bytes: a difference in any one of them alone is found.
    @Test(arguments: [
        \ElementDetails.accessibilityLabel, \.hint, \.id, \.placeholder, \.accessibilityValue, \.customRoleWord,
        \.traversalBefore, \.traversalAfter, \.navigatesTo, \.movesFocusTo, \.opensDialog, \.announcement,
    ] as [WritableKeyPath<ElementDetails, String?> & Sendable])
    func everyStringIsComparedByItsBytes(property: WritableKeyPath<ElementDetails, String?> & Sendable) {
        var composed = ElementDetails()
        composed[keyPath: property] = "Caf\u{E9}"
        var decomposed = ElementDetails()
        decomposed[keyPath: property] = "Cafe\u{301}"
        #expect(composed == decomposed)
        #expect(!composed.isIdentical(to: decomposed))
        #expect(composed.isIdentical(to: composed))
    }

    @Test func customActionsAndNumbersAreComparedByTheirBytes() {
        var composed = ElementDetails()
        composed.customActions = ["Caf\u{E9}"]
        var decomposed = ElementDetails()
        decomposed.customActions = ["Cafe\u{301}"]
        #expect(composed == decomposed && !composed.isIdentical(to: decomposed))
        func frame(_ numbers: [Double]) -> Frame { Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) }
        for place in 0..<5 {
            var positive = ElementDetails()
            var negative = ElementDetails()
            if place == 4 {
                positive.width = 0.0
                negative.width = -0.0
            } else {
                var numbers = [1.0, 2.0, 3.0, 4.0]
                numbers[place] = 0.0
                positive.frame = frame(numbers)
                numbers[place] = -0.0
                negative.frame = frame(numbers)
            }
            #expect(positive == negative && !positive.isIdentical(to: negative))
        }
    }

    /// A shared box is copied before an element changes it: the other elements holding it keep their properties.
    @Test func changingASharedElementLeavesTheOthersAlone() {
        var pool = ElementDetailsPool()
        var first = Element(.stepper, "A", range: StepperRange(minimum: 1, maximum: 4))
        var second = Element(.stepper, "B", range: StepperRange(minimum: 1, maximum: 4))
        first.shareDetails(in: &pool)
        second.shareDetails(in: &pool)
        #expect(first.detailsIdentity == second.detailsIdentity)
        second.range = StepperRange(minimum: 0, maximum: 9)
        second.hint = "Adults"
        #expect(first.range == StepperRange(minimum: 1, maximum: 4) && first.hint == nil)
        #expect(second.range == StepperRange(minimum: 0, maximum: 9) && second.hint == "Adults")
        #expect(first.detailsIdentity != second.detailsIdentity)
    }

    /// The pool remembers its most recent boxes: a box seen within the last ``ElementDetailsPool/capacity`` distinct
    /// ones is shared, an older one is not (and every element is still the one it was).
    @Test func aPoolRemembersItsMostRecentBoxes() {
        var pool = ElementDetailsPool()
        let count = ElementDetailsPool.capacity + 4
        var elements = (0..<count).map { Button("B \($0)").id("b-\($0)") }
        for index in elements.indices { elements[index].shareDetails(in: &pool) }
        #expect(elements == (0..<count).map { Button("B \($0)").id("b-\($0)") })
        var recent = Button("Again").id("b-\(count - 1)")
        recent.shareDetails(in: &pool)
        #expect(recent.detailsIdentity == elements[count - 1].detailsIdentity)
        var forgotten = Button("Again").id("b-0")
        forgotten.shareDetails(in: &pool)
        #expect(forgotten.detailsIdentity != elements[0].detailsIdentity)
        #expect(forgotten == Button("Again").id("b-0"))
    }

    /// Each property, changed alone from the defaults, makes the properties no longer identical; and there are as many
    /// changes as properties, so a property added without being compared fails here.
    static let changes: [@Sendable (inout ElementDetails) -> Void] = [
        { $0.accessibilityLabel = "a" }, { $0.hint = "h" }, { $0.id = "i" }, { $0.range = StepperRange() },
        { $0.placeholder = "p" }, { $0.isSecure = true }, { $0.showsPercent = true }, { $0.accessibilityValue = "v" },
        { $0.customRoleWord = "r" }, { $0.customActions = ["c"] }, { $0.frame = Frame(x: 0, y: 0, width: 0, height: 0) },
        { $0.order = 1 }, { $0.traversalBefore = "b" }, { $0.traversalAfter = "a" }, { $0.navigatesTo = "n" },
        { $0.movesFocusTo = "m" }, { $0.isAlert = true }, { $0.startsOpen = true }, { $0.opensDialog = "d" },
        { $0.closesDialog = true }, { $0.announcement = "t" }, { $0.lineLimit = 2 }, { $0.width = 1 },
    ]

    @Test func everyPropertyIsCompared() {
        #expect(Mirror(reflecting: ElementDetails()).children.count == Self.changes.count)
        for change in Self.changes {
            var changed = ElementDetails()
            change(&changed)
            #expect(!changed.isIdentical(to: ElementDetails()) && !ElementDetails().isIdentical(to: changed))
            #expect(changed.isIdentical(to: changed))
        }
    }

    /// A scenario file's steppers of one range and text fields of one placeholder hold one box each kind.
    @Test func aLoweredScreenSharesItsRepeatedRanges() throws {
        let text = "screen \"S\"\n" + (0..<5).map {
            "  stepper \"G\($0)\" value 2 min 1 max 4\n  text-field \"N\($0)\" placeholder \"Your name\"\n  slider \"V\($0)\" value \($0)\n"
        }.joined()
        let file = ScenarioFile(parsing: text, file: "s.scenario")
        let elements = try #require(file.compiledScreen?.index.elements)
        for kind in [ElementKind.stepper, .textField, .slider] {
            #expect(Set(elements.filter { $0.kind == kind }.compactMap(\.detailsIdentity)).count == 1)
        }
        #expect(elements.filter { $0.kind == .slider }.map(\.state) == (0..<5).map { .value($0) })
    }
}
