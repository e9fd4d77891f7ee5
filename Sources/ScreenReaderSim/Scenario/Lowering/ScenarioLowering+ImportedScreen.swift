import Foundation

/// `screen from "PATH"` when the file is lowered: the dump is imported (<doc:ImportingRealApps>), its errors at the path
/// string, its warnings as warnings there.
extension ScenarioLowering {
    /// The screen a `screen from` line imports, or nil after reporting why there is none at the path string.
    static func importedScreen(_ syntax: ScreenSyntax, path: Token, file: String?, hasElements: Bool,
                               diagnostics: inout [Diagnostic]) -> Screen? {
        let format = syntax.importFormat.flatMap { DumpFormat(rawValue: $0.text) }
        let density = syntax.importDensity.flatMap { Double($0.text) }
        if syntax.importFormat != nil && format == nil { return nil }
        if syntax.importDensity != nil && !(density.map { $0.isFinite && $0 > 0 } ?? false) { return nil }
        // The dump's path as the scenario file's own path leads to it: what every location in the dump names.
        let shown = dumpPath(path.text, from: file)
        do {
            let imported = try ScreenImporter.importScreen(at: URL(fileURLWithPath: shown), format: format, density: density)
            for warning in imported.warnings {
                diagnostics.append(Diagnostic(.importWarning(shown, place: warning.place, warning.message), at: path.range))
            }
            var screen = imported.screen
            screen.location = syntax.keyword.range.lowerBound
            return screen
        } catch {
            diagnostics.append(Diagnostic(.cannotImport(path.text, reason: error.description), at: path.range))
            return nil
        }
    }

    /// `path` (as written after `screen from`) relative to the folder of the scenario `file` (as the user gave it), so
    /// it opens the same file from the working folder and reads as the user would write it: `dumps/a.xml` from
    /// `screens/b.scenario` is `screens/dumps/a.xml`.
    static func dumpPath(_ path: String, from file: String?) -> String {
        guard !path.hasPrefix("/"), let file else { return path }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }
}

extension Diagnostic.Message {
    static func cannotImport(_ path: String, reason: String) -> Self {
        Self(id: "cannot-import", "cannot import \"\(path)\": \(reason)")
    }

    static func importWarning(_ path: String, place: String, _ message: String) -> Self {
        Self(id: "import-warning", severity: .warning, "\(path)\(place): \(message)")
    }

    static func unknownDumpFormat(_ name: String) -> Self {
        Self(id: "unknown-dump-format", "unknown format '\(name)'; write one of \(DumpFormat.listedNames)",
             suggestion: Suggestion.closest(to: name, in: DumpFormat.allCases.map(\.rawValue)))
    }

    static let densityNotPositive = Self(id: "density-not-positive", "density must be a number greater than 0")

    static func importWordTwice(_ word: String) -> Self {
        Self(id: "import-word-twice", "\(word) given twice")
    }

    static func importWordNeedsValue(_ word: String) -> Self {
        Self(id: "import-word-needs-value", word == "format"
             ? "'format' needs a name after it, e.g. 'format uiautomator'" : "'density' needs a number after it, e.g. 'density 2.625'")
    }

    static let elementUnderImportedScreen = Self(
        id: "element-under-imported-screen",
        "an imported screen takes no element lines: its elements come from the dump; remove the line or write the screen by hand")
}
