import Testing
@testable import ScreenReaderSim

/// A kind's facts are read from a table made once from the declared rows: each kind finds its own row, through
/// `kind.facts` and through a ``KindFactsTable`` a loop holds alike.
@Suite struct KindFactsTableTests {
    @Test(arguments: ElementKind.allCases)
    func eachKindReadsItsDeclaredRow(kind: ElementKind) {
        #expect(kind.factsPosition == ElementKind.allCases.firstIndex(of: kind))
        #expect(kind.facts == kind.declaredFacts)
    }

    @Test(arguments: ElementKind.allCases)
    func aHeldTableReadsEachKindsRowAsTheKindDoes(kind: ElementKind) {
        #expect(KindFactsTable()[kind] == kind.facts)
        #expect(KindFactsTable()[kind] == kind.declaredFacts)
    }
}
