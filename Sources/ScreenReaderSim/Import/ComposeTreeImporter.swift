/// Jetpack Compose's printed semantics trees (`printToLog`, `printToString`), read from the
/// unmerged tree when the file has one, with Compose's merging (`MergeDescendants`) applied by the importer.
enum ComposeTreeImporter {
    /// One semantics node as printed.
    final class Node {
        let bounds: (left: Double, top: Double, right: Double, bottom: Double)
        let line: Int
        /// The column of `Node #` on its line.
        let column: Int
        /// `Key = 'value'` properties, by key, values without their quotes.
        var properties: [String: String] = [:]
        /// Unit-valued keys printed as `[Disabled, Heading]`.
        var flags: Set<String> = []
        var children: [Node] = []

        init(bounds: (Double, Double, Double, Double), line: Int, column: Int) {
            self.bounds = bounds
            self.line = line
            self.column = column
        }

        /// The entries of a list-valued property (`'[a, b]'`), normalised, empty ones dropped.
        func list(_ key: String) -> [String] {
            guard var value = properties[key] else { return [] }
            if value.hasPrefix("["), value.hasSuffix("]") { value = String(value.dropFirst().dropLast()) }
            return value.components(separatedBy: ", ").compactMap { ImportText.normalised($0) }
        }

        func has(_ key: String) -> Bool { properties[key] != nil || flags.contains(key) }

        var actions: [String] { list("Actions") }
        var isClickable: Bool { actions.contains("OnClick") || actions.contains("OnLongClick") }
        var role: String? { properties["Role"] }
        var traversalIndex: Double { properties["TraversalIndex"].flatMap(Double.init) ?? 0 }
        var merges: Bool { properties["MergeDescendants"] == "true" }

        var speaks: Bool {
            ["ContentDescription", "Text", "EditableText", "ToggleableState", "Selected", "StateDescription",
             "ProgressBarRangeInfo", "Role"].contains { properties[$0] != nil } || flags.contains("Heading") || isClickable
        }

        var frame: Frame {
            Frame(x: bounds.left, y: bounds.top, width: bounds.right - bounds.left, height: bounds.bottom - bounds.top)
        }
    }

    /// The `Node #N at (l=…, t=…, r=…, b=…)px` header in `line`: the column of `Node #` and the bounds.
    static func nodeHeader<S: StringProtocol>(in line: S) -> (column: Int, bounds: (Double, Double, Double, Double))? {
        guard let range = ImportText.firstRange(of: "Node #", in: line) else { return nil }
        let after = line[range.upperBound...]
        guard let at = ImportText.firstRange(of: " at (l=", in: after), after[..<at.lowerBound].allSatisfy(\.isNumber),
              !after[..<at.lowerBound].isEmpty,
              let close = ImportText.firstRange(of: ")px", in: after) else { return nil }
        let inside = after[at.upperBound..<close.lowerBound]
        let numbers = inside.split(separator: ",").map { part -> Double? in
            let piece = part.split(separator: "=").last.map { ImportText.trimmed(String($0)) }
            return piece.flatMap(Double.init)
        }
        guard numbers.count == 4, let l = numbers[0], let t = numbers[1], let r = numbers[2], let b = numbers[3] else { return nil }
        return (line.distance(from: line.startIndex, to: range.lowerBound), (l, t, r, b))
    }

    /// A read tree: its root and whether it was printed merged.
    struct Tree {
        let root: Node
        let isMerged: Bool
    }

    /// Every tree in `text`.
    static func trees(in text: String) throws(ImportError) -> [Tree] {
        let lines = ImportText.lines(of: text).map(String.init)
        var trees: [Tree] = []
        var index = 0
        var pendingMerged: Bool?
        while index < lines.count {
            let line = lines[index]
            if ImportText.contains("Printing with useUnmergedTree", in: line) {
                pendingMerged = ImportText.contains("'false'", in: line)
                index += 1
                continue
            }
            guard let header = nodeHeader(in: line) else { index += 1; continue }
            let prefix = String(line.prefix(header.column))
            let root = Node(bounds: header.bounds, line: index + 1, column: header.column + 1)
            var stack: [(depth: Int, node: Node)] = [(0, root)]
            index += 1
            while index < lines.count, lines[index].hasPrefix(prefix) {
                let rest = lines[index].dropFirst(prefix.count)
                if let child = nodeHeader(in: rest) {
                    let depth = child.column / 3
                    guard depth >= 1 else { break }
                    while let last = stack.last, last.depth >= depth { stack.removeLast() }
                    guard let parent = stack.last?.node else { break }
                    let node = Node(bounds: child.bounds, line: index + 1, column: prefix.count + child.column + 1)
                    parent.children.append(node)
                    stack.append((depth, node))
                    if stack.count > XMLDocumentReader.depthLimit {
                        throw ImportError(.notWellFormed(.compose, place: "line \(index + 1)", what: "nesting too deep"))
                    }
                } else {
                    let property = rest.drop { $0 == " " || $0 == "|" }
                    guard let node = stack.last?.node, readProperty(property, into: node) else { break }
                }
                index += 1
            }
            trees.append(Tree(root: root, isMerged: pendingMerged ?? false))
            pendingMerged = nil
        }
        guard !trees.isEmpty else {
            throw ImportError(.notWellFormed(.compose, place: "line 1", what: "no `Node #N at (l=…, t=…, r=…, b=…)px` line"))
        }
        return trees
    }

    /// Reads `Key = 'value'`, `Key = [a, b]` or `[Flag, Flag]` into `node`; false when the line is none of them.
    private static func readProperty(_ text: Substring, into node: Node) -> Bool {
        let line = ImportText.trimmed(text)
        if line.hasPrefix("["), line.hasSuffix("]") {
            for flag in line.dropFirst().dropLast().components(separatedBy: ", ") { node.flags.insert(flag) }
            return true
        }
        guard let equals = ImportText.firstRange(of: " = ", in: line) else { return false }
        let key = String(line[..<equals.lowerBound])
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        var value = String(line[equals.upperBound...])
        if value.hasPrefix("'"), value.hasSuffix("'"), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        node.properties[key] = value
        return true
    }

    // MARK: - Stops

    /// A stop with what groups it.
    private struct Item {
        var node: ImportedNode
        var radioParent: Node?
        var tabParent: Node?
    }

    /// The imported elements of `text`'s first unmerged tree (else its first tree, with a warning).
    static func elements(of text: String, context: inout ImportContext) throws(ImportError) -> [ImportedNode] {
        let trees = try trees(in: text)
        let tree = trees.first { !$0.isMerged } ?? trees[0]
        if tree.isMerged {
            context.warn("merged tree: names are the printed lists (print with useUnmergedTree = true)", line: tree.root.line,
                         column: tree.root.column)
        }
        var items: [Item] = []
        collect(tree.root, parent: nil, into: &items, context: &context)
        return group(items)
    }

    private static func isRemoved(_ node: Node) -> Bool {
        node.has("InvisibleToUser") || node.has("HideFromAccessibility")
    }

    private static func orderedChildren(_ node: Node) -> [Node] {
        if node.properties["ClearAndSetSemantics"] == "true" { return [] }
        return node.children.enumerated().sorted { ($0.element.traversalIndex, $0.offset) < ($1.element.traversalIndex, $1.offset) }
            .map(\.element).filter { !isRemoved($0) }
    }

    private static func collect(_ node: Node, parent: Node?, into items: inout [Item], context: inout ImportContext) {
        if isRemoved(node) { return }
        if node.has("IsDialog") {
            var inner: [Item] = []
            for child in orderedChildren(node) { collect(child, parent: node, into: &inner, context: &context) }
            let title = node.list("PaneTitle").joined(separator: ", ")
            items.append(Item(node: context.openDialog(title, children: group(inner), frame: node.frame, line: node.line, column: node.column)))
            return
        }
        if node.merges {
            var merged: [Node] = []
            var below: [Node] = []
            for child in orderedChildren(node) { gatherMerged(child, merged: &merged, below: &below) }
            if let stop = stop(node, merged: merged, parent: parent, context: &context) { items.append(stop) }
            for next in below { collect(next, parent: nil, into: &items, context: &context) }
            return
        }
        if node.speaks, let stop = stop(node, merged: [], parent: parent, context: &context) { items.append(stop) }
        for child in orderedChildren(node) { collect(child, parent: node, into: &items, context: &context) }
    }

    /// The nodes below a merging node down to (not into) the next merging node, and those next merging nodes.
    private static func gatherMerged(_ node: Node, merged: inout [Node], below: inout [Node]) {
        if isRemoved(node) { return }
        if node.merges { below.append(node); return }
        merged.append(node)
        for child in orderedChildren(node) { gatherMerged(child, merged: &merged, below: &below) }
    }

    /// The name of a stop (11.5 Names).
    private static func name(of node: Node, merged: [Node]) -> String {
        let own = node.list("ContentDescription")
        if !own.isEmpty { return own.joined(separator: ", ") }
        var parts = node.list("Text")
        var hiddenUnder: [Node] = []
        for child in merged {
            if hiddenUnder.contains(where: { isDescendant(child, of: $0) }) { continue }
            let description = child.list("ContentDescription")
            if !description.isEmpty {
                parts += description
                hiddenUnder.append(child)
            } else {
                parts += child.list("Text")
            }
        }
        return parts.joined(separator: ", ")
    }

    private static func isDescendant(_ node: Node, of ancestor: Node) -> Bool {
        var stack = ancestor.children
        while let next = stack.popLast() {
            if next === node { return true }
            stack.append(contentsOf: next.children)
        }
        return false
    }

    private static func stop(_ node: Node, merged: [Node], parent: Node?, context: inout ImportContext) -> Item? {
        let name = name(of: node, merged: merged)
        let toggle = node.properties["ToggleableState"]
        var imported: ImportedNode
        var guess: String?
        if let role = node.role, let kind = ImportKinds.composeRoles[role] {
            let facts = kind.facts
            if facts.visibleLabel == .pictureDescription && node.isClickable {
                imported = ImportedNode(ImportKinds.pressable, name, line: node.line, column: node.column)
            } else if facts.visibleLabel == .pictureDescription && name.isEmpty {
                return nil
            } else {
                imported = ImportedNode(kind, name, line: node.line, column: node.column)
            }
            if facts.activation == .toggle {
                imported.setState(toggle == "On")
            } else if facts.stateWords != nil {
                imported.setState(node.properties["Selected"] == "true")
            } else if facts.value == .chosenOption {
                guess = "\(kind.rawValue) (Role \(role))"
                let value = node.list("Text").joined(separator: ", ")
                imported.state = .text(value)
                if !value.isEmpty {
                    var option = ImportedNode(ImportKinds.chosenOption, value, line: node.line, column: node.column)
                    option.setState(true)
                    imported.children = [option]
                }
            }
        } else if let editable = node.properties["EditableText"] {
            imported = ImportedNode(ImportKinds.composeEditable, name, line: node.line, column: node.column)
            imported.isSecure = node.has("Password")
            if let value = ImportText.normalised(editable), !imported.isSecure { imported.state = .text(value) }
        } else if let range = node.properties["ProgressBarRangeInfo"] {
            if node.actions.contains("SetProgress") {
                imported = ImportedNode(ImportKinds.composeSettableRange, name, line: node.line, column: node.column)
                guess = "\(imported.kind.rawValue) (ProgressBarRangeInfo with SetProgress)"
                if !applyRange(range, to: &imported) { context.sliderWithoutValue(&imported) }
            } else {
                imported = ImportedNode(ImportKinds.plainText, name, line: node.line, column: node.column)
                guess = "\(imported.kind.rawValue) (a progress indicator)"
            }
        } else if let toggle {
            imported = ImportedNode(ImportKinds.composeToggleable, name, line: node.line, column: node.column)
            imported.setState(toggle == "On")
            guess = "\(imported.kind.rawValue) (ToggleableState without a Role)"
        } else if let selected = node.properties["Selected"] {
            imported = ImportedNode(ImportKinds.composeToggleable, name, line: node.line, column: node.column)
            imported.setState(selected == "true")
            guess = "\(imported.kind.rawValue) (Selected without a Role)"
        } else if node.isClickable {
            imported = ImportedNode(ImportKinds.pressable, name, line: node.line, column: node.column)
            guess = "\(imported.kind.rawValue) (OnClick without a Role)"
        } else if node.flags.contains("Heading") {
            imported = ImportedNode(ImportKinds.headingText, name, line: node.line, column: node.column)
        } else {
            imported = ImportedNode(ImportKinds.plainText, name, line: node.line, column: node.column)
        }
        if toggle == "Indeterminate" { imported.notes.append("dropped: indeterminate") }
        if node.flags.contains("Disabled") { imported.isDisabled = true }
        let facts = imported.kind.facts
        if node.properties["Selected"] == "true", !ImportKinds.composeKeepsSelected.contains(imported.kind) {
            imported.notes.append("dropped: selected")
        }
        if let guess { imported.notes.insert("guessed: \(guess)", at: 0) }
        context.place(node.frame, on: &imported)
        let radioParent = facts.activation == .selectRadio && parent?.flags.contains("SelectableGroup") == true ? parent : nil
        return Item(node: imported, radioParent: radioParent, tabParent: facts.isSeriesItem ? parent : nil)
    }

    /// `ProgressBarRangeInfo(current=C, range=A..B, steps=S)` as a slider's value and range; false when unreadable.
    private static func applyRange(_ text: String, to node: inout ImportedNode) -> Bool {
        func number(after key: String) -> Double? {
            guard let range = ImportText.firstRange(of: key, in: text) else { return nil }
            let rest = text[range.upperBound...]
            let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "E" || $0 == "e" }
            return Double(digits.hasSuffix(".") ? String(digits.dropLast()) : String(digits))
        }
        let bounds = ImportText.firstRange(of: "range=", in: text).map { text[$0.upperBound...].prefix { $0 != "," && $0 != ")" } }?
            .components(separatedBy: "..").compactMap { Double(ImportText.trimmed($0)) } ?? []
        guard let current = number(after: "current="), bounds.count == 2, case let (low, high) = (bounds[0], bounds[1]),
              [current, low, high].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return false }
        if current == current.rounded(), low == low.rounded(), high == high.rounded(), low <= high {
            node.value = Int(current)
            node.minimum = Int(low)
            node.maximum = Int(high)
        } else {
            let span = high - low
            node.value = span > 0 ? Int((100 * (current - low) / span).rounded()) : 0
            node.minimum = 0
            node.maximum = 100
            node.showsPercent = true
        }
        node.value = min(max(node.value ?? 0, node.minimum ?? 0), node.maximum ?? 100)
        return true
    }

    /// Consecutive radios of one `SelectableGroup`, and consecutive tabs of one parent, put in their containers.
    private static func group(_ items: [Item]) -> [ImportedNode] {
        ImportContext.groupingRuns(
            items, node: \.node, startsRun: { ($0.radioParent ?? $0.tabParent) != nil },
            sameRun: { first, item in (item.radioParent ?? item.tabParent) === (first.radioParent ?? first.tabParent) },
            container: { item, kind in ImportedNode(kind, "", line: (item.radioParent ?? item.tabParent)?.line) }
        )
    }
}
