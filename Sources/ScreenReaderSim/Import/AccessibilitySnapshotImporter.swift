/// AccessibilitySnapshot's model JSON (`AccessibilityHierarchy` values, TheButtonHeist's wire
/// format, or a flat element list). Every element is one VoiceOver stop, in ascending `traversalIndex`.
enum AccessibilitySnapshotImporter {
    /// The hierarchy array, after unwrapping `payload.tree`.
    static func items(_ json: DumpJSON) -> [DumpJSON]? {
        if let tree = json["payload"]?["tree"]?.array { return tree }
        return json.array
    }

    /// `item N (line L, column C)`: where an item is, for an error about it.
    static func place(_ number: Int, _ item: DumpJSON) -> String {
        "item \(number)" + (item.position.map { " (line \($0.line), column \($0.column))" } ?? "")
    }

    /// Whether `json` is an AccessibilitySnapshot dump (11.2 row 4).
    static func recognises(_ json: DumpJSON) -> Bool {
        guard let first = items(json)?.first, first.isObject else { return false }
        let keys = Set(first.keys)
        return keys.contains("element") || keys.contains("container") || (keys.contains("traits") && keys.contains("shape"))
    }

    private struct Found {
        var index: Double
        var order: Int
        var node: ImportedNode
        var tabBar: Int?
    }

    /// The imported elements of `json`.
    static func elements(of json: DumpJSON, context: inout ImportContext) throws(ImportError) -> [ImportedNode] {
        guard let items = items(json) else {
            throw ImportError(.notWellFormed(.accessibilitySnapshot, place: "item 1", what: "not an array of elements"))
        }
        var found: [Found] = []
        var counter = 0
        var containers = 0
        for item in items { try read(item, tabBar: nil, into: &found, counter: &counter, containers: &containers, context: &context) }
        found.sort { ($0.index, $0.order) < ($1.index, $1.order) }
        var result: [ImportedNode] = []
        var position = 0
        while position < found.count {
            if let bar = found[position].tabBar, found[position].node.kind == .tab {
                var end = position
                while end < found.count, found[end].tabBar == bar, found[end].node.kind == .tab { end += 1 }
                var container = ImportedNode(.tabBar, "", line: found[position].node.line, column: found[position].node.column)
                container.children = found[position..<end].map(\.node)
                let selected = container.children.indices.filter { container.children[$0].state == .selected }
                for extra in selected.dropFirst() { container.children[extra].state = .unselected }
                result.append(container)
                position = end
            } else {
                result.append(found[position].node)
                position += 1
            }
        }
        return result
    }

    private static func read(_ item: DumpJSON, tabBar: Int?, into found: inout [Found], counter: inout Int,
                             containers: inout Int, context: inout ImportContext) throws(ImportError) {
        counter += 1
        let number = counter
        guard item.isObject else {
            throw ImportError(.notWellFormed(.accessibilitySnapshot, place: "item \(number)", what: "not an object"))
        }
        if let container = item["container"] {
            let type = container["_0"]?["type"] ?? container["type"]
            let typeName = type?.string ?? type?.keys.first ?? ""
            var bar = tabBar
            if typeName == "tabBar" {
                containers += 1
                bar = containers
            }
            for child in container["children"]?.array ?? [] {
                try read(child, tabBar: bar, into: &found, counter: &counter, containers: &containers, context: &context)
            }
            return
        }
        let wrapper = item["element"]
        let element = wrapper?["_0"] ?? wrapper ?? item
        let index = wrapper?["traversalIndex"]?.number ?? element["traversalIndex"]?.number ?? Double(found.count)
        guard let traits = element["traits"]?.array?.compactMap(\.string) else {
            throw ImportError(.notWellFormed(.accessibilitySnapshot, place: Self.place(number, item), what: "an element without traits"))
        }
        let label = ImportText.normalised(element["label"]?.string)
        let value = ImportText.normalised(element["value"]?.string)
        let has = Set(traits)
        var kind: ElementKind
        if has.contains("switchButton") { kind = .switch }
        else if has.contains("adjustable") { kind = .slider }
        else if !has.isDisjoint(with: ["textEntry", "searchField", "secureTextField", "textArea"]) { kind = .textField }
        else if has.contains("tabBarItem") { kind = .tab }
        else if has.contains("link") { kind = .link }
        else if !has.isDisjoint(with: ["button", "keyboardKey", "backButton"]) { kind = .button }
        else if has.contains("header") { kind = .heading }
        else if has.contains("image") { kind = .image }
        else { kind = .text }
        var node = ImportedNode(kind, label ?? "", line: item.position?.line, column: item.position?.column)
        switch kind {
        case .switch: node.state = element["value"]?.string == "1" ? .on : .off
        case .textField:
            node.isSecure = has.contains("secureTextField")
            if let value, !node.isSecure { node.state = .text(value) }
        case .slider:
            context.adjustableValue(value, label: label, on: &node, line: item.position?.line)
        case .tab:
            node.state = has.contains("selected") ? .selected : .unselected
            if let value { node.name = node.name.isEmpty ? value : "\(node.name), \(value)" }
        default:
            if let value { node.name = node.name.isEmpty ? value : "\(node.name), \(value)" }
        }
        if has.contains("selected"), kind != .tab { node.notes.append("dropped: selected") }
        if has.contains("notEnabled") { node.isDisabled = true }
        node.hint = ImportText.normalised(element["hint"]?.string)
        if let shape = element["shape"], let rect = shape["frame"]?.array, rect.count == 2,
           let origin = rect[0].array, let size = rect[1].array, origin.count == 2, size.count == 2,
           let x = origin[0].number, let y = origin[1].number, let width = size[0].number, let height = size[1].number {
            node.commentFrame = Frame(x: x, y: y, width: width, height: height)
        }
        let actions = (element["customActions"]?.array ?? []).compactMap { $0.string ?? $0["name"]?.string }
        if !actions.isEmpty { node.notes.append("not modelled: custom actions " + actions.map { "\"\($0)\"" }.joined(separator: ", ")) }
        found.append(Found(index: index, order: found.count, node: node, tabBar: kind == .tab ? tabBar : nil))
    }
}
