extension ScenarioLowering {
    /// `before`/`after` overrides that lead back to where they started, found from the ids alone, so a cycle is reported
    /// with every other error in the file rather than only once the rest of the screen is valid.
    static func validateTraversalCycles(_ parsed: ParsedFile, diagnostics: inout [Diagnostic]) {
        let elements = parsed.elements.elements
        var elementWithID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let id = parsed.firstValue("id", of: element).map(parsed.text), elementWithID[id] == nil { elementWithID[id] = index }
        }
        // Each element's override target (an element holds at most one of `before`/`after`; the first counts).
        var next: [Int: Int] = [:]
        for (index, element) in elements.enumerated() {
            let attribute = parsed.attribute("before", of: element) ?? parsed.attribute("after", of: element)
            guard let attribute, attribute.valueCount > 0,
                  let target = elementWithID[parsed.text(parsed.elements.values[attribute.firstValue])] else { continue }
            next[index] = target
        }
        var reported: Set<Int> = []
        for start in next.keys.sorted() where !reported.contains(start) {
            var path: [Int] = [start]
            var seen: Set<Int> = [start]
            var current = start
            while let target = next[current] {
                if target == start {
                    let references = path.map { ElementReference(index: $0, kind: elements[$0].kind,
                                                                 name: elements[$0].label.map(parsed.text) ?? "", id: nil) }
                    reported.formUnion(path)
                    diagnostics.append(diagnostic(for: .cycle(references), places: ElementLinePlaces(parsed), parsed: parsed))
                    break
                }
                guard seen.insert(target).inserted else { break }
                path.append(target)
                current = target
            }
        }
    }
}
