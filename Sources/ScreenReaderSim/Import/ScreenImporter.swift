import Foundation

/// Imports a dump of a real app's accessibility hierarchy as a ``Screen`` (<doc:ImportingRealApps>):
///
///     let imported = try ScreenImporter.importScreen(at: URL(fileURLWithPath: "settings.xml"), density: 2.625)
///     let reader = try ScreenReader(.talkBack, screen: imported.screen)
///
/// The screen runs on both readers like a written one; ``ImportedScreen/scenarioText`` is the same screen in the
/// scenario language, as `srsim import` writes it.
public enum ScreenImporter {
    /// The screen in the file at `url`.
    /// - Parameters:
    ///   - format: The dump's format; nil recognises it from the content.
    ///   - density: Device pixels per point, for the pixel formats.
    /// - Throws: ``ImportError`` when the file cannot be read or is not a well-formed dump.
    public static func importScreen(at url: URL, format: DumpFormat? = nil, density: Double? = nil) throws(ImportError) -> ImportedScreen {
        let text = try DumpFileReader.read(url)
        return try importScreen(text: text, named: url.lastPathComponent, path: url.relativePath, format: format,
                                density: density)
    }

    /// The screen in the dump's `bytes` (a file's whole content), checked as a file's are.
    public static func importScreen(bytes: [UInt8], named name: String, format: DumpFormat? = nil,
                                    density: Double? = nil) throws(ImportError) -> ImportedScreen {
        try importScreen(text: try DumpFileReader.text(of: bytes), named: name, format: format, density: density)
    }

    /// The screen in the dump `text`, from a file called `name` (its title is the name without its extension).
    /// - Parameter path: The dump's path as the user gave it, which every element's location names (so a finding about
    ///   an element points at its line and column in the dump); `name` when nil.
    public static func importScreen(text: String, named name: String, path: String? = nil, format: DumpFormat? = nil,
                                    density: Double? = nil) throws(ImportError) -> ImportedScreen {
        // Every reader counts lines by LF (the XML parser too), so a dump saved with CR LF or CR endings is read with LF.
        let text = ImportText.withLineFeeds(text)
        if text.allSatisfy(\.isWhitespace) { throw ImportError(.emptyFile) }
        let resolved: DumpFormat
        if let format { resolved = format } else { resolved = try DumpFormat.recognise(text) }
        return try importScreen(text: text, named: name, path: path ?? name, resolved: resolved, density: density)
    }

    private static func importScreen(text: String, named name: String, path: String, resolved format: DumpFormat,
                                     density: Double?) throws(ImportError) -> ImportedScreen {
        var context = ImportContext(format: format, density: format.usesPixels ? density : nil)
        if format.usesPixels, density == nil {
            context.warn("no density: frames are pixels, VoiceOver keeps tree order (add density N)", line: nil)
        } else if !format.usesPixels, density != nil {
            context.warn("density ignored: \(format.rawValue) frames are points", line: nil)
        }
        var nodes: [ImportedNode]
        switch format {
        case .uiautomator, .appiumAndroid:
            let document = try xmlDocument(text, format: format)
            nodes = try AndroidViewImporter.elements(of: document, context: &context)
        case .appiumIOS:
            let document = try xmlDocument(text, format: format)
            let tree = try IOSTreeImporter.tree(of: document)
            nodes = IOSTreeImporter.elements(roots: tree.roots, hasAccessible: tree.hasAccessible, context: &context)
        case .xcuitest:
            let roots = try XCUITestDescriptionReader.tree(of: text)
            nodes = IOSTreeImporter.elements(roots: roots, hasAccessible: false, context: &context)
        case .compose:
            nodes = try ComposeTreeImporter.elements(of: text, context: &context)
        case .idb:
            nodes = try IdbImporter.elements(of: try jsonDocument(text, format: format), context: &context)
        case .accessibilitySnapshot:
            nodes = try AccessibilitySnapshotImporter.elements(of: try jsonDocument(text, format: format), context: &context)
        }
        reportUnlabeled(nodes, context: &context)
        let renamed = ImportedLabels.makeUnique(&nodes)
        if !renamed.isEmpty {
            let shown = renamed.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + (renamed.count > 5 ? ", …" : "")
            context.warn("\(renamed.count) \(renamed.count == 1 ? "label" : "labels") renamed for touch and expect: \(shown)",
                         line: nil)
        }
        if nodes.isEmpty { context.warn("no focus stops", line: nil) }
        let title = (name as NSString).deletingPathExtension
        return ImportedScreen(title: title, fileName: name, path: path, format: format, density: context.density,
                              nodes: nodes, warnings: context.warnings, renamedCount: renamed.count)
    }

    /// Whether `text` is a Compose or XCUITest text dump (<doc:ImportingRealApps>), for commands that take a
    /// dump or a scenario file alike.
    public static func recognisesTextDump(_ text: String) -> Bool { DumpFormat.textFormat(of: text) != nil }

    private static func xmlDocument(_ text: String, format: DumpFormat) throws(ImportError) -> XMLDocumentReader.Document {
        guard text.drop(while: { $0.isWhitespace }).first == "<" else {
            throw ImportError(.notWellFormed(format, place: "line 1", what: "not XML"))
        }
        return try XMLDocumentReader.read(text)
    }

    private static func jsonDocument(_ text: String, format: DumpFormat) throws(ImportError) -> DumpJSON {
        guard let first = text.drop(while: { $0.isWhitespace }).first, first == "[" || first == "{" else {
            throw ImportError(.notWellFormed(format, place: "line 1", what: "not JSON"))
        }
        return try JSONDocument.parse(text)
    }

    private static func reportUnlabeled(_ nodes: [ImportedNode], context: inout ImportContext) {
        for node in nodes {
            if ImportKinds.needsName.contains(node.kind), node.name.isEmpty { context.warn("unlabeled \(node.kind.rawValue)", line: node.line, column: node.column) }
            if node.kind.facts.value != .chosenOption { reportUnlabeled(node.children, context: &context) }
        }
    }
}

extension Screen {
    /// The screen in the dump at `url` (<doc:ImportingRealApps>), as `screen from "PATH"` imports it.
    /// - Throws: ``ImportError`` when the file cannot be read or is not a well-formed dump.
    public init(importing url: URL, format: DumpFormat? = nil, density: Double? = nil) throws(ImportError) {
        self = try ScreenImporter.importScreen(at: url, format: format, density: density).screen
    }
}
