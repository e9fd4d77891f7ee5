import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `srsim live`'s lines from a terminal with a ``LineEditor``: the terminal is put in non-canonical mode without
/// echo for the length of one line (and restored before the line is handed over, so a step's output and Ctrl+Z behave
/// as usual), keys are decoded and the line is redrawn after each one.
public final class TerminalLineReader {
    private var editor = LineEditor()
    private let input: Int32
    private let output: Int32

    /// A reader of the terminal on `input`, drawing on `output`.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether `input` and `output` are both terminals, so lines can be edited.
    public static func isAvailable(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// The next line, or nil at the end of the session (Ctrl+D, Ctrl+C on an empty line, or the terminal closing).
    public func readLine() -> String? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return Swift.readLine(strippingNewline: true) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSADRAIN, &raw)
        defer { tcsetattr(input, TCSADRAIN, &saved) }
        editor.startLine()
        write("\u{1B}7")  // remember where the line starts (after the prompt)
        var pending: [UInt8] = []
        while true {
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(input, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                write("\r\n")
                return nil
            }
            pending += chunk[0..<count]
            var decoded = LineEditor.keys(in: pending)
            if decoded.pending > 0 && !moreArrives(within: 50) {
                // A lone Esc (or a cut sequence): nothing follows, so it is the key itself.
                decoded = LineEditor.keys(in: pending, final: true)
            }
            pending = Array(pending.suffix(decoded.pending))
            for key in decoded.keys {
                switch editor.handle(key) {
                case .editing: continue
                case .submitted(let line):
                    redraw(showing: line, cursor: line.count)
                    write("\r\n")
                    return line
                case .ended:
                    write("\r\n")
                    return nil
                }
            }
            redraw(showing: editor.text, cursor: editor.cursor)
        }
    }

    /// Whether a byte arrives on the input within `milliseconds`.
    private func moreArrives(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// Back to the line's start, the line shown (control characters escaped), the rest of the row cleared, the cursor
    /// put back in place.
    private func redraw(showing line: String, cursor: Int) {
        let shown = TerminalText.escapingControls(line)
        var text = "\u{1B}8\u{1B}[K" + shown
        let after = shown.count - TerminalText.escapingControls(String(line.prefix(cursor))).count
        if after > 0 { text += "\u{1B}[\(after)D" }
        write(text)
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Foundation.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
