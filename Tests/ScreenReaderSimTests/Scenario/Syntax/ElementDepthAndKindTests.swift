import Testing
@testable import ScreenReaderSim

/// An element line's depth and kind packed in one word (``ElementDepthAndKind``) give back every kind, at every place in
/// `ElementKind.allCases`, and the depth, clamped only past ``ElementDepthAndKind/maximumDepth``.
@Suite struct ElementDepthAndKindTests {
    @Test(arguments: [0, 1, 2, 255, 256, 65_536, ElementDepthAndKind.maximumDepth])
    func everyKindAndDepthComeBack(_ depth: Int) {
        for (place, kind) in ElementKind.allCases.enumerated() {
            let packed = ElementDepthAndKind(depth: depth, kind: kind)
            #expect(packed.kind == kind)
            #expect(packed.depth == depth)
            #expect(Int(packed.kindIndex) == place)
            #expect(Int(ElementDepthAndKind.index(of: kind)) == place)
        }
    }

    @Test func aDepthPastTheMostKeptIsClamped() {
        #expect(ElementDepthAndKind(depth: ElementDepthAndKind.maximumDepth + 1, kind: .row).depth == ElementDepthAndKind.maximumDepth)
        #expect(ElementDepthAndKind(depth: ElementDepthAndKind.maximumDepth + 1, kind: .row).kind == .row)
    }

    @Test func aKindTakesOneByte() {
        #expect(MemoryLayout<ElementKind>.size == 1)
        #expect(ElementKind.allCases.count <= 256)
    }

    @Test func eachKindsKeywordLengthIsItsKeywords() {
        #expect(ParsedElements.Element.keywordLengths == ElementKind.allCases.map { Int32($0.keyword.utf8.count) })
    }
}
