/// The screen's element lines of a parse, kept compact: each element and attribute as ``LexToken``s (plain data pointing
/// into the file's bytes) in three flat arrays, with no string of their own.
///
/// Lowering reads it directly; ``ScenarioParser/parse(_:)`` turns it into the public ``ElementSyntax`` list
/// (``elementSyntax(_:)``), so both come from the same parser code.
struct ParsedElements {
    /// One element line.
    struct Element {
        /// The kind word.
        var keyword: LexToken
        /// The kind it names.
        var kind: ElementKind
        /// The visible label string, if given.
        var label: LexToken?
        /// Its attributes: `attributes[firstAttribute..<firstAttribute + attributeCount]`.
        var firstAttribute: Int
        var attributeCount: Int
        /// The index of the containing element, or nil at the screen's top level.
        var parent: Int?
        /// 0 at the screen's top level.
        var depth: Int
        /// The line's first and last tokens.
        var lineFirst: LexToken
        var lineLast: LexToken

        /// The indices of its attributes.
        var attributeIndices: Range<Int> { firstAttribute..<(firstAttribute + attributeCount) }
    }

    /// One attribute: its word and its values, `values[firstValue..<firstValue + valueCount]`.
    struct Attribute {
        /// The attribute's word.
        var name: LexToken
        /// Which attribute the word is.
        var word: AttributeWord
        var firstValue: Int
        var valueCount: Int
    }

    /// Every element line under the screen, depth-first.
    var elements: [Element] = []
    /// Every element's attributes, in order.
    var attributes: [Attribute] = []
    /// Every attribute's values, in order.
    var values: [LexToken] = []

    /// The first attribute of `element` named `name` (attribute names are words, compared by their bytes).
    func attribute(_ name: StaticString, of element: Element, in source: TokenSource) -> Attribute? {
        for index in element.attributeIndices where source.equals(attributes[index].name, name) { return attributes[index] }
        return nil
    }

    /// The first value of `element`'s first attribute named `name`, if both exist.
    func firstValue(_ name: StaticString, of element: Element, in source: TokenSource) -> LexToken? {
        guard let attribute = attribute(name, of: element, in: source), attribute.valueCount > 0 else { return nil }
        return values[attribute.firstValue]
    }

    /// The values of an attribute.
    func values(of attribute: Attribute) -> ArraySlice<LexToken> {
        values[attribute.firstValue..<(attribute.firstValue + attribute.valueCount)]
    }

    /// The public list of element lines, with each token's text and the file's path.
    func elementSyntax(_ source: TokenSource) -> [ElementSyntax] {
        elements.map { element in
            ElementSyntax(
                keyword: source.token(element.keyword), kind: element.kind, label: element.label.map(source.token),
                attributes: attributes[element.attributeIndices].map { attribute in
                    ElementSyntax.Attribute(name: source.token(attribute.name), values: values(of: attribute).map(source.token))
                },
                parent: element.parent, depth: element.depth,
                range: ParsedScenarios.range(element.lineFirst, element.lineLast, in: source.file))
        }
    }
}
