import Foundation
import Testing
@testable import SRSimCommandLine

/// The transcript player page as a file: self-contained, deterministic, narrow on request, readable without its script.
@Suite struct TranscriptPlayerPageTests {
    static let settings = Sample.packageRoot + "/Examples/settings.scenario"

    @Test func thePageNeedsNoNetworkAndNoOtherFile() {
        let html = SRSim.run(["transcript", Self.settings, "--format", "html"]).stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        for external in ["https://", " src=", "<link", "@import", "url("] {
            #expect(!html.contains(external), "the page refers to something outside itself: \(external)")
        }
        // The only http:// is the SVG namespace, which is a name, not a fetch.
        #expect(html.components(separatedBy: "http://").count - 1 == 1)
        #expect(html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func everyStepIsInThePageWithoutTheScript() {
        let html = SRSim.run(["transcript", Self.settings, "--format", "html"]).stdout
        #expect(html.contains("<span class=\"step\">swipe right</span>"))
        #expect(html.contains("\u{201C}Do not disturb, Silences calls and alerts, off, switch button, double tap to toggle setting, Scheduled from 22:00\u{201D}"))
        #expect(html.contains("<option value=\"1\">A TalkBack user hears every row once, with its state first</option>"))
        #expect(html.contains("\u{2713} passes"))
    }

    @Test func narrowStacksThePageInOneColumn() {
        let wide = SRSim.run(["transcript", Self.settings, "--format", "html"]).stdout
        let narrow = SRSim.run(["transcript", Self.settings, "--format", "html", "--narrow"]).stdout
        #expect(wide.contains("<body class=\"wide\">"))
        #expect(narrow.contains("<body class=\"narrow\">"))
    }

    /// The x and y of each platform's panel in the page's picture, from its `translate(X Y)`.
    static func panelOrigins(_ html: String) -> [String: (x: Double, y: Double)] {
        var origins: [String: (Double, Double)] = [:]
        for platform in ["voiceover", "talkback"] {
            guard let start = html.range(of: "id=\"panel-\(platform)\""),
                  let translate = html[start.upperBound...].range(of: "translate("),
                  let end = html[translate.upperBound...].firstIndex(of: ")") else { continue }
            let numbers = html[translate.upperBound..<end].split(separator: " ").compactMap { Double($0) }
            if numbers.count == 2 { origins[platform] = (numbers[0], numbers[1]) }
        }
        return origins
    }

    @Test func narrowStacksThePicturesPanelsToo() throws {
        let wide = Self.panelOrigins(SRSim.run(["transcript", Self.settings, "--format", "html"]).stdout)
        let narrow = Self.panelOrigins(SRSim.run(["transcript", Self.settings, "--format", "html", "--narrow"]).stdout)
        let (wideVoiceOver, wideTalkBack) = (try #require(wide["voiceover"]), try #require(wide["talkback"]))
        let (narrowVoiceOver, narrowTalkBack) = (try #require(narrow["voiceover"]), try #require(narrow["talkback"]))
        #expect(wideTalkBack.x > wideVoiceOver.x && wideTalkBack.y == wideVoiceOver.y)
        #expect(narrowTalkBack.x == narrowVoiceOver.x && narrowTalkBack.y > narrowVoiceOver.y)
    }

    @Test func thePageIsTheSameOnEveryRun() {
        let first = SRSim.run(["transcript", Self.settings, "--format", "html"])
        #expect(first.exitCode == .success)
        #expect(first.stdout == SRSim.run(["transcript", Self.settings, "--format", "html"]).stdout)
    }

    @Test func aFailingScenarioStillGetsItsPageAndExits1() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("failing.scenario", Sample.failing)
        let result = SRSim.run(["transcript", path, "--format", "html", "-o", folder.path + "/page.html"])
        #expect(result.exitCode == .failure)
        let page = String(decoding: try #require(folder.data("page.html")), as: UTF8.self)
        #expect(page.contains("\u{2717} expected"))
    }
}
