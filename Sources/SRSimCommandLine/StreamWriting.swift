import Foundation

/// How `srsim` writes its text to standard output and standard error.
///
/// `FileHandle.write(Data(text.utf8))` makes its `Data` through the generic initializer over a sequence of bytes,
/// which first asks at run time whether the sequence is `ContiguousBytes` (`as?`): the Swift runtime answers that
/// by scanning every protocol conformance in the program, about 0.3 million instructions the first time (Speed
/// article, ninth round). The text's own UTF-8 bytes are handed over instead: the same bytes, written the same way.
public enum StreamWriting {
    /// Writes the UTF-8 bytes of `text` to `handle`, as `handle.write(Data(text.utf8))` does.
    public static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { handle.write(Data(buffer: $0)) }
    }
}
