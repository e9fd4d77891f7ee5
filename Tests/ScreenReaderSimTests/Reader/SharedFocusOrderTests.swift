@testable import ScreenReaderSim
import Testing

/// A compiled screen builds one platform's order and lets the other share it when both platforms order the screen
/// alike (no frames for VoiceOver to sort by, no `before`/`after` for TalkBack to apply); otherwise each builds its own.
@Suite struct SharedFocusOrderTests {
    /// The address of an order's stop contents, to see whether two orders share them.
    private func storage(_ order: FocusOrder) -> UnsafeRawPointer? {
        order.contents.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    private static let plain = Screen("S") {
        Heading("Network")
        Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        Stepper("Guests", value: 2, in: 1...3)
        RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") }
    }

    @Test(arguments: [Platform.ios, .android])
    func aScreenBothPlatformsOrderAlikeIsOrderedOnceWhicheverComesFirst(_ first: Platform) throws {
        let compiled = CompiledScreen(Self.plain)
        let second: Platform = first == .ios ? .android : .ios
        let firstOrder = try compiled.focusOrder(for: first)
        let secondOrder = try compiled.focusOrder(for: second)
        #expect(storage(firstOrder) == storage(secondOrder))
        #expect(secondOrder.phrases === PhraseBook.shared(for: PlatformRules.rules(for: second).phrases))
        // Each platform still speaks its own words, as readers of an uncompiled screen do.
        #expect(try VoiceOver(compiled).announcements == VoiceOver(Self.plain).announcements)
        #expect(try TalkBack(compiled).announcements == TalkBack(Self.plain).announcements)
    }

    @Test(arguments: [Platform.ios, .android])
    func framesThatVoiceOverSortsByGiveEachPlatformItsOwnOrder(_ first: Platform) throws {
        let screen = Screen("S") {
            Button("Lower").frame(x: 0, y: 100, width: 50, height: 20)
            Button("Upper").frame(x: 0, y: 0, width: 50, height: 20)
        }
        let compiled = CompiledScreen(screen)
        _ = try compiled.focusOrder(for: first)
        #expect(try VoiceOver(compiled).stops.map(\.element.name) == ["Upper", "Lower"])
        #expect(try TalkBack(compiled).stops.map(\.element.name) == ["Lower", "Upper"])
        #expect(try storage(compiled.focusOrder(for: .ios)) != storage(compiled.focusOrder(for: .android)))
    }

    @Test(arguments: [Platform.ios, .android])
    func traversalOverridesThatOnlyTalkBackAppliesGiveEachPlatformItsOwnOrder(_ first: Platform) throws {
        let screen = Screen("S") {
            Button("First").id("first")
            Button("Second").id("second").traversal(before: "first")
        }
        let compiled = CompiledScreen(screen)
        _ = try compiled.focusOrder(for: first)
        #expect(try VoiceOver(compiled).stops.map(\.element.name) == ["First", "Second"])
        #expect(try TalkBack(compiled).stops.map(\.element.name) == ["Second", "First"])
    }

    @Test func rulesThatReadFramesAndOverridesAlikeOrderEveryScreenAlike() {
        let index = ScreenIndex(Screen("S") { Button("Framed").frame(x: 0, y: 0, width: 1, height: 1) })
        #expect(FocusOrder.ordersAlike(.ios, .ios, index: index))
        #expect(!FocusOrder.ordersAlike(.ios, .android, index: index))
        #expect(FocusOrder.ordersAlike(.ios, .android, index: ScreenIndex(Self.plain)))
    }
}
