import Foundation
import ScreenReaderSim

/// Reads and parses scenario files for the commands, turning unreadable files into exit 66 and parse errors into exit 2.
enum ScenarioLoader {
    /// The parsed file, or nil after writing why it cannot be used to standard error (and setting exit code 2).
    static func load(_ path: String, into result: inout CommandResult, style: TextStyle) -> ScenarioFile? {
        guard let file = parse(path, into: &result, style: style) else { return nil }
        return load(file, into: &result, style: style)
    }

    /// The file's screen for a command that needs only the screen (`order`, `audit`): errors in the scenarios are shown
    /// as warnings and do not stop it; nil (and exit 2) only when the screen itself has errors.
    static func loadScreen(_ path: String, into result: inout CommandResult, style: TextStyle,
                           dump: DumpOptions = DumpOptions()) -> ScenarioFile? {
        guard let file = parse(path, into: &result, style: style, dump: dump) else { return nil }
        return loadScreen(of: file, path: path, into: &result, style: style)
    }

    /// ``loadScreen(_:into:style:)`` for a file already parsed; `done` is what did not happen to a file with errors
    /// (`nothing in it was audited`).
    static func loadScreen(
        of file: ScenarioFile, path: String, into result: inout CommandResult, style: TextStyle, done: String = "run"
    ) -> ScenarioFile? {
        guard file.hasErrors, let screenFile = file.screenOnly else { return load(file, into: &result, style: style, done: done) }
        let warnings = file.scenarioDiagnosticsAsWarnings
        report(screenFile.diagnostics + warnings, of: file, into: &result, style: style)
        let count = warnings.count
        result.err("\(count) \(count == 1 ? "error" : "errors") in the scenarios of \(path), shown as warnings: "
            + "only its screen is needed here.")
        return screenFile
    }

    /// `file` if it has no errors, else nil after reporting them (exit 2); warnings are shown either way.
    private static func load(
        _ file: ScenarioFile, into result: inout CommandResult, style: TextStyle, done: String = "run"
    ) -> ScenarioFile? {
        if file.hasErrors {
            report(file.diagnostics, of: file, into: &result, style: style, done: done)
            result.worsen(to: .parseError)
            return nil
        }
        if !file.diagnostics.isEmpty { report(file.diagnostics, of: file, into: &result, style: style) }
        return file
    }

    /// The single file's path and its screen's focus order on both platforms, or nil after reporting why there is none
    /// (a file that cannot be loaded, or order overrides that cycle or name nothing). Only the screen is needed: a wrong
    /// scenario step is a warning here, not a reason to refuse the file.
    static func loadFocusOrderReport(
        _ invocation: Invocation, into result: inout CommandResult, style: TextStyle
    ) -> (path: String, report: FocusOrderReport)? {
        guard let path = invocation.paths.first, let dump = DumpOptions(invocation, into: &result, style: style),
              let file = loadScreen(path, into: &result, style: style, dump: dump) else { return nil }
        do {
            // The file's own compiled screen: nothing is compiled twice.
            if let compiled = file.compiledScreen { return (path, try FocusOrderReport(compiled: compiled)) }
            guard let screen = file.screen else { return nil }
            return (path, try FocusOrderReport(screen: screen))
        } catch {
            result.err("\(path): \(style.error("error:")) \(error)")
            result.worsen(to: .parseError)
            return nil
        }
    }

    /// The one file a single-file command (`transcript`, `order`, `live`) was given, parsed, with its screen; nil after
    /// reporting why there is none.
    static func loadSingle(
        _ invocation: Invocation, into result: inout CommandResult, style: TextStyle
    ) -> (path: String, file: ScenarioFile, screen: Screen)? {
        guard let path = invocation.paths.first, let dump = DumpOptions(invocation, into: &result, style: style),
              let parsed = parse(path, into: &result, style: style, dump: dump),
              let file = load(parsed, into: &result, style: style),
              let screen = file.screen else { return nil }
        return (path, file, screen)
    }

    /// The parsed file even when it has errors; nil (and exit 66, or 2 for text that is not UTF-8) when it cannot be read.
    /// With `regularOnly` (a file found in a folder), anything but a regular file is refused (``ScenarioFileReader``).
    /// A dump of a real app stands in for a scenario file: its screen as `srsim import` writes it, read with `dump`'s
    /// format and density.
    static func parse(_ path: String, into result: inout CommandResult, style: TextStyle, regularOnly: Bool = false,
                      dump: DumpOptions = DumpOptions()) -> ScenarioFile? {
        // The file's bytes are dropped once decoded, before parsing: a big file's parse does not hold them twice.
        guard let text = text(of: path, into: &result, style: style, regularOnly: regularOnly) else { return nil }
        if DumpLoader.looksLikeDump(text) {
            guard let imported = DumpLoader.importDump(path, format: dump.format, density: dump.density, into: &result,
                                                       style: style) else {
                return nil
            }
            return ScenarioFile(importedDump: imported, file: path)
        }
        return ScenarioFile(parsing: text, file: path)
    }

    /// The file's text; nil (and exit 66, or 2 for text that is not UTF-8) when it cannot be read.
    private static func text(of path: String, into result: inout CommandResult, style: TextStyle, regularOnly: Bool) -> String? {
        let bytes: [UInt8]
        switch ScenarioFileReader.readContents(path, regularOnly: regularOnly) {
        case .success(.text(let text)): return text
        case .success(.bytes(let read)): bytes = read
        case .failure(let failure):
            // A folder cannot be read either; it is named as one (asked only now: a file that reads needs no question).
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                result.err("\(style.error("error:")) \(ScenarioFileFinder.Problem(path: path, message: "is a folder; give one scenario file"))")
                result.worsen(to: .cannotOpenInput)
                return nil
            }
            let exists = FileManager.default.fileExists(atPath: path)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            let problem = ScenarioFileFinder.Problem(
                path: path, message: exists ? "cannot read the file: \(failure.reason)" : "no such file or folder")
            result.err("\(style.error("error:")) \(problem)")
            result.worsen(to: .cannotOpenInput)
            return nil
        }
        let text: String
        switch SourceDecoding.decode(bytes, file: path) {
        case .text(let decoded): text = decoded
        case .notText(let diagnostic):
            let rendered = DiagnosticRenderer.render(diagnostic, source: nil)
            result.err(style.isEnabled ? colour(rendered, style: style) : rendered)
            result.worsen(to: .parseError)
            return nil
        }
        return text
    }

    /// The most diagnostics written for one file; the rest are counted (`--format json` lists them all).
    static let diagnosticLimit = 50

    /// Writes `diagnostics` compiler-style, with the error word coloured on a terminal.
    /// - Parameter done: What did not happen to a file with errors: `nothing in it was run` (or `audited`...).
    static func report(
        _ diagnostics: [Diagnostic], of file: ScenarioFile, into result: inout CommandResult, style: TextStyle, done: String = "run"
    ) {
        let rendered = DiagnosticRenderer.render(diagnostics, source: file.source, limit: diagnosticLimit)
        result.err(style.isEnabled ? colour(rendered, style: style) : rendered)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            let files = file.source.file ?? "the file"
            result.err("\(errors) \(errors == 1 ? "error" : "errors") in \(files); nothing in it was \(done).")
        }
    }

    private static func colour(_ text: String, style: TextStyle) -> String {
        text.replacingOccurrences(of: " error: ", with: " \(style.error("error:")) ")
            .replacingOccurrences(of: " warning: ", with: " \(style.warning("warning:")) ")
    }

    /// The readers to run `scenario` on: its own, or only the `--using` one when the scenario lists it (a scenario is
    /// never run on a reader it was not written for: its expectations would fail for nothing).
    static func readers(of scenario: Scenario, only: ReaderKind?) -> [ReaderKind] {
        guard let only else { return scenario.readers }
        return scenario.readers.contains(only) ? [only] : []
    }
}
