/// idb's `describe-all` (an array) and `describe-point` (one object), default, `nested` or
/// `complete` format. The `ax` backend's list is VoiceOver's element list: every object is a stop but containers.
enum IdbImporter {
    /// Whether `json` is an idb dump (11.2 row 5).
    static func recognises(_ json: DumpJSON) -> Bool {
        let item: DumpJSON? = json.isObject ? json : json.array?.first
        guard let item, item.isObject else { return false }
        let keys = Set(item.keys)
        return keys.contains("AXLabel") || keys.contains("AXFrame") || keys.contains("AXUniqueId")
            || (keys.contains("role_description") && keys.contains("frame"))
    }

    static let containerTypes: Set<String> = [
        "Application", "Group", "Window", "ScrollArea", "Table", "CollectionView", "List", "AXApplication", "AXGroup",
        "AXWindow", "AXScrollArea", "AXTable", "AXList",
    ]

    /// The imported elements of `json`.
    static func elements(of json: DumpJSON, context: inout ImportContext) throws(ImportError) -> [ImportedNode] {
        let items: [DumpJSON] = json.isObject ? [json] : (json.array ?? [])
        var result: [ImportedNode] = []
        var sawModal = false
        var counter = 0
        for item in items {
            try read(item, into: &result, counter: &counter, nested: false, sawModal: &sawModal, context: &context)
        }
        if sawModal { context.warn("modal ignored in a flat idb list", line: nil) }
        return result
    }

    private static func string(_ item: DumpJSON, _ keys: String...) -> String? {
        for key in keys { if let value = item[key]?.string { return value } }
        return nil
    }

    private static func read(_ item: DumpJSON, into result: inout [ImportedNode], counter: inout Int, nested: Bool,
                             sawModal: inout Bool, context: inout ImportContext) throws(ImportError) {
        counter += 1
        let number = counter
        guard item.isObject else {
            throw ImportError(.notWellFormed(.idb, place: "item \(number)", what: "not an object"))
        }
        let children = item["children"]?.array ?? []
        let isNested = !children.isEmpty
        let label = ImportText.normalised(string(item, "AXLabel", "label"))
        let value = ImportText.normalised(string(item, "AXValue", "value"))
        let rawValue = string(item, "AXValue", "value")
        let type = string(item, "type") ?? ""
        let role = string(item, "role") ?? ""
        let roleDescription = string(item, "role_description") ?? ""
        let subrole = string(item, "subrole") ?? ""
        var inner: [ImportedNode] = []
        for child in children {
            try read(child, into: &inner, counter: &counter, nested: true, sawModal: &sawModal, context: &context)
        }
        if item["modal"]?.bool == true {
            if isNested || nested {
                var dialog = ImportedNode(ImportKinds.shownDialog, label ?? "", line: item.position?.line, column: item.position?.column)
                dialog.isOpen = true
                if let frame = frame(of: item) { context.place(frame, on: &dialog) }
                if let first = inner.first, first.repeatsTitle(dialog.name) { inner.removeFirst() }
                dialog.children = inner
                result.append(dialog)
                return
            }
            sawModal = true
        }
        let isContainer = containerTypes.contains(type) || containerTypes.contains(role)
        if !isContainer {
            let words: Set<String> = ["type \(type)", "role \(role)", "role_description \(roleDescription)", "subrole \(subrole)"]
            let known = ImportKinds.idbTypes.first { !$0.words.isDisjoint(with: words) }?.kind
            let kind = known ?? ImportKinds.plainText
            let guess: String? = known == nil ? "\(kind.rawValue) (\(type.isEmpty ? role : type))" : nil
            var valueSlot = false
            var node = ImportedNode(kind, label ?? "", line: item.position?.line, column: item.position?.column)
            let facts = kind.facts
            if facts.stateWords != nil {
                node.setState(rawValue == "1")
            } else if facts.value == .editedText {
                node.isSecure = subrole == "AXSecureTextField" || type == "SecureTextField"
                node.placeholder = ImportText.normalised(string(item, "placeholder"))
                if let value, !node.isSecure, value != node.placeholder { node.state = .text(value) }
            } else if facts.isAdjustable {
                context.adjustableValue(value, label: label, on: &node, line: item.position?.line)
            } else {
                valueSlot = true
            }
            if valueSlot, let value {
                node.name = node.name.isEmpty ? value : "\(node.name), \(value)"
            }
            if facts.visibleLabel == .pictureDescription, label == nil {
                // An unlabeled image is decorative: left out.
            } else if !(kind == ImportKinds.plainText && node.name.isEmpty) {
                if item["enabled"]?.bool == false { node.isDisabled = true }
                node.hint = ImportText.normalised(string(item, "help", "AXHint"))
                if let guess { node.notes.insert("guessed: \(guess)", at: 0) }
                let actions = (item["custom_actions"]?.array ?? []).compactMap(\.string)
                if !actions.isEmpty {
                    node.notes.append("not modelled: custom actions " + actions.map { "\"\($0)\"" }.joined(separator: ", "))
                }
                if let frame = frame(of: item) { context.place(frame, on: &node) }
                result.append(node)
            }
        }
        result.append(contentsOf: inner)
    }

    /// `frame` (an object of numbers), else `AXFrame` (`{{x, y}, {w, h}}`).
    private static func frame(of item: DumpJSON) -> Frame? {
        if let frame = item["frame"], let x = frame["x"]?.number, let y = frame["y"]?.number,
           let width = frame["width"]?.number, let height = frame["height"]?.number {
            return Frame(x: x, y: y, width: width, height: height)
        }
        if let text = item["AXFrame"]?.string {
            let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
            if numbers.count == 4 { return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) }
        }
        return nil
    }
}
