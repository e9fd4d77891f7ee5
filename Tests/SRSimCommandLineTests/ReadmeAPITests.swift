import Foundation
import Testing
@testable import SRSimCommandLine

/// The README's Swift API section is complete, and it cites nothing that is not in the repository (issue 12).
@Suite struct ReadmeAPITests {
    static let root = URL(fileURLWithPath: Sample.packageRoot)
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

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
    func theSwiftAPISectionNamesEveryElementTypeAndModifier(name: String) throws {
        let start = try #require(Self.readme.range(of: "## The Swift API\n"))
        let end = try #require(Self.readme.range(of: "\n## ", range: start.upperBound..<Self.readme.endIndex))
        let section = Self.readme[start.upperBound..<end.lowerBound]
        #expect(section.contains(name), "README's Swift API section does not mention \(name)")
    }

    @Test func theSwiftAPISectionSaysHowToExpectSilenceAndRunScenarioFiles() {
        #expect(Self.readme.contains("**Silence.**"))
        #expect(Self.readme.contains("expectScenarios(at:"))
        #expect(Self.readme.contains("ScenarioFile(parsing:"))
        #expect(Self.readme.contains("ScenarioRunner.run"))
        #expect(Self.readme.contains("exclude: [\"__Snapshots__\""))
        #expect(Self.readme.contains("## Use it in CI"))
    }

    /// Rough edge 20: the seed files and the SPEC files are not in the repository, so nothing may cite them by path.
    @Test func nothingCitesFilesThatAreNotInTheRepository() throws {
        #expect(!Self.readme.contains("seeds/"))
        #expect(!Self.readme.contains("SPEC"), "README cites a SPEC file, which is not in the repository")
        let audit = SRSim.run(["audit", Self.root.appendingPathComponent("Examples/broken-settings.scenario").path])
        #expect(!audit.stdout.contains("seeds/"))
        #expect(audit.stdout.contains("(Toggle switch acceptance criteria, MagentaA11y native \"Toggle switch\")"))
        let json = SRSim.run(["audit", Self.root.appendingPathComponent("Examples/broken-settings.scenario").path,
                              "--format", "sarif"])
        #expect(!json.stdout.contains("seeds/"))
    }
}
