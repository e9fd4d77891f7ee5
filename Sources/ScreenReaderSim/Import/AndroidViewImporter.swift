/// `uiautomator` and `appium-android` dumps, one tree of `AccessibilityNodeInfo`s read by one XML
/// reader, with TalkBack's focus rules (`AccessibilityNodeInfoUtils.shouldFocusNode`) recomputed over the attributes.
enum AndroidViewImporter {
    /// One node of the cleaned tree, with TalkBack's derived facts.
    final class Node {
        let className: String
        let simpleName: String
        let text: String?
        let description: String?
        let hint: String?
        let isClickable: Bool
        let isLongClickable: Bool
        let isFocusableAttribute: Bool
        let isScreenReaderFocusable: Bool
        let isCheckable: Bool
        let isChecked: Bool
        let isSelected: Bool
        let isScrollable: Bool
        let isPassword: Bool
        let isEnabled: Bool
        let isHeading: Bool
        let showsHint: Bool
        let paneTitle: String?
        let bounds: (left: Double, top: Double, right: Double, bottom: Double)
        let line: Int
        let column: Int
        var children: [Node] = []
        weak var parent: Node?
        unowned(unsafe) var top: Node!
        var speaking = false
        var isTalkBackFocusable = false
        var isWindowSized = false

        init(_ element: XMLElementNode, className: String, bounds: (Double, Double, Double, Double)) {
            self.className = className
            let afterDot = className.split(separator: ".").last.map(String.init) ?? className
            simpleName = afterDot.split(separator: "$").last.map(String.init) ?? afterDot
            text = ImportText.normalised(element["text"])
            description = ImportText.normalised(element["content-desc"])
            hint = ImportText.normalised(element["hint"])
            isClickable = element.flag("clickable")
            isLongClickable = element.flag("long-clickable")
            isFocusableAttribute = element.flag("focusable")
            isScreenReaderFocusable = element.flag("screen-reader-focusable")
            isCheckable = element.flag("checkable")
            isChecked = element.flag("checked")
            isSelected = element.flag("selected")
            isScrollable = element.flag("scrollable")
            isPassword = element.flag("password")
            isEnabled = element["enabled"] != "false"
            isHeading = element.flag("heading")
            showsHint = element.flag("showing-hint")
            paneTitle = ImportText.normalised(element["pane-title"])
            self.bounds = bounds
            line = element.line
            column = element.column
        }

        var isVisible: Bool { bounds.right > bounds.left && bounds.bottom > bounds.top }
        var isActionable: Bool { isClickable || isLongClickable || isFocusableAttribute || isScreenReaderFocusable }
        var isListClass: Bool { AndroidViewImporter.listClasses.contains(simpleName) }
        var isScrollItem: Bool {
            guard isVisible, let parent else { return false }
            return (parent.isScrollable || parent.isListClass) && parent.simpleName != "Spinner"
        }
        var hasText: Bool {
            (description != nil || text != nil || hint != nil) && !AndroidViewImporter.collectionClasses.contains(simpleName)
        }
        var hasState: Bool { isCheckable || AndroidViewImporter.rangeClasses.contains(simpleName) }
        var frame: Frame { Frame(x: bounds.left, y: bounds.top, width: bounds.right - bounds.left, height: bounds.bottom - bounds.top) }
        var isSwitchClass: Bool { ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton"].contains(simpleName) }
        var isTextField: Bool { AndroidViewImporter.textFieldClasses.contains(simpleName) }

        /// The text without a Switch's thumb text (11.4.5).
        var ownText: String? {
            guard let text, isSwitchClass else { return text }
            if text.uppercased() == "ON" || text.uppercased() == "OFF" { return nil }
            for ending in [" ON", ",ON", " OFF", ",OFF"] where text.hasSuffix(ending) {
                var cut = String(text.dropLast(ending.count))
                while cut.last == " " || cut.last == "," { cut.removeLast() }
                return cut.isEmpty ? nil : cut
            }
            return text
        }
    }

    static let listClasses: Set<String> = [
        "ListView", "GridView", "ExpandableListView", "RecyclerView", "ScrollView", "HorizontalScrollView", "NestedScrollView",
    ]
    static let collectionClasses: Set<String> = ["ListView", "GridView", "ExpandableListView", "RecyclerView"]
    static let rangeClasses: Set<String> = [
        "SeekBar", "AppCompatSeekBar", "RatingBar", "AppCompatRatingBar", "Slider", "ProgressBar", "ContentLoadingProgressBar",
        "LinearProgressIndicator", "CircularProgressIndicator",
    ]
    /// The classes of text fields (their text is their value, not their name).
    static let textFieldClasses = Set(ImportKinds.androidClasses.filter { $0.value.kind.facts.value == .editedText }.keys)

    /// The kind a class gives (11.4.4 rows 1 to 12, ``ImportKinds/androidClasses``), whether it is guessed, or nil for
    /// any other class.
    static func classKind(_ node: Node) -> (kind: ElementKind, guessed: Bool)? {
        guard let entry = ImportKinds.androidClasses[node.simpleName], !entry.onlyIfCheckable || node.isCheckable else {
            return nil
        }
        if let other = entry.unlessClickable, !node.isClickable, !node.isLongClickable { return (other, entry.guessed) }
        return (entry.kind, entry.guessed)
    }

    // MARK: - Reading

    /// The imported elements of `document`.
    static func elements(of document: XMLDocumentReader.Document, context: inout ImportContext) throws(ImportError) -> [ImportedNode] {
        let format = context.format
        guard document.root.name == "hierarchy" else {
            throw ImportError(.notWellFormed(format, place: "line \(document.root.line), column \(document.root.column)", what: "the root element is not <hierarchy>"))
        }
        var tops: [Node] = []
        for child in document.root.children {
            tops.append(contentsOf: try read(child, parent: nil, format: format))
        }
        for top in tops { setTop(top, top: top) }
        for top in tops { derive(top) }
        var items: [Item] = []
        var merged = Set<ObjectIdentifier>()
        for top in tops { collect(top, into: &items, merged: &merged, context: &context) }
        return group(items)
    }

    /// The node of `element` and its subtree, cleaned (11.4.2): removed when not displayed, spliced when not important.
    private static func read(_ element: XMLElementNode, parent: Node?, format: DumpFormat) throws(ImportError) -> [Node] {
        if element["displayed"] == "false" || element["visible-to-user"] == "false" { return [] }
        let className: String
        if format == .uiautomator {
            guard let name = element["class"] else {
                throw ImportError(.notWellFormed(format, place: "line \(element.line), column \(element.column)", what: "a <\(element.name)> without class"))
            }
            className = name
        } else {
            className = element["class"] ?? element.name
        }
        guard let bounds = parseBounds(element["bounds"]) else {
            throw ImportError(.notWellFormed(
                format, place: "line \(element.line), column \(element.column)",
                what: element["bounds"].map { "bounds \"\($0)\" are not [left,top][right,bottom]" } ?? "a node without bounds"))
        }
        if element["a11y-important"] == "false" {
            var spliced: [Node] = []
            for child in element.children { spliced.append(contentsOf: try read(child, parent: parent, format: format)) }
            return spliced
        }
        let node = Node(element, className: className, bounds: bounds)
        node.parent = parent
        for child in element.children { node.children.append(contentsOf: try read(child, parent: node, format: format)) }
        return [node]
    }

    /// `[l,t][r,b]` as four numbers.
    static func parseBounds(_ text: String?) -> (Double, Double, Double, Double)? {
        guard let text else { return nil }
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).map { Double(ImportText.trimmed($0)) }
        guard numbers.count == 4, text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let values = numbers.compactMap { $0 }
        guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
        return (values[0], values[1], values[2], values[3])
    }

    private static func setTop(_ node: Node, top: Node) {
        node.top = top
        for child in node.children {
            child.parent = node
            setTop(child, top: top)
        }
    }

    /// Speaking, TalkBack focusability and window size, children first.
    private static func derive(_ node: Node) {
        for child in node.children { derive(child) }
        node.speaking = node.hasText || node.hasState || node.children.contains { child in
            child.isVisible && !child.isActionable && child.speaking
                && !(child.isScrollItem && !node.isClickable && !node.isLongClickable)
        }
        node.isTalkBackFocusable = node.isVisible && (node.isActionable || (node.isScrollItem && node.speaking))
        let top = node.top.bounds
        node.isWindowSized = !node.children.isEmpty && !node.isActionable
            && node.bounds.left == top.left && node.bounds.top == top.top
            && node.bounds.right == top.right && node.bounds.bottom == top.bottom
    }

    /// Whether `node` is a focus stop (11.4.2).
    private static func isStop(_ node: Node) -> Bool {
        guard node.isVisible, !node.isWindowSized else { return false }
        if node.isTalkBackFocusable { return !node.children.contains { $0.isVisible } || node.speaking }
        guard node.hasText || node.hasState else { return false }
        var ancestor = node.parent
        while let current = ancestor {
            if current.isTalkBackFocusable && !current.isWindowSized { return false }
            ancestor = current.parent
        }
        return true
    }

    // MARK: - Stops

    /// A stop in document order, with what groups it (a radio group, a tab's parent).
    struct Item {
        var node: ImportedNode
        var groupNode: Node?
        var tabParent: Node?
    }

    /// One piece of what a stop merges: a name part, or a checkable control.
    enum Part {
        case text(String, line: Int, column: Int)
        case control(Node)
    }

    /// The name parts and merged controls of `node` (11.4.3), marking every node reached as merged.
    private static func parts(of node: Node, isStop: Bool, into parts: inout [Part], merged: inout Set<ObjectIdentifier>) {
        if !isStop { merged.insert(ObjectIdentifier(node)) }
        if !isStop && node.isCheckable {
            parts.append(.control(node))
            return
        }
        if let description = node.description {
            parts.append(.text(description, line: node.line, column: node.column))
            return
        }
        if !node.isTextField, let text = node.ownText { parts.append(.text(text, line: node.line, column: node.column)) }
        if !node.isTextField, let hint = node.hint { parts.append(.text(hint, line: node.line, column: node.column)) }
        for child in node.children where child.isVisible && !child.isTalkBackFocusable {
            self.parts(of: child, isStop: false, into: &parts, merged: &merged)
        }
    }

    /// The stops of `node`'s subtree, in document order; a pane title makes an open dialog of them.
    private static func collect(_ node: Node, into items: inout [Item], merged: inout Set<ObjectIdentifier>,
                                context: inout ImportContext) {
        if let title = node.paneTitle, context.format == .appiumAndroid {
            var inner: [Item] = []
            collectOwn(node, into: &inner, merged: &merged, context: &context)
            items.append(Item(node: context.openDialog(title, children: group(inner), frame: node.frame, line: node.line, column: node.column)))
            return
        }
        collectOwn(node, into: &items, merged: &merged, context: &context)
    }

    private static func collectOwn(_ node: Node, into items: inout [Item], merged: inout Set<ObjectIdentifier>,
                                   context: inout ImportContext) {
        if !merged.contains(ObjectIdentifier(node)), isStop(node) {
            items.append(stop(node, merged: &merged, context: &context))
        }
        for child in node.children { collect(child, into: &items, merged: &merged, context: &context) }
    }

    /// The imported element of the stop `node` (11.4.3 to 11.4.5).
    private static func stop(_ node: Node, merged: inout Set<ObjectIdentifier>, context: inout ImportContext) -> Item {
        var found: [Part] = []
        parts(of: node, isStop: true, into: &found, merged: &merged)
        let texts = found.compactMap { part -> (String, Int)? in
            if case .text(let text, let line, _) = part { return (text, line) }
            return nil
        }
        let controls = found.compactMap { part -> Node? in
            if case .control(let control) = part { return control }
            return nil
        }
        let joined = texts.map(\.0).joined(separator: ", ")
        var imported: ImportedNode
        let ownClassKind = classKind(node)
        if ownClassKind != nil || node.isCheckable {
            let (kind, guessed) = ownClassKind ?? (otherCheckableKind(controls), true)
            let ownName = node.description ?? (node.isTextField ? nil : node.ownText)
            imported = ImportedNode(kind, ownName ?? joined, line: node.line, column: node.column)
            if guessed { imported.notes.append("guessed: \(kind.rawValue) (\(node.isCheckable ? "checkable " : "")\(node.className))") }
            applyControlState(node, to: &imported, texts: texts, context: &context)
        } else if !controls.isEmpty {
            imported = ImportedNode(ImportKinds.mergedRow, "", line: node.line, column: node.column)
            var children: [ImportedNode] = []
            var textIndex = 0
            for part in found {
                switch part {
                case .text(let text, let line, let column):
                    children.append(ImportedNode(ImportKinds.plainText, text, line: line, column: column))
                    textIndex += 1
                case .control(let control):
                    let kind = classKind(control).map(\.kind).flatMap { ImportKinds.androidRowControls.contains($0) ? $0 : nil }
                    var child = ImportedNode(kind ?? ImportKinds.checkableGuess,
                                             control.description ?? control.ownText ?? texts.first?.0 ?? "", line: control.line, column: control.column)
                    if kind == nil { child.notes.append("guessed: \(child.kind.rawValue) (checkable \(control.className))") }
                    applyToggle(control, to: &child)
                    if !control.isEnabled { child.isDisabled = true }
                    children.append(child)
                }
            }
            imported.children = children
            if controls.count == 1, let control = children.first(where: { $0.kind != ImportKinds.plainText }), control.name.isEmpty {
                imported.children = children.map { child in
                    var child = child
                    if child.kind != ImportKinds.plainText { child.name = texts.first?.0 ?? "" }
                    return child
                }
            }
        } else if node.isClickable || node.isLongClickable {
            imported = ImportedNode(ImportKinds.pressable, joined, line: node.line, column: node.column)
            imported.notes.append("guessed: \(imported.kind.rawValue) (\(node.isClickable ? "clickable" : "long-clickable") \(node.className))")
            if node.isHeading { imported.notes.append("dropped: heading (a clickable heading stays a button)") }
        } else {
            imported = ImportedNode(node.isHeading ? ImportKinds.headingText : ImportKinds.plainText, joined, line: node.line,
                                    column: node.column)
        }
        if !node.isEnabled { imported.isDisabled = true }
        let facts = imported.kind.facts
        if node.isSelected, !facts.isSeriesItem, facts.activation != .selectRadio {
            imported.notes.append("dropped: selected")
        }
        context.place(node.frame, on: &imported)
        var groupNode: Node?
        if facts.activation == .selectRadio {
            var ancestor = node.parent
            while let current = ancestor, groupNode == nil {
                if current.simpleName == "RadioGroup" { groupNode = current }
                ancestor = current.parent
            }
        }
        return Item(node: imported, groupNode: groupNode, tabParent: facts.isSeriesItem ? node.parent : nil)
    }

    /// Row 13: a checkable view of another class is a radio or checkbox when it merges one, else a switch.
    private static func otherCheckableKind(_ controls: [Node]) -> ElementKind {
        for control in controls {
            if let kind = classKind(control)?.kind, ImportKinds.checkableFromMerged.contains(kind) { return kind }
        }
        return ImportKinds.checkableGuess
    }

    /// A two-state control's state: checked (a radio's selected too) is its first state word.
    private static func applyToggle(_ node: Node, to imported: inout ImportedNode) {
        let selectable = imported.kind.facts.activation == .selectRadio
        imported.setState(node.isChecked || (selectable && node.isSelected))
    }

    /// States and values of a control stop (11.4.5).
    private static func applyControlState(_ node: Node, to imported: inout ImportedNode, texts: [(String, Int)],
                                          context: inout ImportContext) {
        let facts = imported.kind.facts
        if facts.isSeriesItem {
            imported.setState(node.isSelected)
        } else if facts.stateWords != nil {
            applyToggle(node, to: &imported)
        } else if facts.value == .editedText {
            imported.name = node.description ?? ""
            imported.isSecure = node.isPassword
            imported.placeholder = node.hint
            if let text = node.text, !node.showsHint, text != node.hint, !node.isPassword {
                imported.state = .text(text)
            } else if node.showsHint, imported.placeholder == nil {
                imported.placeholder = node.text
            }
        } else if facts.isAdjustable {
            if let text = node.text, let number = Double(text), number.isFinite, abs(number) < 1e9 {
                let value = Int(number.rounded())
                imported.value = value
                imported.minimum = 0
                imported.maximum = max(100, value)
                imported.name = node.description ?? texts.dropFirst(0).filter { $0.0 != text }.map(\.0).joined(separator: ", ")
                imported.notes.append("guessed: min 0 max \(max(100, value)) (not in the dump)")
            } else {
                imported.name = node.description ?? texts.map(\.0).joined(separator: ", ")
                context.sliderWithoutValue(&imported)
            }
        } else if facts.value == .chosenOption {
            let value = texts.filter { $0.0 != node.description }.map(\.0).joined(separator: ", ")
            imported.name = node.description ?? ""
            imported.state = .text(value)
            if !value.isEmpty {
                var option = ImportedNode(ImportKinds.chosenOption, value, line: node.line, column: node.column)
                option.setState(true)
                imported.children = [option]
            }
        }
    }

    /// Consecutive radios of one `RadioGroup`, and consecutive tabs of one parent, put in their containers; the
    /// group's own stop (its text) is its label, not a separate text.
    static func group(_ items: [Item]) -> [ImportedNode] {
        ImportContext.groupingRuns(
            items, node: \.node, startsRun: { $0.groupNode != nil || $0.tabParent != nil },
            sameRun: { first, item in
                first.groupNode != nil ? item.groupNode === first.groupNode : item.tabParent === first.tabParent
            },
            container: { item, kind in
                let parent = item.groupNode ?? item.tabParent
                return ImportedNode(kind, parent?.description ?? parent?.text ?? "", line: parent?.line, column: parent?.column)
            },
            dropsPrevious: { last, item in
                item.groupNode != nil && last.kind == ImportKinds.plainText && last.line == item.groupNode?.line
            }
        )
    }
}
