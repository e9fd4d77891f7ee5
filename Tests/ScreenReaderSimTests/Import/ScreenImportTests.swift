import Foundation
import Testing
@testable import ScreenReaderSim

/// SPEC-import section 11 over the project's own dumps (``ImportFixtures``): stops, kinds, names, states, order,
/// dialogs, labels, and the scenario text `srsim import` writes.
struct ScreenImportTests {
    /// What each reader says swiping through every stop of `screen` once.
    static func swipeThrough(_ screen: Screen, _ kind: ReaderKind) throws -> [String] {
        let reader = try ScreenReader(kind, screen: screen)
        for _ in reader.stops { reader.swipeRight() }
        return reader.spokenLog
    }

    /// The screen block's element lines of an import, without the header and the scenario.
    static func elementLines(_ imported: ImportedScreen) -> [String] {
        imported.scenarioText.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("  swipe") && !$0.hasPrefix("  using") }
    }

    @Test(arguments: [
        (ImportFixtures.appiumAndroidSettings, DumpFormat.appiumAndroid),
        (ImportFixtures.uiautomatorForm, .uiautomator),
        (ImportFixtures.swiftUIToggle, .xcuitest),
        (ImportFixtures.alertOverForm, .xcuitest),
        (ImportFixtures.appiumIOSKeyboards, .appiumIOS),
        (ImportFixtures.composeUnmerged, .compose),
        (ImportFixtures.composeMerged, .compose),
        (ImportFixtures.idbDescribeAll, .idb),
        (ImportFixtures.accessibilitySnapshot, .accessibilitySnapshot),
    ])
    func formatIsRecognisedFromTheContent(text: String, format: DumpFormat) throws {
        #expect(try ScreenImporter.importScreen(text: text, named: "dump").format == format)
    }

    /// A dump saved on Windows (CR LF) or with old Mac endings (CR) imports as the same dump saved on Linux: the text
    /// readers once split at LF alone, so a CR LF Compose or XCUITest dump was one long line and failed to import.
    @Test(arguments: [
        ImportFixtures.swiftUIToggle, ImportFixtures.uiKitToggle, ImportFixtures.alertOverForm,
        ImportFixtures.composeUnmerged, ImportFixtures.composeMerged, ImportFixtures.swiftUIJapanese,
        ImportFixtures.uiautomatorForm, ImportFixtures.idbDescribeAll,
    ])
    func aDumpWithWindowsOrOldMacLineEndingsImportsAsWithLinuxOnes(text: String) throws {
        let linux = try ScreenImporter.importScreen(text: text, named: "dump", density: 2)
        for ending in ["\r\n", "\r"] {
            let other = try ScreenImporter.importScreen(text: text.replacingOccurrences(of: "\n", with: ending),
                                                        named: "dump", density: 2)
            #expect(other.format == linux.format)
            #expect(other.scenarioText == linux.scenarioText, "line ending \(ending.debugDescription)")
        }
    }

    @Test func androidRowSplitsWhenItsSwitchIsFocusableAndMergesWhenItIsNot() throws {
        let imported = try ScreenImporter.importScreen(text: ImportFixtures.appiumAndroidSettings, named: "settings.xml", density: 2.5)
        #expect(Self.elementLines(imported) == [
            "  text \"Network & internet\" frame 79.2 42.4 180.8 29.6",
            "  button \"Wi-Fi, AndroidWifi\" frame 0 88 344 80  # guessed: button (clickable android.widget.LinearLayout)",
            "  switch \"Wi-Fi\" on frame 360 112 56 32",
            "  row frame 0 168 432 80",
            "    text \"Airplane mode\"",
            "    switch \"Airplane mode\" off",
        ])
        #expect(try Self.swipeThrough(imported.screen, .talkBack) == [
            "Network & internet",
            "Wi-Fi, AndroidWifi, button, double tap to activate",
            "On, Wi-Fi, switch, double tap to toggle",
            "Off, Airplane mode, switch, double tap to toggle",
        ])
    }

    @Test func uiautomatorFieldsGroupsAndUnlabeledTogglesAreImportedAsTheDumpSays() throws {
        let imported = try ScreenImporter.importScreen(text: ImportFixtures.uiautomatorForm, named: "form.xml", density: 2.5)
        #expect(Self.elementLines(imported) == [
            "  text \"Sign in\" frame 16 40 224 32",
            "  text-field \"\" placeholder \"Email\" frame 16 80 400 48",
            "  text-field \"Password\" secure frame 16 136 400 48",
            "  switch \"\" on frame 360 192 56 32  # guessed: switch (checkable android.view.View)",
            "  radio-group \"Plan\"",
            "    radio \"Free\" selected frame 16 240 400 40",
            "    radio \"Pro\" unselected frame 16 280 400 40",
            "  button \"Continue\" disabled frame 16 360 400 48",
        ])
        #expect(imported.warnings.map(\.message) == ["unlabeled text-field", "unlabeled switch"])
    }

    @Test func swiftUIToggleAndItsUIKitTwinGiveTheSameStops() throws {
        let swiftUI = try ScreenImporter.importScreen(text: ImportFixtures.swiftUIToggle, named: "swiftui.txt")
        let uiKit = try ScreenImporter.importScreen(text: ImportFixtures.uiKitToggle, named: "uikit.txt")
        #expect(Self.elementLines(swiftUI) == Self.elementLines(uiKit))
        #expect(Self.elementLines(swiftUI).contains("    switch \"Dark mode\" off"))
        for kind in [ReaderKind.voiceOver, .talkBack] {
            #expect(try Self.swipeThrough(swiftUI.screen, kind) == Self.swipeThrough(uiKit.screen, kind))
        }
        #expect(try Self.swipeThrough(swiftUI.screen, .voiceOver).count == 3)
    }

    @Test func composeUnmergedTreeMergesItselfAndTheMergedTreeIsWarnedAbout() throws {
        let unmerged = try ScreenImporter.importScreen(text: ImportFixtures.composeUnmerged, named: "c.txt", density: 2.5)
        #expect(Self.elementLines(unmerged) == [
            "  heading \"Settings\" frame 0 40 432 40",
            "  switch \"Wi-Fi\" on frame 0 80 432 60",
            "  checkbox \"Remember me\" unchecked frame 0 140 432 60  # guessed: checkbox (ToggleableState without a Role)",
            "  slider \"Volume\" value 50 min 0 max 100 percent frame 0 200 432 60  # guessed: slider (ProgressBarRangeInfo with SetProgress)",
        ])
        #expect(unmerged.warnings.isEmpty)
        let merged = try ScreenImporter.importScreen(text: ImportFixtures.composeMerged, named: "m.txt", density: 2.5)
        #expect(Self.elementLines(merged) == ["  switch \"Wi-Fi, Connected\" on frame 0 80 432 60"])
        #expect(merged.warnings.map(\.message) == ["merged tree: names are the printed lists (print with useUnmergedTree = true)"])
    }

    @Test func pixelFramesNeedADensityAndPointFramesIgnoreOne() throws {
        let withoutDensity = try ScreenImporter.importScreen(text: ImportFixtures.appiumAndroidSettings, named: "s.xml")
        #expect(withoutDensity.screen.elements.allSatisfy { $0.frame == nil })
        #expect(Self.elementLines(withoutDensity)[0] == "  text \"Network & internet\"  # px frame 198 106 452 74")
        #expect(withoutDensity.warnings.first?.message
                == "no density: frames are pixels, VoiceOver keeps tree order (add density N)")
        let points = try ScreenImporter.importScreen(text: ImportFixtures.idbDescribeAll, named: "i.json", density: 3)
        #expect(points.warnings.first?.message == "density ignored: idb frames are points")
        #expect(points.screen.elements[0].frame == Frame(x: 0, y: 100, width: 390, height: 44))
    }

    @Test func anAlertIsAnOpenDialogThatConfinesFocusFromTheStart() throws {
        let imported = try ScreenImporter.importScreen(text: ImportFixtures.alertOverForm, named: "alert.txt")
        #expect(Self.elementLines(imported)[1] == "  dialog \"Saved\" alert open frame 50 300 290 150")
        #expect(try Self.swipeThrough(imported.screen, .voiceOver) == ["Saved", "Your changes are safe.", "OK, button"])
        let reader = try ScreenReader(.voiceOver, screen: imported.screen)
        reader.swipeRight()
        _ = try reader.perform(.escape)
        reader.swipeRight()
        #expect(reader.lastSpoken == "Submit, button")
    }

    @Test func idbAndAccessibilitySnapshotAreAlreadyVoiceOversElements() throws {
        let idb = try ScreenImporter.importScreen(text: ImportFixtures.idbDescribeAll, named: "home.json")
        #expect(Self.elementLines(idb) == [
            "  switch \"Wi-Fi\" on frame 0 100 390 44",
            "  button \"Calendar, Wednesday, October 14\" hint \"Opens the app\" frame 20 200 60 60  # not modelled: custom actions \"Edit mode\", \"Today\"",
            "  text \"Page 1 of 2\" frame 150 700 90 30  # guessed: text (an adjustable whose value is not a number)",
        ])
        let snapshot = try ScreenImporter.importScreen(text: ImportFixtures.accessibilitySnapshot, named: "as.json")
        #expect(Self.elementLines(snapshot) == [
            "  heading \"Profile\"  # frame 20 40 200 44",
            "  button \"Done\"  # frame 300 40 60 44",
            "  tab-bar \"\"",
            "    tab \"Home\" selected",
            "    tab \"Search\" unselected hint \"Finds things\"",
        ])
    }

    @Test(arguments: [
        ("Wi\u{2011}Fi", "Wi-Fi"),
        ("🇬🇧\nEnglish", "🇬🇧 English"),
        ("8:30\u{200A}AM", "8:30 AM"),
        ("\u{F0061}Home\u{E001}", "Home"),
        ("  Cafe\u{301}  ", "Café"),
        ("???????", "???????"),
    ])
    func namesAreNormalisedBeforeUse(raw: String, expected: String) {
        #expect(ImportText.normalised(raw) == expected)
    }

    @Test func sharedNamesGetNumberedLabelsControlsFirstAndKeepTheirSpokenName() throws {
        let dump = """
        Element subtree:
         →Application, pid: 1, label: 'Clock'
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, 0x2, {{20.0, 50.0}, {100.0, 20.0}}, label: 'Alarm'
              Switch, 0x3, {{300.0, 100.0}, {51.0, 31.0}}, label: 'Alarm', value: 1
              Switch, 0x4, {{300.0, 200.0}, {51.0, 31.0}}, label: 'Alarm', value: 0
        """
        let imported = try ScreenImporter.importScreen(text: dump, named: "clock.txt")
        #expect(Self.elementLines(imported) == [
            "  text \"Alarm (3)\" label \"Alarm\" frame 20 50 100 20",
            "  switch \"Alarm\" on frame 300 100 51 31",
            "  switch \"Alarm (2)\" label \"Alarm\" off frame 300 200 51 31",
        ])
        #expect(!Audit.run(screen: imported.screen).contains { $0.checkID == "SRS002" })
        let reader = try ScreenReader(.voiceOver, screen: imported.screen)
        try reader.touch("Alarm (2)")
        #expect(reader.lastSpoken == "Alarm, off, switch button, double tap to toggle setting")
    }

    @Test func theWrittenScenarioFileRunsExactlyAsTheDump() throws {
        for (text, density) in [(ImportFixtures.appiumAndroidSettings, 2.5), (ImportFixtures.uiautomatorForm, 2.5),
                                (ImportFixtures.swiftUIToggle, nil), (ImportFixtures.alertOverForm, nil),
                                (ImportFixtures.composeUnmerged, 2.5), (ImportFixtures.idbDescribeAll, nil),
                                (ImportFixtures.accessibilitySnapshot, nil), (ImportFixtures.appiumAndroidSettings, nil)] {
            let imported = try ScreenImporter.importScreen(text: text, named: "dump.txt", density: density)
            let file = ScenarioFile(parsing: imported.scenarioText, file: "dump.scenario")
            #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
            let written = try #require(file.screen)
            for kind in [ReaderKind.voiceOver, .talkBack] {
                #expect(try Self.swipeThrough(written, kind) == Self.swipeThrough(imported.screen, kind))
            }
        }
    }

    @Test func anIdbNestedModalIsAnOpenDialogWhoseElementsAreTheOnlyStops() throws {
        let imported = try ScreenImporter.importScreen(text: ImportFixtures.idbNestedModal, named: "inbox.json")
        #expect(Self.elementLines(imported) == [
            "  heading \"Inbox\" frame 20 60 200 40",
            "  button \"Compose\" frame 300 60 70 40",
            "  dialog \"Rename folder\" open frame 20 300 350 240",
            "    text-field \"Folder name\" value \"Receipts\" frame 40 360 310 44",
            "    button \"Cancel\" frame 40 480 140 44",
            "    button \"Save\" frame 210 480 140 44",
        ])
        #expect(imported.warnings.isEmpty)
        for kind in [ReaderKind.voiceOver, .talkBack] {
            let reader = try ScreenReader(kind, screen: imported.screen)
            // Only the modal's title and elements are stops: the background is behind it.
            #expect(reader.stops.map(\.element.name) == ["Rename folder", "Folder name", "Cancel", "Save"])
            try reader.touch("Compose")
            #expect(reader.focus == nil)
            _ = try reader.perform(.escape)
            reader.swipeRight()
            #expect(reader.focus?.element.name == "Inbox")
        }
    }

    @Test func aFlatIdbListIgnoresModalWithAWarning() throws {
        let flat = """
        [{"AXLabel": "Rename", "type": "Group", "modal": true, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
         {"AXLabel": "Save", "type": "Button", "frame": {"x": 0, "y": 20, "width": 10, "height": 10}}]
        """
        let imported = try ScreenImporter.importScreen(text: flat, named: "flat.json")
        #expect(!imported.screen.elements.contains { $0.kind == .dialog })
        #expect(imported.warnings.map(\.message) == ["modal ignored in a flat idb list"])
    }

    /// The picture shows what is on screen: an element numbered only for lookups (`Alarm (2)`) is drawn with its name.
    @Test func thePictureShowsTheNameOfAnElementWhoseLabelIsOnlyNumberedForLookups() throws {
        let dump = """
        Element subtree:
         →Application, pid: 1, label: 'Clock'
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, 0x2, {{20.0, 50.0}, {100.0, 20.0}}, label: 'Alarm'
              Switch, 0x3, {{100.0, 100.0}, {250.0, 31.0}}, label: 'Alarm', value: 1
              Switch, 0x4, {{100.0, 200.0}, {250.0, 31.0}}, label: 'Alarm', value: 0
        """
        let imported = try ScreenImporter.importScreen(text: dump, named: "clock.txt")
        let svg = FocusOrderPicture(report: try FocusOrderReport(screen: imported.screen)).svg()
        #expect(!svg.contains("Alarm ("))
        // The text and both switches, in each reader's panel.
        #expect(svg.components(separatedBy: ">Alarm<").count - 1 == 6)
        // A written screen that shows a number keeps it: only a label that is the name and a number is a lookup key.
        let written = Screen("S") { Switch("Alarm (2)").accessibilityLabel("Wake-up alarm") }
        #expect(FocusOrderPicture(report: try FocusOrderReport(screen: written)).svg().contains(">Alarm (2)<"))
    }

    /// A localized SwiftUI screen: the tab and the navigation title share 基本要素; the tab, a control, keeps the name as
    /// its label and the title is `基本要素 (2)`, spoken as 基本要素.
    @Test func aLocalizedTabAndTitleSharingANameNumberTheTitle() throws {
        let imported = try ScreenImporter.importScreen(text: ImportFixtures.swiftUIJapanese, named: "ja.txt")
        #expect(Self.elementLines(imported) == [
            "  heading \"基本要素 (2)\" label \"基本要素\" frame 16 100 150 41  # guessed: heading (title of a NavigationBar)",
            "  row frame 0 160 390 44",
            "    switch \"トグル\" on",
            "  tab-bar \"\" frame 0 761 390 83",
            "    tab \"基本要素\" selected frame 2 762 128 48",
            "    tab \"設定\" unselected frame 132 762 128 48",
        ])
        let reader = try ScreenReader(.voiceOver, screen: imported.screen)
        #expect(try reader.state(of: "基本要素") == .selected)
        try reader.touch("基本要素 (2)")
        #expect(reader.lastSpoken == "基本要素, heading")
    }
}
