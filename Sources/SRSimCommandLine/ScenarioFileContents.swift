/// A scenario file's contents as ``ScenarioFileReader/readContents(_:maximumBytes:regularOnly:)`` reads them: the text
/// of a file of ASCII bytes, read straight into the string's memory (ASCII is UTF-8 text with nothing for
/// `SourceDecoding` to say: no byte-order mark, nothing invalid), or the bytes of any other, for `SourceDecoding` to
/// decode or explain as before. Either way the text is the same as decoding the file's bytes gives
/// (`ScenarioFileContentsTests`).
enum ScenarioFileContents: Equatable {
    /// An ASCII file's text.
    case text(String)
    /// Any other file's bytes.
    case bytes([UInt8])

    /// The file's bytes, either way.
    var bytes: [UInt8] {
        switch self {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        }
    }
}
