import ScreenReaderSim

/// Fuzzes every dump parser (<doc:ImportingRealApps>): any bytes are read with the format recognised from the content
/// and then as each of the seven formats in turn, without crashing, deterministically; a dump that imports writes a
/// scenario file that parses without errors and reads exactly as the dump on both readers.
public enum ImportFuzzTarget {
    /// Checks one input.
    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        for format in [nil] + DumpFormat.allCases.map(Optional.some) {
            let first: Result<ImportedScreen, ImportError>
            do throws(ImportError) {
                first = .success(try ScreenImporter.importScreen(bytes: bytes, named: "fuzz.xml", format: format, density: 2))
            } catch {
                first = .failure(error)
            }
            let again: Result<ImportedScreen, ImportError>
            do throws(ImportError) {
                again = .success(try ScreenImporter.importScreen(bytes: bytes, named: "fuzz.xml", format: format, density: 2))
            } catch {
                again = .failure(error)
            }
            switch (first, again) {
            case (.failure(let error), .failure(let other)):
                try FuzzFailure.require(error == other, "importing the same bytes twice failed differently")
                try FuzzFailure.require(!error.description.isEmpty, "an import error says nothing")
            case (.success(let imported), .success(let other)):
                let text = imported.scenarioText
                try FuzzFailure.require(text == other.scenarioText, "importing the same bytes twice wrote different files")
                try checkRoundTrip(imported, text: text)
            default:
                throw FuzzFailure("importing the same bytes twice succeeded once")
            }
        }
    }

    /// The written file parses, and swiping through it reads as swiping through the imported screen.
    private static func checkRoundTrip(_ imported: ImportedScreen, text: String) throws(FuzzFailure) {
        let file = ScenarioFile(parsing: text, file: "fuzz.scenario")
        try FuzzFailure.require(!file.hasErrors, "the written scenario file has errors: \(file.renderedDiagnostics)")
        guard let written = file.screen, imported.stopCount <= 200 else { return }
        for kind in [ReaderKind.voiceOver, .talkBack] {
            guard let direct = try? ScreenReader(kind, screen: imported.screen),
                  let reread = try? ScreenReader(kind, screen: written) else {
                throw FuzzFailure("an imported screen has no focus order")
            }
            for _ in 0..<(imported.stopCount + 1) {
                direct.swipeRight()
                reread.swipeRight()
            }
            try FuzzFailure.require(direct.spokenLog == reread.spokenLog,
                                    "the written file reads differently from the dump on \(kind)")
        }
    }
}
