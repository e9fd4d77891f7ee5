import Testing
@testable import ScreenReaderSim

/// Every format's fixtures (``ImportFixtures``) on the seed profiles and on the device profiles `voiceover@ios18` and
/// `talkback@15`: how many stops each reader finds and what a swipe through all of them speaks, usage hints as their
/// own utterance on the device profiles (<doc:ReaderProfiles>, <doc:ImportingRealApps>).
struct ImportedFixtureProfileTests {
    /// Each fixture's text and the density it is imported with.
    static let fixtures: [String: (text: String, density: Double?)] = [
        "appiumAndroidSettings": (ImportFixtures.appiumAndroidSettings, 2.5),
        "uiautomatorForm": (ImportFixtures.uiautomatorForm, 2.5),
        "swiftUIToggle": (ImportFixtures.swiftUIToggle, nil),
        "alertOverForm": (ImportFixtures.alertOverForm, nil),
        "appiumIOSKeyboards": (ImportFixtures.appiumIOSKeyboards, nil),
        "composeUnmerged": (ImportFixtures.composeUnmerged, 2.5),
        "composeMerged": (ImportFixtures.composeMerged, 2.5),
        "idbDescribeAll": (ImportFixtures.idbDescribeAll, nil),
        "accessibilitySnapshot": (ImportFixtures.accessibilitySnapshot, nil),
        "idbNestedModal": (ImportFixtures.idbNestedModal, nil),
        "swiftUIJapanese": (ImportFixtures.swiftUIJapanese, nil),
    ]

    /// What `reader` speaks swiping once through every stop of the fixture, and how many stops it has.
    static func swipeThrough(_ fixture: String, on reader: String) throws -> (stops: Int, spoken: [String]) {
        let (text, density) = try #require(fixtures[fixture])
        let imported = try ScreenImporter.importScreen(text: text, named: fixture + ".txt", density: density)
        let screenReader = try ScreenReader(ReaderKind(reader), screen: imported.screen)
        for _ in screenReader.stops { screenReader.swipeRight() }
        return (screenReader.stops.count, screenReader.spokenLog)
    }

    static let cases: [(fixture: String, reader: String, stops: Int, spoken: [String])] = [
        ("appiumAndroidSettings", "voiceover", 4, ["Network & internet", "Wi-Fi, AndroidWifi, button", "Wi-Fi, on, switch button, double tap to toggle setting", "Airplane mode, off, switch button, double tap to toggle setting"]),
        ("appiumAndroidSettings", "voiceover@ios18", 4, ["Network & internet", "Wi-Fi, AndroidWifi, button", "Wi-Fi, switch button, on", "double tap to toggle setting", "Airplane mode, off", "double tap to toggle setting"]),
        ("appiumAndroidSettings", "talkback", 4, ["Network & internet", "Wi-Fi, AndroidWifi, button, double tap to activate", "On, Wi-Fi, switch, double tap to toggle", "Off, Airplane mode, switch, double tap to toggle"]),
        ("appiumAndroidSettings", "talkback@15", 4, ["Network & internet", "Wi-Fi, AndroidWifi, Button", "Double-tap to activate", "On, Wi-Fi, Switch", "Double-tap to toggle", "Airplane mode, Off, Switch", "Double-tap to activate"]),
        ("uiautomatorForm", "voiceover", 8, ["Sign in", "Email, text field, double tap to edit", "Password, secure text field, double tap to edit", "on, switch button, double tap to toggle setting", "Plan", "Free, selected, button", "Pro, unselected, button", "Continue, dimmed, button"]),
        ("uiautomatorForm", "voiceover@ios18", 8, ["Sign in", "Email, text field", "double tap to edit", "Password, secure text field", "double tap to edit", "switch button, on", "double tap to toggle setting", "Plan", "Free, selected, button", "Pro, unselected, button", "Continue, dimmed, button"]),
        ("uiautomatorForm", "talkback", 8, ["Sign in", "Email, Edit box, double tap to edit text", "Edit box, Password, double tap to edit text", "On, switch, double tap to toggle", "Plan", "Checked, Free, radio button, double tap to toggle", "Not checked, Pro, radio button, double tap to toggle", "Continue, button, disabled"]),
        ("uiautomatorForm", "talkback@15", 8, ["Sign in", "Edit box", "Double-tap to edit text", "Password, Edit box", "Double-tap to edit text", "On, Switch", "Double-tap to toggle", "Plan", "Selected, Free, Radio button, 1 of 2, In list, 2 items", "Double-tap to select", "Not selected, Pro, Radio button, 2 of 2", "Double-tap to select", "Continue, Button, disabled"]),
        ("swiftUIToggle", "voiceover", 3, ["Settings, heading", "Dark mode, off, switch button, double tap to toggle setting", "Sign out, button"]),
        ("swiftUIToggle", "voiceover@ios18", 3, ["Settings, heading", "Dark mode, off", "double tap to toggle setting", "Sign out, button"]),
        ("swiftUIToggle", "talkback", 3, ["Settings, heading", "Off, Dark mode, switch, double tap to toggle", "Sign out, button, double tap to activate"]),
        ("swiftUIToggle", "talkback@15", 3, ["Settings, Heading", "Dark mode, Off, Switch", "Double-tap to activate", "Sign out, Button", "Double-tap to activate"]),
        ("alertOverForm", "voiceover", 3, ["Saved", "Your changes are safe.", "OK, button"]),
        ("alertOverForm", "voiceover@ios18", 3, ["Saved", "Your changes are safe.", "OK, button"]),
        ("alertOverForm", "talkback", 3, ["Saved", "Your changes are safe.", "OK, button, double tap to activate"]),
        ("alertOverForm", "talkback@15", 3, ["Saved", "Your changes are safe.", "OK, Button", "Double-tap to activate"]),
        ("appiumIOSKeyboards", "voiceover", 2, ["Auto-Correction, on, switch button, double tap to toggle setting", "Volume, 40%, adjustable, swipe up or down with one finger to adjust the value"]),
        ("appiumIOSKeyboards", "voiceover@ios18", 2, ["Auto-Correction, on", "double tap to toggle setting", "Volume, 40%, adjustable", "swipe up or down with one finger to adjust the value"]),
        ("appiumIOSKeyboards", "talkback", 2, ["On, Auto-Correction, switch, double tap to toggle", "40 percent, Volume, slider, swipe up or swipe down to adjust"]),
        ("appiumIOSKeyboards", "talkback@15", 2, ["Auto-Correction, On, Switch", "Double-tap to activate", "40%, Volume, Slider", "Swipe up or swipe down to adjust"]),
        ("composeUnmerged", "voiceover", 4, ["Settings, heading", "Wi-Fi, on, switch button, double tap to toggle setting", "Remember me, not checked, button", "Volume, 50%, adjustable, swipe up or down with one finger to adjust the value"]),
        ("composeUnmerged", "voiceover@ios18", 4, ["Settings, heading", "Wi-Fi, switch button, on", "double tap to toggle setting", "Remember me, not checked, button", "Volume, 50%, adjustable", "swipe up or down with one finger to adjust the value"]),
        ("composeUnmerged", "talkback", 4, ["Settings, heading", "On, Wi-Fi, switch, double tap to toggle", "Not checked, Remember me, checkbox, double tap to toggle", "50 percent, Volume, slider, swipe up or swipe down to adjust"]),
        ("composeUnmerged", "talkback@15", 4, ["Settings, Heading", "On, Wi-Fi, Switch", "Double-tap to toggle", "Not checked, Remember me, Check box", "Double-tap to toggle", "50%, Volume, Slider", "Swipe up or swipe down to adjust"]),
        ("composeMerged", "voiceover", 1, ["Wi-Fi, Connected, on, switch button, double tap to toggle setting"]),
        ("composeMerged", "voiceover@ios18", 1, ["Wi-Fi, Connected, switch button, on", "double tap to toggle setting"]),
        ("composeMerged", "talkback", 1, ["On, Wi-Fi, Connected, switch, double tap to toggle"]),
        ("composeMerged", "talkback@15", 1, ["On, Wi-Fi, Connected, Switch", "Double-tap to toggle"]),
        ("idbDescribeAll", "voiceover", 3, ["Wi-Fi, on, switch button, double tap to toggle setting", "Calendar, Wednesday, October 14, button, Opens the app", "Page 1 of 2"]),
        ("idbDescribeAll", "voiceover@ios18", 3, ["Wi-Fi, switch button, on", "double tap to toggle setting", "Calendar, Wednesday, October 14, button", "Opens the app", "Page 1 of 2"]),
        ("idbDescribeAll", "talkback", 3, ["On, Wi-Fi, switch, double tap to toggle", "Calendar, Wednesday, October 14, button, double tap to activate, Opens the app", "Page 1 of 2"]),
        ("idbDescribeAll", "talkback@15", 3, ["On, Wi-Fi, Switch", "Double-tap to toggle", "Calendar, Wednesday, October 14, Button, Opens the app", "Double-tap to activate", "Page 1 of 2"]),
        ("accessibilitySnapshot", "voiceover", 4, ["Profile, heading", "Done, button", "Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2, Finds things"]),
        ("accessibilitySnapshot", "voiceover@ios18", 4, ["Profile, heading", "Done, button", "Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2", "Finds things"]),
        ("accessibilitySnapshot", "talkback", 4, ["Profile, heading", "Done, button, double tap to activate", "Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2, double tap to activate, Finds things"]),
        ("accessibilitySnapshot", "talkback@15", 4, ["Profile, Heading", "Done, Button", "Double-tap to activate", "Selected, Home, Tab, 1 of 2, In list, 2 items", "Search, Tab, Finds things, 2 of 2", "Double-tap to activate"]),
        ("idbNestedModal", "voiceover", 4, ["Rename folder", "Folder name, Receipts, text field, double tap to edit", "Cancel, button", "Save, button"]),
        ("idbNestedModal", "voiceover@ios18", 4, ["Rename folder", "Folder name, Receipts, text field", "double tap to edit", "Cancel, button", "Save, button"]),
        ("idbNestedModal", "talkback", 4, ["Rename folder", "Receipts, Edit box, Folder name, double tap to edit text", "Cancel, button, double tap to activate", "Save, button, double tap to activate"]),
        ("idbNestedModal", "talkback@15", 4, ["Rename folder", "Receipts, Edit box, Folder name", "Double-tap to edit text", "Cancel, Button", "Double-tap to activate", "Save, Button", "Double-tap to activate"]),
        ("swiftUIJapanese", "voiceover", 4, ["基本要素, heading", "トグル, on, switch button, double tap to toggle setting", "Selected, 基本要素, tab, 1 of 2", "設定, tab, 2 of 2"]),
        ("swiftUIJapanese", "voiceover@ios18", 4, ["基本要素, heading", "トグル, on", "double tap to toggle setting", "Selected, 基本要素, tab, 1 of 2", "設定, tab, 2 of 2"]),
        ("swiftUIJapanese", "talkback", 4, ["基本要素, heading", "On, トグル, switch, double tap to toggle", "Selected, 基本要素, tab, 1 of 2", "設定, tab, 2 of 2, double tap to activate"]),
        ("swiftUIJapanese", "talkback@15", 4, ["基本要素, Heading", "トグル, On, Switch", "Double-tap to activate", "Selected, 基本要素, Tab, 1 of 2, In list, 2 items", "設定, Tab, 2 of 2", "Double-tap to activate"]),
    ]

    @Test(arguments: cases)
    func eachFixtureSpeaksAsItsProfileSays(fixture: String, reader: String, stops: Int, spoken: [String]) throws {
        let result = try Self.swipeThrough(fixture, on: reader)
        #expect(result.stops == stops)
        #expect(result.spoken == spoken)
    }

    /// The SwiftUI toggle cell and its UIKit twin are the same stops on the device profiles too.
    @Test(arguments: ["voiceover@ios18", "talkback@15"])
    func theSwiftUIToggleAndItsUIKitTwinSpeakAlikeOnDeviceProfiles(reader: String) throws {
        let swiftUI = try ScreenImporter.importScreen(text: ImportFixtures.swiftUIToggle, named: "s.txt")
        let uiKit = try ScreenImporter.importScreen(text: ImportFixtures.uiKitToggle, named: "u.txt")
        var logs: [[String]] = []
        for screen in [swiftUI.screen, uiKit.screen] {
            let screenReader = try ScreenReader(ReaderKind(reader), screen: screen)
            for _ in screenReader.stops { screenReader.swipeRight() }
            logs.append(screenReader.spokenLog)
        }
        #expect(logs[0] == logs[1])
    }
}
