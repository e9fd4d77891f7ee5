import Foundation
import Testing
@testable import SRSimCommandLine

/// The pictures the README shows are what `srsim render` draws today: a stale committed picture fails here.
@Suite struct ReadmePictureTests {
    /// Each committed picture, with the command line that draws it (as the README and the failure message give it).
    static let pictures: [(file: String, arguments: [String])] = [
        ("Examples/settings.focus-order.svg", ["render", "Examples/settings.scenario", "--tab-order"]),
        ("Examples/geometry-order.focus-order.svg", ["render", "Examples/geometry-order.scenario"]),
    ]

    @Test(arguments: pictures.map(\.file))
    func committedPictureIsUpToDate(_ file: String) throws {
        let arguments = try #require(Self.pictures.first { $0.file == file }).arguments
        let root = Sample.packageRoot + "/"
        let drawn = SRSim.run(arguments.map { $0.hasPrefix("Examples/") ? root + $0 : $0 })
        #expect(drawn.exitCode == .success)
        let committed = try String(contentsOfFile: root + file, encoding: .utf8)
        #expect(committed == drawn.stdout, """
            \(file) is stale; redraw it with:
              swift run srsim \(arguments.joined(separator: " ")) -o \(file)
            """)
    }

    @Test func theReadmeShowsEachPicture() throws {
        let readme = try String(contentsOfFile: Sample.packageRoot + "/README.md", encoding: .utf8)
        for picture in Self.pictures {
            #expect(readme.contains("](\(picture.file))"), "README.md does not show \(picture.file)")
            #expect(readme.contains("srsim \(picture.arguments.joined(separator: " ")) -o \(picture.file)"))
        }
    }
}
