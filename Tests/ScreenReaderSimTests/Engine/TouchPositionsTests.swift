import Testing
@testable import ScreenReaderSim

/// A big screen's touch table answers every label a touch lands by with one lookup: labels that name their stop with
/// the stop's whole content (its rarer parts too, when the stop is its own control or has none and is in no series: a
/// hint, a prompt), a stepper's button with its bounds, a row touched by a text or control it merges with the row's
/// content too (its name kept in the table), a radio, segment or tab with its content too (its container and its place
/// in the series kept in its record for a radio, and with the container's label a segment or tab speaks in a series
/// detail), the others (a row with a hint touched by its control) with their stop's position; labels that are
/// ambiguous, written like an id, or inside a dialog are left to the full lookup (whose answers `BigScreenTouchTests`
/// compares with a small screen's). Labels and names longer than 15 UTF-8 bytes are kept in the table's own arena and
/// come back as written.
@Suite struct TouchPositionsTests {
    static func order() throws -> FocusOrder {
        try CompiledScreen(BigScreenTouchTests.screen(padded: true)).focusOrder(for: .ios)
    }

    @Test(arguments: [
        ("Wi-Fi", true), ("Airplane mode", true), ("Guests", true), ("Day", true), ("Bluetooth", true), ("Small", true),
        ("Email", true), ("Volume", true), ("Home", true), ("Help", true), ("Sort", true), ("Filler 3", true),
        ("More", true), ("Hidden item", true), ("Far", true), ("Deep", true), ("Low stepper at its minimum", true),
        ("Data roaming switch", true), ("Roaming", true), ("Share", false), ("Week", true),
    ])
    func aLabelATouchLandsByIsInTheTable(_ label: String, holdsTheWholeContent: Bool) throws {
        let order = try Self.order()
        let target = try #require(order.touchPositions.target(of: label, hash: LabelTable.hash(ofLabel: label)))
        let element = try order.index.storage.elementIndex(label)
        #expect(target.position == order.stopHolding[element])
        #expect((target.content != nil) == holdsTheWholeContent)
        if let content = target.content { #expect(content == order.contents[target.position]) }
        // A stop in a series that speaks its container's label holds it too: the container's name.
        let stop = order.contents[target.position]
        if target.content != nil, stop.speaksContainerLabel, let container = stop.container {
            #expect(target.containerLabel == order.index.elements[container].name)
        } else {
            #expect(target.containerLabel == nil)
        }
    }

    /// A radio's record holds its container and its place in the series itself (a touch then reads nothing beyond
    /// the bucket); a segment or tab, which speaks its container's label, keeps a series detail.
    @Test func onlyTheSeriesStopsThatSpeakTheirContainersLabelKeepASeriesDetail() throws {
        let order = try Self.order()
        let series = order.contents.filter { $0.container != nil && $0.part == .whole && $0.control == $0.element }
        let speaking = series.filter(\.speaksContainerLabel)
        #expect(series.contains { $0.name == "Small" } && !speaking.contains { $0.name == "Small" })
        #expect(speaking.contains { $0.name == "Home" } && speaking.contains { $0.name == "Day" })
        #expect(order.touchPositions.seriesDetailCount == speaking.count)
        #expect(speaking.count < series.count)
    }

    /// A touch reads a stop's detail or series detail, and a label of 17 to 28 bytes, first where its label's hash puts
    /// it (``HashPlacedList``): most lie there, the others where their buckets say. Every record a touch answers is
    /// checked against the order by the tests above, whichever place it was read from.
    @Test func mostDetailsAndSlottedLabelsLieWhereTheirHashesPutThem() throws {
        let positions = try Self.order().touchPositions
        #expect(positions.detailCount > 0)
        #expect(positions.seriesDetailCount > 0)
        #expect(positions.keySlotCount > 0)
        let placed = positions.recordsAtTheirHome
        #expect(placed.all == positions.detailCount + positions.seriesDetailCount + positions.keySlotCount)
        #expect(placed.atHome * 2 > placed.all, "\(placed.atHome) of \(placed.all) at their home")
    }

    /// The table has twice as many buckets as the screen has labels, and one: at most half full, so a touch reads
    /// fewer buckets than in the label table, which may be four fifths full.
    @Test func theTableHasTwiceAsManyBucketsAsLabels() throws {
        let order = try Self.order()
        let labels = order.index.storage.labelLookup.labelCount
        #expect(labels > 100)
        #expect(order.touchPositions.bucketCount == 2 * labels + 1)
    }

    /// A label the table finds by the comparison rule rather than by its bytes (another case, a long label too) lands
    /// where the label as written does, with the content the order holds: named as written, not as touched.
    @Test(arguments: [
        ("wi-fi", "Wi-Fi"), ("LOW STEPPER AT ITS MINIMUM", "Low stepper at its minimum"),
        ("data roaming SWITCH", "Data roaming switch"), ("bluetooth", "Bluetooth"),
    ])
    func aLabelFoundByTheComparisonRuleAnswersAsTheLabelAsWritten(_ touched: String, written: String) throws {
        let order = try Self.order()
        let target = try #require(order.touchPositions.target(of: touched, hash: LabelTable.hash(ofLabel: touched)))
        let expected = try #require(order.touchPositions.target(of: written, hash: LabelTable.hash(ofLabel: written)))
        #expect(target.position == expected.position)
        let content = try #require(target.content)
        #expect(content == order.contents[target.position])
        #expect(content.name.utf8.elementsEqual(order.contents[target.position].name.utf8))
    }

    /// A stepper's button holds its bounds when they fit in 16 bits (the reader then reads no declaration to dim it);
    /// nothing else holds any.
    @Test(arguments: [("Guests", 1...10 as ClosedRange<Int>?), ("Far", nil), ("Volume", nil), ("Wi-Fi", nil)])
    func aStepperButtonHoldsItsBoundsWhenTheyFit(_ label: String, bounds: ClosedRange<Int>?) throws {
        let order = try Self.order()
        let target = try #require(order.touchPositions.target(of: label, hash: LabelTable.hash(ofLabel: label)))
        #expect(target.stepperBounds == bounds)
    }

    @Test(arguments: ["Twin", "connected", "Connected", "Cancel", "Sign in failed", "Newest", "Nothing here", "save-button"])
    func aLabelLeftToTheFullLookupIsNotInTheTable(_ label: String) throws {
        let order = try Self.order()
        #expect(order.touchPositions.target(of: label, hash: LabelTable.hash(ofLabel: label)) == nil)
    }
}

/// A record packs a stop's part by a switch; it must give each part its place in the list a record unpacks it by.
@Suite struct TouchRecordPartTests {
    @Test(arguments: [FocusStop.Part.whole, .groupLabel, .decrement, .increment, .title, .dismiss])
    func aPartPacksToItsPlaceInTheUnpackingList(_ part: FocusStop.Part) {
        let bits = TouchPositions.Record.partBits(part)
        #expect(Int(bits) == TouchPositions.Record.parts.firstIndex(of: part))
        #expect(TouchPositions.Record.part(ofBits: bits) == part)
    }
}

/// A big screen's touch table is built only once its readers have touched by label more than
/// ``TouchPositions/touchesBeforeBuilding`` times, counted over every reader of the order: a run that touches a few
/// times looks each label up in full and keeps no table.
@Suite struct TouchTableBuildingTests {
    @Test func theTableIsBuiltOnlyAfterEnoughTouchesByAnyReader() throws {
        let compiled = CompiledScreen(BigScreenTouchTests.screen(padded: true))
        let voiceOver = try ScreenReader(.voiceOver, screen: compiled)
        let keyboard = try ScreenReader(.iosKeyboard, screen: compiled)
        let order = try compiled.focusOrder(for: .ios)
        let half = TouchPositions.touchesBeforeBuilding / 2
        for _ in 0..<half { _ = try voiceOver.touch("Wi-Fi") }
        for _ in half..<TouchPositions.touchesBeforeBuilding { _ = try voiceOver.touch("Small") }
        #expect(!order.hasTouchPositions)
        // The keyboard reader does not speak: it looks nothing up in the table, so it does not count.
        _ = try keyboard.touch("Wi-Fi")
        #expect(!order.hasTouchPositions)
        let spoken = try voiceOver.touch("Wi-Fi")
        #expect(order.hasTouchPositions)
        #expect(spoken.last == .spoken("Wi-Fi, on, switch button, double tap to toggle setting"))
    }

    /// A small screen never builds one, however often it is touched.
    @Test func aSmallScreenBuildsNoTable() throws {
        let compiled = CompiledScreen(BigScreenTouchTests.screen(padded: false))
        let reader = try ScreenReader(.voiceOver, screen: compiled)
        for _ in 0...TouchPositions.touchesBeforeBuilding { _ = try reader.touch("Wi-Fi") }
        #expect(try !compiled.focusOrder(for: .ios).hasTouchPositions)
    }
}
