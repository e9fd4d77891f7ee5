/// The `screen "Title" [rtl|ltr]` line.
///
/// Extension: optional words after the title, a layout direction, `rtl` or `ltr` (the default), and `anchored-rows`
/// (VoiceOver's rows by position anchored at each row's first stop, ``RowGrouping/anchored``, as imports read); or
/// `screen from "PATH" [format NAME] [density N]`, a screen imported from a dump (<doc:ImportingRealApps>).
public struct ScreenSyntax: Hashable, Sendable {
    /// The `screen` keyword.
    public var keyword: Token
    /// The title string, if present.
    public var title: Token?
    /// The `rtl`/`ltr` word, if present.
    public var direction: Token?
    /// The `anchored-rows` word, if present.
    public var rowGrouping: Token? = nil
    /// The whole line, from the keyword to the last token.
    public var range: SourceRange
    /// `screen from "PATH"`: the dump's path string (SCENARIOS.md part 4); nil for a written screen.
    public var importPath: Token? = nil
    /// The `format NAME` word's name, when given.
    public var importFormat: Token? = nil
    /// The `density N` word's number, when given.
    public var importDensity: Token? = nil
}
