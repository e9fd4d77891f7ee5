import Testing
@testable import ScreenReaderSim

/// ``Element/initialize(_:lowered:label:range:location:rangeBox:)`` makes, field by field, the element the Swift API's
/// initializer makes of the same kind, label and range, with the location set: for every kind, with and without a
/// range.
@Suite struct ElementLoweringTests {
    static let ranges: [StepperRange?] = [nil, StepperRange(minimum: 1, maximum: 4), StepperRange(minimum: -3, maximum: 9, step: 3)]

    @Test(arguments: ElementKind.allCases, ranges)
    func anElementMadeFieldByFieldIsTheOneTheInitializerMakes(kind: ElementKind, range: StepperRange?) {
        let location = SourceLocation(file: "lowered.scenario", line: 7, column: 3)
        for label in ["", "Wi-Fi", "A label longer than fifteen bytes"] {
            var expected = Element(kind, label, range: range)
            expected.location = location
            let made = withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
                let place = buffer.baseAddress!
                Element.initialize(place, lowered: kind, label: label, range: range, location: location)
                return place.move()
            }
            #expect(made == expected)
            #expect(made.range == expected.range && made.state == expected.state && made.location == location)
            #expect(made.childList == nil && made.isEnabled && !made.isHidden && made.exposesRole && made.exposesState)
        }
    }

    @Test func everyStoredPropertyIsInitialized() {
        // A stored property added to `Element` must be initialized by `Element.initialize(_:lowered:...)` too.
        #expect(Mirror(reflecting: Element(.button, "B")).children.count == Element.loweredStoredProperties)
    }
}
