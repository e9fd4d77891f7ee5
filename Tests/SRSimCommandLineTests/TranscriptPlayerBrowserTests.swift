import Foundation
import Testing
@testable import SRSimCommandLine

/// The transcript player in a real browser: headless Chromium loads the page from a file, the test steps through it with
/// the keyboard, reads back what the page shows and takes a screenshot. Skipped, saying why, where Chromium is absent
/// (`.ci/run` installs it, so CI always runs these).
@Suite(.serialized, .enabled(if: HeadlessChromium.isInstalled,
                             "Chromium is not installed (Debian: apt-get install chromium); the browser tests are skipped"))
struct TranscriptPlayerBrowserTests {
    static let scenario = #"""
    screen "Hostile <b>labels</b>"
      heading "<script>alert(1)</script>"
      button "| ] ) \""
      switch "Wi-Fi" on

    scenario "Both readers, step by step"
      using voiceover, talkback
      swipe right
      swipe right
      swipe right
      double tap
      expect "Wi-Fi" is off

    scenario "Keyboard only"
      using ios
      press tab
      press tab

    """#

    /// Where screenshots are kept: `SRSIM_SCREENSHOTS` if set, else a folder in the temporary directory.
    static var screenshots: URL {
        let path = ProcessInfo.processInfo.environment["SRSIM_SCREENSHOTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("srsim-screenshots").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return URL(fileURLWithPath: path)
    }

    /// What the engine says each reader speaks at each step of the first scenario, from `srsim transcript --format json`.
    static func spoken(_ path: String) throws -> [String: [[String]]] {
        let json = SRSim.run(["transcript", path, "--format", "json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var spoken: [String: [[String]]] = [:]
        for transcript in try #require(object["transcripts"] as? [[String: Any]])
        where transcript["scenario"] as? String == "Both readers, step by step" {
            let steps = try #require(transcript["steps"] as? [[String: Any]])
            spoken[try #require(transcript["reader"] as? String)] = steps.map { step in
                ((step["events"] as? [[String: Any]]) ?? []).filter { $0["type"] as? String == "spoken" }
                    .compactMap { $0["text"] as? String }
            }
        }
        return spoken
    }

    func page() throws -> (folder: TemporaryFolder, scenario: String, page: String) {
        let folder = try TemporaryFolder()
        let scenario = try folder.write("hostile.scenario", Self.scenario)
        let page = folder.path + "/player.html"
        let result = SRSim.run(["transcript", scenario, "--format", "html", "-o", page])
        #expect(result.exitCode == .success, "\(result.stderr)")
        return (folder, scenario, page)
    }

    func said(_ browser: HeadlessChromium, _ reader: String) throws -> [String] {
        let value = try browser.evaluate(
            "[...document.querySelectorAll('.reader[data-reader=\"\(reader)\"] .said:not(.silent)')].map(p => p.textContent)")
        return (value as? [String] ?? []).map { String($0.dropFirst().dropLast()) }  // without the curly quotes
    }

    @Test func arrowKeysStepThroughWhatEachReaderSays() throws {
        let (folder, scenario, page) = try page()
        let expected = try Self.spoken(scenario)
        let browser = try HeadlessChromium()
        try browser.load(file: page)
        #expect(try browser.evaluate("document.body.dataset.step") as? String == "-1")
        for step in 0..<3 {
            try browser.press("ArrowRight")
            #expect(try browser.evaluate("document.body.dataset.step") as? String == String(step))
            #expect(try said(browser, "voiceover") == expected["voiceover"]?[step])
            #expect(try said(browser, "talkback") == expected["talkback"]?[step])
            // The focus is lit on both platforms' pictures.
            #expect(try browser.evaluate("document.querySelectorAll('rect.ring.current').length") as? Int == 2)
        }
        #expect(try said(browser, "voiceover") == ["Wi-Fi, on, switch button, double tap to toggle setting"])
        let shownState = """
            [...document.querySelectorAll('g.panel')].map(p => p.querySelector('g.element[data-kind="switch"] > \
            g.variant[display="inline"], g.element[data-kind="switch"] > g.variant[data-initial="true"]:not([display="none"])')\
            ?.dataset.state).join(" ")
            """
        #expect(try browser.evaluate(shownState) as? String == "on on")
        try browser.press("ArrowRight")
        #expect(try browser.evaluate("document.querySelector('.reader[data-reader=\"voiceover\"] li')?.textContent") as? String
                == "\"Wi-Fi\" switch changes from on to off")
        // The picture shows the switch off on both platforms now.
        #expect(try browser.evaluate(shownState) as? String == "off off")
        try browser.press("ArrowLeft")
        try browser.press("ArrowLeft")
        #expect(try browser.evaluate("document.body.dataset.step") as? String == "1")
        #expect(try browser.evaluate(shownState) as? String == "on on")
        #expect(try said(browser, "talkback") == expected["talkback"]?[1])
        try browser.press("End")
        #expect(try browser.evaluate("document.getElementById('step-text').className") as? String == "passed")
        let png = try browser.screenshot()
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try png.write(to: Self.screenshots.appendingPathComponent("player-stepped.png"))
        _ = folder
    }

    @Test func hostileLabelsShowAsTextAndNeverRun() throws {
        let (folder, _, page) = try page()
        let browser = try HeadlessChromium()
        try browser.load(file: page)
        // Only the page's own two scripts exist: the label's <script> is text.
        #expect(try browser.evaluate("document.scripts.length") as? Int == 2)
        #expect(try browser.evaluate("document.title") as? String == "Hostile <b>labels</b>: what VoiceOver and TalkBack say")
        #expect(try browser.evaluate("document.querySelectorAll('b script, h1 b, .picture b').length") as? Int == 0)
        try browser.press("ArrowRight")
        #expect(try said(browser, "voiceover") == ["<script>alert(1)</script>, heading"])
        try browser.press("ArrowRight")
        #expect(try said(browser, "voiceover") == ["| ] ) \", button"])
        let steps = try browser.evaluate("document.querySelector('ol.steps').textContent") as? String ?? ""
        #expect(steps.contains("<script>alert(1)</script>"))
        _ = folder
    }

    @Test func spacePlaysAndPausesAndScenariosSwitch() throws {
        let (folder, _, page) = try page()
        let browser = try HeadlessChromium()
        try browser.load(file: page)
        try browser.press(" ")
        #expect(try browser.evaluate("document.getElementById('play').classList.contains('playing')") as? Bool == true)
        // Playing advances by itself (silently here: about 1.6 s a step).
        let deadline = Date().addingTimeInterval(10)
        while (Int(try browser.evaluate("document.body.dataset.step") as? String ?? "") ?? -1) < 1, Date() < deadline {
            usleep(100_000)
        }
        #expect((Int(try browser.evaluate("document.body.dataset.step") as? String ?? "") ?? -1) >= 1)
        try browser.press(" ")
        #expect(try browser.evaluate("document.getElementById('play').classList.contains('playing')") as? Bool == false)
        try browser.press("PageDown")
        #expect(try browser.evaluate("document.getElementById('scenario-title').textContent") as? String == "Keyboard only")
        try browser.press("ArrowRight")
        #expect(try browser.evaluate("document.querySelector('.reader[data-reader=\"ios\"] .said').textContent") as? String
                == "Says nothing (keyboard, no screen reader)")
        #expect(try browser.evaluate("document.querySelectorAll('rect.ring.current').length") as? Int == 1)
        try browser.press("t")
        #expect(try browser.evaluate("document.querySelector('g.tab-order').getAttribute('visibility')") as? String == "visible")
        try browser.screenshot().write(to: Self.screenshots.appendingPathComponent("player-keyboard.png"))
        _ = folder
    }

    /// A stand-in for the browser's speech synthesis (headless Chromium has no voices): it has two voices and keeps
    /// what it is asked to say in `window.spokenTexts`.
    static let recordingSpeech = """
        window.spokenTexts = [];
        window.SpeechSynthesisUtterance = function (text) { this.text = text; };
        const fakeSynth = {
          getVoices: () => [{ name: "Test US", lang: "en-US" }, { name: "Test GB", lang: "en-GB" }],
          speak: (u) => { window.spokenTexts.push(u.text); setTimeout(() => { if (u.onend) u.onend(); }, 5); },
          cancel: () => {}, addEventListener: () => {},
        };
        Object.defineProperty(window, "speechSynthesis", { value: fakeSynth, configurable: true });
        """

    @Test func pressingSSpeaksTheStepShownAndPressingItAgainStops() throws {
        let (folder, scenario, page) = try page()
        let expected = try Self.spoken(scenario)
        let browser = try HeadlessChromium()
        try browser.load(file: page, prelude: Self.recordingSpeech)
        try browser.press("ArrowRight")
        try browser.press("ArrowRight")
        #expect(try browser.evaluate("window.spokenTexts.length") as? Int == 0)
        try browser.press("s")
        #expect(try browser.evaluate("document.getElementById('speak').checked") as? Bool == true)
        let step = (expected["voiceover"]?[1] ?? []) + (expected["talkback"]?[1] ?? [])
        #expect(!step.isEmpty)
        #expect(try browser.evaluate("window.spokenTexts") as? [String] == step)
        try browser.press("s")
        #expect(try browser.evaluate("document.getElementById('speak').checked") as? Bool == false)
        try browser.press("ArrowRight")
        #expect(try browser.evaluate("window.spokenTexts.length") as? Int == step.count)
        _ = folder
    }

    @Test func focusOrderPageTogglesTheTabOrder() throws {
        let folder = try TemporaryFolder()
        let page = folder.path + "/order.html"
        let result = SRSim.run(["render", Sample.packageRoot + "/Examples/settings.scenario", "--format", "html", "-o", page])
        #expect(result.exitCode == .success)
        let browser = try HeadlessChromium(width: 1100, height: 800)
        try browser.load(file: page, readyWhen: "document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelectorAll('g.badge').length") as? Int == 14)
        #expect(try browser.evaluate("document.querySelector('g.tab-order').getAttribute('visibility')") as? String == "hidden")
        try browser.press("t")
        #expect(try browser.evaluate("document.querySelector('g.tab-order').getAttribute('visibility')") as? String == "visible")
        try browser.screenshot().write(to: Self.screenshots.appendingPathComponent("render-settings.png"))
    }
}
