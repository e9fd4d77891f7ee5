import Foundation
import Testing

/// `swift test` shows a newcomer one clear result (rough edge 19): no known-issue blocks whose diffs look like failures,
/// and no XCTest cases in this package, whose own "Executed N tests" total would print before Swift Testing's (the
/// XCTest spellings of the helpers are tested from `Examples/ConsumerPackage`).
@Suite struct TestOutputTests {
    /// Every Swift file under `Tests`, with its path relative to the package.
    static var testSources: [(path: String, text: String)] {
        let root = URL(fileURLWithPath: Sample.packageRoot)
        let tests = root.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(atPath: tests.path) else { return [] }
        var result: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                  let text = try? String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8) else { continue }
            result.append(("Tests/" + relative, text))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    @Test func noTestRecordsKnownIssuesOrRunsUnderXCTest() {
        let sources = Self.testSources
        #expect(sources.count > 50)
        // Spelled in two parts so this file does not match itself.
        let forbidden = ["withKnown" + "Issue", "XCTest" + "Case", "import " + "XCTest"]
        for (path, text) in sources {
            for word in forbidden {
                #expect(!text.contains(word), "\(path) uses \(word): swift test would print more than one result")
            }
        }
    }
}
