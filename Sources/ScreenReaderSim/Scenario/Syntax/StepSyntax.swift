/// One step or check line of a scenario, with its expectation clause and per-reader expectation lines.
///
///     swipe right -> "Notifications, heading"
///     expect "Wi-Fi" is on
///     double tap
///       voiceover -> "off"
public struct StepSyntax: Hashable, Sendable {
    /// What the line does, once understood.
    public enum Action: Hashable, Sendable {
        /// A gesture or key.
        case input(Input)
        /// An `expect` line.
        case check(Check.Expectation)
    }

    /// The `-> "A", "B"` or `-> nothing` clause.
    public struct Expectation: Hashable, Sendable {
        /// The `->`.
        public var arrow: Token
        /// The `nothing` word, if that is the expectation.
        public var nothing: Token?
        /// The utterances, in order.
        public var utterances: [Token]
        /// The whole clause, from `->` to its last token.
        public var range: SourceRange
    }

    /// One indented `READER -> ...` line under a step.
    public struct ReaderExpectation: Hashable, Sendable {
        /// The reader word.
        public var reader: Token
        /// What the reader must say, if the line has a valid clause.
        public var expectation: Expectation?
        /// The whole line.
        public var range: SourceRange
        /// The line's indentation, in spaces.
        public var indent: Int
        /// The reader the line names with its settings (`talkback@15 hints=off`), nil when the name has an error.
        public var readerKind: ReaderKind? = nil
    }

    /// The tokens before any `->`, as written.
    public var words: [Token]
    /// What the line does, or nil when it could not be understood.
    public var action: Action?
    /// The label string a `touch` or `expect` names.
    public var label: Token?
    /// The inline expectation, if any.
    public var expectation: Expectation?
    /// The per-reader expectation lines, in order.
    public var readerExpectations: [ReaderExpectation]
    /// The line, from its first to its last token.
    public var range: SourceRange
    /// The line's indentation, in spaces.
    public var indent: Int

    /// Whether the line is an `expect` check rather than an input.
    public var isCheck: Bool { words.first?.isWord("expect") ?? false }
}
