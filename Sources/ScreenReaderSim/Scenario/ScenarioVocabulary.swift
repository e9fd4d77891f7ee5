/// Every word and mark of the scenario language, taken from the tables the parser reads (kinds, attributes, readers,
/// keys, rotor choices, steps and checks, reader profiles and settings) plus the few words steps spell out: what the fuzzing dictionary is made of,
/// so it holds every kind, attribute, key and step the language has, including dialogs, menus and the rotor.
package enum ScenarioVocabulary {
    /// The words that open a file's blocks, and the layout directions and row grouping a screen line takes.
    package static var structureWords: [String] {
        ["screen", "scenario", "using"] + LayoutDirection.allCases.map(\.rawValue) + [RowGrouping.anchored.rawValue]
    }

    /// Every element kind's keyword.
    package static var kindWords: [String] { ElementKind.allCases.map(\.keyword) }

    /// Every attribute word, sorted.
    package static var attributeWords: [String] { ScenarioParserState.attributeNames }

    /// Every reader's keyword (`using` lines and per-reader expectations), every device profile (`talkback@15`) and
    /// every reader setting with each of its values (`hints=off`, `verbosity=low`).
    package static var readerWords: [String] {
        ReaderKind.allCases.map(\.keyword) + ReaderProfile.deviceProfiles.map(\.rawValue)
            + ReaderSettings.catalogue.flatMap { setting in setting.values.map { "\(setting.name)=\($0)" } }
    }

    /// Every step's words: the words a step starts with, swipe directions, keys, rotor choices (whole and word by
    /// word), and the words of `double tap`, `expect focus`, `expect "LABEL" is STATE` and `-> nothing`.
    package static var stepWords: [String] {
        let rotor = RotorChoice.allCases.map(\.keyword)
        return ScenarioParser.stepKeywords + ["right", "left", "up", "down", "tap"] + Key.allCases.map(\.keyword)
            + rotor + rotor.flatMap { $0.split(separator: " ").map(String.init) } + ["focus", "is", "nothing"]
            + ScenarioParser.checkWords
    }

    /// The marks between words: the arrow, the comma between utterances, quotes and escapes, a comment, indented line
    /// starts, a CRLF line end and a byte-order mark.
    package static let marks = ["->", ",", "\"", "\\\"", "\\\\", "#", "\n  ", "\n    ", "\r\n", "\u{FEFF}"]

    /// Every word once, in the order above (first occurrence kept), then the marks.
    package static var all: [String] {
        var seen = Set<String>()
        let words = structureWords + kindWords + attributeWords + readerWords + stepWords
        return words.filter { seen.insert($0).inserted } + marks
    }
}
