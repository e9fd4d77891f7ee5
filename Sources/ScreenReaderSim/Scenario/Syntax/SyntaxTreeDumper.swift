/// Prints a ``ScenarioFileSyntax`` as an indented tree with source ranges, the way swift-markdown's `MarkupTreeDumper` does:
///
///     ScenarioFile
///     ├─ Screen @1:1-1:18 title: "Settings" @1:8-1:18
///     │  └─ Element @2:3-2:26 heading @2:3-2:10 label: "Notifications" @2:11-2:26
///     └─ Scenario @4:1-4:16 name: "Turn off" @4:10-4:16
///        ├─ Using @5:3-5:18 voiceover @5:9-5:18
///        └─ Step @6:3-6:42 swipe right
///           └─ Expectation @6:15-6:42 "Notifications, heading" @6:18-6:42
///
/// Ranges are `@line:column-line:column`, the end exclusive. The dump is the parser's test oracle.
public enum SyntaxTreeDumper {
    /// The dump of `syntax`, one node a line, ending in a newline.
    public static func dump(_ syntax: ScenarioFileSyntax) -> String {
        var nodes: [(depth: Int, text: String)] = [(0, "ScenarioFile" + (syntax.file.map { " \($0)" } ?? ""))]
        if let screen = syntax.screen {
            var text = "Screen @\(screen.range.dumpDescription)"
            if let title = screen.title { text += " title: \(located(title))" }
            if let direction = screen.direction { text += " direction: \(located(direction))" }
            nodes.append((1, text))
        }
        for element in syntax.elements {
            var text = "Element @\(element.range.dumpDescription) \(located(element.keyword))"
            if let label = element.label { text += " label: \(located(label))" }
            nodes.append((element.depth + 2, text))
            for attribute in element.attributes {
                var line = "Attribute @\(attribute.range.dumpDescription) \(attribute.name.text)"
                if !attribute.values.isEmpty { line += " = " + attribute.values.map(located).joined(separator: ", ") }
                nodes.append((element.depth + 3, line))
            }
        }
        for scenario in syntax.scenarios {
            var text = "Scenario @\(scenario.range.dumpDescription)"
            if let name = scenario.name { text += " name: \(located(name))" }
            nodes.append((1, text))
            if let using = scenario.using {
                nodes.append((2, "Using @\(using.range.dumpDescription) " + using.readers.map(located).joined(separator: ", ")))
            }
            for step in scenario.steps {
                var line = (step.isCheck ? "Check @" : "Step @") + step.range.dumpDescription + " "
                line += step.words.map(\.description).joined(separator: " ")
                if step.action == nil { line += " (invalid)" }
                nodes.append((2, line))
                if let expectation = step.expectation { nodes.append((3, describe(expectation))) }
                for readerLine in step.readerExpectations {
                    nodes.append((3, "ReaderExpectation @\(readerLine.range.dumpDescription) \(located(readerLine.reader))"))
                    if let expectation = readerLine.expectation { nodes.append((4, describe(expectation))) }
                }
            }
        }
        return render(nodes)
    }

    private static func located(_ token: Token) -> String { "\(token) @\(token.range.dumpDescription)" }

    private static func describe(_ expectation: StepSyntax.Expectation) -> String {
        let spoken = expectation.nothing.map { [located($0)] } ?? expectation.utterances.map(located)
        return "Expectation @\(expectation.range.dumpDescription) " + spoken.joined(separator: ", ")
    }

    /// Draws `├─`/`└─` branches for nodes listed in pre-order with their depths, without recursion.
    private static func render(_ nodes: [(depth: Int, text: String)]) -> String {
        var isLast = [Bool](repeating: true, count: nodes.count)
        var seenAtDepth: [Bool] = []
        for index in nodes.indices.reversed() {
            let depth = nodes[index].depth
            if seenAtDepth.count > depth + 1 { seenAtDepth.removeLast(seenAtDepth.count - depth - 1) }
            while seenAtDepth.count <= depth { seenAtDepth.append(false) }
            isLast[index] = !seenAtDepth[depth]
            seenAtDepth[depth] = true
        }
        var output = ""
        var lastAtDepth: [Bool] = []
        for (index, node) in nodes.enumerated() {
            if lastAtDepth.count > node.depth { lastAtDepth.removeLast(lastAtDepth.count - node.depth) }
            while lastAtDepth.count < node.depth { lastAtDepth.append(true) }
            if node.depth > 0 {
                for ancestorIsLast in lastAtDepth.dropFirst() { output += ancestorIsLast ? "   " : "│  " }
                output += isLast[index] ? "└─ " : "├─ "
            }
            output += node.text + "\n"
            lastAtDepth.append(isLast[index])
        }
        return output
    }
}
