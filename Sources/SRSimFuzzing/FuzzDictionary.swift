import ScreenReaderSim

/// The libFuzzer dictionary of the scenario language (`Tests/SRSimFuzzingTests/scenario.dict`), generated from the
/// language's own tables (``ScenarioVocabulary``); a test checks the checked-in file is this text.
public enum FuzzDictionary {
    /// The dictionary file's text: a comment, then one quoted entry a line, bytes outside printable ASCII as `\xNN`.
    public static var text: String {
        var lines = [
            "# libFuzzer dictionary: the scenario language's words (-dict=Tests/SRSimFuzzingTests/scenario.dict), generated",
            "# from its tables by FuzzDictionary; regenerate with SRSIM_WRITE_FUZZ_DICTIONARY=1 swift test --filter theDictionaryIsGenerated",
        ]
        lines += ScenarioVocabulary.all.map(entry)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One entry: the word's UTF-8 bytes in quotes, with `"` and `\` escaped and other bytes outside printable ASCII
    /// written `\xNN`, as libFuzzer reads them.
    static func entry(_ word: String) -> String {
        var escaped = ""
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "\""): escaped += "\\\""
            case UInt8(ascii: "\\"): escaped += "\\\\"
            case 0x20...0x7E: escaped.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = String(byte, radix: 16)
                escaped += "\\x" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return "\"" + escaped + "\""
    }
}
