/// What every format reader shares while it builds a screen: the density, the warnings found so far, and the helpers
/// that turn a dump's frame and flags into an ``ImportedNode``'s.
struct ImportContext {
    let format: DumpFormat
    /// Device pixels per point, for the pixel formats; nil when none was given.
    let density: Double?
    /// Warnings in the order found, each with the dump's line when known.
    var warnings: [ImportWarning] = []

    /// A frame read from the dump, in its own units, placed on `node` as <doc:ImportingRealApps> says. A frame with a
    /// coordinate or length beyond what a scenario file's `frame` takes (a million points) is left out, with a warning,
    /// so the written file always parses.
    mutating func place(_ frame: Frame, on node: inout ImportedNode) {
        let points: Frame
        if format.usesPixels {
            guard let density else {
                node.pixelFrame = frame
                return
            }
            points = Frame(x: ImportText.rounded(frame.x / density), y: ImportText.rounded(frame.y / density),
                           width: ImportText.rounded(frame.width / density), height: ImportText.rounded(frame.height / density))
        } else {
            points = Frame(x: ImportText.rounded(frame.x), y: ImportText.rounded(frame.y),
                           width: ImportText.rounded(frame.width), height: ImportText.rounded(frame.height))
        }
        let numbers = [points.x, points.y, points.width, points.height]
        guard numbers.allSatisfy({ $0.isFinite && $0.magnitude <= ScenarioParserState.largestLength }) else {
            warn("\"\(node.name)\" has a frame beyond a million points (\(numbers.map(ImportText.number).joined(separator: " "))); "
                 + "imported without one", line: node.line, column: node.column)
            return
        }
        node.frame = points
    }

    mutating func warn(_ message: String, line: Int?, column: Int? = nil) {
        warnings.append(ImportWarning(message: message, line: line, column: line == nil ? nil : column))
    }

    /// The warning for a slider without a value, and its note.
    mutating func sliderWithoutValue(_ node: inout ImportedNode) {
        node.value = 0
        node.minimum = 0
        node.maximum = 100
        node.notes.append("guessed: value 0 min 0 max 100 (not in the dump)")
        warn("slider \"\(node.name)\" has no value; imported as 0 (min 0, max 100)", line: node.line, column: node.column)
    }

    /// An iOS adjustable's value (`50`, `50%`) on `node`: a number gives the slider its value with a guessed range of
    /// 0...100 widened to hold it; none gives ``sliderWithoutValue(_:)``; anything else makes it a text of its label and
    /// value, with a warning. The AccessibilitySnapshot and idb readers share it.
    mutating func adjustableValue(_ raw: String?, label: String?, on node: inout ImportedNode, line: Int?) {
        guard let raw else {
            sliderWithoutValue(&node)
            return
        }
        let percent = raw.hasSuffix("%")
        if let parsed = Double(percent ? String(raw.dropLast()) : raw), parsed.isFinite, abs(parsed) < 1e9 {
            let whole = Int(parsed.rounded())
            node.value = whole
            node.minimum = min(0, whole)
            node.maximum = max(100, whole)
            node.showsPercent = percent
            node.notes.append("guessed: min \(min(0, whole)) max \(max(100, whole)) (not in the dump)")
        } else {
            node.kind = ImportKinds.plainText
            node.name = [label, raw].compactMap { $0 }.joined(separator: ", ")
            node.notes.append("guessed: text (an adjustable whose value is not a number)")
            warn("adjustable \"\(label ?? "")\" has the value \"\(raw)\", not a number; imported as text", line: line,
                 column: node.column)
        }
    }

    /// A dialog that is showing in the dump (`open`), titled `title`, placed at `frame`, holding `children` less a
    /// first text or heading that only repeats the title (the pane title is the dialog's own first stop). The Android
    /// and Compose readers share it.
    mutating func openDialog(_ title: String, children: [ImportedNode], frame: Frame, line: Int?, column: Int? = nil) -> ImportedNode {
        var dialog = ImportedNode(ImportKinds.shownDialog, title, line: line, column: column)
        dialog.isOpen = true
        place(frame, on: &dialog)
        var children = children
        if let first = children.first, first.repeatsTitle(title) { children.removeFirst() }
        dialog.children = children
        return dialog
    }

    /// Runs of consecutive items that `sameRun` joins (the radios of one group, the tabs of one parent), each put in
    /// the container its items' kind takes (``ImportKinds/container(of:)``: a radio group, a tab bar) and left with at
    /// most one selected child; items that `startsRun` refuses stay as they are. `dropsPrevious` says whether the node
    /// just before a run repeats its container's label (Android's group text). The Android and Compose readers share it.
    static func groupingRuns<Item>(
        _ items: [Item], node: (Item) -> ImportedNode, startsRun: (Item) -> Bool, sameRun: (Item, Item) -> Bool,
        container: (Item, ElementKind) -> ImportedNode, dropsPrevious: (ImportedNode, Item) -> Bool = { _, _ in false }
    ) -> [ImportedNode] {
        var result: [ImportedNode] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            let kind = node(item).kind
            guard startsRun(item), let containerKind = ImportKinds.container(of: kind) else {
                result.append(node(item))
                index += 1
                continue
            }
            var end = index
            while end < items.count, sameRun(item, items[end]) { end += 1 }
            var run = container(item, containerKind)
            run.children = items[index..<end].map(node)
            if let last = result.last, dropsPrevious(last, item) { result.removeLast() }
            run.keepOneSelectedChild(calling: kind.rawValue)
            result.append(run)
            index = end
        }
        return result
    }
}
