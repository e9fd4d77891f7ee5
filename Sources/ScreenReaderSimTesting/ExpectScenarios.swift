import Foundation
import ScreenReaderSim
import Testing

/// Runs the `.scenario` files at `path` inside your test, as `srsim run` would, and records each problem as a failure at
/// your line: every parse error with its source excerpt, every failed expectation as `FILE:LINE: expected ... but
/// VoiceOver said ...`, and a file with no scenarios.
///
///     @Test func settingsScenarios() {
///         expectScenarios(at: "Scenarios/settings.scenario")   // relative to this test file's folder
///     }
///
/// Keep the files out of the target's sources with `exclude: ["Scenarios"]` in your `Package.swift`.
/// - Parameters:
///   - path: A `.scenario` file, or a folder searched recursively for them; relative paths start at the folder of the
///     file that calls this.
/// - Returns: Each file's result, in path order (a file that could not be read or parsed has no scenarios).
@discardableResult
public func expectScenarios(
    at path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) -> [ScenarioFileResult] {
    ScenarioChecks.run(at: path, from: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// XCTest spelling of ``expectScenarios(at:sourceLocation:file:line:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func AssertScenarios(
    at path: String,
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) -> [ScenarioFileResult] {
    ScenarioChecks.run(at: path, from: CallerLocation(file: file, line: line, fileID: fileID, column: column))
}

/// The scenario-file check behind both spellings.
enum ScenarioChecks {
    static func run(at path: String, from location: CallerLocation) -> [ScenarioFileResult] {
        let base = URL(fileURLWithPath: "\(location.file)").deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        let files: [URL]
        do {
            files = try scenarioFiles(at: url)
        } catch {
            location.recordFailure(error.description)
            return []
        }
        var results: [ScenarioFileResult] = []
        for fileURL in files {
            guard let data = FileManager.default.contents(atPath: fileURL.path) else {
                location.recordFailure("cannot open input \(fileURL.path)")
                continue
            }
            let scenarioFile = ScenarioFile(parsing: String(decoding: data, as: UTF8.self), file: fileURL.path)
            if scenarioFile.hasErrors {
                location.recordFailure(scenarioFile.renderedDiagnostics)
            } else if scenarioFile.scenarios.isEmpty {
                location.recordFailure("\(fileURL.path) has no scenarios: add a `scenario \"NAME\"` block to run")
            }
            let result = ScenarioRunner.run(scenarioFile)
            for failure in result.failures { location.recordFailure(failure.description) }
            results.append(result)
        }
        return results
    }

    /// Why a path gave no scenario files.
    struct MissingInput: Error, CustomStringConvertible {
        var description: String
    }

    /// The file itself, or every `*.scenario` under the folder, sorted.
    static func scenarioFiles(at url: URL) throws(MissingInput) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw MissingInput(description: "cannot open input \(url.path): no such file or folder")
        }
        guard isFolder.boolValue else { return [url] }
        let found = (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".scenario") }
            .sorted()
            .map { url.appendingPathComponent($0) }
        guard !found.isEmpty else { throw MissingInput(description: "no *.scenario files in \(url.path)") }
        return found
    }
}
