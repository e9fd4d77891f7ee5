import Foundation
import Testing

/// Every diagnostic id names one message (issue 20, item 7): the messages are read from the sources, where each is
/// built as `Self(id: "...", "...")` or `Diagnostic.Message(id: "...", ...)`, and an id built with two different
/// message shapes fails.
@Suite struct DiagnosticIDTests {
    /// The package's root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One message built in the sources: its id, the rest of the call with each interpolation written `…`, and where.
    struct BuiltMessage: Hashable {
        let id: String
        let shape: String
        let place: String
    }

    /// Every message built in the Swift files under `Sources/`.
    static func messagesInSources() throws -> [BuiltMessage] {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.sorted { $0.path < $1.path }.flatMap { file in
            try messages(in: String(contentsOf: file, encoding: .utf8), file: String(file.path.dropFirst(root.path.count + 1)))
        }
    }

    /// The messages built in one Swift source: each `id: "..."` that opens a `Self(` or `Message(` call, with the
    /// call's remaining arguments as its shape.
    static func messages(in source: String, file: String) -> [BuiltMessage] {
        let pattern = /(?:Self|Message)\(\s*id:\s*"([a-z0-9-]+)"/
        return source.matches(of: pattern).map { match in
            let line = source[..<match.range.lowerBound].count { $0 == "\n" } + 1
            return BuiltMessage(id: String(match.output.1), shape: shape(ofCallRest: source[match.range.upperBound...]),
                                place: "\(file):\(line)")
        }
    }

    /// The text up to the call's closing parenthesis, each string interpolation written `…` and spaces collapsed.
    static func shape(ofCallRest text: Substring) -> String {
        enum Mode { case code(Int), string, interpolation(Int) }
        var stack: [Mode] = [.code(1)]
        var shape = ""
        var characters = text.makeIterator()
        while let character = characters.next(), let top = stack.last {
            let interpolating = stack.contains { if case .interpolation = $0 { true } else { false } }
            switch top {
            case .code(let depth), .interpolation(let depth):
                let isInterpolation = if case .interpolation = top { true } else { false }
                var newDepth = depth
                if character == "\"" { stack.append(.string) }
                if character == "(" { newDepth += 1 }
                if character == ")" { newDepth -= 1 }
                if character == "(" || character == ")" {
                    stack.removeLast()
                    if newDepth > 0 { stack.append(isInterpolation ? .interpolation(newDepth) : .code(newDepth)) }
                    if newDepth == 0, !isInterpolation { return collapsed(shape) }
                    if newDepth == 0 { continue }
                }
                if !interpolating { shape.append(character) }
            case .string:
                if character == "\\", let next = characters.next() {
                    if next == "(" {
                        stack.append(.interpolation(1))
                        if !interpolating { shape.append("…") }
                    } else if !interpolating {
                        shape += "\\\(next)"
                    }
                    continue
                }
                if character == "\"" { stack.removeLast() }
                if !interpolating { shape.append(character) }
            }
        }
        return collapsed(shape)
    }

    /// `text` with every run of white space written as one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The ids built with more than one message shape, each with its places and shapes.
    static func sharedIDs(_ messages: [BuiltMessage]) -> [String: [BuiltMessage]] {
        Dictionary(grouping: messages, by: \.id).filter { Set($0.value.map(\.shape)).count > 1 }
    }

    @Test func everyDiagnosticIDNamesOneMessage() throws {
        let messages = try Self.messagesInSources()
        let ids = Set(messages.map(\.id))
        #expect(ids.isSuperset(of: ["unknown-kind", "missing-label", "missing-step-label", "duplicate-id", "order-cycle",
                                    "unknown-order-target", "order-target-not-found", "empty-row", "row-with-nothing-to-speak",
                                    "indentation-matches-no-parent", "indented-without-parent"]))
        let shared = Self.sharedIDs(messages)
        let report = shared.keys.sorted().map { id in
            "\(id):\n" + (shared[id] ?? []).map { "  \($0.place): \($0.shape)" }.joined(separator: "\n")
        }
        #expect(shared.isEmpty, "ids used by two messages:\n\(report.joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("Self(id: \"a\", \"one \\(x) message\")\nSelf(id: \"a\", \"another message\")", ["a"]),
        ("Self(id: \"a\", \"the \\(f(x, \"y\")) message\")\nSelf(id: \"a\", \"the \\(y) message\")", []),
        ("Diagnostic.Message(\n    id: \"a\", severity: .warning,\n    \"one\")\nMessage(id: \"a\", severity: .error, \"one\")", ["a"]),
        ("Self(id: \"a\", error.description)\nSelf(id: \"b\", error.description)", []),
        ("Self(id: \"a\", \"one (1)\", suggestion: g(h))\nSelf(id: \"a\", \"one (1)\", suggestion: nil)", ["a"]),
    ])
    func anIDBuiltWithTwoMessageShapesIsFound(source: String, shared: [String]) {
        let messages = Self.messages(in: source, file: "t.swift")
        #expect(messages.count == 2)
        #expect(Self.sharedIDs(messages).keys.sorted() == shared)
    }
}
