/// The scenario blocks of a parse, kept compact: every scenario, step and per-reader line as indices into one array of
/// ``LexToken``s (plain data pointing into the file's bytes), with no string but the ones a step's action holds.
///
/// Lowering reads it directly; ``ScenarioParser/parse(_:)`` turns it into the public ``ScenarioSyntax`` tree
/// (``scenarioSyntax(_:)``), so both come from the same parser code.
struct ParsedScenarios {
    /// A `scenario "Name"` block.
    struct Scenario {
        /// The `scenario` keyword.
        var keyword: LexToken
        /// The name string, if present.
        var name: LexToken?
        /// The `using` line, if present.
        var using: Using?
        /// The scenario's steps: `steps[firstStep..<firstStep + stepCount]`.
        var firstStep: Int
        var stepCount: Int
        /// The line's first and last tokens.
        var lineFirst: LexToken
        var lineLast: LexToken
    }

    /// A `using R, R...` line.
    struct Using {
        /// The `using` keyword.
        var keyword: LexToken
        /// The reader words, in order: ``ParsedScenarios/usingReaders``'s `firstReader..<firstReader + readerCount` (kept
        /// there, so a scenario is plain data and copying one retains nothing).
        var firstReader: Int
        var readerCount: Int
        /// The line's first and last tokens.
        var lineFirst: LexToken
        var lineLast: LexToken
    }

    /// A `-> nothing` or `-> "A", "B"` clause: its utterances are every other token from `firstUtterance` (commas between).
    ///
    /// Indices and counts are kept in 32 bits (as a token's line and columns are), so a big file's parse holds less.
    struct Expectation {
        private var storedArrow: Int32
        private var storedNothing: Int32
        private var storedFirstUtterance: Int32
        private var storedUtteranceCount: Int32

        init(arrow: Int, nothing: Int?, firstUtterance: Int, utteranceCount: Int) {
            storedArrow = Int32(clamping: arrow)
            storedNothing = nothing.map { Int32(clamping: $0) } ?? -1
            storedFirstUtterance = Int32(clamping: firstUtterance)
            storedUtteranceCount = Int32(clamping: utteranceCount)
        }

        /// The index of the `->` in ``ParsedScenarios/tokens``.
        var arrow: Int { Int(storedArrow) }
        /// The index of the `nothing` word, if that is the expectation.
        var nothing: Int? { storedNothing < 0 ? nil : Int(storedNothing) }
        /// The index of the first utterance.
        var firstUtterance: Int { Int(storedFirstUtterance) }
        /// How many utterances.
        var utteranceCount: Int { Int(storedUtteranceCount) }

        /// The indices of the utterances.
        var utterances: StrideTo<Int> { stride(from: firstUtterance, to: firstUtterance + 2 * utteranceCount, by: 2) }
        /// The index of the clause's last token.
        var last: Int { nothing ?? (utteranceCount > 0 ? firstUtterance + 2 * (utteranceCount - 1) : arrow) }
    }

    /// One step or check line (indices and counts kept in 32 bits; its action is kept apart, in
    /// ``ParsedScenarios/actions``, so a step is plain data and copying one retains nothing).
    struct Step {
        /// The inline expectation, if any.
        var expectation: Expectation?
        private var storedFirstToken: Int32
        private var storedWordCount: Int32
        private var storedTokenCount: Int32
        private var storedLabel: Int32
        private var storedFirstReaderLine: Int32
        private var storedReaderLineCount: Int32
        private var storedIndent: Int32
        /// Whether the line is an `expect` check.
        var isCheck: Bool

        init(
            firstToken: Int, wordCount: Int, tokenCount: Int, label: Int?, expectation: Expectation?,
            firstReaderLine: Int, readerLineCount: Int, indent: Int, isCheck: Bool
        ) {
            self.expectation = expectation
            storedFirstToken = Int32(clamping: firstToken)
            storedWordCount = Int32(clamping: wordCount)
            storedTokenCount = Int32(clamping: tokenCount)
            storedLabel = label.map { Int32(clamping: $0) } ?? -1
            storedFirstReaderLine = Int32(clamping: firstReaderLine)
            storedReaderLineCount = Int32(clamping: readerLineCount)
            storedIndent = Int32(clamping: indent)
            self.isCheck = isCheck
        }

        /// The index of the line's first token; the words before any `->` follow it.
        var firstToken: Int { Int(storedFirstToken) }
        /// The number of words before any `->`.
        var wordCount: Int { Int(storedWordCount) }
        /// The number of tokens on the line.
        var tokenCount: Int { Int(storedTokenCount) }
        /// The index of the label string a `touch` or `expect` names.
        var label: Int? {
            get { storedLabel < 0 ? nil : Int(storedLabel) }
            set { storedLabel = newValue.map { Int32(clamping: $0) } ?? -1 }
        }
        /// The per-reader lines: `readerLines[firstReaderLine..<firstReaderLine + readerLineCount]`.
        var firstReaderLine: Int { Int(storedFirstReaderLine) }
        var readerLineCount: Int {
            get { Int(storedReaderLineCount) }
            set { storedReaderLineCount = Int32(clamping: newValue) }
        }
        /// The line's indentation.
        var indent: Int { Int(storedIndent) }
    }

    /// One indented `READER -> ...` line (indices and counts kept in 32 bits).
    struct ReaderLine {
        /// What the reader must say, if the line has a valid clause.
        var expectation: Expectation?
        private var storedReader: Int32
        private var storedTokenCount: Int32
        private var storedIndent: Int32

        init(reader: Int, tokenCount: Int, expectation: Expectation?, indent: Int) {
            self.expectation = expectation
            storedReader = Int32(clamping: reader)
            storedTokenCount = Int32(clamping: tokenCount)
            storedIndent = Int32(clamping: indent)
        }

        /// The index of the reader word (the line's first token).
        var reader: Int { Int(storedReader) }
        /// The number of tokens on the line.
        var tokenCount: Int { Int(storedTokenCount) }
        /// The line's indentation.
        var indent: Int { Int(storedIndent) }
    }

    /// The tokens of every scenario, step and per-reader line, in file order.
    var tokens: [LexToken] = []
    /// The scenarios, in order.
    var scenarios: [Scenario] = []
    /// Every scenario's steps, in order (a scenario's steps are consecutive).
    var steps: [Step] = []
    /// What each step of ``steps`` does (same index), or nil when it could not be understood.
    var actions: [StepSyntax.Action?] = []
    /// Every step's per-reader lines, in order (a step's lines are consecutive).
    var readerLines: [ReaderLine] = []
    /// Every `using` line's reader words, in order (a line's words are consecutive).
    var usingReaders: [LexToken] = []
    /// The reader each of ``usingReaders`` names with the settings written after it (same index), nil when the name
    /// has an error.
    var usingKinds: [ReaderKind?] = []
    /// The reader each of ``readerLines`` names (same index), nil when the name has an error.
    var readerLineKinds: [ReaderKind?] = []

    /// The readers of a `using` line, as named (nil for a name with an error).
    func readerKinds(of using: Using) -> ArraySlice<ReaderKind?> {
        usingKinds[using.firstReader..<(using.firstReader + using.readerCount)]
    }

    /// The reader words of a `using` line.
    func readers(of using: Using) -> ArraySlice<LexToken> {
        usingReaders[using.firstReader..<(using.firstReader + using.readerCount)]
    }

    /// Appends a line's tokens to ``tokens`` (one at a time: a line holds a few, and this costs less than the generic
    /// append of a collection).
    mutating func keep(_ line: [LexToken]) {
        for token in line { tokens.append(token) }
    }

    /// Copies each list whose spare room (left by growing as lines came) is more than an eighth of it, and more than a
    /// few kilobytes, into one of its size, letting the larger one go (a small file's lists are left as they are).
    mutating func trimCapacity() {
        tokens = Self.trimmed(tokens)
        scenarios = Self.trimmed(scenarios)
        steps = Self.trimmed(steps)
        actions = Self.trimmed(actions)
        readerLines = Self.trimmed(readerLines)
        usingReaders = Self.trimmed(usingReaders)
    }

    /// `list`, or a copy of it with room for its elements only when it has much more.
    private static func trimmed<Element>(_ list: [Element]) -> [Element] {
        let spare = list.capacity - list.count
        guard spare > list.count / 8, spare * MemoryLayout<Element>.stride > 16_384 else { return list }
        var copy: [Element] = []
        copy.reserveCapacity(list.count)
        copy.append(contentsOf: list)
        return copy
    }

    /// The range from `first`'s start to `last`'s end (tokens of one line, in order).
    static func range(_ first: LexToken, _ last: LexToken, in file: SourceFileID) -> SourceRange {
        SourceRange(uncheckedBounds: (first.start(in: file), last.end(in: file)))
    }

    /// The public tree of the scenarios, with each token's text and the file's path.
    func scenarioSyntax(_ source: TokenSource) -> [ScenarioSyntax] {
        let file = source.file
        func token(_ index: Int) -> Token { source.token(tokens[index]) }
        func expectation(_ clause: Expectation) -> StepSyntax.Expectation {
            StepSyntax.Expectation(
                arrow: token(clause.arrow), nothing: clause.nothing.map(token), utterances: clause.utterances.map(token),
                range: Self.range(tokens[clause.arrow], tokens[clause.last], in: file))
        }
        return scenarios.map { scenario in
            let using = scenario.using.map { using in
                ScenarioSyntax.Using(keyword: source.token(using.keyword), readers: readers(of: using).map(source.token),
                                     range: Self.range(using.lineFirst, using.lineLast, in: file))
            }
            let stepSyntax = (scenario.firstStep..<(scenario.firstStep + scenario.stepCount)).map { index in
                let step = steps[index]
                let lines = step.firstReaderLine..<(step.firstReaderLine + step.readerLineCount)
                let readerExpectations = zip(lines, readerLines[lines]).map { place, line in
                    StepSyntax.ReaderExpectation(
                        reader: token(line.reader), expectation: line.expectation.map(expectation),
                        range: Self.range(tokens[line.reader], tokens[line.reader + line.tokenCount - 1], in: file), indent: line.indent,
                        readerKind: readerLineKinds[place])
                }
                return StepSyntax(
                    words: (step.firstToken..<(step.firstToken + step.wordCount)).map(token), action: actions[index],
                    label: step.label.map(token), expectation: step.expectation.map(expectation),
                    readerExpectations: readerExpectations,
                    range: Self.range(tokens[step.firstToken], tokens[step.firstToken + step.tokenCount - 1], in: file),
                    indent: step.indent)
            }
            return ScenarioSyntax(
                keyword: source.token(scenario.keyword), name: scenario.name.map(source.token), using: using, steps: stepSyntax,
                range: Self.range(scenario.lineFirst, scenario.lineLast, in: file))
        }
    }
}
