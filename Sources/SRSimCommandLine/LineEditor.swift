import Foundation

/// The line `srsim live` is typing, edited key by key as a terminal's line editor does: characters insert at the
/// cursor, ← → Home End move it, Backspace and Delete remove, ↑ ↓ walk the session's history, Enter submits, Esc on an
/// empty line is the `escape` step (and clears a line with text), Ctrl+C clears the line or, on an empty one, ends the
/// session like Ctrl+D.
///
/// It is pure (keys in, text and outcomes out), so tests drive it without a terminal; ``TerminalLineReader`` feeds it
/// a terminal's keys.
struct LineEditor {
    /// One key as the terminal sends it.
    enum Key: Hashable {
        /// Printable text (one or more characters).
        case text(String)
        case enter, backspace, delete, left, right, home, end, up, down, escape, interrupt, endOfInput
        /// A key with no meaning here (a function key, an unknown sequence): ignored.
        case ignored
    }

    /// What a key did.
    enum Outcome: Hashable {
        /// The line is still being edited.
        case editing
        /// The line is done: this is what was typed (`escape` for Esc on an empty line).
        case submitted(String)
        /// The session ends (Ctrl+D, or Ctrl+C on an empty line).
        case ended
    }

    /// The lines submitted this session, oldest first (repeats of the line before are kept once).
    private(set) var history: [String] = []
    /// The line as it stands.
    private(set) var line: [Character] = []
    /// Where the cursor is in `line`, 0 ... line.count.
    private(set) var cursor = 0
    /// Which history entry is shown (nil: the line being written, kept in `draft`).
    private var shown: Int?
    private var draft: [Character] = []

    /// The line as text.
    var text: String { String(line) }

    /// Starts a fresh, empty line (the history stays).
    mutating func startLine() {
        line = []
        cursor = 0
        shown = nil
        draft = []
    }

    /// Applies `key`.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .text(let text):
            let characters = Array(text)
            line.insert(contentsOf: characters, at: cursor)
            cursor += characters.count
        case .enter:
            let submitted = text
            if !submitted.trimmingCharacters(in: .whitespaces).isEmpty && history.last != submitted {
                history.append(submitted)
            }
            startLine()
            return .submitted(submitted)
        case .backspace:
            if cursor > 0 {
                line.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < line.count { line.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(line.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = line.count
        case .up:
            guard !history.isEmpty else { break }
            if shown == nil { draft = line }
            let next = max(0, (shown ?? history.count) - 1)
            show(next)
        case .down:
            guard let current = shown else { break }
            if current + 1 < history.count {
                show(current + 1)
            } else {
                shown = nil
                line = draft
                cursor = line.count
            }
        case .escape:
            if line.isEmpty {
                startLine()
                return .submitted("escape")
            }
            line = []
            cursor = 0
            shown = nil
        case .interrupt:
            if line.isEmpty { return .ended }
            startLine()
        case .endOfInput:
            if line.isEmpty { return .ended }
            // Ctrl+D with text deletes forward, as in a shell.
            if cursor < line.count { line.remove(at: cursor) }
        case .ignored: break
        }
        return .editing
    }

    private mutating func show(_ entry: Int) {
        shown = entry
        line = Array(history[entry])
        cursor = line.count
    }

    // MARK: - Decoding a terminal's bytes

    /// The keys in `bytes`, and how many bytes at the end are an incomplete key still to come (a UTF-8 character or an
    /// escape sequence cut short). A lone ESC at the end is incomplete too: the caller waits a moment and, when nothing
    /// follows, passes `final: true` to read it as Esc.
    static func keys(in bytes: [UInt8], final: Bool = false) -> (keys: [Key], pending: Int) {
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0D, 0x0A:
                flushText(); keys.append(.enter); index += 1
            case 0x7F, 0x08:
                flushText(); keys.append(.backspace); index += 1
            case 0x03:
                flushText(); keys.append(.interrupt); index += 1
            case 0x04:
                flushText(); keys.append(.endOfInput); index += 1
            case 0x01:
                flushText(); keys.append(.home); index += 1
            case 0x05:
                flushText(); keys.append(.end); index += 1
            case 0x1B:
                flushText()
                guard let (key, length) = escapeSequence(bytes, at: index) else {
                    if final {
                        keys.append(.escape)
                        index += 1
                        continue
                    }
                    return (keys, bytes.count - index)
                }
                keys.append(key)
                index += length
            case 0x00..<0x20:
                // Other control keys (Tab, Ctrl+letters) have no meaning here.
                flushText(); keys.append(.ignored); index += 1
            default:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                if index + length > bytes.count && !final {
                    flushText()
                    return (keys, bytes.count - index)
                }
                text.append(contentsOf: bytes[index..<min(index + length, bytes.count)])
                index += length
            }
        }
        flushText()
        return (keys, 0)
    }

    /// The key an escape sequence at `start` sends and its length; nil when it is incomplete (or a lone ESC).
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        if introducer == 0x1B {
            // ESC ESC: Esc pressed twice.
            return (.escape, 1)
        }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Alt+key: ESC then the key; read the ESC as Esc alone.
            return (.escape, 1)
        }
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                let key: Key = switch (Character(Unicode.Scalar(byte)), parameters) {
                case ("A", _): .up
                case ("B", _): .down
                case ("C", _): .right
                case ("D", _): .left
                case ("H", _), ("~", "1"), ("~", "7"): .home
                case ("F", _), ("~", "4"), ("~", "8"): .end
                case ("~", "3"): .delete
                default: .ignored
                }
                return (key, index - start + 1)
            }
            index += 1
        }
        return nil
    }
}
