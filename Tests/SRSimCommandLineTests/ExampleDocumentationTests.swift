import Foundation
import Testing
@testable import SRSimCommandLine
import ScreenReaderSim

/// The output the README and Examples document is the output the tool gives.
@Suite struct ExampleDocumentationTests {
    /// The package's root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theBrokenExamplesDocumentedAuditIsWhatAuditPrints() throws {
        // An absolute path (tests run in parallel, so no changing directory); the report shows it as the README does.
        let result = SRSim.run(["audit", Self.root.appendingPathComponent("Examples/broken-settings.scenario").path])
        let stdout = result.stdout.replacingOccurrences(of: Self.root.path + "/", with: "")
        let documented = try String(contentsOf: Self.root.appendingPathComponent("Examples/broken-settings.audit.txt"),
                                    encoding: .utf8)
        #expect(result.exitCode == .failure)
        #expect(stdout == documented)
    }

    /// The README's sample of a malformed file (its first scenario file with `switch` misspelt) is what `run` prints.
    @Test func theReadmesUnknownKindSampleIsWhatRunPrints() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.components(separatedBy: "## A scenario file\n").dropFirst().first)
        let settings = try #require(afterHeading.components(separatedBy: "```").dropFirst().first)
        let fileText = settings.drop { $0 != "\n" }.dropFirst()
            .replacingOccurrences(of: "    switch \"Allow notifications\" on", with: "    swich \"Allow notifications\" on")
        let sample = try #require(readme.components(separatedBy: "misspelt in the file above):\n\n```\n").dropFirst().first)
        let documented = try #require(sample.components(separatedBy: "```").first)
        let folder = try TemporaryFolder()
        let path = try folder.write("Settings.scenario", String(fileText))
        let result = SRSim.run(["run", path])
        #expect(result.stderr.replacingOccurrences(of: folder.path + "/", with: "") == documented)
    }

    /// Bundled files cite nothing a user cannot open: no spec file of the project's and no seed document (`Seed 001`,
    /// `seed:`, `seeds/`); "the seed profile", a reader profile's name, is not a citation.
    @Test func bundledFilesCiteNoSpecOrSeed() throws {
        var checked = 0
        for folder in ["Scenarios", "Examples"] {
            let base = Self.root.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
            for case let name as String in enumerator
            where [".scenario", ".txt", ".md", ".swift"].contains(where: { name.hasSuffix($0) }) && !name.contains(".build") {
                let text = try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)
                checked += 1
                #expect(!text.contains("SPEC"), "\(folder)/\(name) cites a SPEC file")
                #expect(text.range(of: Self.seedCitation, options: [.regularExpression, .caseInsensitive]) == nil,
                        "\(folder)/\(name) cites a seed document")
            }
        }
        #expect(checked > 20)
        let explanations = Audit.rules.map(\.explanationText).joined()
        #expect(explanations.range(of: Self.seedCitation, options: [.regularExpression, .caseInsensitive]) == nil)
        #expect("# Seed 001: radio button".range(of: Self.seedCitation, options: [.regularExpression, .caseInsensitive]) != nil)
    }

    /// A citation of a seed document: `Seed 001`, `seed 003`, `seed:` or `seeds/`.
    static let seedCitation = #"\bseed\s*0\d\d\b|\bseed:|\bseeds/"#

    /// The README's setup names a path dependency first, with the `name:` SwiftPM needs, and keeps its excludes quiet.
    @Test func theReadmesPackageSetupNamesThePathDependencyAndCreatesTheExcludedFolders() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let setup = try #require(readme.components(separatedBy: "// Package.swift\n").dropFirst().first)
        let firstDependency = setup.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(firstDependency.contains(".package(name: \"ScreenReaderSim\", path:"), "\(firstDependency)")
        #expect(readme.contains("__Snapshots__/.gitkeep") && readme.contains("Scenarios/.gitkeep"))
    }

    /// CI builds every target and test with warnings as errors, and runs the README's two commands as written.
    @Test func ciBuildsWithWarningsAsErrorsAndRunsTheReadmesCommands() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("swift build --build-tests -Xswiftc -warnings-as-errors") })
        for command in ["swift test", "swift run srsim run Scenarios"] {
            #expect(readme.prefix(400).contains(command))
            #expect(lines.contains(command), ".ci/run does not run `\(command)` as the README writes it")
        }
    }

    /// A selected segment is written one way in the documentation's table and in what VoiceOver says.
    @Test func theDocumentedSegmentRowIsWhatVoiceOverSays() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent(
            "Sources/ScreenReaderSim/ScreenReaderSim.docc/WhatEachReaderSays.md"), encoding: .utf8)
        let voiceOver = try VoiceOver(Screen("S") {
            Button("Before")
            SegmentedControl("Favorite apps") { Segment("Weather", isSelected: true); Segment("Photos") }
        })
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let fromOutside = try #require(voiceOver.lastSpoken)
        voiceOver.swipeRight()
        voiceOver.swipeLeft()
        let fromInside = try #require(voiceOver.lastSpoken)
        #expect(fromOutside == "Favorite apps, Selected, Weather, button, 1 of 2")
        #expect(fromInside == "Selected, Weather, button, 1 of 2")
        #expect(readme.contains("`Favorite apps, Selected, Weather, button, 1 of 3`"))
        #expect(readme.contains("selected `Selected, Weather, button, 1 of 3`"))
    }
}
