/// What lowering reads from a parse: the `screen` line, the element lines and the scenario blocks (both compact), and
/// the source their tokens point into.
struct ParsedFile {
    /// The `screen` line, if there is one.
    let screen: ScreenSyntax?
    /// The screen's element lines (dropped by lowering once the screen is indexed).
    var elements: ParsedElements
    /// The scenario blocks.
    let scenarios: ParsedScenarios
    /// The file's bytes, escaped strings and path (valid while the parse's bytes are).
    let source: TokenSource

    /// The element at `index`.
    subscript(element index: Int) -> ParsedElements.Element { elements.elements[index] }

    /// The first attribute of `element` named `name`.
    func attribute(_ name: StaticString, of element: ParsedElements.Element) -> ParsedElements.Attribute? {
        elements.attribute(name, of: element, in: source)
    }

    /// The first value of `element`'s first attribute named `name`.
    func firstValue(_ name: StaticString, of element: ParsedElements.Element) -> LexToken? {
        elements.firstValue(name, of: element, in: source)
    }

    /// The text of a token.
    func text(_ token: LexToken) -> String { source.text(token) }

    /// Where a token is.
    func range(_ token: LexToken) -> SourceRange { source.range(token) }
}
