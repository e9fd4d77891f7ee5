/// A screen: a title and a tree of elements, as a designer sketches it.
///
///     let screen = Screen("Settings") {
///         Heading("Notifications")
///         Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
///         Stepper("Guests", value: 2, in: 1...10)
///     }
public struct Screen: Hashable, Sendable {
    /// The screen's title.
    public var title: String
    /// The top-level elements, in tree order.
    public var elements: [Element]
    /// The layout direction, which decides VoiceOver's order within a visual row.
    public var layoutDirection: LayoutDirection
    /// How VoiceOver's order by position groups frames into rows: ``RowGrouping/pairwise`` unless set (an import sets
    /// ``RowGrouping/anchored``).
    public var rowGrouping: RowGrouping = .pairwise
    /// Where the screen was declared, when it came from a scenario file.
    public var location: SourceLocation?

    /// A screen titled `title` holding `elements`.
    public init(_ title: String, layoutDirection: LayoutDirection = .leftToRight, elements: [Element]) {
        self.title = title
        self.elements = elements
        self.layoutDirection = layoutDirection
        self.location = nil
    }

    /// A screen titled `title` whose elements the closure builds.
    public init(
        _ title: String,
        layoutDirection: LayoutDirection = .leftToRight,
        @ElementBuilder _ elements: () -> [Element]
    ) {
        self.init(title, layoutDirection: layoutDirection, elements: elements())
    }
}
