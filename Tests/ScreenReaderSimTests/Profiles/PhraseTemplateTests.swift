import Foundation
@testable import ScreenReaderSim
import Testing

/// A phrase template split once fills in exactly as replacing every occurrence of each hole in the text would (what
/// the tables did per utterance before the composer kept them split).
@Suite struct PhraseTemplateTests {
    static let templates = [
        "{index} of {count}", "{count} of {index}", "{value}%", "{value} percent", "In list, {count} items", "", "no holes",
        "{index}{index}{count}", "{{index}}", "{index", "index}", "é{count} items ✓", "{count}\u{301} e\u{301}", "{ index }",
    ]

    @Test(arguments: templates)
    func aTemplateFillsInAsReplacingEachHoleWould(_ template: String) {
        for (first, second) in [(1, 3), (0, 0), (12, 7), (-4, 100), (Int.max, Int.min)] {
            let replaced = template.replacingOccurrences(of: "{index}", with: String(first))
                .replacingOccurrences(of: "{count}", with: String(second))
            #expect(PhraseTemplate.position(template).filled(first, second) == replaced)
            #expect(PhraseTemplate.value(template).filled(first) == template.replacingOccurrences(of: "{value}", with: String(first)))
            #expect(PhraseTemplate.count(template).filled(second) == template.replacingOccurrences(of: "{count}", with: String(second)))
        }
    }

    /// Every profile's table fills its position, list info and percentage in as before.
    @Test(arguments: ReaderProfile.allCases)
    func everyProfilesTemplatesFillInAsBefore(_ profile: ReaderProfile) {
        let table = ReaderProfileTable.table(for: profile).phrases
        #expect(table.position(2, of: 5) == table.positionTemplate
            .replacingOccurrences(of: "{index}", with: "2").replacingOccurrences(of: "{count}", with: "5"))
        #expect(table.number(87, percent: true) == table.percentTemplate.replacingOccurrences(of: "{value}", with: "87"))
        #expect(table.number(87, percent: false) == "87")
    }
}
