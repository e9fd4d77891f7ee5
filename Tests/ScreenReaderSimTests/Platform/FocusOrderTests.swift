import ScreenReaderSim
import Testing

/// SPEC.md §1 "Order": tree order, VoiceOver's geometric order (8-point rows, RTL), TalkBack's tree order, and overrides.
@Suite struct FocusOrderTests {
    typealias Reader = ScreenReaderUnderTest

    private func text(_ label: String, x: Double, y: Double) -> Element {
        Text(label).frame(x: x, y: y, width: 5, height: 5)
    }

    // MARK: - Geometry

    /// AccessibilitySnapshot's comparator case: origins 8 points apart vertically are separate rows, so C, D, B, A.
    @Test func voiceOverSortsByFramesTopToBottomWithAnEightPointRowTolerance() throws {
        let screen = Screen("S") {
            text("A", x: 0, y: 8)
            text("B", x: 10, y: 0)
            text("C", x: 20, y: -8)
            text("D", x: 30, y: -8)
        }
        #expect(try VoiceOver(screen).stopNames == ["C", "D", "B", "A"])
    }

    @Test func voiceOverReadsOriginsLessThanEightPointsApartAsOneRowLeadingFirst() throws {
        let screen = Screen("S") {
            text("Trailing", x: 200, y: 0)
            text("Leading", x: 0, y: 7.9)
            text("Below", x: 0, y: 16)
        }
        #expect(try VoiceOver(screen).stopNames == ["Leading", "Trailing", "Below"])
    }

    @Test func voiceOverReadsAGridLeftToRight() throws {
        let screen = Screen("S") {
            text("D", x: 100, y: 50)
            text("C", x: 0, y: 50)
            text("B", x: 100, y: 0)
            text("A", x: 0, y: 0)
        }
        #expect(try VoiceOver(screen).stopNames == ["A", "B", "C", "D"])
    }

    @Test func voiceOverReadsEachVisualRowFromTheRightInRightToLeftLayouts() throws {
        let screen = Screen("S", layoutDirection: .rightToLeft) {
            text("A", x: 0, y: 0)
            text("B", x: 100, y: 0)
            text("C", x: 0, y: 50)
            text("D", x: 100, y: 50)
        }
        #expect(try VoiceOver(screen).stopNames == ["B", "A", "D", "C"])
    }

    @Test func talkBackKeepsTreeOrderDespiteFrames() throws {
        let screen = Screen("S") {
            text("A", x: 0, y: 8)
            text("B", x: 10, y: 0)
            text("C", x: 20, y: -8)
            text("D", x: 30, y: -8)
        }
        #expect(try TalkBack(screen).stopNames == ["A", "B", "C", "D"])
        var rightToLeft = screen
        rightToLeft.layoutDirection = .rightToLeft
        #expect(try TalkBack(rightToLeft).stopNames == ["A", "B", "C", "D"])
    }

    @Test func voiceOverSortsTheFramedElementsAndLeavesUnframedOnesInTheirTreePlace() throws {
        let screen = Screen("S") {
            text("A", x: 0, y: 100)
            Text("B")
            text("C", x: 0, y: 0)
        }
        #expect(try VoiceOver(screen).stopNames == ["C", "B", "A"])
        #expect(try TalkBack(screen).stopNames == ["A", "B", "C"])
    }

    @Test func voiceOverKeepsAGroupTogetherWhenSortingByFrames() throws {
        let screen = Screen("S") {
            text("Middle", x: 0, y: 50)
            Group { text("Top", x: 0, y: 0); text("Bottom", x: 0, y: 100) }
        }
        #expect(try VoiceOver(screen).stopNames == ["Top", "Bottom", "Middle"])
    }

    /// A merged row is one element on screen: without its own frame it sits where its children are.
    @Test func voiceOverPlacesARowWithoutAFrameByItsChildrensFrames() throws {
        let screen = Screen("S") {
            text("Top", x: 0, y: 0)
            Row { text("Wi-Fi", x: 0, y: 100); Switch("Wi-Fi").frame(x: 300, y: 100, width: 50, height: 30) }
            text("Middle", x: 0, y: 50)
        }
        #expect(try VoiceOver(screen).stopNames == ["Top", "Middle", "Wi-Fi"])
        #expect(try TalkBack(screen).stopNames == ["Top", "Wi-Fi", "Middle"])
    }

    // MARK: - Explicit order

    @Test(arguments: Reader.allCases)
    func explicitOrderComesFirstAscending(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A")
            Text("B").order(2)
            Text("C").order(1)
            Text("D")
        }
        #expect(try reader.start(screen).stopNames == ["C", "B", "A", "D"])
    }

    @Test func explicitOrderWinsOverVoiceOverGeometry() throws {
        let screen = Screen("S") {
            text("A", x: 0, y: 0)
            text("B", x: 0, y: 100).order(0)
        }
        #expect(try VoiceOver(screen).stopNames == ["B", "A"])
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func traversalBeforeReadsTheElementJustBeforeItsTarget(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A")
            Text("B").id("b")
            Text("C")
            Text("D").traversal(before: "b")
        }
        #expect(try reader.start(screen).stopNames == ["A", "D", "B", "C"])
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func traversalAfterReadsTheElementJustAfterItsTarget(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A").traversal(after: "c")
            Text("B")
            Text("C").id("c")
            Text("D")
        }
        #expect(try reader.start(screen).stopNames == ["B", "C", "A", "D"])
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func traversalMovesAWholeStepper(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A").id("a")
            Text("B")
            Stepper("Guests", value: 2, in: 1...10).traversal(before: "a")
        }
        #expect(try reader.start(screen).stopNames == ["Guests (decrement)", "Guests (increment)", "A", "B"])
    }

    /// Overrides "win" (SPEC §1) also when the target is merged into a row: the mover is placed against the row's stop.
    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func traversalRelativeToAMergedRowChildPlacesTheMoverByTheRow(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A")
            Row { Text("Wi-Fi").id("wifi-label"); Switch("Wi-Fi") }
            Text("B").traversal(before: "wifi-label")
            Text("C").traversal(after: "wifi-label")
        }
        #expect(try reader.start(screen).stopNames == ["A", "B", "Wi-Fi", "C"])
    }

    @Test(arguments: Reader.allCases)
    func traversalRelativeToAHiddenElementLeavesTheMoverInPlace(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A")
            Row { Text("Wi-Fi").id("gone").hidden(); Switch("Wi-Fi") }
            Text("B").traversal(before: "gone")
        }
        #expect(try reader.start(screen).stopNames == ["A", "Wi-Fi", "B"])
    }

    @Test(arguments: Reader.allCases)
    func traversalRelativeToAnEmptyGroupLeavesTheMoverInPlace(_ reader: Reader) throws {
        let screen = Screen("S") {
            Group { Text("A"); Group { Text("Gone").hidden() }.id("empty") }
            Text("B")
            Text("C").traversal(before: "empty")
        }
        #expect(try reader.start(screen).stopNames == ["A", "B", "C"])
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func overrideCycleThrowsNamingTheElements(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A").id("a").traversal(after: "b")
            Text("B").id("b").traversal(after: "a")
        }
        let error = try #require(throws: FocusOrderError.self) { try reader.start(screen) }
        guard case .cycle(let elements) = error else {
            Issue.record("expected a cycle, got \(error)")
            return
        }
        #expect(Set(elements.map(\.name)) == ["A", "B"])
        #expect(error.description.contains("\"A\" text"))
        #expect(error.description.contains("\"B\" text"))
        #expect(error.description.contains("cycle"))
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func threeElementOverrideCycleThrows(_ reader: Reader) throws {
        let screen = Screen("S") {
            Text("A").id("a").traversal(before: "b")
            Text("B").id("b").traversal(before: "c")
            Text("C").id("c").traversal(before: "a")
        }
        let error = try #require(throws: FocusOrderError.self) { try reader.start(screen) }
        guard case .cycle(let elements) = error else {
            Issue.record("expected a cycle, got \(error)")
            return
        }
        #expect(Set(elements.map(\.name)) == ["A", "B", "C"])
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func overrideTargetingItselfThrows(_ reader: Reader) throws {
        let screen = Screen("S") { Text("A").id("a").traversal(after: "a") }
        #expect(throws: FocusOrderError.self) { try reader.start(screen) }
    }

    /// `before`/`after` are Android's traversal attributes: TalkBack follows them (VoiceOver ignores them; see below).
    @Test(arguments: [Reader.talkBack])
    func overrideNamingAnUnknownIdThrowsNamingTheElementAndTheId(_ reader: Reader) throws {
        let screen = Screen("S") { Text("A"); Text("B").traversal(before: "nowhere") }
        let error = try #require(throws: FocusOrderError.self) { try reader.start(screen) }
        guard case .unknownTarget(let element, let id) = error else {
            Issue.record("expected an unknown target, got \(error)")
            return
        }
        #expect(element.name == "B")
        #expect(id == "nowhere")
        #expect(error.description == "\"B\" text is ordered relative to id 'nowhere', but no element has that id")
    }

    @Test func theAndroidKeyboardThrowsTheSameOrderErrorsAsTalkBack() throws {
        let screen = Screen("S") { Text("B").traversal(before: "nowhere") }
        #expect(throws: FocusOrderError.self) { try KeyboardOnly(.android, screen: screen) }
    }

    /// iOS has no traversal attributes: VoiceOver and the iOS keyboard keep the natural order, and an override that
    /// could not be honoured on Android does not stop them.
    @Test func voiceOverAndTheIOSKeyboardIgnoreBeforeAndAfter() throws {
        let moved = Screen("S") { Text("A"); Text("B").id("b"); Text("C"); Text("D").traversal(before: "b") }
        #expect(try VoiceOver(moved).stopNames == ["A", "B", "C", "D"])
        let cycle = Screen("S") { Text("A").id("a").traversal(after: "b"); Text("B").id("b").traversal(after: "a") }
        #expect(try VoiceOver(cycle).stopNames == ["A", "B"])
        let unknown = Screen("S") { Button("B").traversal(before: "nowhere") }
        #expect(try KeyboardOnly(.ios, screen: unknown).stops.count == 1)
    }
}
