import Foundation
import Testing
@testable import SRSimCommandLine

/// `srsim order --format markdown` gives each dialog's and menu's own order, as the text and JSON formats do.
@Suite struct OrderMarkdownLayerTests {
    static let files = ["alert-dialog.scenario", "dropdown.scenario", "menu.scenario", "modal.scenario"]

    /// Each layer's name and its stops' announcements per platform, from `--format json`.
    static func layers(_ path: String) throws -> [(name: String, voiceOver: [String], talkBack: [String])] {
        let json = SRSim.run(["order", path, "--format", "json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["layers"] as? [[String: Any]]).map { layer in
            func said(_ key: String) -> [String] {
                ((layer[key] as? [[String: Any]]) ?? []).compactMap { $0["announcement"] as? String }
            }
            return (layer["element"] as? String ?? "", said("voiceover"), said("talkback"))
        }
    }

    @Test(arguments: files, [false, true])
    func everyLayersOrderIsInTheMarkdown(file: String, narrow: Bool) throws {
        let path = Sample.packageRoot + "/Scenarios/" + file
        let markdown = SRSim.run(["order", path, "--format", "markdown"] + (narrow ? ["--narrow"] : [])).stdout
        let layers = try Self.layers(path)
        #expect(!layers.isEmpty)
        for layer in layers {
            let heading = try #require(markdown.range(of: "“\(layer.name)”\n\nIts own order while open"),
                                       "no section for \(layer.name): \(markdown)")
            let section = markdown[heading.upperBound...]
            for (position, announcement) in layer.voiceOver.enumerated() {
                #expect(section.contains("| \(position + 1) | \(announcement) |"), "\(layer.name) VoiceOver #\(position + 1)")
            }
            for (position, announcement) in layer.talkBack.enumerated() {
                #expect(section.contains(narrow ? "| \(position + 1) | \(announcement) |" : " | \(announcement) |"),
                        "\(layer.name) TalkBack #\(position + 1)")
            }
        }
    }

    @Test func aDropdownsTableHasVoiceOversDismissButtonAndSaysSo() throws {
        let markdown = SRSim.run(["order", Sample.packageRoot + "/Scenarios/dropdown.scenario", "--format", "markdown"]).stdout
        #expect(markdown.contains("""
        #### Menu “Sort by”

        Its own order while open (opened by "Sort by" menu); focus is confined to it.

        | # | VoiceOver says | TalkBack says |
        |--:|:--|:--|
        | 1 | Selected, Newest, button | Selected, Newest, 1 of 3, double tap to activate |
        | 2 | Oldest, button | Oldest, 2 of 3, double tap to activate |
        | 3 | Price, button | Price, 3 of 3, double tap to activate |
        | 4 | Dismiss context menu, button |  |

        VoiceOver adds its “Dismiss context menu” button after the last option; TalkBack does not.

        """))
    }

    @Test func aScreenWithoutLayersEndsWithItsTabOrderAsBefore() throws {
        let markdown = SRSim.run(["order", Sample.packageRoot + "/Examples/settings.scenario", "--format", "markdown"]).stdout
        #expect(markdown.hasSuffix("iOS 2, 3, 6, 7 · Android 2, 3, 6, 7\n"))
        #expect(!markdown.contains("Its own order while open"))
    }
}
