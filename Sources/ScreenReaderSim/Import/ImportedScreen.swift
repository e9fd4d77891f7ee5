/// A screen imported from a dump: the ``Screen`` the readers run, the warnings, and the same screen in the scenario
/// language (``scenarioText``, what `srsim import` writes).
public struct ImportedScreen: Sendable {
    /// The screen's title: the dump's file name without its extension.
    public let title: String
    /// The dump's file name.
    public let fileName: String
    /// The dump's path as the user gave it: the file every element's location names.
    public let path: String
    /// The format it was read as.
    public let format: DumpFormat
    /// The density applied (nil for point formats or when none was given).
    public let density: Double?
    /// Every warning, in the order found.
    public let warnings: [ImportWarning]
    /// How many labels 11.12 suffixed.
    public let renamedCount: Int
    /// The imported elements with their notes.
    let nodes: [ImportedNode]
    /// The screen the readers run.
    public let screen: Screen

    init(title: String, fileName: String, path: String, format: DumpFormat, density: Double?, nodes: [ImportedNode],
         warnings: [ImportWarning], renamedCount: Int) {
        self.title = title
        self.fileName = fileName
        self.path = path
        self.format = format
        self.density = density
        self.nodes = nodes
        self.warnings = warnings
        self.renamedCount = renamedCount
        let file = SourceFileID(path)
        var screen = Screen(title, elements: nodes.map { $0.element(file: file) })
        // VoiceOver's order by position, made exact for imports: rows anchored at each row's first stop.
        screen.rowGrouping = .anchored
        self.screen = screen
    }

    /// The number of focus stops.
    public var stopCount: Int { nodes.reduce(0) { $0 + $1.stopCount } }

    /// The number of elements with a guessed kind, state or value.
    public var guessCount: Int {
        var count = 0
        var stack = nodes
        while let node = stack.popLast() {
            if node.notes.contains(where: { $0.hasPrefix("guessed") }) { count += 1 }
            stack.append(contentsOf: node.children)
        }
        return count
    }

    /// The scenario file `srsim import` writes: header comments, the screen block with a comment on every inference,
    /// and a scenario that swipes through every stop on both seed readers.
    public var scenarioText: String { ImportedScreenWriter.write(self) }
}
