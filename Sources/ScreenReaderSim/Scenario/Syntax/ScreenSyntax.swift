/// The `screen "Title" [rtl|ltr]` line.
///
/// Extension: an optional layout direction word after the title, `rtl` or `ltr` (the default).
public struct ScreenSyntax: Hashable, Sendable {
    /// The `screen` keyword.
    public var keyword: Token
    /// The title string, if present.
    public var title: Token?
    /// The `rtl`/`ltr` word, if present.
    public var direction: Token?
    /// The whole line, from the keyword to the last token.
    public var range: SourceRange
}
