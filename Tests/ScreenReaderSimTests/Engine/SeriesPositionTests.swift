import Testing
@testable import ScreenReaderSim

/// Each segment, tab and grouped radio stop says `N of M`: its place among its container's children that are not
/// hidden (a radio group's radios only), worked out for every stop of an order at once. These check that pass against
/// the place worked out for each stop alone, on generated screens and on screens whose containers' stops interleave.
@Suite struct SeriesPositionTests {
    /// The place of `stop` among its container's shown children, worked out from the screen alone.
    static func expectedPosition(of stop: StopContent, index: ScreenIndex) -> StopContent.SeriesPosition? {
        guard let container = stop.container else { return nil }
        let children = index.children(of: container).filter {
            index.elements[container].kind != .radioGroup || index.elements[$0].kind.facts.activation == .selectRadio
        }
        let shown = children.filter { !index.isEffectivelyHidden[$0] }
        return shown.firstIndex(of: stop.element).map { StopContent.SeriesPosition(index: $0 + 1, count: shown.count) }
    }

    /// Expects every stop of both platforms' orders of `text`'s screen to have the place worked out for it alone, and
    /// returns how many stops have one.
    @discardableResult
    func expectPositionsAlone(_ text: String) throws -> Int {
        let file = ScenarioFile(parsing: text, file: "series.scenario")
        let compiled = try #require(file.compiledScreen, "\(file.diagnostics.map(\.description))")
        var placed = 0
        for platform in [Platform.ios, .android] {
            for stop in try compiled.focusOrder(for: platform).contents {
                #expect(stop.seriesPosition == Self.expectedPosition(of: stop, index: compiled.index), "\(stop.name)")
                if stop.seriesPosition != nil { placed += 1 }
            }
        }
        return placed
    }

    @Test(arguments: 0..<12)
    func aGeneratedScreensStopsHaveTheirPlaceInTheirContainer(seed: Int) throws {
        try expectPositionsAlone(GeneratedScreen(seed: UInt64(seed)).text)
    }

    /// Frames interleave two radio groups' radios and two segmented controls' segments in VoiceOver's order (the stops of
    /// one container are not together), and a hidden radio is left out of its group's count.
    @Test(arguments: [
        """
        screen "Interleaved"
          radio-group "Size"
            radio "Small" frame 0 0 40 10
            radio "Large" frame 0 20 40 10
            radio "Huge" hidden frame 0 30 40 10
          radio-group "Colour"
            radio "Red" frame 50 0 40 10 selected
            radio "Blue" frame 50 20 40 10
        """,
        """
        screen "Segments"
          segmented-control "View"
            segment "List" frame 0 0 40 10
            segment "Grid" frame 0 20 40 10
          segmented-control "Sort"
            segment "Name" frame 50 0 40 10
            segment "Date" frame 50 20 40 10
            segment "Size" frame 50 40 40 10
          segmented-control "View again"
            segment "Map" frame 100 0 40 10
        """,
    ])
    func interleavedContainersStopsHaveTheirPlaceInTheirContainer(text: String) throws {
        #expect(try expectPositionsAlone(text + "\n") > 0)
    }
}
