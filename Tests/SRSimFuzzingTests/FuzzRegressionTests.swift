import Foundation
import Testing
@testable import SRSimFuzzing

/// Replays the fuzz targets' seed corpus and every saved crash without the fuzzer (README, "Fuzzing").
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func files(_ kind: String, _ target: FuzzTarget) -> [String] {
        FuzzCorpus.files(at: folder.appendingPathComponent("\(kind)/\(target.rawValue)").path)
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySavedCrashReplaysCleanly(_ target: FuzzTarget) throws {
        // Text inputs found by one text target are replayed through both, and through the importer with its own.
        let sources: [FuzzTarget] = switch target {
        case .engine: [.engine]
        case .parse, .scenario: [.parse, .scenario]
        case .importDump: [.importDump, .parse, .scenario]
        }
        for file in sources.flatMap({ Self.files("Regressions", $0) }) {
            #expect(throws: Never.self, "\(file)") { try target.check(FuzzCorpus.bytes(of: file)) }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func theSeedCorpusPassesItsTarget(_ target: FuzzTarget) throws {
        let files = Self.files("Corpus", target)
        #expect(!files.isEmpty)
        for file in files {
            #expect(throws: Never.self, "\(file)") { try target.check(FuzzCorpus.bytes(of: file)) }
        }
    }

    @Test func theSeedScenariosParseCleanSoTheFuzzerStartsFromRealFiles() throws {
        let parsed = Self.files("Corpus", .scenario).map { String(decoding: FuzzCorpus.bytes(of: $0), as: UTF8.self) }
        #expect(parsed.count >= 5)
    }

    @Test func theDictionaryHoldsEveryElementKind() throws {
        let dictionary = try String(contentsOf: Self.folder.appendingPathComponent("scenario.dict"), encoding: .utf8)
        for kind in ["switch", "radio-group", "stepper", "row", "group"] {
            #expect(dictionary.contains("\"\(kind)\""))
        }
    }

    /// Issue 25 item 7: the checked-in dictionary is the one generated from the language's tables, so it holds every
    /// kind, attribute, key and step, part 2's dialogs, menus, text fields, sliders, expandables and rotor included.
    /// `SRSIM_WRITE_FUZZ_DICTIONARY=1` rewrites it (and the test still fails once, so a rewrite is never silent).
    @Test func theDictionaryIsGeneratedFromTheLanguagesTables() throws {
        let url = Self.folder.appendingPathComponent("scenario.dict")
        let generated = FuzzDictionary.text
        let stored = try String(contentsOf: url, encoding: .utf8)
        if stored != generated, ProcessInfo.processInfo.environment["SRSIM_WRITE_FUZZ_DICTIONARY"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote scenario.dict from the language's tables; run the tests again")
            return
        }
        #expect(stored == generated, "scenario.dict is out of date: SRSIM_WRITE_FUZZ_DICTIONARY=1 swift test --filter theDictionaryIsGenerated")
    }

    @Test(arguments: [
        "dialog", "menu", "option", "text-field", "slider", "expandable", "opens", "closes", "announces", "alert",
        "placeholder", "secure", "percent", "expanded", "collapsed", "rotor", "headings", "links", "form controls",
        "escape", "type", "up", "down", "left", "right", "shift+tab", "->", "nothing",
    ])
    func theDictionaryHoldsPartTwoOfTheLanguage(_ word: String) {
        #expect(FuzzDictionary.text.contains(FuzzDictionary.entry(word) + "\n"))
    }

    @Test(arguments: [("plain", "\"plain\""), ("a\"b", "\"a\\\"b\""), ("\r\n", "\"\\x0d\\x0a\""), ("\u{FEFF}", "\"\\xef\\xbb\\xbf\"")])
    func aDictionaryEntryEscapesWhatLibFuzzerNeedsEscaped(_ word: String, _ entry: String) {
        #expect(FuzzDictionary.entry(word) == entry)
    }

    /// Each target is seeded with the bundled Scenarios/ and Examples/ files too (.ci/fuzz passes them): they pass.
    @Test(arguments: FuzzTarget.allCases)
    func theBundledScenarioFilesPassEveryTarget(_ target: FuzzTarget) throws {
        let root = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
        let files = ["Scenarios", "Examples"].flatMap { folder in
            FuzzCorpus.files(at: root.appendingPathComponent(folder).path).filter { $0.hasSuffix(".scenario") }
        }
        #expect(files.count >= 15)
        for file in files {
            #expect(throws: Never.self, "\(file)") { try target.check(FuzzCorpus.bytes(of: file)) }
        }
    }
}
