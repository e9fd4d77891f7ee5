import Foundation
import Testing
@testable import SRSimCommandLine

/// The player in a real browser on screens that change: focus followed into a dialog's and a menu's own panel, typed
/// text shown in the picture (bullets for a secure field), and an expandable's contents brightened once expanded.
extension TranscriptPlayerBrowserTests {
    static let changing = #"""
    screen "Account"
      text-field "Name" placeholder "Your name"
      text-field "Password" secure
      menu "Sort by" value "Newest"
        option "Newest"
        option "Oldest"
      button "Delete" opens confirm
      expandable "More"
        text "Small print"
      dialog "Delete your account?" id confirm alert
        button "Cancel" closes

    scenario "Everything"
      using voiceover, talkback
      touch "Name"
      double tap
      type "Ada"
      touch "Password"
      double tap
      type "hunter2"
      touch "Sort by"
      double tap
      swipe right
      double tap
      touch "Delete"
      double tap
      swipe right
      double tap
      touch "More"
      double tap

    """#

    func changingPage() throws -> (folder: TemporaryFolder, page: String) {
        let folder = try TemporaryFolder()
        let scenario = try folder.write("changing.scenario", Self.changing)
        let page = folder.path + "/player.html"
        let result = SRSim.run(["transcript", scenario, "--format", "html", "-o", page])
        #expect(result.exitCode == .success, "\(result.stderr)")
        return (folder, page)
    }

    func go(to step: Int, _ browser: HeadlessChromium) throws {
        try browser.press("Home")
        for _ in 0...step { try browser.press("ArrowRight") }
        #expect(try browser.evaluate("document.body.dataset.step") as? String == String(step))
    }

    /// The id of the panel holding each platform's lit ring, and the ring's key.
    func litRings(_ browser: HeadlessChromium) throws -> [String] {
        try browser.evaluate("[...document.querySelectorAll('rect.ring.current')].map(r => r.closest('g.panel').id + ' ' + r.dataset.key)")
            as? [String] ?? []
    }

    func shownValue(_ field: Int, _ browser: HeadlessChromium) throws -> [String] {
        try browser.evaluate("[...document.querySelectorAll('text.value[data-element=\"\(field)\"]')].map(t => t.textContent)")
            as? [String] ?? []
    }

    @Test func focusIsFollowedIntoADialogsAndAMenusOwnPanel() throws {
        let (folder, page) = try changingPage()
        let browser = try HeadlessChromium()
        try browser.load(file: page)
        // Elements: 0 Name, 1 Password, 2 Sort by, 3 Newest, 4 Oldest, 5 Delete, 6 More, 7 Small print, 8 the dialog, 9 Cancel.
        try go(to: 7, browser)  // the menu opened: focus on its chosen option
        #expect(try litRings(browser) == ["panel-voiceover-layer-2 3/whole", "panel-talkback-layer-2 3/whole"])
        #expect(try browser.evaluate("document.querySelectorAll('g.panel.layer:not(.closed)').length") as? Int == 2)
        try go(to: 9, browser)  // an option chosen: back on the menu button, which shows it
        #expect(try litRings(browser) == ["panel-voiceover 2/whole", "panel-talkback 2/whole"])
        #expect(try shownValue(2, browser) == ["Oldest", "Oldest"])
        #expect(try browser.evaluate("document.querySelectorAll('g.panel.layer:not(.closed)').length") as? Int == 0)
        try go(to: 11, browser)  // the alert opened: focus on its title
        #expect(try litRings(browser) == ["panel-voiceover-layer-8 8/title", "panel-talkback-layer-8 8/title"])
        #expect(try browser.evaluate("[...document.querySelectorAll('g.panel.layer:not(.closed)')].map(p => p.id).join(' ')")
                as? String == "panel-voiceover-layer-8 panel-talkback-layer-8")
        try browser.screenshot().write(to: Self.screenshots.appendingPathComponent("player-dialog.png"))
        _ = folder
    }

    @Test func typedTextShowsInThePictureAndASecureFieldsAsBullets() throws {
        let (folder, page) = try changingPage()
        let browser = try HeadlessChromium()
        try browser.load(file: page)
        #expect(try shownValue(0, browser) == ["Your name", "Your name"])
        try go(to: 2, browser)
        #expect(try shownValue(0, browser) == ["Ada", "Ada"])
        try go(to: 5, browser)
        #expect(try shownValue(1, browser) == [String(repeating: "\u{2022}", count: 7), String(repeating: "\u{2022}", count: 7)])
        let html = try browser.evaluate("document.documentElement.outerHTML") as? String ?? ""
        #expect(!html.replacingOccurrences(of: "type \\\"hunter2\\\"", with: "").replacingOccurrences(of: "type &quot;hunter2&quot;", with: "")
            .replacingOccurrences(of: "type \"hunter2\"", with: "").contains("hunter2"), "the password is in the page")
        try go(to: 1, browser)
        #expect(try shownValue(0, browser) == ["Your name", "Your name"])
        _ = folder
    }

    @Test func anExpandablesContentsBrightenOnceExpanded() throws {
        let (folder, page) = try changingPage()
        let browser = try HeadlessChromium()
        try browser.load(file: page)
        let opacity = "[...document.querySelectorAll('g.element[data-element=\"7\"]')].map(g => g.getAttribute('opacity')).join(' ')"
        #expect(try browser.evaluate(opacity) as? String == "0.3 0.3")
        try go(to: 15, browser)
        #expect(try browser.evaluate(opacity) as? String == " ")
        try browser.press("ArrowLeft")
        #expect(try browser.evaluate(opacity) as? String == "0.3 0.3")
        _ = folder
    }
}
