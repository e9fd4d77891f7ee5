import Testing
@testable import ScreenReaderSim

/// VoiceOver's order by position with rows anchored at each row's first stop (``RowGrouping/anchored``, what an import
/// reads, <doc:ImportingRealApps>): sorted by top, ties in tree order; a stop joins the open row while its top is less
/// than 8 points below the top of the stop that opened it; within a row by x, ties in tree order.
@Suite struct AnchoredRowOrderTests {
    /// A frame at `x`, `y`, 40 by 20 unless given.
    static func frame(_ x: Double, _ y: Double, _ width: Double = 40, _ height: Double = 20) -> Frame {
        Frame(x: x, y: y, width: width, height: height)
    }

    /// The order of the named frames, given in tree order.
    static func anchored(_ frames: [(String, Frame)], direction: LayoutDirection = .leftToRight) -> [String] {
        GeometricOrder(rowTolerance: 8, direction: direction, grouping: .anchored).sorted(frames) { $0.1 }.map(\.0)
    }

    @Test(arguments: [
        // Equal tops: one row, by x.
        ("equal tops", [("A", frame(200, 0)), ("B", frame(10, 0)), ("C", frame(100, 0))], ["B", "C", "A"]),
        // A chain of tops each less than 8 below the last: the row is anchored at its first, so the third opens a row.
        ("anchored at the first", [("A", frame(100, 0)), ("B", frame(50, 6)), ("C", frame(0, 12))], ["B", "A", "C"]),
        // Exactly 8 points below is the next row; 7.99 is the same row.
        ("8 points below", [("A", frame(100, 0)), ("B", frame(0, 8))], ["A", "B"]),
        ("7.99 points below", [("A", frame(100, 0)), ("B", frame(0, 7.99))], ["B", "A"]),
        // Overlapping frames: their tops decide, whatever the overlap.
        ("overlapping, tops far apart", [("A", frame(0, 0, 100, 100)), ("B", frame(50, 50, 100, 100))], ["A", "B"]),
        ("overlapping, tops close", [("A", frame(50, 0, 100, 100)), ("B", frame(0, 2, 100, 100))], ["B", "A"]),
        ("one inside another", [("Card", frame(0, 0, 300, 200)), ("Inner", frame(20, 4, 40, 20))], ["Card", "Inner"]),
        // Ties: the same x in one row keeps tree order, even when the later one is higher.
        ("same x, lower first", [("A", frame(10, 5)), ("B", frame(10, 0))], ["A", "B"]),
        ("same frame", [("A", frame(0, 0)), ("B", frame(0, 0))], ["A", "B"]),
        // Rows from top to bottom whatever the tree order; each opens where the last one could not take its first.
        ("two rows", [("D", frame(30, 15)), ("C", frame(0, 14)), ("B", frame(10, 7)), ("A", frame(20, 0))],
         ["B", "A", "C", "D"]),
        ("negative tops", [("A", frame(0, 10)), ("B", frame(0, -10)), ("C", frame(50, -4))], ["B", "C", "A"]),
    ])
    func rowsAreAnchoredAtTheirFirstStop(case name: String, frames: [(String, Frame)], expected: [String]) {
        #expect(Self.anchored(frames) == expected, "\(name)")
    }

    @Test(arguments: [
        ([("A", frame(0, 0)), ("B", frame(100, 3)), ("C", frame(50, 20))], ["B", "A", "C"]),
        ([("A", frame(10, 0)), ("B", frame(10, 4))], ["A", "B"]),
    ])
    func rightToLeftReadsEachRowFromItsRightEnd(frames: [(String, Frame)], expected: [String]) {
        #expect(Self.anchored(frames, direction: .rightToLeft) == expected)
    }

    /// The chain A, B, C with tops 0, 6, 12: pairs read apart give C, B, A (each within 8 of the next), rows anchored
    /// at their first give B, A, C.
    static func chain(_ grouping: RowGrouping) -> Screen {
        var screen = Screen("S") {
            Button("A").frame(x: 100, y: 0, width: 40, height: 20)
            Button("B").frame(x: 50, y: 6, width: 40, height: 20)
            Button("C").frame(x: 0, y: 12, width: 40, height: 20)
        }
        screen.rowGrouping = grouping
        return screen
    }

    @Test func aScreenChoosesItsRowGroupingAndTalkBackKeepsTreeOrder() throws {
        #expect(try VoiceOver(Self.chain(.pairwise)).stopNames == ["C", "B", "A"])
        #expect(try VoiceOver(Self.chain(.anchored)).stopNames == ["B", "A", "C"])
        #expect(try TalkBack(Self.chain(.anchored)).stopNames == ["A", "B", "C"])
    }

    @Test func aTabBarIsOneUnitPlacedAtItsFirstTabNotAtItsOwnFrame() throws {
        var screen = Screen("S") {
            TabBar("Sections") {
                Tab("Home", isSelected: true).frame(x: 200, y: 800, width: 90, height: 44)
                Tab("Search").frame(x: 100, y: 802, width: 90, height: 44)
            }.frame(x: 0, y: 0, width: 390, height: 844)
            Button("Settings").frame(x: 20, y: 100, width: 100, height: 44)
        }
        screen.rowGrouping = .anchored
        // The tabs sorted among themselves (one row: Search is further left), after the button above them.
        #expect(try VoiceOver(screen).stopNames == ["Settings", "Search", "Home"])
    }

    @Test(arguments: [
        ("screen \"S\" anchored-rows", RowGrouping.anchored, LayoutDirection.leftToRight),
        ("screen \"S\" rtl anchored-rows", .anchored, .rightToLeft),
        ("screen \"S\" anchored-rows rtl", .anchored, .rightToLeft),
        ("screen \"S\" rtl", .pairwise, .rightToLeft),
        ("screen \"S\"", .pairwise, .leftToRight),
    ])
    func theScreenLineAsksForAnchoredRows(line: String, grouping: RowGrouping, direction: LayoutDirection) throws {
        let file = ScenarioFile(parsing: line + "\n  text \"A\"\n")
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        let screen = try #require(file.screen)
        #expect(screen.rowGrouping == grouping)
        #expect(screen.layoutDirection == direction)
    }

    @Test(arguments: ["screen \"S\" anchored-rows anchored-rows", "screen \"S\" rtl ltr", "screen \"S\" anchored-rows rows"])
    func aWordGivenTwiceOrUnknownAfterTheFirstIsAnError(line: String) {
        let file = ScenarioFile(parsing: line + "\n  text \"A\"\n")
        #expect(file.diagnostics.map(\.id) == ["unexpected-token"])
    }

    @Test func aWrittenScreenWithAnchoredRowsReadsAsTheSameScreenBuiltInSwift() throws {
        let file = ScenarioFile(parsing: """
        screen "S" anchored-rows
          button "A" frame 100 0 40 20
          button "B" frame 50 6 40 20
          button "C" frame 0 12 40 20
        """)
        let screen = try #require(file.screen)
        #expect(try VoiceOver(screen).stopNames == ["B", "A", "C"])
    }
}
