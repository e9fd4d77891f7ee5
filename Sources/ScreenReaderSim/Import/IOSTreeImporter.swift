/// The iOS element trees, `appium-ios` (WebDriverAgent's page source) and `xcuitest`
/// (`debugDescription`): VoiceOver's accessibility elements recomputed from the tree, children of elements dropped.
enum IOSTreeImporter {
    /// One element of an iOS tree, as either format writes it.
    final class Node {
        var type: String
        var label: String?
        var value: String?
        /// The raw value, before normalisation (`0`, `1`, `50%`).
        var rawValue: String?
        var identifier: String?
        var placeholder: String?
        var isEnabled = true
        /// Appium's `visible`; nil when not written.
        var isVisible: Bool?
        /// Appium's `accessible`; nil when not written.
        var isAccessible: Bool?
        var isSelected = false
        var isMain = false
        var frame: Frame?
        var minimum: Double?
        var maximum: Double?
        var line: Int
        /// The column the element starts at on its line (the XML parser's, or where an XCUITest line's type begins).
        var column: Int
        var children: [Node] = []

        init(type: String, line: Int, column: Int = 1) {
            self.type = type
            self.line = line
            self.column = column
        }
    }

    /// Types that hold elements and are never one.
    static let containerTypes: Set<String> = [
        "Application", "Window", "NavigationBar", "Toolbar", "Table", "CollectionView", "ScrollView", "WebView", "Group",
        "Keyboard", "Map", "Picker", "DatePicker", "LayoutArea", "LayoutItem", "Browser", "Menu", "MenuBar",
    ]
    /// Types of the kind table (11.6.4), each an element whose descendants are dropped.
    static let elementTypes: Set<String> = [
        "Button", "Key", "Icon", "DisclosureTriangle", "MenuItem", "ToolbarButton", "Switch", "Toggle", "CheckBox",
        "RadioButton", "Slider", "Stepper", "TextField", "SearchField", "SecureTextField", "TextView", "StaticText", "Link",
        "Image", "PageIndicator", "ProgressIndicator", "ActivityIndicator", "PickerWheel", "LevelIndicator", "PopUpButton",
        "MenuButton", "ComboBox",
    ]

    /// Where an element sits, for its kind (11.6.4).
    struct Place {
        var inNavigationBar = false
        /// The series containers (``ImportKinds/xcuiSeriesContainers``) it sits in, by type.
        var seriesContainers: Set<String> = []

        /// The kind a button type is here: the item of the first series container it sits in, if any.
        var seriesItem: ElementKind? {
            ImportKinds.xcuiSeriesContainers.first { seriesContainers.contains($0.type) }?.kind.requiredChildKind
        }
    }

    // MARK: - Reading Appium iOS

    /// The tree of an Appium iOS page source.
    static func tree(of document: XMLDocumentReader.Document) throws(ImportError) -> (roots: [Node], hasAccessible: Bool) {
        var hasAccessible = false
        func convert(_ element: XMLElementNode) throws(ImportError) -> Node? {
            guard element.name.hasPrefix("XCUIElementType") else {
                throw ImportError(.notWellFormed(.appiumIOS, place: "line \(element.line), column \(element.column)",
                                                 what: "<\(element.name)> is not an XCUIElementType element"))
            }
            let node = Node(type: String(element.name.dropFirst("XCUIElementType".count)), line: element.line,
                            column: element.column)
            node.rawValue = element["value"]
            node.label = ImportText.normalised(element["label"])
            node.value = ImportText.normalised(element["value"])
            node.identifier = element["name"]
            node.placeholder = ImportText.normalised(element["placeholderValue"])
            node.isEnabled = element["enabled"] != "false"
            node.isVisible = element["visible"].map { $0 == "true" }
            if let accessible = element["accessible"] {
                node.isAccessible = accessible == "true"
                hasAccessible = true
            }
            if node.type == "Button", element["value"] == "1" { node.isSelected = true }
            node.minimum = element["minValue"].flatMap(Double.init)
            node.maximum = element["maxValue"].flatMap(Double.init)
            if let x = element["x"].flatMap(Double.init), let y = element["y"].flatMap(Double.init),
               let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) {
                node.frame = Frame(x: x, y: y, width: width, height: height)
            }
            for child in element.children {
                if let converted = try convert(child) { node.children.append(converted) }
            }
            return node
        }
        let root = document.root
        var roots: [Node] = []
        if root.name == "AppiumAUT" {
            for child in root.children { if let node = try convert(child) { roots.append(node) } }
        } else if let node = try convert(root) {
            roots.append(node)
        }
        return (roots, hasAccessible)
    }

    // MARK: - Elements

    /// The imported elements of the tree whose top nodes are `roots`.
    static func elements(roots: [Node], hasAccessible: Bool, context: inout ImportContext) -> [ImportedNode] {
        let screen = screenFrame(roots)
        var result: [ImportedNode] = []
        for root in roots { result += walk(root, place: Place(), hasAccessible: hasAccessible, context: &context) }
        if let screen { result = result.filter { overlaps($0, screen) } }
        return removingDuplicateTexts(result)
    }

    /// The screen's frame: the Application's (Appium), else the first main window's, else the first window's.
    static func screenFrame(_ roots: [Node]) -> Frame? {
        var firstWindow: Frame?
        var stack = roots.reversed().map { $0 }
        while let node = stack.popLast() {
            if node.type == "Application", let frame = node.frame, frame.width > 0 { return frame }
            if node.type == "Window", let frame = node.frame {
                if node.isMain { return frame }
                if firstWindow == nil { firstWindow = frame }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return firstWindow
    }

    private static func overlaps(_ node: ImportedNode, _ screen: Frame) -> Bool {
        let isLayerOrSeries = node.kind.isContainer && !node.kind.isControl && node.kind.facts.stops != .mergedRow
        guard !isLayerOrSeries, let frame = node.frame else {
            return true
        }
        return frame.x < screen.x + screen.width && frame.x + frame.width > screen.x
            && frame.y < screen.y + screen.height && frame.y + frame.height > screen.y
    }

    /// Whether `node` is a scroll indicator: a labelled `Other` with a percentage value, at most 30 points thin.
    private static func isScrollIndicator(_ node: Node) -> Bool {
        guard node.type == "Other", let value = node.rawValue, value.hasSuffix("%"), Double(value.dropLast()) != nil,
              let frame = node.frame else { return false }
        return frame.width <= 30 || frame.height <= 30
    }

    private static func walkChildren(_ node: Node, place: Place, hasAccessible: Bool, context: inout ImportContext) -> [ImportedNode] {
        var result: [ImportedNode] = []
        for child in node.children { result += walk(child, place: place, hasAccessible: hasAccessible, context: &context) }
        return result
    }

    /// The elements `node` makes (11.6.2).
    private static func walk(_ node: Node, place: Place, hasAccessible: Bool, context: inout ImportContext) -> [ImportedNode] {
        if node.isVisible == false || node.type == "StatusBar" { return [] }
        var inner = place
        switch node.type {
        case "Alert", "Sheet":
            var dialog = ImportedNode(ImportKinds.shownDialog, node.label ?? "", line: node.line, column: node.column)
            dialog.isOpen = true
            dialog.isAlert = node.type == "Alert"
            if let frame = node.frame { context.place(frame, on: &dialog) }
            var children = walkChildren(node, place: Place(), hasAccessible: hasAccessible, context: &context)
            if let first = children.first, first.repeatsTitle(dialog.name) { children.removeFirst() }
            dialog.children = children
            return [dialog]
        case let type where ImportKinds.xcuiSeriesContainer(type) != nil:
            guard let containerKind = ImportKinds.xcuiSeriesContainer(type), let itemKind = containerKind.requiredChildKind else {
                return []
            }
            inner.seriesContainers.insert(type)
            let found = walkChildren(node, place: inner, hasAccessible: hasAccessible, context: &context)
            var container = ImportedNode(containerKind, node.label ?? "", line: node.line, column: node.column)
            if let frame = node.frame { context.place(frame, on: &container) }
            container.children = found.filter { $0.kind == itemKind }
            let selected = container.children.indices.filter { container.children[$0].state == .selected }
            for extra in selected.dropFirst() {
                container.children[extra].state = .unselected
                container.children[extra].notes.append("dropped: selected (a second selected \(itemKind.rawValue))")
            }
            let others = found.filter { $0.kind != itemKind }
            return (container.children.isEmpty ? [] : [container]) + others
        case "Cell":
            if !hasAccessible || node.isAccessible == true { return cell(node, hasAccessible: hasAccessible, context: &context) }
            return walkChildren(node, place: place, hasAccessible: hasAccessible, context: &context)
        default:
            break
        }
        if node.type == "NavigationBar" { inner.inNavigationBar = true }
        if hasAccessible {
            if node.isAccessible == true {
                if isScrollIndicator(node) { return [] }
                return element(node, place: place, context: &context).map { [$0] } ?? []
            }
            return walkChildren(node, place: inner, hasAccessible: hasAccessible, context: &context)
        }
        if containerTypes.contains(node.type) {
            return walkChildren(node, place: inner, hasAccessible: hasAccessible, context: &context)
        }
        if node.type == "Other" {
            guard node.label != nil else { return walkChildren(node, place: inner, hasAccessible: hasAccessible, context: &context) }
            if isScrollIndicator(node) { return [] }
            return element(node, place: place, context: &context).map { [$0] } ?? []
        }
        if node.type == "Image", node.label == nil { return [] }
        if elementTypes.contains(node.type) || node.label != nil {
            return element(node, place: place, context: &context).map { [$0] } ?? []
        }
        return walkChildren(node, place: inner, hasAccessible: hasAccessible, context: &context)
    }

    /// Whether `node` is a disclosure chevron (11.6.3).
    private static func isChevron(_ node: Node) -> Bool {
        if node.type == "Button" { return node.label == "chevron" || node.identifier == "chevron" }
        if node.type == "Image" {
            return (node.identifier ?? "").hasPrefix("chevron") || (node.label ?? "").hasPrefix("chevron")
        }
        return false
    }

    private static func hasChevron(_ node: Node) -> Bool {
        node.children.contains { isChevron($0) || hasChevron($0) }
    }

    /// A table or collection cell (11.6.3).
    private static func cell(_ node: Node, hasAccessible: Bool, context: inout ImportContext) -> [ImportedNode] {
        let chevron = hasChevron(node)
        var found: [ImportedNode] = []
        for child in node.children where !isChevron(child) {
            found += walk(child, place: Place(), hasAccessible: hasAccessible, context: &context)
        }
        let controlKinds = ImportKinds.cellRowControls
        let textKinds = ImportKinds.cellTexts
        let controls = found.filter { !textKinds.contains($0.kind) }
        var controlNames = Set<String>()
        for control in controls where !control.name.isEmpty {
            controlNames.insert(ImportText.speechKey(control.name))
            for part in control.name.components(separatedBy: ", ") { controlNames.insert(ImportText.speechKey(part)) }
        }
        found = found.filter { !textKinds.contains($0.kind) || !controlNames.contains(ImportText.speechKey($0.name)) }
        let texts = found.filter { textKinds.contains($0.kind) }
        let cellName = [node.label, node.value].compactMap { $0 }.joined(separator: ", ")
        if controls.count == 1, controlKinds.contains(controls[0].kind) {
            var row = ImportedNode(ImportKinds.mergedRow, "", line: node.line, column: node.column)
            if let frame = node.frame { context.place(frame, on: &row) }
            row.children = found.map { child in
                var child = child
                if textKinds.contains(child.kind) { child.kind = ImportKinds.plainText }
                child.frame = nil
                child.pixelFrame = nil
                return child
            }
            if let frame = node.frame { _ = frame }
            return [row]
        }
        if controls.isEmpty {
            let name = texts.isEmpty ? cellName : texts.map(\.name).joined(separator: ", ")
            if name.isEmpty { return [] }
            var imported = ImportedNode(chevron ? ImportKinds.pressable : ImportKinds.plainText, name, line: node.line,
                                        column: node.column)
            if chevron { imported.notes.append("guessed: button (a cell with a disclosure chevron)") }
            if !node.isEnabled { imported.isDisabled = true }
            if let frame = node.frame { context.place(frame, on: &imported) }
            return [imported]
        }
        return found
    }

    /// The element `node` is, by its type (11.6.4) and values (11.6.5); nil for an unlabeled image.
    private static func element(_ node: Node, place: Place, context: inout ImportContext) -> ImportedNode? {
        var kind = ImportKinds.xcuiTypes[node.type] ?? ImportKinds.plainText
        var guess: String?
        var valueIsNamePart = false
        if ImportKinds.xcuiSeriesTypes.contains(node.type), let item = place.seriesItem { kind = item }
        switch node.type {
        case "TextView": guess = "\(kind.rawValue) (XCUIElementTypeTextView)"
        case "StaticText":
            if place.inNavigationBar {
                kind = ImportKinds.headingText
                guess = "heading (title of a NavigationBar)"
            }
        case "Image":
            guard node.label != nil else { return nil }
        case "PageIndicator", "ProgressIndicator", "ActivityIndicator", "PickerWheel", "LevelIndicator":
            guess = "text (XCUIElementType\(node.type))"
            valueIsNamePart = true
        case "PopUpButton", "MenuButton", "ComboBox":
            guess = "button (XCUIElementType\(node.type))"
        case _ where ImportKinds.xcuiTypes[node.type] == nil:
            if place.inNavigationBar { kind = ImportKinds.headingText }
            guess = place.inNavigationBar ? "heading (title of a NavigationBar)" : "text (XCUIElementType\(node.type))"
        default:
            break
        }
        var imported = ImportedNode(kind, node.label ?? "", line: node.line, column: node.column)
        if let frame = node.frame { context.place(frame, on: &imported) }
        if !node.isEnabled { imported.isDisabled = true }
        let facts = kind.facts
        if facts.isSeriesItem {
            imported.setState(node.isSelected)
            if node.type != "Button" || !["0", "1"].contains(node.rawValue ?? "") { valueIsNamePart = true }
        } else if ImportKinds.xcuiReadsToggleValue.contains(kind) {
            switch node.rawValue {
            case "1": imported.setState(true)
            case "0", nil: imported.setState(false)
            default:
                imported.setState(false)
                imported.notes.append("dropped: value \(node.value ?? "")")
            }
        } else if facts.value == .editedText {
            imported.isSecure = node.type == "SecureTextField"
            imported.placeholder = node.placeholder
            if !imported.isSecure, let value = node.value, value != node.placeholder { imported.state = .text(value) }
        } else if facts.isAdjustable {
            if let raw = node.value {
                let percent = raw.hasSuffix("%")
                if let number = Double(percent ? String(raw.dropLast()) : raw), number.isFinite, abs(number) < 1e9 {
                    let value = Int(number.rounded())
                    imported.value = value
                    imported.showsPercent = percent
                    if let low = node.minimum, let high = node.maximum, low.isFinite, high.isFinite, abs(low) < 1e9, abs(high) < 1e9 {
                        imported.minimum = min(Int(low.rounded()), value)
                        imported.maximum = max(Int(high.rounded()), value)
                    } else {
                        imported.minimum = min(0, value)
                        imported.maximum = max(100, value)
                        imported.notes.append("guessed: min \(min(0, value)) max \(max(100, value)) (not in the dump)")
                    }
                } else {
                    imported.kind = ImportKinds.plainText
                    imported.name = [node.label, raw].compactMap { $0 }.joined(separator: ", ")
                    imported.notes.append("guessed: text (an adjustable whose value is not a number)")
                    context.warn("adjustable \"\(node.label ?? "")\" has the value \"\(raw)\", not a number; imported as text",
                                 line: node.line, column: node.column)
                }
            } else {
                context.sliderWithoutValue(&imported)
            }
        } else if facts.stops == .decrementIncrement {
            let value = node.value.flatMap(Double.init).flatMap { $0.isFinite && abs($0) < 1e9 ? Int($0.rounded()) : nil } ?? 0
            imported.value = value
            imported.minimum = min(0, value)
            imported.maximum = max(100, value)
            imported.notes.append("guessed: min \(min(0, value)) max \(max(100, value)) step 1 (not in the dump)")
        } else if facts.activation == .press {
            if !["0", "1"].contains(node.rawValue ?? "") { valueIsNamePart = true }
        } else if facts.stops == .named || facts.activation == .followLink {
            valueIsNamePart = true
        }
        if valueIsNamePart, let value = node.value {
            if node.label == nil {
                imported.name = value
            } else if value != node.label, !(node.type == "StaticText" && value == node.label) {
                imported.name = "\(imported.name), \(value)"
            }
        }
        if node.isSelected, !facts.isSeriesItem { imported.notes.append("dropped: selected") }
        if let guess { imported.notes.insert("guessed: \(guess)", at: 0) }
        return imported
    }

    /// 11.6.2 duplicate texts: a text, heading or image named like an earlier one of those kinds and overlapping it.
    static func removingDuplicateTexts(_ nodes: [ImportedNode]) -> [ImportedNode] {
        var seen: [(key: String, frame: Frame?)] = []
        func filter(_ list: [ImportedNode]) -> [ImportedNode] {
            var kept: [ImportedNode] = []
            for var node in list {
                if ImportKinds.cellTexts.contains(node.kind) {
                    let key = ImportText.speechKey(node.name)
                    if seen.contains(where: { $0.key == key && intersects($0.frame, node.frame) }) { continue }
                    seen.append((key, node.frame))
                }
                if node.kind.facts.stops != .mergedRow, !node.children.isEmpty { node.children = filter(node.children) }
                kept.append(node)
            }
            return kept
        }
        return filter(nodes)
    }

    private static func intersects(_ first: Frame?, _ second: Frame?) -> Bool {
        guard let first, let second else { return false }
        return first.x < second.x + second.width && first.x + first.width > second.x
            && first.y < second.y + second.height && first.y + first.height > second.y
    }
}
