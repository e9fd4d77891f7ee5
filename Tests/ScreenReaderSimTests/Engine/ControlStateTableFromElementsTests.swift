import Testing
@testable import ScreenReaderSim

/// The table of a screen's starting states made straight from its element list
/// (``ControlStateTable/init(startingStatesOf:)``) answers as the one made from the sequence of their states, for every
/// kind of state: none, the state words, values inline and too large to be, negative, empty and other texts.
@Suite struct ControlStateTableFromElementsTests {
    static let states: [ControlState?] = [
        nil, .on, .off, .checked, .unchecked, .selected, .unselected, .expanded, .collapsed, .text(""), .text("Ada"),
        .value(0), .value(1), .value(ControlStateTable.largestInlineValue), .value(ControlStateTable.largestInlineValue + 1),
        .value(-1), .value(Int.max), .value(Int.min), .text("caf\u{E9}"),
    ]

    @Test(arguments: [1, 7, 300, 5000])
    func theTableFromTheElementsAnswersAsTheTableFromTheirStates(count: Int) {
        let elements = (0..<count).map { index in
            var element = Element(.button, "E \(index)")
            element.state = Self.states[(index * 7) % Self.states.count]
            return element
        }
        let fromElements = ControlStateTable(startingStatesOf: elements)
        let fromStates = ControlStateTable(elements.map(\.state))
        for index in elements.indices {
            #expect(fromElements[index] == fromStates[index])
            #expect(fromElements[index] == elements[index].state)
        }
    }
}
