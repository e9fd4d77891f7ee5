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
        /// The reader words, in order.
        var readers: [LexToken]
        /// The line's first and last tokens.
        var lineFirst: LexToken
        var lineLast: LexToken
    }

    /// A `-> nothing` or `-> "A", "B"` clause: its utterances are every other token from `firstUtterance` (commas between).
    struct Expectation {
        /// The index of the `->` in ``ParsedScenarios/tokens``.
        var arrow: Int
        /// The index of the `nothing` word, if that is the expectation.
        var nothing: Int?
        /// The index of the first utterance.
        var firstUtterance: Int
        /// How many utterances.
        var utteranceCount: Int

        /// The indices of the utterances.
        var utterances: StrideTo<Int> { stride(from: firstUtterance, to: firstUtterance + 2 * utteranceCount, by: 2) }
        /// The index of the clause's last token.
        var last: Int { nothing ?? (utteranceCount > 0 ? firstUtterance + 2 * (utteranceCount - 1) : arrow) }
    }

    /// One step or check line.
    struct Step {
        /// The index of the line's first token; the words before any `->` follow it.
        var firstToken: Int
        /// The number of words before any `->`.
        var wordCount: Int
        /// The number of tokens on the line.
        var tokenCount: Int
        /// What the line does, or nil when it could not be understood.
        var action: StepSyntax.Action?
        /// The index of the label string a `touch` or `expect` names.
        var label: Int?
        /// The inline expectation, if any.
        var expectation: Expectation?
        /// The per-reader lines: `readerLines[firstReaderLine..<firstReaderLine + readerLineCount]`.
        var firstReaderLine: Int
        var readerLineCount: Int
        /// The line's indentation.
        var indent: Int
        /// Whether the line is an `expect` check.
        var isCheck: Bool
    }

    /// One indented `READER -> ...` line.
    struct ReaderLine {
        /// The index of the reader word (the line's first token).
        var reader: Int
        /// The number of tokens on the line.
        var tokenCount: Int
        /// What the reader must say, if the line has a valid clause.
        var expectation: Expectation?
        /// The line's indentation.
        var indent: Int
    }

    /// The tokens of every scenario, step and per-reader line, in file order.
    var tokens: [LexToken] = []
    /// The scenarios, in order.
    var scenarios: [Scenario] = []
    /// Every scenario's steps, in order (a scenario's steps are consecutive).
    var steps: [Step] = []
    /// Every step's per-reader lines, in order (a step's lines are consecutive).
    var readerLines: [ReaderLine] = []

    /// Appends a line's tokens to ``tokens`` (one at a time: a line holds a few, and this costs less than the generic
    /// append of a collection).
    mutating func keep(_ line: [LexToken]) {
        for token in line { tokens.append(token) }
    }

    /// Copies each list whose spare room (left by growing as lines came) is more than an eighth of it into one of its
    /// size, letting the larger one go.
    mutating func trimCapacity() {
        tokens = Self.trimmed(tokens)
        scenarios = Self.trimmed(scenarios)
        steps = Self.trimmed(steps)
        readerLines = Self.trimmed(readerLines)
    }

    /// `list`, or a copy of it with room for its elements only when it has much more.
    private static func trimmed<Element>(_ list: [Element]) -> [Element] {
        guard list.capacity - list.count > list.count / 8 else { return list }
        var copy: [Element] = []
        copy.reserveCapacity(list.count)
        copy.append(contentsOf: list)
        return copy
    }

    /// The range from `first`'s start to `last`'s end (tokens of one line, in order).
    static func range(_ first: LexToken, _ last: LexToken, in file: String?) -> SourceRange {
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
                ScenarioSyntax.Using(keyword: source.token(using.keyword), readers: using.readers.map(source.token),
                                     range: Self.range(using.lineFirst, using.lineLast, in: file))
            }
            let steps = steps[scenario.firstStep..<(scenario.firstStep + scenario.stepCount)].map { step in
                let readerExpectations = readerLines[step.firstReaderLine..<(step.firstReaderLine + step.readerLineCount)].map { line in
                    StepSyntax.ReaderExpectation(
                        reader: token(line.reader), expectation: line.expectation.map(expectation),
                        range: Self.range(tokens[line.reader], tokens[line.reader + line.tokenCount - 1], in: file), indent: line.indent)
                }
                return StepSyntax(
                    words: (step.firstToken..<(step.firstToken + step.wordCount)).map(token), action: step.action,
                    label: step.label.map(token), expectation: step.expectation.map(expectation),
                    readerExpectations: readerExpectations,
                    range: Self.range(tokens[step.firstToken], tokens[step.firstToken + step.tokenCount - 1], in: file),
                    indent: step.indent)
            }
            return ScenarioSyntax(
                keyword: source.token(scenario.keyword), name: scenario.name.map(source.token), using: using, steps: steps,
                range: Self.range(scenario.lineFirst, scenario.lineLast, in: file))
        }
    }
}
