import Testing
@testable import ScreenReaderSim

/// TalkBack's focus rules over Android dumps (SPEC-import 11.4), each on a small dump of its own.
struct AndroidImportRulesTests {
    /// An Appium Android dump whose window holds `body`.
    static func dump(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy class="hierarchy" width="1080" height="2400">
          <android.widget.FrameLayout class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        \(body)
          </android.widget.FrameLayout>
        </hierarchy>
        """
    }

    static func lines(_ body: String) throws -> [String] {
        ScreenImportTests.elementLines(try ScreenImporter.importScreen(text: dump(body), named: "d.xml", density: 2))
    }

    @Test(arguments: [
        // A pane title makes an open dialog of its subtree; its first text equal to the title is dropped.
        ("""
            <android.widget.LinearLayout class="android.widget.LinearLayout" pane-title="Delete photo?" bounds="[100,800][980,1400]">
              <android.widget.TextView class="android.widget.TextView" text="Delete photo?" bounds="[140,840][900,920]"/>
              <android.widget.Button class="android.widget.Button" text="Cancel" clickable="true" bounds="[140,1200][500,1300]"/>
            </android.widget.LinearLayout>
        """, [
            "  dialog \"Delete photo?\" open frame 50 400 440 300",
            "    button \"Cancel\" frame 70 600 180 50",
        ]),
        // A blank pane title (Flutter writes " " on every route) marks nothing.
        ("""
            <android.view.View class="android.view.View" pane-title=" " bounds="[0,0][1080,2400]">
              <android.view.View class="android.view.View" content-desc="🇬🇧&#10;English" clickable="true" bounds="[0,100][1080,200]"/>
            </android.view.View>
        """, [
            "  button \"🇬🇧 English\" frame 0 50 540 50  # guessed: button (clickable android.view.View)",
        ]),
        // A node that is not important for accessibility is spliced out: its children take its place.
        ("""
            <android.widget.LinearLayout class="android.widget.LinearLayout" clickable="true" a11y-important="false" bounds="[0,100][1080,300]">
              <android.widget.TextView class="android.widget.TextView" text="日本語 (日本)" content-desc="Japanese (Japan)" bounds="[40,120][600,200]"/>
            </android.widget.LinearLayout>
        """, [
            "  text \"Japanese (Japan)\" frame 20 60 280 40",
        ]),
        // Appium's heading flag makes a heading; a selected text drops its selection, noted.
        ("""
            <android.widget.TextView class="android.widget.TextView" text="Alarms" heading="true" bounds="[40,100][600,200]"/>
            <android.widget.TextView class="android.widget.TextView" text="Clock" selected="true" bounds="[40,300][600,400]"/>
        """, [
            "  heading \"Alarms\" frame 20 50 280 50",
            "  text \"Clock\" frame 20 150 280 50  # dropped: selected",
        ]),
        // Items of a RecyclerView speak as stops though not clickable; a focusable container whose children are all
        // focusable is not a stop; a Switch's thumb text ending is stripped.
        ("""
            <androidx.recyclerview.widget.RecyclerView class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,100][1080,1000]">
              <android.widget.TextView class="android.widget.TextView" text="SECURITY STATUS" bounds="[0,100][1080,200]"/>
              <android.widget.LinearLayout class="android.widget.LinearLayout" focusable="true" bounds="[0,200][1080,400]">
                <android.widget.Switch class="android.widget.Switch" text="Bluetooth, ON" checkable="true" checked="true" focusable="true" bounds="[800,250][1040,350]"/>
              </android.widget.LinearLayout>
            </androidx.recyclerview.widget.RecyclerView>
        """, [
            "  text \"SECURITY STATUS\" frame 0 50 540 50",
            "  switch \"Bluetooth\" on frame 400 125 120 50",
        ]),
    ])
    func talkBacksRulesDecideTheStops(body: String, expected: [String]) throws {
        #expect(try Self.lines(body) == expected)
    }

    @Test func identicalDescriptionsAreNumberedForTouchAndExpectOnly() throws {
        let body = """
            <android.widget.FrameLayout class="android.widget.FrameLayout" clickable="true" bounds="[0,100][1080,300]">
              <android.widget.TextView class="android.widget.TextView" text="8:30\u{200A}AM" bounds="[40,120][400,200]"/>
              <android.widget.Switch class="android.widget.Switch" content-desc=" Alarm" checkable="true" checked="true" focusable="true" clickable="true" bounds="[800,150][1040,250]"/>
            </android.widget.FrameLayout>
            <android.widget.FrameLayout class="android.widget.FrameLayout" clickable="true" bounds="[0,300][1080,500]">
              <android.widget.TextView class="android.widget.TextView" text="9:00\u{200A}AM" bounds="[40,320][400,400]"/>
              <android.widget.Switch class="android.widget.Switch" content-desc=" Alarm" checkable="true" checked="false" focusable="true" clickable="true" bounds="[800,350][1040,450]"/>
            </android.widget.FrameLayout>
        """
        let imported = try ScreenImporter.importScreen(text: Self.dump(body), named: "alarms.xml", density: 2)
        #expect(ScreenImportTests.elementLines(imported) == [
            "  button \"8:30 AM\" frame 0 50 540 100  # guessed: button (clickable android.widget.FrameLayout)",
            "  switch \"Alarm\" on frame 400 75 120 50",
            "  button \"9:00 AM\" frame 0 150 540 100  # guessed: button (clickable android.widget.FrameLayout)",
            "  switch \"Alarm (2)\" label \"Alarm\" off frame 400 175 120 50",
        ])
        #expect(imported.warnings.map(\.message) == ["1 label renamed for touch and expect: \"Alarm (2)\""])
        let talkBack = try ScreenReader(.talkBack, screen: imported.screen)
        try talkBack.touch("Alarm (2)")
        #expect(talkBack.lastSpoken == "Off, Alarm, switch, double tap to toggle")
    }
}

/// The `open` dialog attribute (SPEC-import 11.11), written by hand.
struct OpenDialogTests {
    static let file = """
    screen "Form"
      button "Submit"
      dialog "Saved" open alert
        text "Your changes are safe."
        button "OK" closes

    scenario "The dialog is showing from the start"
      using voiceover, talkback
      swipe right -> "Saved"
      swipe right -> "Your changes are safe."
      expect "Submit" is enabled
      touch "Submit" -> nothing
      swipe right
      double tap -> nothing
      swipe right
        voiceover -> "Submit, button"
        talkback -> "Submit, button, double tap to activate"
    """

    @Test func anOpenDialogConfinesFocusBeforeTheFirstStepAndAnnouncesNothing() throws {
        let file = ScenarioFile(parsing: Self.file, file: "open.scenario")
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        let result = ScenarioRunner.run(file)
        #expect(result.passed, "\(result)")
        let reader = try ScreenReader(.voiceOver, screen: try #require(file.screen))
        #expect(reader.log.isEmpty)
        #expect(reader.openLayerElements.map(\.name) == ["Saved"])
        reader.reset()
        #expect(reader.openLayerElements.map(\.name) == ["Saved"])
    }

    @Test func openFitsOnlyADialog() {
        let file = ScenarioFile(parsing: "screen \"A\"\n  button \"OK\" open\n", file: "bad.scenario")
        #expect(file.hasErrors)
        #expect(file.diagnostics.first?.location.column == 15)
    }
}
