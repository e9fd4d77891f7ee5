import Foundation
import ScreenReaderSim

/// `srsim import DUMP [--format NAME] [--density N] [-o FILE]`: the scenario file equivalent to a dump of a real app
/// (<doc:ImportingRealApps>), with a `# guessed:` comment on every inference and the warnings on standard error.
struct ImportCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        guard let path = invocation.paths.first,
              OutputFile.refuseInputs([("-o", invocation.values["-o"])], inputs: invocation.paths, into: &result, style: style)
        else { return }
        let format = invocation.values["--format"].flatMap(DumpFormat.init(rawValue:))
        guard let density = DumpLoader.density(invocation, into: &result, style: style) else { return }
        guard let imported = DumpLoader.importDump(path, format: format, density: density, into: &result, style: style) else {
            return
        }
        OutputFile.deliver(imported.scenarioText, to: invocation.values["-o"], into: &result, style: style)
    }
}

/// `--dump-format NAME` and `--density N` for the commands that take a dump in place of a scenario file.
struct DumpOptions {
    /// The dump's format; nil recognises it from the content.
    var format: DumpFormat?
    /// Device pixels per point.
    var density: Double?

    /// No options: the format recognised, no density.
    init() {}

    /// The options `invocation` gives; nil after a usage error (a density that is not a positive number).
    init?(_ invocation: Invocation, into result: inout CommandResult, style: TextStyle) {
        guard let density = DumpLoader.density(invocation, into: &result, style: style) else { return nil }
        self.density = density
        format = invocation.values["--dump-format"].flatMap(DumpFormat.init(rawValue:))
    }
}

/// Imports dumps for the commands: errors as `PATH[:LINE[:COLUMN]]: error: cannot import ...` (exit 66 unreadable, 2
/// refused), warnings as `PATH[:LINE[:COLUMN]]: warning: MESSAGE`, each at its place in the dump.
enum DumpLoader {
    /// The `--density` value; nil after a usage error, `.some(nil)` when none was given.
    static func density(_ invocation: Invocation, into result: inout CommandResult, style: TextStyle) -> Double?? {
        guard let text = invocation.values["--density"] else { return .some(nil) }
        guard let value = Double(text), value.isFinite, value > 0 else {
            result.err("\(style.error("Error:")) --density must be a number greater than 0, not '\(text)'")
            result.worsen(to: .usage)
            return nil
        }
        return .some(value)
    }

    /// The imported dump at `path`, or nil after reporting why there is none.
    static func importDump(_ path: String, format: DumpFormat?, density: Double?, into result: inout CommandResult,
                           style: TextStyle) -> ImportedScreen? {
        do {
            let imported = try ScreenImporter.importScreen(at: URL(fileURLWithPath: path), format: format, density: density)
            for warning in imported.warnings {
                result.err("\(path)\(warning.place): \(style.warning("warning:")) \(warning.message)")
            }
            return imported
        } catch {
            let place = error.place.map { ":\($0.line)" + ($0.column.map { ":\($0)" } ?? "") } ?? ""
            result.err("\(path)\(place): \(style.error("error:")) cannot import \"\(path)\": \(error)")
            result.worsen(to: error.isUnreadable ? .cannotOpenInput : .parseError)
            return nil
        }
    }

    /// Whether `text` is a dump rather than a scenario file: XML or JSON, or a Compose or XCUITest text dump.
    static func looksLikeDump(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = start.first else { return false }
        if first == "<" || first == "[" || first == "{" { return true }
        return ScreenImporter.recognisesTextDump(text)
    }
}
