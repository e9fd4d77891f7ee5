import Foundation
import Testing
import ScreenReaderSim
@testable import SRSimCommandLine

/// `srsim render`: the SVG parses, and its badges, read back out of it, follow each platform's focus order.
@Suite struct RenderCommandTests {
    static func example(_ name: String) -> String { Sample.packageRoot + "/Examples/" + name }

    @Test func geometryExampleBadgesFollowEachPlatformsOrder() throws {
        let result = SRSim.run(["render", Self.example("geometry-order.scenario")])
        #expect(result.exitCode == .success)
        #expect(result.stderr == "")
        let svg = SVGReader(result.stdout)
        #expect(svg.error == nil)
        // VoiceOver reads by position on screen; TalkBack keeps the declared order (as the scenario file says).
        let voiceOver = svg.badges("voiceover")
        #expect(voiceOver.map(\.number) == [1, 2, 3, 4, 5])
        #expect(voiceOver.map(\.name) == ["Profile photo", "Ada Lovelace", "Online", "Edit profile", "Share"])
        #expect(svg.badges("talkback").map(\.name) == ["Ada Lovelace", "Edit profile", "Share", "Profile photo", "Online"])
        // Every position differs, so every badge is ringed.
        let ringed = svg.nodes.filter { $0.attributes["class"] == "badge differs" }
        #expect(ringed.count == 10)
    }

    @Test(arguments: ["settings.scenario", "checkout.scenario", "survey.scenario", "geometry-order.scenario",
                      "broken-settings.scenario"])
    func everyExamplesBadgesMatchTheFocusOrderReport(_ name: String) throws {
        let path = Self.example(name)
        let result = SRSim.run(["render", path, "--tab-order"])
        #expect(result.exitCode == .success)
        let svg = SVGReader(result.stdout)
        #expect(svg.error == nil)
        let file = ScenarioFile(parsing: try String(contentsOfFile: path, encoding: .utf8), file: path)
        let report = try FocusOrderReport(screen: try #require(file.screen))
        for (platform, entries) in [("voiceover", report.voiceOver), ("talkback", report.talkBack)] {
            let badges = svg.badges(platform)
            #expect(badges.map(\.number) == (0..<entries.count).map { $0 + 1 })
            #expect(badges.map(\.element) == entries.map(\.stop.element.index))
            #expect(badges.map(\.part) == entries.map(\.stop.part.rawValue))
        }
        for (platform, order, entries) in [("ios", report.iosTabOrder, report.voiceOver),
                                           ("android", report.androidTabOrder, report.talkBack)] {
            let tabs = svg.badges(platform, kind: "tab-badge")
            #expect(tabs.map(\.element) == order.map { entries[$0].stop.element.index })
        }
    }

    @Test func newerControlsAreDrawnWithTheirBadgesInOrder() throws {
        let folder = try TemporaryFolder()
        let text = """
        screen "Controls"
          text-field "Email" placeholder "name@example.com"
          text-field "Password" secure
          slider "Brightness" value 40 percent
          segmented-control "Favorite apps"
            segment "Weather" selected
            segment "Photos"
          link "Learn more"
          expandable "Amenities" expanded
            switch "Pool" on
          tab-bar "Main"
            tab "Home" selected
            tab "Search"

        """
        let path = try folder.write("controls.scenario", text)
        let result = SRSim.run(["render", path, "--tab-order"])
        #expect(result.exitCode == .success)
        let svg = SVGReader(result.stdout)
        #expect(svg.error == nil)
        let report = try FocusOrderReport(screen: try #require(ScenarioFile(parsing: text, file: path).screen))
        #expect(svg.badges("voiceover").map(\.element) == report.voiceOver.map(\.stop.element.index))
        #expect(svg.badges("talkback").map(\.element) == report.talkBack.map(\.stop.element.index))
        #expect(svg.badges("voiceover").map(\.name).prefix(4) == ["Email", "Password", "Brightness", "Weather"])
        let kinds = Set(svg.nodes.filter { $0.attributes["class"] == "element" }.compactMap { $0.attributes["data-kind"] })
        #expect(kinds.isSuperset(of: ["text-field", "slider", "segmented-control", "segment", "link", "expandable", "tab-bar", "tab"]))
        #expect(svg.texts.contains("40%"))
        #expect(svg.texts.contains("name@example.com"))
    }

    @Test func checkoutStepperHasABadgeOnEachButton() throws {
        let svg = SVGReader(SRSim.run(["render", Self.example("checkout.scenario")]).stdout)
        let parts = svg.badges("voiceover").filter { $0.name == "Quantity" }.map(\.part)
        #expect(parts == ["decrement", "increment"])
    }

    @Test func tabOrderIsHiddenUnlessSwitchedOn() throws {
        let hidden = SVGReader(SRSim.run(["render", Self.example("settings.scenario")]).stdout)
        let shown = SVGReader(SRSim.run(["render", Self.example("settings.scenario"), "--tab-order"]).stdout)
        func visibility(_ svg: SVGReader) -> [String] {
            svg.nodes.filter { $0.attributes["class"] == "tab-order" }.compactMap { $0.attributes["visibility"] }
        }
        #expect(visibility(hidden) == ["hidden", "hidden"])
        #expect(visibility(shown) == ["visible", "visible"])
        #expect(hidden.texts.contains { $0.contains("add --tab-order to show") })
        // The HTML page has its own switch, so its legend does not send people to the command line.
        let page = SRSim.run(["render", Self.example("settings.scenario"), "--format", "html"]).stdout
        #expect(page.contains("id=\"tab-order\""))
        #expect(!page.contains("add --tab-order"))
    }

    @Test func hiddenDecorativeAndDisabledElementsAreMarked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("marks.scenario", """
        screen "Marks"
          icon "star"
          text "Secret" hidden
          button "Later" disabled
          button "Now"

        """)
        let svg = SVGReader(SRSim.run(["render", path]).stdout)
        let elements = svg.nodes.filter { $0.attributes["class"] == "element" }
        #expect(elements.first { $0.attributes["data-kind"] == "icon" }?.attributes["opacity"] == "0.5")
        #expect(elements.first { $0.attributes["data-kind"] == "text" }?.attributes["opacity"] == "0.35")
        #expect(elements.first { $0.attributes["data-element"] == "2" }?.attributes["data-disabled"] == "true")
        #expect(svg.badges("voiceover").map(\.name) == ["Later", "Now"])
    }

    @Test func theSVGIsSelfContained() throws {
        let svg = SRSim.run(["render", Self.example("settings.scenario")]).stdout
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
        #expect(!svg.contains("@import"))
        #expect(!svg.contains("url("))
        #expect(svg.contains("Focus order: \u{201C}Settings\u{201D}"))
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = SRSim.run(["render", Self.example("survey.scenario"), "--format", "html"]).stdout
        #expect(first == SRSim.run(["render", Self.example("survey.scenario"), "--format", "html"]).stdout)
    }

    @Test func narrowPutsOnePlatformUnderTheOther() throws {
        let wide = SVGReader(SRSim.run(["render", Self.example("settings.scenario")]).stdout)
        let narrow = SVGReader(SRSim.run(["render", Self.example("settings.scenario"), "--narrow"]).stdout)
        func size(_ svg: SVGReader) -> (Double, Double) {
            let root = svg.nodes.first { $0.name == "svg" }?.attributes
            return (Double(root?["width"] ?? "") ?? 0, Double(root?["height"] ?? "") ?? 0)
        }
        #expect(size(narrow).0 < size(wide).0)
        #expect(size(narrow).1 > size(wide).1)
        #expect(narrow.badges("talkback").map(\.name) == wide.badges("talkback").map(\.name))
    }

    @Test func outputFileIsWrittenAndNothingPrinted() throws {
        let folder = try TemporaryFolder()
        let out = folder.path + "/picture.svg"
        let result = SRSim.run(["render", Self.example("settings.scenario"), "-o", out])
        #expect(result.exitCode == .success)
        #expect(result.stdout == "")
        let written = String(decoding: try #require(folder.data("picture.svg")), as: UTF8.self)
        #expect(written == SRSim.run(["render", Self.example("settings.scenario")]).stdout)
    }

    @Test func unwritableOutputIsAClearErrorAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let result = SRSim.run(["render", Self.example("settings.scenario"), "-o", folder.path + "/missing/picture.svg"])
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("picture.svg: cannot write the file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func unknownFormatIsAUsageError() {
        let result = SRSim.run(["render", Self.example("settings.scenario"), "--format", "png"])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("use one of: svg, html"))
    }

    @Test func brokenFileIsReportedNotDrawn() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("broken.scenario", Sample.broken)
        let result = SRSim.run(["render", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("broken.scenario:2:3: error:"))
    }
}

/// Screens nested far deeper than a picture can show still render, drawing what fits.
@Suite struct DeepRenderTests {
    @Test func aDeeplyNestedScreenRendersWithoutOverflowingTheStack() throws {
        var element = Element(.switch, "Wi-Fi")
        for _ in 0..<20_000 { element = Element(.group, children: [element]) }
        let report = try FocusOrderReport(screen: Screen("Deep", elements: [element, Element(.button, "OK")]))
        let svg = SVGReader(FocusOrderPicture(report: report).svg())
        #expect(svg.error == nil)
        // The switch is too deep to draw; the button is drawn with its badge.
        #expect(svg.badges("voiceover").map(\.name) == ["OK"])
        #expect(svg.badges("voiceover").map(\.number) == [2])
    }
}
