/// One element line: `KIND ["LABEL"] ATTRIBUTES...`, e.g. `stepper "Guests" value 2 min 1 max 10`.
public struct ElementSyntax: Hashable, Sendable {
    /// One attribute: its word and the values after it (`value 2`, `frame 0 0 320 44`, `label "Dark mode"`, `on`).
    public struct Attribute: Hashable, Sendable {
        /// The attribute's word, e.g. `value`.
        public var name: Token
        /// The words or strings that follow it, as many as the attribute takes.
        public var values: [Token]
        /// From the word to its last value.
        public var range: SourceRange { name.range.lowerBound..<(values.last?.range.upperBound ?? name.range.upperBound) }
    }

    /// The kind word as written.
    public var keyword: Token
    /// The kind, when the word names one.
    public var kind: ElementKind
    /// The visible label string, if given.
    public var label: Token?
    /// The attributes, in order.
    public var attributes: [Attribute]
    /// The index of the containing element in ``ScenarioFileSyntax/elements``, or nil at the screen's top level.
    public var parent: Int?
    /// 0 at the screen's top level.
    public var depth: Int
    /// The whole line, from the kind to the last token.
    public var range: SourceRange

    /// The first attribute named `name`.
    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name.text == name } }
}
