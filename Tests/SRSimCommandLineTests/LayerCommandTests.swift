import Foundation
import Testing
@testable import SRSimCommandLine

/// `srsim order`, `transcript` and `live` on a screen with a dialog and a menu (SPEC-controls §7).
@Suite struct LayerCommandTests {
    static let file = """
    screen "Sign in"
      button "Sign in" opens failed
      menu "Sort by" value "Newest"
        option "Newest"
        option "Oldest"
      dialog "Sign in failed" id failed alert
        text "The password is incorrect."
        button "OK" closes

    scenario "Alert"
      using voiceover
      swipe right
      double tap -> "Alert, Sign in failed"
      escape -> "Sign in, button"

    """

    @Test func orderListsTheScreenThenEachLayersOwnOrder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("layers.scenario", Self.file)
        let result = SRSim.run(["order", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasSuffix("""
        Tab order (keyboard, no screen reader): iOS 1, 2 · Android 1, 2

        Menu "Sort by" (opened by "Sort by" menu): its own order while open, focus confined to it

          #  VoiceOver                      TalkBack
          1  Selected, Newest, button       Selected, Newest, 1 of 2, double tap to activate
          2  Oldest, button                 Oldest, 2 of 2, double tap to activate
          3  Dismiss context menu, button
          (VoiceOver adds its "Dismiss context menu" button after the last option; TalkBack does not)

        Alert dialog "Sign in failed" (opened by "Sign in" button): its own order while open, focus confined to it

          #  VoiceOver                    TalkBack
          1  Sign in failed               Sign in failed
          2  The password is incorrect.   The password is incorrect.
          3  OK, button                   OK, button, double tap to activate
          (as it opens, VoiceOver says "Alert" before the title, in the same utterance)

        """), "\(result.stdout)")
        let json = SRSim.run(["order", path, "--format", "json"])
        #expect(json.stdout.contains("\"layers\""))
        #expect(json.stdout.contains("\"openedBy\""))
    }

    @Test func transcriptSaysLayersOpeningAndClosingInPlainWords() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("layers.scenario", Self.file)
        let result = SRSim.run(["transcript", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        Alert — VoiceOver
        Screen "Sign in", VoiceOver on, focus before the first item.
          1. swipe right
               focus moves to "Sign in" button
               VoiceOver says: "Sign in, button"
          2. double tap
               "Sign in" button is activated
               an alert opens: Sign in failed
               focus moves to the title of the dialog "Sign in failed"
               VoiceOver says: "Alert, Sign in failed"
          3. escape
               the dialog closes: Sign in failed
               focus moves to "Sign in" button
               VoiceOver says: "Sign in, button"

        """)
    }

    @Test func liveShowsTheLayerAndItsOrder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("layers.scenario", Self.file)
        let typed = TypedLines(["touch \"Sort by\"", "double tap", "order", "rotor headings", "quit"])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("a menu opens: Sort by"))
        #expect(result.stdout.contains("▸ 1. Selected, Newest, button"))
        #expect(result.stdout.contains("  3. Dismiss context menu, button"))
        #expect(result.stdout.contains("the rotor is set to headings"))
    }

    @Test func bundledLayerScenariosPassAndAuditClean() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["alert-dialog", "modal", "menu", "dropdown", "snackbar-toast", "headings"] {
            let path = root.appendingPathComponent("Scenarios/\(name).scenario").path
            let run = SRSim.run(["run", path])
            #expect(run.exitCode == .success, "\(name): \(run.stdout)\(run.stderr)")
            let audit = SRSim.run(["audit", path])
            #expect(audit.exitCode == .success, "\(name): \(audit.stdout)")
        }
    }
}
