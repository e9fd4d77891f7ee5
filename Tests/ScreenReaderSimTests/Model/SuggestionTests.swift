import Testing
import ScreenReaderSim

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("swich", "switch"), ("rigth", "right"), ("stpeper", "stepper"), ("heding", "heading"),
        ("radiogroup", "radio-group"), ("CHECKBOX", "checkbox"),
    ])
    func suggestsTheClosestKindForATypo(typo: String, expected: String) {
        #expect(Suggestion.closest(to: typo, in: ElementKind.allCases.map(\.keyword) + ["right", "left"]) == expected)
    }

    @Test func suggestsNothingForAWordFarFromEveryCandidate() {
        #expect(Suggestion.closest(to: "banana", in: ["switch", "stepper"]) == nil)
    }

    @Test(arguments: [("", "abc", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("kitten", "sitting", 3), ("ca", "abc", 3)])
    func editDistanceCountsSwapsOfNeighboursAsOneEdit(first: String, second: String, distance: Int) {
        #expect(Suggestion.editDistance(first, second) == distance)
    }
}
