import Foundation

/// The screen's element lines of a parse, kept compact: each element and attribute as ``LexToken``s (plain data pointing
/// into the file's bytes) in three flat arrays, with no string of their own.
///
/// Lowering reads it directly; ``ScenarioParser/parse(_:)`` turns it into the public ``ElementSyntax`` list
/// (``elementSyntax(_:)``), so both come from the same parser code.
struct ParsedElements {
    /// One element line, laid out small (a big screen's parse holds one per element while the screen is built):
    /// counts and positions in 32 bits, and of the line's last token only where it ends (the line starts at the kind).
    struct Element {
        /// The kind word, the line's first token.
        var keyword: LexToken
        /// The visible label string, if given.
        var label: LexToken?
        /// Where its attributes start in ``ParsedElements/attributes``.
        private var firstAttributeIndex: Int32
        /// How many attributes it has.
        private var attributeCountStorage: Int32
        /// The index of the containing element, -1 at the screen's top level.
        private var parentIndex: Int32
        /// 0 at the screen's top level.
        private var depthStorage: Int32
        /// The column just after the line's last token.
        private var lineEndColumn: Int32
        /// The kind it names.
        var kind: ElementKind

        /// An element line of `kind`, from `keyword` to `last`, whose attributes start at `firstAttribute`.
        init(keyword: LexToken, kind: ElementKind, firstAttribute: Int, parent: Int?, depth: Int, last: LexToken) {
            self.keyword = keyword
            self.kind = kind
            self.label = nil
            self.firstAttributeIndex = Int32(clamping: firstAttribute)
            self.attributeCountStorage = 0
            self.parentIndex = Int32(clamping: parent ?? -1)
            self.depthStorage = Int32(clamping: depth)
            self.lineEndColumn = last.endColumn
        }

        /// Its attributes: `attributes[firstAttribute..<firstAttribute + attributeCount]`.
        var firstAttribute: Int { Int(firstAttributeIndex) }
        /// How many attributes it has.
        var attributeCount: Int {
            get { Int(attributeCountStorage) }
            set { attributeCountStorage = Int32(clamping: newValue) }
        }
        /// The index of the containing element, or nil at the screen's top level.
        var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
        /// 0 at the screen's top level.
        var depth: Int { Int(depthStorage) }
        /// The 1-based line.
        var line: Int { Int(keyword.line) }

        /// The indices of its attributes.
        var attributeIndices: Range<Int> { firstAttribute..<(firstAttribute + attributeCount) }

        /// The whole line, from the kind to the last token, in `file`.
        func range(in file: SourceFileID) -> SourceRange {
            SourceRange(uncheckedBounds: (
                keyword.start(in: file), SourceLocation(fileID: file, line: Int(keyword.line), column: Int(lineEndColumn))))
        }
    }

    /// One attribute: its word and its values, `values[firstValue..<firstValue + valueCount]`.
    struct Attribute {
        /// The attribute's word.
        var name: LexToken
        /// Which attribute the word is.
        var word: AttributeWord
        /// Where its values start in ``ParsedElements/values`` (32 bits, as a parse's positions are kept).
        private var firstValueIndex: Int32
        /// How many values it has.
        private var valueCountStorage: Int32

        /// An attribute named by `name`, whose values start at `firstValue`.
        init(name: LexToken, word: AttributeWord, firstValue: Int) {
            self.name = name
            self.word = word
            self.firstValueIndex = Int32(clamping: firstValue)
            self.valueCountStorage = 0
        }

        /// Where its values start.
        var firstValue: Int { Int(firstValueIndex) }
        /// How many values it has.
        var valueCount: Int {
            get { Int(valueCountStorage) }
            set { valueCountStorage = Int32(clamping: newValue) }
        }
    }

    /// Every element line under the screen, depth-first.
    var elements: [Element] = []
    /// Every element's attributes, in order.
    var attributes: [Attribute] = []
    /// Every attribute's values, in order.
    var values: [LexToken] = []
    /// The kinds and attribute words of the lines, gathered as they are parsed (what lets lowering skip a check that
    /// could find nothing on them).
    var features = ElementLineFeatures()

    /// Room to reserve for the element lines of a file of these lines: its lines before the first that starts with
    /// `scenario` (element lines come before any scenario block) long enough to hold a kind word, less the `screen`
    /// line. Only room, never a limit (the list grows past it as usual should a file hold more, one with a second
    /// screen say): a big screen's list is then made once, at its size, instead of growing by doubling to up to twice
    /// it. Blank and short lines are not counted, so a hostile file of empty lines reserves nothing: the room is at most
    /// one element per ``shortestKeyword`` + 1 bytes of the file.
    static func capacityHint(_ bytes: UnsafeBufferPointer<UInt8>, spans: LineSpans) -> Int {
        let keyword: StaticString = "scenario"
        let length = keyword.utf8CodeUnitCount
        let shortest = shortestKeyword
        guard let base = bytes.baseAddress else { return 0 }
        var lines = 0
        for span in spans {
            let count = span.contentEnd - span.start
            if count >= length, base[span.start] == UInt8(ascii: "s"), memcmp(base + span.start, keyword.utf8Start, length) == 0 {
                break
            }
            if count >= shortest { lines += 1 }
        }
        return max(0, lines - 1)
    }

    /// The length of the shortest kind word (`tab`, `row`): an element line holds at least that many bytes.
    static let shortestKeyword = ElementKind.allCases.map(\.keyword.utf8.count).min() ?? 1

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

    /// The first attribute of `element` that is the attribute word `word`. Every attribute kept was found in the
    /// parser's table of attribute words, so this is the attribute ``attribute(_:of:in:)`` finds by its text.
    @inline(__always) func attribute(_ word: AttributeWord, of element: Element) -> Attribute? {
        for index in element.attributeIndices where attributes[index].word == word { return attributes[index] }
        return nil
    }

    /// The first value of `element`'s first attribute that is the attribute word `word`, if both exist.
    @inline(__always) func firstValue(_ word: AttributeWord, of element: Element) -> LexToken? {
        guard let attribute = attribute(word, of: element), attribute.valueCount > 0 else { return nil }
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
                range: element.range(in: source.file))
        }
    }
}
