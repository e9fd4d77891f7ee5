import Foundation
import SRSimTestSupport
import Testing
@testable import ScreenReaderSim

/// The kinds and attribute words the parser notes as it parses element lines (``ElementLineFeatures``) are those of the
/// lines it keeps, and a check lowering skips for a screen without the features it looks at finds nothing there.
@Suite struct ElementLineFeaturesTests {
    /// Screens with and without dialogs, menus, options, `opens`, `closes`, `before`, `after`, `lines` and `width`, well
    /// formed and not.
    static let screens = [
        "screen \"Plain\"\n  text \"Hello\"\n  row\n    text \"Wi-Fi\"\n    switch \"Wi-Fi\" on\n  stepper \"G\" value 2 min 1 max 4\n",
        "screen \"Dialog\"\n  button \"Open\" opens d\n  dialog \"D\" id d\n    button \"Close\" closes\n",
        "screen \"Closes\"\n  button \"Close\" closes\n",
        "screen \"Opens\"\n  button \"Open\" opens nowhere\n",
        "screen \"Menu\"\n  menu \"Sort\" value \"Name\"\n    option \"Date\" selected\n  option \"Stray\"\n",
        "screen \"Cycle\"\n  button \"A\" id a before b\n  button \"B\" id b before a\n",
        "screen \"After\"\n  button \"A\" id a after a\n",
        "screen \"Lines\"\n  text \"Long\" lines 0\n  text \"Wide\" width -1\n  text \"Both\" lines 2 width 100\n",
        "screen \"Broken\"\n  swich \"A\" on\n  button \"B\" lines\n  text \"C\" dialog\n",
    ]

    /// Every scenario file under `Scenarios/` and `Examples/`, and the parse and scenario fuzzing corpora.
    static var files: [String] {
        let root = Sample.packageRoot
        let folders = ["Scenarios", "Examples", "Tests/SRSimFuzzingTests/Corpus/parse", "Tests/SRSimFuzzingTests/Corpus/scenario"]
        var texts: [String] = []
        for folder in folders {
            guard let paths = FileManager.default.enumerator(atPath: "\(root)/\(folder)") else { continue }
            for case let path as String in paths where path.hasSuffix(".scenario") && !path.contains(".build") {
                var isFolder: ObjCBool = false
                let full = "\(root)/\(folder)/\(path)"
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                      let data = FileManager.default.contents(atPath: full) else { continue }
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        return texts
    }

    /// Parses `text` and checks the parser's features against the lines, and each skipped check against running it.
    static func check(_ text: String) {
        let source = SourceText(text, file: "features.scenario")
        source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes)
            let parsed = ParsedFile(screen: parser.syntax.screen, elements: parser.elements, scenarios: parser.scenarios,
                                    source: parser.source)
            let features = parsed.elements.features
            #expect(features == ElementLineFeatures(parsed.elements))
            var diagnostics: [Diagnostic] = []
            if !features.mayHaveTraversalCycles { ScenarioLowering.validateTraversalCycles(parsed, diagnostics: &diagnostics) }
            if !features.mayHaveTextSizeProblems { ScenarioLowering.validateTextSize(parsed, diagnostics: &diagnostics) }
            if !features.mayHaveLayerProblems { ScenarioLowering.validateLayers(parsed, diagnostics: &diagnostics) }
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        }
    }

    @Test(arguments: screens)
    func aSkippedCheckFindsNothingOnTheseScreens(_ text: String) {
        Self.check(text)
    }

    @Test func aSkippedCheckFindsNothingInTheBundledFilesAndCorpora() {
        let files = Self.files
        #expect(files.count > 40)
        for text in files { Self.check(text) }
    }

    /// The screens that have the features do get the checks, and they find their problems.
    @Test func theScreensWithTheFeaturesAreChecked() {
        func features(_ text: String) -> ElementLineFeatures {
            let source = SourceText(text, file: "f.scenario")
            return source.withUTF8 { ScenarioParser.parseLines(source, bytes: $0).elements.features }
        }
        #expect(!features(Self.screens[0]).mayHaveLayerProblems && !features(Self.screens[0]).mayHaveTraversalCycles
            && !features(Self.screens[0]).mayHaveTextSizeProblems)
        for index in 1...4 { #expect(features(Self.screens[index]).mayHaveLayerProblems) }
        for index in 5...6 { #expect(features(Self.screens[index]).mayHaveTraversalCycles) }
        #expect(features(Self.screens[7]).mayHaveTextSizeProblems)
        for index in [2, 3, 4, 5, 7] { #expect(ScenarioFile(parsing: Self.screens[index], file: "f.scenario").hasErrors) }
    }

    /// Every attribute word has its own bit.
    @Test func everyAttributeWordHasItsOwnBit() {
        #expect(AttributeWord.allCases.count <= 64)
        #expect(Set(AttributeWord.allCases.map(\.bit)).count == AttributeWord.allCases.count)
        for (place, word) in AttributeWord.allCases.enumerated() { #expect(word.ordinal == place) }
    }
}
