import Foundation

/// The screen's element lines of a parse, kept compact: each element and attribute as ``LexToken``s (plain data pointing
/// into the file's bytes) in three flat arrays, with no string of their own.
///
/// Lowering reads it directly; ``ScenarioParser/parse(_:)`` turns it into the public ``ElementSyntax`` list
/// (``elementSyntax(_:)``), so both come from the same parser code.
struct ParsedElements {
    /// One element line, laid out small (a big screen's parse holds one per element while the screen is built): 56 bytes
    /// where two whole ``LexToken``s took 88. Counts and positions are kept in 32 bits, and of the line's last token only
    /// where it ends (the line starts at the kind). What is known from the kind is not kept: the kind word is a word of
    /// the kind's keyword exactly (the parser looked its bytes up), so of it only where it starts is kept, in the file's
    /// bytes and in columns, and its line, which is the line's; its end and length are the keyword's. The label, a string
    /// on the same line, keeps its own columns, length and escape, and where its value starts as a distance from the kind
    /// word (0 for none: a label comes after the kind), so it needs no optional's room. The depth and the kind share 32
    /// bits (``ElementDepthAndKind``). ``keyword`` and ``label`` give back the tokens it was made from
    /// (`ParsedElementsLayoutTests`).
    struct Element {
        /// Where the kind word starts in the file's bytes.
        private var keywordStart: Int
        /// The 1-based line (of the kind word, its label and the whole line).
        private var lineNumber: Int32
        /// The column of the kind word.
        private var keywordColumn: Int32
        /// Where the label's value starts in the file's bytes, less ``keywordStart``; 0 when there is no label. Kept in
        /// 32 bits, clamped, as a parse's columns are: only a label more than 4 GiB after its kind word on one line
        /// would not be found from it.
        private var labelOffset: UInt32
        /// The column of the label's opening quote.
        private var labelColumn: Int32
        /// The column just after the label's closing quote.
        private var labelEndColumn: Int32
        /// How many bytes the label's value has.
        private var labelLength: UInt32
        /// The index of the label's value in the parse's escaped values, -1 when it holds no escape.
        private var labelEscaped: Int32
        /// Where its attributes start in ``ParsedElements/attributes``.
        private var firstAttributeIndex: Int32
        /// How many attributes it has.
        private var attributeCountStorage: Int32
        /// The index of the containing element, -1 at the screen's top level.
        private var parentIndex: Int32
        /// The column just after the line's last token.
        private var lineEndColumn: Int32
        /// Its depth and kind, in one word.
        private var depthAndKind: ElementDepthAndKind

        /// An element line of `kind`, from `keyword` (a word whose bytes are `kind`'s keyword) to `last`, whose
        /// attributes start at `firstAttribute`.
        init(keyword: LexToken, kind: ElementKind, firstAttribute: Int, parent: Int?, depth: Int, last: LexToken) {
            assert(keyword.kind == .word && keyword.escaped < 0 && Int(keyword.valueLength) == kind.keyword.utf8.count
                   && keyword.endColumn == keyword.startColumn &+ Int32(keyword.valueLength), "a kind word is its kind's keyword")
            self.keywordStart = keyword.valueStart
            self.lineNumber = keyword.line
            self.keywordColumn = keyword.startColumn
            self.labelOffset = 0
            self.labelColumn = 0
            self.labelEndColumn = 0
            self.labelLength = 0
            self.labelEscaped = -1
            self.firstAttributeIndex = Int32(clamping: firstAttribute)
            self.attributeCountStorage = 0
            self.parentIndex = Int32(clamping: parent ?? -1)
            self.lineEndColumn = last.endColumn
            self.depthAndKind = ElementDepthAndKind(depth: depth, kind: kind)
        }

        /// The kind it names.
        var kind: ElementKind { depthAndKind.kind }
        /// The kind word, the line's first token.
        var keyword: LexToken { keyword(lengths: Self.keywordLengths) }
        /// The kind word, its length read from `lengths` (``keywordLengths``, fetched once for a loop over many lines).
        @inline(__always) func keyword(lengths: [Int32]) -> LexToken {
            let length = lengths[Int(depthAndKind.kindIndex)]
            return LexToken(kind: .word, escaped: -1, line: lineNumber, startColumn: keywordColumn,
                            endColumn: keywordColumn &+ length, valueStart: keywordStart, valueEnd: keywordStart + Int(length))
        }
        /// The visible label string (a string token on the line after the kind word), if given.
        var label: LexToken? {
            get {
                guard labelOffset != 0 else { return nil }
                let start = keywordStart + Int(labelOffset)
                return LexToken(kind: .string, escaped: labelEscaped, line: lineNumber, startColumn: labelColumn,
                                endColumn: labelEndColumn, valueStart: start, valueEnd: start + Int(labelLength))
            }
            set {
                guard let label = newValue else {
                    labelOffset = 0
                    return
                }
                assert(label.kind == .string && label.line == lineNumber && label.valueStart > keywordStart,
                       "a label is a string after the kind word on its line")
                labelOffset = UInt32(clamping: label.valueStart - keywordStart)
                labelColumn = label.startColumn
                labelEndColumn = label.endColumn
                labelLength = label.valueLength
                labelEscaped = label.escaped
            }
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
        var depth: Int { depthAndKind.depth }
        /// The 1-based line.
        var line: Int { Int(lineNumber) }

        /// The indices of its attributes.
        var attributeIndices: Range<Int> { firstAttribute..<(firstAttribute + attributeCount) }

        /// Where the kind word starts, in `file` (where the element is declared).
        func start(in file: SourceFileID) -> SourceLocation {
            SourceLocation(fileID: file, line: Int(lineNumber), column: Int(keywordColumn))
        }

        /// The whole line, from the kind to the last token, in `file`.
        func range(in file: SourceFileID) -> SourceRange {
            SourceRange(uncheckedBounds: (
                start(in: file), SourceLocation(fileID: file, line: Int(lineNumber), column: Int(lineEndColumn))))
        }

        /// The byte length of each kind's keyword, in the order of `ElementKind.allCases` (a kind's place there is its
        /// ``ElementDepthAndKind/kindIndex``).
        static let keywordLengths: [Int32] = ElementKind.allCases.map { Int32($0.keyword.utf8.count) }
    }

    /// One attribute: its word and its values, `values[firstValue..<firstValue + valueCount]`. Laid out in 32 bytes where
    /// a whole ``LexToken`` for its word took 40: the word is one of the parser's attribute words exactly (it was looked
    /// up by its bytes), so of it only where it starts is kept, in the file's bytes and in columns, and its line; its end
    /// and length are the attribute word's. ``name`` gives back the token it was made from (`ParsedElementsLayoutTests`).
    struct Attribute {
        /// Where the attribute's word starts in the file's bytes.
        private var nameStart: Int
        /// The word's 1-based line.
        private var lineNumber: Int32
        /// The word's column.
        private var nameColumn: Int32
        /// Where its values start in ``ParsedElements/values`` (32 bits, as a parse's positions are kept).
        private var firstValueIndex: Int32
        /// How many values it has.
        private var valueCountStorage: Int32
        /// Which attribute the word is.
        let word: AttributeWord

        /// An attribute named by `name` (a word whose bytes are `word`'s), whose values start at `firstValue`.
        init(name: LexToken, word: AttributeWord, firstValue: Int) {
            assert(name.kind == .word && name.escaped < 0 && Int(name.valueLength) == word.rawValue.utf8.count
                   && name.endColumn == name.startColumn &+ Int32(name.valueLength), "an attribute's word is its word")
            self.nameStart = name.valueStart
            self.lineNumber = name.line
            self.nameColumn = name.startColumn
            self.word = word
            self.firstValueIndex = Int32(clamping: firstValue)
            self.valueCountStorage = 0
        }

        /// The attribute's word.
        var name: LexToken {
            let length = Self.wordLengths[word.caseIndex]
            return LexToken(kind: .word, escaped: -1, line: lineNumber, startColumn: nameColumn,
                            endColumn: nameColumn &+ length, valueStart: nameStart, valueEnd: nameStart + Int(length))
        }
        /// Where its values start.
        var firstValue: Int { Int(firstValueIndex) }
        /// How many values it has.
        var valueCount: Int {
            get { Int(valueCountStorage) }
            set { valueCountStorage = Int32(clamping: newValue) }
        }

        /// The byte length of each attribute word, in the order of `AttributeWord.allCases`.
        static let wordLengths: [Int32] = AttributeWord.allCases.map { Int32($0.rawValue.utf8.count) }
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

    /// Reserves room for `count` element lines (``capacityHint(_:spans:)``), and for half as many attributes and values:
    /// half of each a line, what a big screen's lines have (0.4 attributes and 0.25 values a line in the benchmark's
    /// screens, mostly a state word). Only room: the lists grow past it as usual. Room never written is never touched (a
    /// list's memory is not cleared), so room a screen leaves unused costs no page of memory, while a big screen's
    /// attributes and values are written once where growing by doubling copied them up to twice, each copy into fresh
    /// pages.
    mutating func reserveCapacity(elementLines count: Int) {
        // Advised, not faulted in ahead: the count is a bound (comment lines count too), and room faulted in ahead would
        // be resident whether a line fills it or not.
        elements.reserveCapacityOnHugePages(count)
        attributes.reserveCapacityOnHugePages(count / 2)
        values.reserveCapacityOnHugePages(count / 2)
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
