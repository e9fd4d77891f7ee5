/// A scenario file's contents as ``ScenarioFileReader/readContents(_:maximumBytes:regularOnly:)`` reads them: the text
/// of a file of UTF-8, read straight into the string's memory (``UTF8Validation``: UTF-8 is what `SourceDecoding` takes
/// as it is; a UTF-16 byte-order mark is never UTF-8), or the bytes of any other, for `SourceDecoding` to explain as
/// before. Either way the text is the same as decoding the file's bytes gives (`ScenarioFileContentsTests`).
enum ScenarioFileContents: Equatable {
    /// A UTF-8 file's text.
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
