/// One element of an imported screen before it becomes an ``Element``: what the scenario language writes for it
/// (`srsim import`) and what the engine runs, plus the notes (`guessed: ...`) `srsim import` prints beside it.
struct ImportedNode: Sendable {
    var kind: ElementKind
    /// The spoken name (<doc:ImportingRealApps>); empty for none.
    var name: String
    /// The lookup label when 11.12 suffixed it (`Alarm (2)`); nil when it is the name.
    var suffixedLabel: String?
    var state: ControlState?
    /// A slider's or stepper's value, min, max and step.
    var value: Int?
    var minimum: Int?
    var maximum: Int?
    var showsPercent = false
    var placeholder: String?
    var isSecure = false
    var hint: String?
    var isDisabled = false
    var isAlert = false
    var isOpen = false
    /// The frame in points, when the dump's units allow one.
    var frame: Frame?
    /// The frame in pixels, when there is no density (written as a comment only).
    var pixelFrame: Frame?
    /// An AccessibilitySnapshot frame, written as a comment only (its order is kept, 11.10).
    var commentFrame: Frame?
    /// `guessed: ...`, `dropped: selected`, `not modelled: ...`.
    var notes: [String] = []
    var children: [ImportedNode] = []
    /// The dump's line the element came from (the XML parser's, the JSON item's, the text line), for warnings and
    /// every finding about the element.
    var line: Int?
    /// The column on that line, when the format says one.
    var column: Int?

    init(_ kind: ElementKind, _ name: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }

    /// Whether this node, or anything in it, is a focus stop-bearing control (11.12 rule 1).
    var holdsControl: Bool {
        let facts = kind.facts
        if facts.stops == .mergedRow { return children.contains { $0.holdsControl } }
        return facts.stops != .named && !facts.isDecorative
    }

    /// The number of focus stops the node makes (a row is one, a stepper two, a container its children's).
    var stopCount: Int {
        switch kind.facts.stops {
        case .mergedRow: 1
        case .decrementIncrement: 2
        case _ where kind.isContainer && !kind.isControl: (name.isEmpty ? 0 : 1) + children.reduce(0) { $0 + $1.stopCount }
        default: 1
        }
    }

    /// Whether this node or one inside it has a frame in points.
    var hasFrame: Bool { frame != nil || children.contains { $0.hasFrame } }

    /// The element the engine runs, located at its line and column in the dump `file` (so a finding about it names the
    /// dump, not a scenario text standing for it).
    func element(file: SourceFileID = .none) -> Element {
        var element = Element(kind, suffixedLabel ?? name)
        if let line { element.location = SourceLocation(fileID: file, line: line, column: column ?? 1) }
        if suffixedLabel != nil { element.accessibilityLabel = name }
        if kind.facts.value == .wholeNumberRange {
            let low = minimum ?? 0
            let high = max(maximum ?? 100, low)
            element.range = StepperRange(minimum: low, maximum: high, step: 1)
            element.state = .value(min(max(value ?? low, low), high))
        } else if let state {
            element.state = state
        }
        element.showsPercent = showsPercent
        element.placeholder = placeholder
        element.isSecure = isSecure
        element.hint = hint
        element.isEnabled = !isDisabled
        element.isAlert = isAlert
        element.startsOpen = isOpen
        element.frame = frame
        if !children.isEmpty { element.children = children.map { $0.element(file: file) } }
        return element
    }

    /// Keeps one selected child of an exclusive container (a radio group, a tab bar): every selected child after the
    /// Sets a two-state control's state: its first state word (`on`, `checked`, `selected`) when `first`, else its
    /// second; a node of a kind without state words keeps its state.
    mutating func setState(_ first: Bool) {
        guard let words = kind.facts.stateWords else { return }
        state = first ? words.0 : words.1
    }

    /// Whether this is a text or heading that only repeats `title` (a dialog's title, its own first stop).
    func repeatsTitle(_ title: String) -> Bool {
        kind.facts.stops == .named && kind.facts.visibleLabel == .own && ImportText.speechKey(name) == ImportText.speechKey(title)
    }

    /// first is unselected, with the note `dropped: selected (a second selected WHAT)`.
    mutating func keepOneSelectedChild(calling what: String) {
        let selected = children.indices.filter { children[$0].state == .selected }
        for extra in selected.dropFirst() {
            children[extra].state = .unselected
            children[extra].notes.append("dropped: selected (a second selected \(what))")
        }
    }
}
