import Foundation
import Testing
@testable import SRSimCommandLine

/// The documentation's Swift API article is complete, and the README and the articles cite nothing that is not in the
/// repository.
@Suite struct ReadmeAPITests {
    static let root = URL(fileURLWithPath: Sample.packageRoot)
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    /// The DocC catalog's articles, each as (file name, text).
    static let articles: [(name: String, text: String)] = {
        let folder = root.appendingPathComponent("Sources/ScreenReaderSim/ScreenReaderSim.docc")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }
        return names.sorted().map { ($0, (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "") }
    }()
    /// The README and every article, one after the other.
    static let documentation = ([readme] + articles.map(\.text)).joined(separator: "\n")
    /// The Swift API article.
    static let swiftAPI = articles.first { $0.name == "SwiftAPI.md" }?.text ?? ""

    /// Every public element type (`Switch(`) and modifier (`.hidden(`) the model declares, and `Screen`'s parameters.
    static var modelNames: [String] {
        let folder = root.appendingPathComponent("Sources/ScreenReaderSim/Model")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            var inElementExtension = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("extension Element") { inElementExtension = true }
                if line.hasPrefix("}") { inElementExtension = false }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("public func "), let open = trimmed.firstIndex(of: "(") else { continue }
                let name = String(trimmed["public func ".endIndex..<open])
                if line.hasPrefix("public func "), name.first?.isUppercase == true {
                    names.insert(name + "(")
                } else if inElementExtension {
                    names.insert("." + name + "(")
                }
            }
            if file == "Screen.swift" { names.insert("layoutDirection:") }
        }
        return names.sorted()
    }

    @Test func findsTheModelsNames() {
        #expect(Self.modelNames.contains("Checkbox("))
        #expect(Self.modelNames.contains(".traversal("))
        #expect(Self.modelNames.count > 30)
    }

    @Test(arguments: modelNames)
    func theSwiftAPIArticleNamesEveryElementTypeAndModifier(name: String) throws {
        #expect(Self.swiftAPI.contains(name), "SwiftAPI.md does not mention \(name)")
    }

    @Test func theSwiftAPIArticleSaysHowToExpectSilenceAndRunScenarioFiles() {
        #expect(Self.swiftAPI.contains("**Silence.**"))
        #expect(Self.swiftAPI.contains("expectScenarios(at:"))
        #expect(Self.swiftAPI.contains("ScenarioFile(parsing:"))
        #expect(Self.swiftAPI.contains("ScenarioRunner.run"))
        #expect(Self.readme.contains("exclude: [\"__Snapshots__\""))
        #expect(Self.documentation.contains("## Use it in CI"))
    }

    /// The README is a front door: the two commands first, and short.
    @Test func theReadmeOpensWithTheTwoCommandsAndStaysShort() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 300, "README.md has \(lines.count) lines; move reference material into the DocC catalog")
        let opening = lines.prefix(6).joined(separator: "\n")
        #expect(opening.contains("swift run srsim run Scenarios"))
        #expect(opening.contains("swift test"))
    }

    /// Every link from the README into the catalog names an article that exists.
    @Test func theReadmesLinksIntoTheCatalogResolve() {
        let prefix = "](Sources/ScreenReaderSim/ScreenReaderSim.docc/"
        var rest = Self.readme[...]
        var linked = 0
        while let range = rest.range(of: prefix) {
            rest = rest[range.upperBound...]
            let name = String(rest.prefix { $0 != ")" && $0 != "#" })
            #expect(Self.articles.contains { $0.name == name }, "README links to \(name), which the catalog does not hold")
            linked += 1
        }
        #expect(linked >= Self.articles.count - 1)
    }

    /// Rough edge 20: the seed files and the SPEC files are not in the repository, so nothing may cite them by path.
    @Test func nothingCitesFilesThatAreNotInTheRepository() throws {
        #expect(!Self.documentation.contains("seeds/"))
        #expect(!Self.documentation.contains("SPEC"), "the documentation cites a SPEC file, which is not in the repository")
        let audit = SRSim.run(["audit", Self.root.appendingPathComponent("Examples/broken-settings.scenario").path])
        #expect(!audit.stdout.contains("seeds/"))
        #expect(audit.stdout.contains("(Toggle switch acceptance criteria, MagentaA11y native \"Toggle switch\")"))
        let json = SRSim.run(["audit", Self.root.appendingPathComponent("Examples/broken-settings.scenario").path,
                              "--format", "sarif"])
        #expect(!json.stdout.contains("seeds/"))
    }
}
