import Foundation
import Testing

/// Every Swift sample in README.md and the DocC catalog is compiled and run: its lines appear, in order, in
/// `DocumentationSamples.swift` (a sample that starts `// Package.swift` is a manifest excerpt, built by the consumer
/// package instead).
@Suite struct DocumentationSampleTests {
    /// The package's root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each documentation file that holds Swift samples: README.md and every article of the catalog.
    static var documents: [String] {
        let catalog = "Sources/ScreenReaderSim/ScreenReaderSim.docc"
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
    }

    /// The fenced ```swift blocks of a Markdown text, each as its lines.
    static func swiftSamples(in text: String) -> [[String]] {
        var samples: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                samples.append(current ?? [])
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return samples
    }

    /// Whether `lines` (trimmed, blank ones aside) appear in `source`'s trimmed lines in order, one after the other.
    static func appears(_ lines: [String], in source: [String]) -> Bool {
        let wanted = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = wanted.first else { return true }
        for start in source.indices where source[start] == first {
            var index = start
            var matched = 0
            while matched < wanted.count, index < source.count {
                if source[index].isEmpty { index += 1; continue }
                guard source[index] == wanted[matched] else { break }
                matched += 1
                index += 1
            }
            if matched == wanted.count { return true }
        }
        return false
    }

    @Test func findsTheSamples() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.swiftSamples(in: readme).count >= 2)
        #expect(Self.documents.count > 5)
    }

    @Test(arguments: documents)
    func everySwiftSampleIsCompiledAndRun(document: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let samplesFile = Self.root.appendingPathComponent("Tests/ScreenReaderSimTests/Documentation/DocumentationSamples.swift")
        let source = try String(contentsOf: samplesFile, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for sample in Self.swiftSamples(in: text) where sample.first?.hasPrefix("// Package.swift") != true {
            #expect(Self.appears(sample, in: source), """
                a Swift sample in \(document) is not in DocumentationSamples.swift, so nothing compiles it:
                \(sample.joined(separator: "\n"))
                """)
        }
    }
}
