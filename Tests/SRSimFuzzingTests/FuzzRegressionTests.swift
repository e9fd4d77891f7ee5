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
        // Text inputs found by one text target are replayed through both.
        let sources: [FuzzTarget] = target == .engine ? [.engine] : [.parse, .scenario]
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
}
