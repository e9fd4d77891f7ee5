import Testing
@testable import ScreenReaderSim

/// A kind's facts are read from a table made once from the declared rows: each kind finds its own row.
@Suite struct KindFactsTableTests {
    @Test(arguments: ElementKind.allCases)
    func eachKindReadsItsDeclaredRow(kind: ElementKind) {
        #expect(kind.factsPosition == ElementKind.allCases.firstIndex(of: kind))
        #expect(kind.facts == kind.declaredFacts)
    }
}
