import Foundation
import Testing
@testable import SRSimCommandLine
import ScreenReaderSim

/// Pictures of screens that change: each dialog and menu drawn open in panels of its own, titled and numbered in its
/// own order as `srsim order` prints it; a menu button with its value; a collapsed expandable's contents faded; badges
/// outside small framed elements.
@Suite struct LayerPictureTests {
    static let layered = ["alert-dialog.scenario", "dropdown.scenario", "menu.scenario", "modal.scenario"]

    /// Each panel's badges, by panel id, in document order.
    static func badgesByPanel(_ svg: SVGReader, kind: String = "badge") -> [String: [(number: Int, element: Int, part: String)]] {
        var panels: [String: [(Int, Int, String)]] = [:]
        var current = ""
        for node in svg.nodes where node.name == "g" {
            let classes = (node.attributes["class"] ?? "").split(separator: " ")
            if classes.contains("panel") { current = node.attributes["id"] ?? "" }
            if classes.contains(Substring(kind)) {
                panels[current, default: []].append((Int(node.attributes["data-number"] ?? "") ?? -1,
                                                     Int(node.attributes["data-element"] ?? "") ?? -1,
                                                     node.attributes["data-part"] ?? ""))
            }
        }
        return panels
    }

    static func report(_ file: String) throws -> FocusOrderReport {
        let path = Sample.packageRoot + "/Scenarios/" + file
        let parsed = ScenarioFile(parsing: try String(contentsOfFile: path, encoding: .utf8), file: path)
        return try FocusOrderReport(screen: try #require(parsed.screen))
    }

    @Test(arguments: layered)
    func eachLayerHasPanelsNumberedInItsOwnOrder(file: String) throws {
        let report = try Self.report(file)
        let svg = SVGReader(FocusOrderPicture(report: report).svg())
        #expect(svg.error == nil)
        let panels = Self.badgesByPanel(svg)
        #expect(!report.layers.isEmpty)
        for (platform, screen) in [("voiceover", report.voiceOver), ("talkback", report.talkBack)] {
            // The screen's panel numbers the screen's stops only.
            #expect(panels["panel-\(platform)"]?.map(\.number) == screen.map { $0.stop.position + 1 })
            #expect(panels["panel-\(platform)"]?.map(\.element) == screen.map(\.stop.element.index))
            for layer in report.layers {
                let entries = platform == "voiceover" ? layer.voiceOver : layer.talkBack
                let badges = try #require(panels["panel-\(platform)-layer-\(layer.element.index)"],
                                          "no \(platform) panel for \(layer.element)")
                #expect(badges.map(\.number) == entries.map { $0.stop.position + 1 })
                #expect(badges.map(\.element) == entries.map(\.stop.element.index))
                #expect(badges.map(\.part) == entries.map(\.stop.part.rawValue))
            }
        }
        // Each layer's panel is titled with what it is.
        for layer in report.layers {
            #expect(svg.texts.contains { $0.contains("\u{201C}\(layer.element.name)\u{201D}, open") }, "\(layer.element)")
        }
    }

    @Test func aDialogIsDrawnWithItsTitle() throws {
        let svg = SVGReader(FocusOrderPicture(report: try Self.report("alert-dialog.scenario")).svg())
        #expect(svg.texts.contains("Sign in failed"))
        #expect(svg.texts.contains("Alert \u{201C}Sign in failed\u{201D}, open"))
    }

    @Test func aMenuButtonShowsItsValueAndItsOptionsAreListed() throws {
        let svg = SVGReader(FocusOrderPicture(report: try Self.report("dropdown.scenario")).svg())
        let texts = svg.texts
        // "Newest" twice a platform: the button's value, and the ticked option in the list.
        #expect(texts.filter { $0 == "Newest" }.count == 4)
        #expect(texts.contains("Oldest") && texts.contains("Price"))
        #expect(texts.filter { $0 == "\u{2713}" }.count == 2)
        #expect(texts.contains("Dismiss context menu (invisible)"))
    }

    @Test func aScreenWithoutLayersHasOnlyItsTwoPanels() throws {
        let report = try Self.report("toggle-switch.scenario")
        let svg = SVGReader(FocusOrderPicture(report: report).svg())
        let panels = svg.nodes.filter { $0.name == "g" && ($0.attributes["class"] ?? "").split(separator: " ").contains("panel") }
        #expect(panels.compactMap { $0.attributes["id"] } == ["panel-voiceover", "panel-talkback"])
    }

    // MARK: - Collapsed expandables

    static let expandable = """
    screen "FAQ"
      expandable "Shipping"
        text "Two days"
      expandable "Returns" expanded
        text "Thirty days"
      button "Contact"

    scenario "Open"
      using voiceover
      swipe right
      double tap

    """

    /// The opacity of the element group labelled `text`, if it has one.
    static func opacity(of text: String, in svg: String) -> String?? {
        guard let textRange = svg.range(of: ">\(text)</text>") else { return nil }
        let before = svg[..<textRange.lowerBound]
        guard let group = before.range(of: "<g class=\"element\"", options: .backwards) else { return nil }
        let tag = svg[group.lowerBound...].prefix { $0 != ">" }
        guard let opacity = tag.range(of: "opacity=\"") else { return .some(nil) }
        return .some(String(tag[opacity.upperBound...].prefix { $0 != "\"" }))
    }

    @Test func aCollapsedExpandablesContentsAreFadedAndAnExpandedOnesAreNot() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("faq.scenario", Self.expandable)
        let svg = SRSim.run(["render", path]).stdout
        #expect(Self.opacity(of: "Two days", in: svg) == .some("0.3"))
        #expect(Self.opacity(of: "Thirty days", in: svg) == .some(nil))
        #expect(Self.opacity(of: "Contact", in: svg) == .some(nil))
        #expect(svg.contains("Faded inside an expandable: not reached until it is expanded"))
    }

    // MARK: - Badges on small framed elements

    static let small = """
    screen "Toolbar"
      button "Back" frame 16 60 60 30
      heading "Edit" frame 150 60 90 30
      button "Save" frame 314 60 60 30

    """

    @Test func badgesNeverCoverASmallFramedElementsLabel() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("toolbar.scenario", Self.small)
        let svg = SVGReader(SRSim.run(["render", path, "--tab-order"]).stdout)
        // Where each label's glyphs are (0.56 em a character): centred in a button, from x + 4 for the heading.
        let labels: [(x: Double, y: Double, width: Double, height: Double)] = [
            (16 + (60 - 4 * 8.4) / 2, 60 + 15 - 6, 4 * 8.4, 12),
            (150 + 4, 60 + 6, 4 * 10.7, 16),
            (314 + (60 - 4 * 8.4) / 2, 60 + 15 - 6, 4 * 8.4, 12),
        ]
        // Every badge in the first panel: circles for the readers, squares for Tab.
        var circles: [(x: Double, y: Double, r: Double)] = []
        var squares: [(x: Double, y: Double, width: Double, height: Double)] = []
        var inBadge = false, panels = 0
        for node in svg.nodes {
            let classes = (node.attributes["class"] ?? "").split(separator: " ")
            if node.name == "g", classes.contains("panel") { panels += 1 }
            if node.name == "g" { inBadge = classes.contains("badge") || classes.contains("tab-badge") }
            guard panels == 1, inBadge else { continue }
            let number = { (key: String) in Double(node.attributes[key] ?? "") ?? 0 }
            if node.name == "circle" { circles.append((number("cx"), number("cy"), number("r"))) }
            if node.name == "rect" { squares.append((number("x"), number("y"), number("width"), number("height"))) }
        }
        #expect(circles.count == 3)
        #expect(squares.count == 2)
        for label in labels {
            for circle in circles {
                let nearestX = min(max(circle.x, label.x), label.x + label.width)
                let nearestY = min(max(circle.y, label.y), label.y + label.height)
                let distance = ((circle.x - nearestX) * (circle.x - nearestX) + (circle.y - nearestY) * (circle.y - nearestY)).squareRoot()
                #expect(distance >= circle.r, "the badge at \(circle) covers the label at \(label)")
            }
            for square in squares {
                let overlaps = square.x < label.x + label.width && label.x < square.x + square.width
                    && square.y < label.y + label.height && label.y < square.y + square.height
                #expect(!overlaps, "the Tab badge at \(square) covers the label at \(label)")
            }
        }
    }
}
