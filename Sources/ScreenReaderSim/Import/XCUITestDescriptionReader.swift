/// Reads `XCUIApplication().debugDescription` text (<doc:ImportingRealApps>) into the iOS tree ``IOSTreeImporter`` walks:
/// the lines after `Element subtree:` up to `Path to element:`, nesting by indentation.
enum XCUITestDescriptionReader {
    /// The top nodes of the subtree in `text`.
    static func tree(of text: String) throws(ImportError) -> [IOSTreeImporter.Node] {
        let lines = ImportText.lines(of: text)
        var start = 0
        if let marker = lines.firstIndex(where: { ImportText.contains("Element subtree:", in: $0) }) {
            start = marker + 1
        } else if let first = lines.firstIndex(where: { parse(String($0), line: 0) != nil }) {
            start = first
        } else {
            throw ImportError(.notWellFormed(.xcuitest, place: "line 1", what: "no element line"))
        }
        var roots: [IOSTreeImporter.Node] = []
        var stack: [(indent: Int, node: IOSTreeImporter.Node)] = []
        for number in start..<lines.count {
            let line = String(lines[number])
            let trimmed = ImportText.trimmed(line)
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") { break }
            if trimmed.isEmpty || trimmed == ")" || trimmed.hasPrefix("Attributes:") { continue }
            guard let node = parse(line, line: number + 1) else {
                throw ImportError(.notWellFormed(.xcuitest, place: "line \(number + 1)", what: "not an element line"))
            }
            let indent = line.prefix { $0 == " " }.count
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            if let parent = stack.last?.node { parent.children.append(node) } else { roots.append(node) }
            stack.append((indent, node))
            if stack.count > XMLDocumentReader.depthLimit {
                throw ImportError(.notWellFormed(.xcuitest, place: "line \(number + 1)", what: "nesting too deep"))
            }
        }
        if roots.isEmpty { throw ImportError(.notWellFormed(.xcuitest, place: "line \(start + 1)", what: "no element line")) }
        return roots
    }

    /// The element on one line, or nil when the line is not an element line.
    static func parse(_ line: String, line number: Int) -> IOSTreeImporter.Node? {
        var rest = Substring(line).drop { $0 == " " }
        if rest.hasPrefix("→") { rest = rest.dropFirst().drop { $0 == " " } }
        let typeStart = rest.startIndex
        guard let typeEnd = rest.firstIndex(of: ",") else { return nil }
        var type = String(rest[..<typeEnd])
        var isMain = false
        if type.hasSuffix(" (Main)") {
            isMain = true
            type = String(type.dropLast(7))
        }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber }), type.first?.isUppercase == true else { return nil }
        let node = IOSTreeImporter.Node(type: type, line: number,
                                        column: line.distance(from: line.startIndex, to: typeStart) + 1)
        node.isMain = isMain
        rest = rest[rest.index(after: typeEnd)...]
        var sawFrameOrPid = false
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { break }
            if rest.hasPrefix("{{") {
                guard let close = ImportText.firstRange(of: "}}", in: rest) else { return nil }
                let numbers = rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]
                    .split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
                guard numbers.count == 4 else { return nil }
                node.frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                sawFrameOrPid = true
                rest = rest[close.upperBound...]
            } else if let colon = rest.firstIndex(of: ":"), colon < (rest.firstIndex(of: ",") ?? rest.endIndex) {
                let key = rest[..<colon]
                rest = rest[rest.index(after: colon)...].drop { $0 == " " }
                let value: String
                if rest.hasPrefix("'") {
                    rest = rest.dropFirst()
                    // The closing quote is the one before a comma or the end of the line.
                    var end = rest.endIndex
                    var index = rest.startIndex
                    while index < rest.endIndex {
                        if rest[index] == "'" {
                            let after = rest[rest.index(after: index)...].drop { $0 == " " }
                            if after.isEmpty || after.hasPrefix(",") { end = index; break }
                        }
                        index = rest.index(after: index)
                    }
                    guard end < rest.endIndex else { return nil }
                    value = String(rest[..<end])
                    rest = rest[rest.index(after: end)...]
                } else {
                    let end = rest.firstIndex(of: ",") ?? rest.endIndex
                    value = ImportText.trimmed(rest[..<end])
                    rest = rest[end...]
                }
                switch key {
                case "identifier": node.identifier = value
                case "label": node.label = ImportText.normalised(value)
                case "placeholderValue": node.placeholder = ImportText.normalised(value)
                case "value":
                    node.rawValue = value
                    node.value = ImportText.normalised(value)
                case "pid": sawFrameOrPid = true
                default: break
                }
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                let word = ImportText.trimmed(rest[..<end])
                if word == "Selected" { node.isSelected = true }
                if word == "Disabled" { node.isEnabled = false }
                rest = rest[end...]
            }
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix(",") { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        }
        return sawFrameOrPid ? node : nil
    }
}
