/// Names shared by elements of different stops get ` (N)` suffixed to their labels (never to their
/// spoken names), controls numbered before texts.
enum ImportedLabels {
    /// A place in the tree: child indices from the top.
    typealias Path = [Int]

    /// Suffixes the labels of `nodes` that repeat a name; returns the new labels in the order given.
    static func makeUnique(_ nodes: inout [ImportedNode]) -> [String] {
        var controls: [[Path]] = []
        var others: [[Path]] = []
        var allNames = Set<String>()
        func visit(_ list: [ImportedNode], prefix: Path) {
            for (offset, node) in list.enumerated() {
                let path = prefix + [offset]
                if !node.name.isEmpty { allNames.insert(ImportText.speechKey(node.name)) }
                switch node.kind.facts.stops {
                case .mergedRow:
                    let controlOffsets = node.children.indices.filter { node.children[$0].holdsControl }
                    for control in controlOffsets {
                        let key = ImportText.speechKey(node.children[control].name)
                        var group = [path + [control]]
                        if controlOffsets.count == 1 {
                            for text in node.children.indices where !node.children[text].holdsControl
                                && ImportText.speechKey(node.children[text].name) == key {
                                group.append(path + [text])
                            }
                        }
                        if !node.children[control].name.isEmpty { controls.append(group) }
                    }
                    for text in node.children.indices where !node.children[text].holdsControl {
                        let shared = controlOffsets.count == 1
                            && ImportText.speechKey(node.children[text].name) == ImportText.speechKey(node.children[controlOffsets[0]].name)
                        if !shared, !node.children[text].name.isEmpty {
                            allNames.insert(ImportText.speechKey(node.children[text].name))
                            others.append([path + [text]])
                        }
                        allNames.insert(ImportText.speechKey(node.children[text].name))
                    }
                    for control in controlOffsets { allNames.insert(ImportText.speechKey(node.children[control].name)) }
                case _ where node.kind.facts.value == .chosenOption:
                    if !node.name.isEmpty { controls.append([path]) }
                case _ where node.kind.isContainer && !node.kind.isControl:
                    if !node.name.isEmpty { others.append([path]) }
                    visit(node.children, prefix: path)
                default:
                    if node.name.isEmpty { continue }
                    if node.holdsControl { controls.append([path]) } else { others.append([path]) }
                }
            }
        }
        visit(nodes, prefix: [])
        var counts: [String: Int] = [:]
        var renamed: [String] = []
        for group in controls + others {
            let name = node(at: group[0], in: nodes).name
            let key = ImportText.speechKey(name)
            guard let seen = counts[key] else {
                counts[key] = 1
                continue
            }
            var number = seen + 1
            while allNames.contains(ImportText.speechKey("\(name) (\(number))")) { number += 1 }
            counts[key] = number
            let label = "\(name) (\(number))"
            allNames.insert(ImportText.speechKey(label))
            for path in group { update(&nodes, at: path) { $0.suffixedLabel = label } }
            renamed.append(label)
        }
        return renamed
    }

    private static func node(at path: Path, in nodes: [ImportedNode]) -> ImportedNode {
        var current = nodes[path[0]]
        for index in path.dropFirst() { current = current.children[index] }
        return current
    }

    private static func update(_ nodes: inout [ImportedNode], at path: Path, _ change: (inout ImportedNode) -> Void) {
        if path.count == 1 {
            change(&nodes[path[0]])
        } else {
            update(&nodes[path[0]].children, at: Array(path.dropFirst()), change)
        }
    }
}
