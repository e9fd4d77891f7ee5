import Foundation

/// Small scenario files shared by the tests.
package enum Sample {
    package static let passing = """
    screen "Tiny"
      button "OK"
      switch "Sound" on

    scenario "Both"
      using voiceover, talkback
      swipe right
        voiceover -> "OK, button"
        talkback -> "OK, button, double tap to activate"

    """

    package static let failing = """
    screen "Tiny"
      button "OK"
      switch "Sound" on

    scenario "Wrong speech"
      using voiceover
      swipe right -> "Cancel, button"

    scenario "Wrong state"
      using voiceover
      expect "Sound" is off

    """

    package static let broken = """
    screen "Tiny"
      buton "OK"

    scenario "X"
      using voiceover
      swipe right -> "OK, button"

    """

    /// The package's root folder, found from this file's place in it.
    package static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
