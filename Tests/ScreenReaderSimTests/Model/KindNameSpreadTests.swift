import Foundation
import Testing
@testable import ScreenReaderSim

/// A kind's name is written in few files (issue 20): the kinds' facts, the DSL, the two phrase tables, the drawing and
/// the importers' kind table say what each kind is, and everything else reads those. Counted as
/// `grep -rlE '\.KIND\b' Sources/ScreenReaderSim | wc -l`, so a method, an enum case or a sample spelled like a kind
/// counts too.
@Suite struct KindNameSpreadTests {
    /// The library's source folder, found from this file's place in the package.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ScreenReaderSim")

    /// The most files one kind's name may be written in.
    static let mostFiles = 6

    /// The kinds counted: `.text` and `.tab` are also the public `ControlState.text` and `Key.tab`, written wherever a
    /// text state or the Tab key is meant.
    static let counted = ElementKind.allCases.filter { $0 != .text && $0 != .tab }

    /// Every file under the library's sources, with its path below them and its text.
    static let files: [(path: String, text: String)] = {
        let found = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath } ?? []
        return found.sorted { $0.path < $1.path }.compactMap { file in
            (try? String(contentsOf: file, encoding: .utf8)).map { (String(file.path.dropFirst(sources.path.count + 1)), $0) }
        }
    }()

    @Test(arguments: counted)
    func aKindsNameIsWrittenInAtMostSixFiles(_ kind: ElementKind) throws {
        let name = String(describing: kind)
        let pattern = try Regex("\\.\(name)(?![A-Za-z0-9_])")
        let holders = Self.files.filter { $0.text.contains(pattern) }.map(\.path)
        #expect(!Self.files.isEmpty)
        #expect(holders.count <= Self.mostFiles, "\(name) is written in \(holders.count) files: \(holders)")
    }
}
