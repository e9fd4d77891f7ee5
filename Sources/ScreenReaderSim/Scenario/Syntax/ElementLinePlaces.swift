/// What the focus-order checks need of a screen's element lines, kept small so the lines themselves (``ParsedElements``,
/// some hundred bytes an element) are dropped once the screen is indexed, before its focus orders are built: where
/// each line's kind word is, the `before`/`after` word of the few lines that move, and the `moves-focus` targets.
///
/// Everything it answers is what the same question asked of the ``ParsedFile`` answers (the tests compare the two).
struct ElementLinePlaces {
    /// Where a kind word is on its line.
    private struct KeywordPlace {
        /// The 1-based line.
        var line: Int32
        /// The column of its first character.
        var startColumn: Int32
        /// The column just after its last character.
        var endColumn: Int32
    }

    /// Each element line's kind word, by element index.
    private let keywords: [KeywordPlace]
    /// The first `before` word of each element line that has one, else its first `after` word, by element index.
    private let orderWords: [Int: LexToken]
    /// Each element line's first `moves-focus` value, in line order.
    let focusMoveTargets: [LexToken]
    /// The file every place is in.
    private let file: SourceFileID

    /// The places of `parsed`'s element lines.
    init(_ parsed: ParsedFile) {
        let elements = parsed.elements
        var keywords: [KeywordPlace] = []
        keywords.reserveCapacityOnHugePages(elements.elements.count, populated: true)
        var orderWords: [Int: LexToken] = [:]
        var focusMoveTargets: [LexToken] = []
        // Lines without any of the attributes kept (``ElementLineFeatures``) need only their kind word's place.
        let features = elements.features
        let keepsAttributes = features.uses(.before) || features.uses(.after) || features.uses(.movesFocus)
        let keywordLengths = ParsedElements.Element.keywordLengths
        for (index, element) in elements.elements.enumerated() {
            let keyword = element.keyword(lengths: keywordLengths)
            keywords.append(KeywordPlace(line: keyword.line, startColumn: keyword.startColumn, endColumn: keyword.endColumn))
            guard keepsAttributes else { continue }
            var before: LexToken?
            var after: LexToken?
            var sawFocusMove = false
            // Attribute words are told apart by the word the parser found, as ``ParsedElements/attribute(_:of:in:)``
            // tells them apart by their text: the first of each counts (a first `moves-focus` without a value names
            // no target, whatever a later one says).
            for attribute in elements.attributes[element.attributeIndices] {
                switch attribute.word {
                case .before where before == nil: before = attribute.name
                case .after where after == nil: after = attribute.name
                case .movesFocus where !sawFocusMove:
                    sawFocusMove = true
                    if attribute.valueCount > 0 { focusMoveTargets.append(elements.values[attribute.firstValue]) }
                default: break
                }
            }
            if let word = before ?? after { orderWords[index] = word }
        }
        self.keywords = keywords
        self.orderWords = orderWords
        self.focusMoveTargets = focusMoveTargets
        self.file = parsed.source.file
    }

    /// How many element lines there are.
    var count: Int { keywords.count }

    /// Where element line `index`'s kind word is.
    func keywordRange(_ index: Int) -> SourceRange {
        let place = keywords[index]
        return SourceRange(uncheckedBounds: (
            SourceLocation(fileID: file, line: Int(place.line), column: Int(place.startColumn)),
            SourceLocation(fileID: file, line: Int(place.line), column: Int(place.endColumn))))
    }

    /// The `before` word of element line `index`, else its `after` word, nil when it has neither.
    func orderWord(_ index: Int) -> LexToken? { orderWords[index] }
}
