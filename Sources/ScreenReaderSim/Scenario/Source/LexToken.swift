import Foundation

/// A token as the lexer finds it: its kind, where it is on its line, and where its text is in the file's bytes, with no
/// string of its own (a ``Token`` with its text and file is made from it only where a tree or a diagnostic needs one).
///
/// Plain data: copying one retains nothing, so the parser and lowering pass them around freely.
struct LexToken {
    /// Where its text starts in the file's bytes (a string's value, inside the quotes).
    var valueStart: Int
    /// For a string holding an escape, the index of its value in the parse's escaped values; -1 otherwise.
    var escaped: Int32
    /// The 1-based line (clamped to 32 bits, as a ``Token``'s).
    var line: Int32
    /// The column of its first character (a string's opening quote).
    var startColumn: Int32
    /// The column just after its last character.
    var endColumn: Int32
    /// How many bytes its text has (a token lies on one line; clamped to 32 bits, as columns are). Fields are ordered
    /// and sized so a token takes 32 bytes: a big file's parse holds tens of thousands of them at once.
    var valueLength: UInt32
    /// What the token is.
    var kind: Token.Kind

    /// A token of `kind` whose text is the file's bytes `valueStart..<valueEnd`.
    init(kind: Token.Kind, escaped: Int32, line: Int32, startColumn: Int32, endColumn: Int32, valueStart: Int, valueEnd: Int) {
        self.valueStart = valueStart
        self.escaped = escaped
        self.line = line
        self.startColumn = startColumn
        self.endColumn = endColumn
        self.valueLength = UInt32(clamping: valueEnd - valueStart)
        self.kind = kind
    }

    /// Where its text ends in the file's bytes.
    var valueEnd: Int { valueStart + Int(valueLength) }

    /// Where the token is, in `file`.
    func range(in file: SourceFileID) -> SourceRange {
        SourceRange(uncheckedBounds: (start(in: file), end(in: file)))
    }

    /// Where the token starts, in `file`.
    func start(in file: SourceFileID) -> SourceLocation {
        SourceLocation(fileID: file, line: Int(line), column: Int(startColumn))
    }

    /// Just after the token, in `file`.
    func end(in file: SourceFileID) -> SourceLocation {
        SourceLocation(fileID: file, line: Int(line), column: Int(endColumn))
    }
}

/// The bytes a parse's ``LexToken``s point into, the values of its escaped strings and the file's path: turns tokens into
/// text, compares words without making strings, and makes the ``Token``s a tree or a diagnostic shows.
struct TokenSource {
    /// The file's UTF-8 bytes (alive for the whole parse).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The values of strings that hold an escape, indexed by ``LexToken/escaped``.
    var escaped: [String]
    /// The number of the file's path (see ``SourceFileID``).
    let file: SourceFileID

    /// The token's text: a word as written, a string's value with escapes resolved.
    func text(_ token: LexToken) -> String {
        if token.escaped >= 0 { return escaped[Int(token.escaped)] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.valueStart..<token.valueEnd]), as: UTF8.self)
    }

    /// Whether the token is the word `keyword` (compared byte for byte, as the strings would be: keywords are ASCII).
    @inline(__always) func isWord(_ token: LexToken, _ keyword: StaticString) -> Bool {
        token.kind == .word && equals(token, keyword)
    }

    /// Whether the token's bytes are `keyword`'s (ignoring its kind; not for escaped strings).
    @inline(__always) func equals(_ token: LexToken, _ keyword: StaticString) -> Bool {
        let count = token.valueEnd - token.valueStart
        guard count == keyword.utf8CodeUnitCount, token.escaped < 0 else { return false }
        return memcmp(bytes.baseAddress! + token.valueStart, keyword.utf8Start, count) == 0
    }

    /// The value `table` gives the token's text, read from its bytes (no string is made).
    @inline(__always) func lookUp<Value>(_ token: LexToken, in table: KeywordTable<Value>) -> Value? {
        if token.escaped >= 0 { return table.value(escaped[Int(token.escaped)]) }
        return table.value(UnsafeBufferPointer(rebasing: bytes[token.valueStart..<token.valueEnd]))
    }

    /// The whole number the token's text is, exactly as `Int(text(token))` reads it (an optional `+` or `-`, then one
    /// or more ASCII digits, nil past `Int`'s range), read from its bytes with no string made.
    func integer(_ token: LexToken) -> Int? {
        if token.escaped >= 0 { return Int(text(token)) }
        var index = token.valueStart
        let end = token.valueEnd
        guard index < end else { return nil }
        // Accumulated towards the sign, as the standard library does, so `Int.min` reads too.
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative || bytes[index] == UInt8(ascii: "+") {
            index += 1
            guard index < end else { return nil }
        }
        var value = 0
        while index < end {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard digit >= 0, digit <= 9 else { return nil }
            let (scaled, scaleOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = negative ? scaled.subtractingReportingOverflow(digit) : scaled.addingReportingOverflow(digit)
            guard !scaleOverflow, !addOverflow else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The family of the reader a name's first word names (`talkback` of `talkback@15`), in any case, nil for none.
    func readerFamily(_ token: LexToken) -> ReaderFamily? {
        if let kind = readerKind(token) { return kind.family }
        let text = text(token)
        return ReaderFamily(rawValue: String(text.prefix { $0 != "@" }).lowercased())
    }

    /// The reader the token names (`voiceover`, `talkback`, `ios`, `android`), in any case (`VoiceOver`, as the tool
    /// prints it), as `ReaderKind(rawValue:)` of its lowercased text.
    func readerKind(_ token: LexToken) -> ReaderKind? {
        if token.escaped >= 0 { return ReaderKind(rawValue: text(token).lowercased()) }
        if equalsIgnoringCase(token, "voiceover") { return .voiceOver }
        if equalsIgnoringCase(token, "talkback") { return .talkBack }
        if equalsIgnoringCase(token, "ios") { return .iosKeyboard }
        if equalsIgnoringCase(token, "android") { return .androidKeyboard }
        return nil
    }

    /// Whether the token's bytes are `keyword`'s, ASCII letters compared without regard to case (`keyword` is
    /// lowercase; not for escaped strings).
    func equalsIgnoringCase(_ token: LexToken, _ keyword: StaticString) -> Bool {
        let count = token.valueEnd - token.valueStart
        guard count == keyword.utf8CodeUnitCount, token.escaped < 0 else { return false }
        let word = keyword.utf8Start
        for offset in 0..<count {
            var byte = bytes[token.valueStart + offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != word[offset] { return false }
        }
        return true
    }

    /// Whether the token's text is empty.
    func isEmpty(_ token: LexToken) -> Bool {
        token.escaped >= 0 ? escaped[Int(token.escaped)].isEmpty : token.valueStart == token.valueEnd
    }

    /// Whether two tokens have the same text.
    func sameText(_ lhs: LexToken, _ rhs: LexToken) -> Bool {
        if lhs.escaped >= 0 || rhs.escaped >= 0 { return text(lhs) == text(rhs) }
        let count = lhs.valueEnd - lhs.valueStart
        guard count == rhs.valueEnd - rhs.valueStart else { return false }
        return memcmp(bytes.baseAddress! + lhs.valueStart, bytes.baseAddress! + rhs.valueStart, count) == 0
    }

    /// The token with its text and the file's path, as a tree holds it.
    func token(_ token: LexToken) -> Token {
        Token(token.kind, text(token), fileID: file, line: Int(token.line),
              columns: Int(token.startColumn)..<Int(token.endColumn))
    }

    /// Where the token is.
    func range(_ token: LexToken) -> SourceRange { token.range(in: file) }
}
