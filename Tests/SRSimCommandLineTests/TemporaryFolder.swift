import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TemporaryFolder {
    /// The folder's path.
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("srsim-clitests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` as UTF-8, byte for byte, to `name` (a relative path; folders are created) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The file's bytes.
    func data(_ name: String) -> Data? { FileManager.default.contents(atPath: path + "/" + name) }
}

/// Lines typed into `srsim live`, handed out one at a time.
final class TypedLines {
    private var remaining: [String]
    /// How many lines were asked for.
    private(set) var taken = 0

    init(_ lines: [String]) { remaining = lines }

    func next() -> String? {
        guard !remaining.isEmpty else { return nil }
        taken += 1
        return remaining.removeFirst()
    }
}

/// Small scenario files shared by the tests.
enum Sample {
    static let passing = """
    screen "Tiny"
      button "OK"
      switch "Sound" on

    scenario "Both"
      using voiceover, talkback
      swipe right
        voiceover -> "OK, button"
        talkback -> "OK, button, double tap to activate"

    """

    static let failing = """
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

    static let broken = """
    screen "Tiny"
      buton "OK"

    scenario "X"
      using voiceover
      swipe right -> "OK, button"

    """

    /// The package's root folder, found from this file's place in it.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
