import Foundation
import Testing
@testable import SRSimCommandLine

/// Which files a folder given on the command line stands for: `ScenarioFileFinder` walks folders itself (issue 9), and
/// these pin what it finds, in what order, and what it says about paths it cannot use.
@Suite struct ScenarioFileFinderTests {
    /// A folder with scenario files at several depths, hidden ones, look-alikes and links.
    private func tree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in [
            "a.scenario", "Z.scenario", "é.scenario", ".hidden.scenario", ".hidden-folder/x.scenario",
            "sub/b.scenario", "sub/deep/c.scenario", "folder.scenario/d.scenario", "notes.scenario.bak",
            "UPPER.SCENARIO", "other/e.scenario", "sub/deep/readme.txt",
        ] {
            try folder.write(name, "")
        }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.path + "/link.scenario", withDestinationPath: "a.scenario")
        try manager.createSymbolicLink(atPath: folder.path + "/linked-folder", withDestinationPath: "sub")
        try manager.createSymbolicLink(atPath: folder.path + "/linked-folder.scenario", withDestinationPath: "other")
        try manager.createSymbolicLink(atPath: folder.path + "/broken.scenario", withDestinationPath: "nowhere")
        return folder
    }

    @Test func aFolderIsSearchedRecursivelyAndSortedByPath() throws {
        let folder = try tree()
        let (files, problems) = ScenarioFileFinder.find([folder.path])
        #expect(problems.isEmpty)
        let expected = [
            ".hidden-folder/x.scenario", ".hidden.scenario", "Z.scenario", "a.scenario", "folder.scenario/d.scenario",
            "link.scenario", "other/e.scenario", "sub/b.scenario", "sub/deep/c.scenario", "é.scenario",
        ]
        #expect(files == expected.map { folder.path + "/" + $0 })
    }

    @Test func linksToFilesAreReadButLinksToFoldersAreNotSearched() throws {
        let folder = try tree()
        let files = ScenarioFileFinder.find([folder.path]).files
        #expect(files.contains(folder.path + "/link.scenario"))
        #expect(!files.contains { $0.contains("linked-folder") })
        #expect(!files.contains(folder.path + "/broken.scenario"))
    }

    @Test func aTrailingSlashIsNotDoubled() throws {
        let folder = try tree()
        let files = ScenarioFileFinder.find([folder.path + "/"]).files
        #expect(files.first == folder.path + "/.hidden-folder/x.scenario")
        #expect(!files.contains { $0.contains("//") })
    }

    @Test func aFolderGivenThroughALinkIsSearched() throws {
        let folder = try tree()
        let link = folder.path + "/linked-folder"
        let (files, problems) = ScenarioFileFinder.find([link])
        #expect(problems.isEmpty)
        #expect(files == [link + "/b.scenario", link + "/deep/c.scenario"])
    }

    @Test func filesAreKeptAsGivenAndInTheGivenOrder() throws {
        let folder = try tree()
        let given = [folder.path + "/sub/b.scenario", folder.path + "/sub/deep/readme.txt", folder.path + "/a.scenario"]
        let (files, problems) = ScenarioFileFinder.find(given)
        #expect(problems.isEmpty)
        #expect(files == given)
    }

    @Test func unusablePathsAreProblemsAndTheRestStillCount() throws {
        let folder = try tree()
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)
        let (files, problems) = ScenarioFileFinder.find([
            folder.path + "/missing.scenario", folder.path + "/empty", folder.path + "/broken.scenario",
            folder.path + "/a.scenario",
        ])
        #expect(files == [folder.path + "/a.scenario"])
        #expect(problems.map(\.description) == [
            "cannot open input \(folder.path)/missing.scenario: no such file or folder",
            "cannot open input \(folder.path)/empty: no *.scenario files in this folder",
            "cannot open input \(folder.path)/broken.scenario: no such file or folder",
        ])
    }

    @Test func manyFilesAreAllFoundOnce() throws {
        let folder = try TemporaryFolder()
        for index in 0..<300 { try folder.write("batch\(index % 7)/file\(index).scenario", "") }
        let files = ScenarioFileFinder.find([folder.path]).files
        #expect(files.count == 300)
        #expect(Set(files).count == 300)
        #expect(files == files.sorted())
    }
}
