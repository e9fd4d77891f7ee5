/// Which element kinds and attribute words a parse's element lines use, gathered while the lines are parsed (one bit set
/// a line and one an attribute), so a check of the whole screen that can only find something on lines of certain kinds
/// or with certain attributes is skipped outright on a screen that has none: the layer checks (dialogs, menus, options,
/// `opens`, `closes`), the `before`/`after` cycle check and the text-size check (`lines`, `width`). On a big screen of
/// rows and controls each of those walked every line and looked through its attributes to find nothing.
///
///     var features = ElementLineFeatures()
///     features.insert(.text)
///     features.insert(.value)
///     features.uses(.lines)                       // false: the text-size check has nothing to look at
///
/// ``init(_:)`` gathers the same from the lines afterwards (what the tests compare the parser's with).
struct ElementLineFeatures: Sendable, Equatable {
    /// The kinds of the element lines.
    private(set) var kinds = ElementKindSet([])
    /// One bit an attribute word, at its ``AttributeWord/ordinal``.
    private var words: UInt64 = 0

    /// No line yet.
    init() {}

    /// The features of `elements`' lines, gathered from them.
    init(_ elements: ParsedElements) {
        for element in elements.elements {
            insert(element.kind)
            for attribute in elements.attributes[element.attributeIndices] { insert(attribute.word) }
        }
    }

    /// Notes a line of `kind`.
    @inline(__always)
    mutating func insert(_ kind: ElementKind) { kinds.insert(kind) }

    /// Notes an attribute of `word`.
    @inline(__always)
    mutating func insert(_ word: AttributeWord) { words |= word.bit }

    /// Notes an attribute whose word the parser looked up as `info` (its bit made once, with the table).
    @inline(__always)
    mutating func insert(_ info: AttributeInfo) { words |= info.bit }

    /// Notes the attribute words whose ``AttributeWord/bit``s `words` holds (a line's, gathered by
    /// ``ElementLineFastPath``).
    @inline(__always)
    mutating func insert(words: UInt64) { self.words |= words }

    /// Whether some line has an attribute of `word`.
    func uses(_ word: AttributeWord) -> Bool { words & word.bit != 0 }

    /// Whether some line is of a kind in `kinds`.
    func usesAny(of kinds: ElementKindSet) -> Bool { self.kinds.intersects(kinds) }

    /// Whether ``ScenarioLowering/validateTraversalCycles(_:diagnostics:)`` can find anything: a `before` or `after`.
    var mayHaveTraversalCycles: Bool { uses(.before) || uses(.after) }

    /// Whether ``ScenarioLowering/validateTextSize(_:diagnostics:)`` can find anything: a `lines` or `width`.
    var mayHaveTextSizeProblems: Bool { uses(.lines) || uses(.width) }

    /// Whether ``ScenarioLowering/validateLayers(_:diagnostics:)`` can find anything: a dialog, menu or option line, or
    /// an `opens` or `closes`.
    var mayHaveLayerProblems: Bool { usesAny(of: Self.layerKinds) || uses(.opens) || uses(.closes) }

    /// The kinds the layer checks look at: dialogs, menus and their options.
    private static let layerKinds = ElementKindSet(kindsWhere: { $0.layer != nil || $0.activation == .chooseOption })
}

extension AttributeWord {
    /// The word's place among ``allCases`` (fewer than 64 words, which a test checks): its ``caseIndex``, read from
    /// the case itself. A dictionary of places keyed by word made the Swift runtime look up the word's `Hashable`
    /// conformance, a scan of every conformance in the program at each start (Speed article, ninth round).
    var ordinal: Int { caseIndex }

    /// The word's bit in ``ElementLineFeatures``.
    var bit: UInt64 { 1 << UInt64(ordinal) }
}
