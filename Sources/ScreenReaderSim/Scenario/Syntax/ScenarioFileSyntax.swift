/// The syntax tree of a scenario file: every line as written, with source ranges, before any meaning is checked.
///
/// The tree is flat where users can nest: ``elements`` lists every element depth-first with its parent's index,
/// so no code walking it recurses, however deep the file nests. ``SyntaxTreeDumper`` prints it as a tree.
public struct ScenarioFileSyntax: Hashable, Sendable {
    /// The file's path as the user gave it, if any.
    public var file: String?
    /// The `screen` line, if there is one.
    public var screen: ScreenSyntax?
    /// Every element line under the screen, depth-first; ``ElementSyntax/parent`` indexes this list.
    public var elements: [ElementSyntax]
    /// The `scenario` blocks, in order.
    public var scenarios: [ScenarioSyntax]

    /// An empty tree for `file`.
    public init(file: String? = nil) {
        self.file = file
        self.screen = nil
        self.elements = []
        self.scenarios = []
    }
}
