import Testing
@testable import ScreenReaderSim

/// A dialog's own order on a screen whose order frames or `order` positions rearrange (issue 24 B3: its first open
/// was O(screen) there) is built from its subtree alone: the same stops as the same dialog on a screen of nothing else,
/// its own frames and `order` positions applied, whatever the screen around it holds.
@Suite struct ArrangedLayerOrderTests {
    /// A dialog whose children are rearranged by their frames (one under the other, declared bottom first) and by an
    /// `order` position.
    static func dialog() -> Element {
        Dialog("Delete photo?", id: "confirm") {
            Text("It is deleted from every device.").frame(x: 0, y: 40, width: 100, height: 10)
            Button("Keep").frame(x: 0, y: 30, width: 100, height: 10)
            Button("Delete").order(1).frame(x: 0, y: 20, width: 100, height: 10)
            Button("Cancel").closes().frame(x: 0, y: 10, width: 100, height: 10)
        }
    }

    /// `count` buttons before the dialog and after it, framed in reverse, the first of them with an `order` position.
    static func screen(around count: Int) -> Screen {
        var elements: [Element] = (0..<count).map { number in
            Button("Before \(number)").frame(x: 0, y: Double(count - number) * 10, width: 100, height: 10)
        }
        if !elements.isEmpty { elements[0] = elements[0].order(2) }
        elements.append(dialog())
        elements += (0..<count).map { Button("After \($0)").frame(x: 0, y: -Double($0) * 10, width: 100, height: 10) }
        return Screen("Arranged", elements: elements)
    }

    static func dialogStops(_ screen: Screen, on platform: Platform) throws -> [String] {
        let compiled = CompiledScreen(screen)
        let dialog = try #require(compiled.modalLayer(named: "confirm"))
        let order = try compiled.focusOrder(for: platform, layer: dialog)
        return order.contents.map { "\($0.part) \($0.name)" }
    }

    @Test(arguments: [Platform.ios, .android], [1, 50, 600])
    func aDialogsOrderOnAnArrangedScreenIsItsOwn(_ platform: Platform, around count: Int) throws {
        let alone = try Self.dialogStops(Screen("Alone", elements: [Self.dialog()]), on: platform)
        #expect(try Self.dialogStops(Self.screen(around: count), on: platform) == alone)
        // The comparison is between rearranged orders: the `order` position moves Delete on both platforms.
        let declared = ["title Delete photo?", "whole It is deleted from every device.", "whole Keep", "whole Delete",
                        "whole Cancel"]
        #expect(Set(alone) == Set(declared))
        #expect(alone != declared)
    }

    @Test func aWindowOfRangesReadsEmptyOutsideIt() {
        var ranges = ElementStopRanges(window: 10..<20)
        ranges[12] = 3..<5
        #expect(ranges[12] == 3..<5)
        #expect(ranges[11].isEmpty)
        #expect(ranges[9].isEmpty)
        #expect(ranges[20].isEmpty)
        #expect(ranges.window == 10..<20)
    }
}
