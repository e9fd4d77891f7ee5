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
        var barNumber: Int?
    }

    /// The imported elements of `json`.
    static func elements(of json: DumpJSON, context: inout ImportContext) throws(ImportError) -> [ImportedNode] {
        guard let items = items(json) else {
            throw ImportError(.notWellFormed(.accessibilitySnapshot, place: "item 1", what: "not an array of elements"))
        }
        var found: [Found] = []
        var counter = 0
        var containers = 0
        for item in items { try read(item, barNumber: nil, into: &found, counter: &counter, containers: &containers, context: &context) }
        found.sort { ($0.index, $0.order) < ($1.index, $1.order) }
        var result: [ImportedNode] = []
        var position = 0
        while position < found.count {
            if let bar = found[position].barNumber, let containerKind = ImportKinds.container(of: found[position].node.kind) {
                let itemKind = found[position].node.kind
                var end = position
                while end < found.count, found[end].barNumber == bar, found[end].node.kind == itemKind { end += 1 }
                var container = ImportedNode(containerKind, "", line: found[position].node.line, column: found[position].node.column)
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

    private static func read(_ item: DumpJSON, barNumber: Int?, into found: inout [Found], counter: inout Int,
                             containers: inout Int, context: inout ImportContext) throws(ImportError) {
        counter += 1
        let number = counter
        guard item.isObject else {
            throw ImportError(.notWellFormed(.accessibilitySnapshot, place: "item \(number)", what: "not an object"))
        }
        if let container = item["container"] {
            let type = container["_0"]?["type"] ?? container["type"]
            let typeName = type?.string ?? type?.keys.first ?? ""
            var bar = barNumber
            if typeName == "tabBar" {
                containers += 1
                bar = containers
            }
            for child in container["children"]?.array ?? [] {
                try read(child, barNumber: bar, into: &found, counter: &counter, containers: &containers, context: &context)
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
        let kind = ImportKinds.snapshotTraits.first { !has.isDisjoint(with: $0.traits) }?.kind ?? ImportKinds.plainText
        let facts = kind.facts
        var node = ImportedNode(kind, label ?? "", line: item.position?.line, column: item.position?.column)
        if facts.isSeriesItem {
            node.setState(has.contains("selected"))
            if let value { node.name = node.name.isEmpty ? value : "\(node.name), \(value)" }
        } else if facts.stateWords != nil {
            node.setState(element["value"]?.string == "1")
        } else if facts.value == .editedText {
            node.isSecure = has.contains("secureTextField")
            if let value, !node.isSecure { node.state = .text(value) }
        } else if facts.isAdjustable {
            context.adjustableValue(value, label: label, on: &node, line: item.position?.line)
        } else if let value {
            node.name = node.name.isEmpty ? value : "\(node.name), \(value)"
        }
        if has.contains("selected"), !facts.isSeriesItem { node.notes.append("dropped: selected") }
        if has.contains("notEnabled") { node.isDisabled = true }
        node.hint = ImportText.normalised(element["hint"]?.string)
        if let shape = element["shape"], let rect = shape["frame"]?.array, rect.count == 2,
           let origin = rect[0].array, let size = rect[1].array, origin.count == 2, size.count == 2,
           let x = origin[0].number, let y = origin[1].number, let width = size[0].number, let height = size[1].number {
            node.commentFrame = Frame(x: x, y: y, width: width, height: height)
        }
        let actions = (element["customActions"]?.array ?? []).compactMap { $0.string ?? $0["name"]?.string }
        if !actions.isEmpty { node.notes.append("not modelled: custom actions " + actions.map { "\"\($0)\"" }.joined(separator: ", ")) }
        found.append(Found(index: index, order: found.count, node: node, barNumber: facts.isSeriesItem ? barNumber : nil))
    }
}
