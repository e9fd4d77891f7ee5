import Foundation

/// The core of `--record`: rewrites each step's `->` expectation to what the readers actually said, changing no other byte.
///
/// - A right expectation (by ``Speech/matches(_:_:)-(String,String)``) is kept byte for byte, even if its case or punctuation differs.
/// - When every reader said the same, the step gets (or keeps) an inline `-> "..."`; otherwise one indented
///   `READER -> "..."` line per reader, one indentation unit deeper than the step. A step that already has
///   per-reader lines keeps that form.
/// - Comments, blank lines, indentation, line endings (CRLF kept, new lines use the file's ending), Unicode and a
///   missing final newline are preserved; written strings escape `"` and `\`.
public enum ScenarioRecorder {
    /// One expectation written or rewritten.
    public struct Change: Hashable, Sendable, CustomStringConvertible {
        /// Whether the expectation is new or replaced an old one.
        public enum Kind: String, Hashable, Sendable {
            /// A new inline clause or per-reader line.
            case added
            /// An expectation that was wrong, rewritten.
            case updated
            /// An inline clause removed because the readers differ (per-reader lines replace it).
            case removed
        }

        /// Where the step is (its line in the original file).
        public var location: SourceLocation
        /// The reader of a per-reader line, nil for an inline clause.
        public var reader: ReaderKind?
        /// What happened.
        public var kind: Kind
        /// The clause now written, e.g. `-> "Wi-Fi, on"` (the removed clause for `removed`).
        public var clause: String

        /// `FILE:LINE: added expectation -> "Wi-Fi, on"`, or `... updated voiceover expectation -> "off"`.
        public var description: String {
            let prefix = (location.file.map { "\($0):" } ?? "") + "\(location.line): "
            return prefix + "\(kind.rawValue) " + (reader.map { "\($0.keyword) " } ?? "") + "expectation \(clause)"
        }
    }

    /// The new text and what changed.
    public struct Recording: Hashable, Sendable {
        /// The file's new text (equal to the old one when nothing changed).
        public var text: String
        /// Every change, in file order.
        public var changes: [Change]
        /// What still fails once the new text runs: the `expect` checks, which recording does not rewrite.
        public var remainingFailures: [ScenarioFailure] = []
        /// How many other hard links the recorded file had: they keep the old text (``AtomicFileWriter``).
        public var otherHardLinks = 0
    }

    /// Why a file could not be recorded.
    public enum RecordError: Error, Sendable, CustomStringConvertible {
        /// The file has errors; nothing was run or written.
        case fileHasErrors([Diagnostic])
        /// The file could not be read or written.
        case fileSystem(path: String, reason: String)

        /// A sentence saying what went wrong.
        public var description: String {
            switch self {
            case .fileHasErrors(let diagnostics): "the file has \(diagnostics.count) error(s); fix them before recording"
            case .fileSystem(let path, let reason): "\(path): \(reason)"
            }
        }
    }

    /// The text of `file` with every input step's expectation set to what `result` says each reader spoke.
    /// - Parameters:
    ///   - file: A parsed file without errors (a file with errors is returned unchanged).
    ///   - result: ``ScenarioRunner/run(_:)`` of that file.
    public static func record(_ file: ScenarioFile, result: ScenarioFileResult) -> Recording {
        let source = file.source
        guard !file.hasErrors else { return Recording(text: source.text, changes: []) }
        var editor = LineEditor(source: source)
        var changes: [Change] = []
        let unit = indentationUnit(of: source)
        for (scenarioSyntax, scenarioResult) in zip(file.syntax.scenarios, result.scenarios) {
            let steps = scenarioSyntax.steps.filter { $0.action != nil }
            for (stepSyntax, stepResult) in zip(steps, scenarioResult.steps) where stepResult.step.input != nil {
                var actual: [(ReaderKind, [String])] = []
                var unreached: [ReaderKind] = []
                // Keyboard-only readers given a key: they never speak, so they get no expectation of their own.
                var keyboards: [ReaderKind] = []
                for reader in scenarioResult.readers {
                    guard let run = stepResult.run(for: reader) else { break }
                    // A gesture reaches no keyboard-only reader: nothing to record for it (no `ios -> nothing`).
                    if case .noEffect(.noScreenReader)? = run.events.first, run.events.count == 1 {
                        unreached.append(reader)
                        continue
                    }
                    // Nor does a reader that never speaks (a keyboard alone) have speech to expect after a key.
                    if !reader.speaks {
                        keyboards.append(reader)
                        continue
                    }
                    actual.append((reader, run.spoken))
                }
                guard actual.count + unreached.count + keyboards.count == scenarioResult.readers.count else { continue }
                // Beside screen readers that all said nothing, a keyboard shares their `-> nothing`; otherwise it is
                // left out like an unreached reader (its speech expectations, if any, become `nothing`).
                if !actual.isEmpty && actual.allSatisfy({ $0.1.isEmpty }) {
                    actual += keyboards.map { ($0, []) }
                } else {
                    unreached += keyboards
                }
                // An unreached reader says nothing, so speech it was expected to say is rewritten to `nothing`.
                changes += silence(stepSyntax, unreached: unreached, inline: actual.isEmpty, editor: &editor)
                guard let first = actual.first else { continue }
                changes += record(stepSyntax, actual: actual, first: first.1, unit: unit, editor: &editor,
                                  perReader: !unreached.isEmpty)
            }
        }
        return Recording(text: editor.text, changes: changes)
    }

    /// `perReader` forces one line per reader in `actual` (an inline clause would also bind the readers left out).
    private static func record(
        _ step: StepSyntax, actual: [(ReaderKind, [String])], first: [String], unit: Int, editor: inout LineEditor,
        perReader: Bool = false
    ) -> [Change] {
        let location = step.range.lowerBound
        let allSame = !perReader && actual.allSatisfy { Speech.matches($0.1, first) }
        var changes: [Change] = []
        if allSame && step.readerExpectations.isEmpty {
            let clause = self.clause(first)
            if let inline = step.expectation {
                if !Speech.matches(spoken(inline), first) {
                    editor.replace(inline.range, with: clause)
                    changes.append(Change(location: location, reader: nil, kind: .updated, clause: clause))
                }
            } else {
                editor.replace(step.range.upperBound..<step.range.upperBound, with: " " + clause)
                changes.append(Change(location: location, reader: nil, kind: .added, clause: clause))
            }
            return changes
        }
        if let inline = step.expectation {
            let start = step.words.last?.range.upperBound ?? inline.range.lowerBound
            editor.replace(start..<inline.range.upperBound, with: "")
            changes.append(Change(location: location, reader: nil, kind: .removed, clause: editor.original(inline.range)))
        }
        let indent = step.readerExpectations.first?.indent ?? (step.indent + unit)
        let insertionLine = step.readerExpectations.last?.range.lowerBound.line ?? location.line
        for (reader, spoken) in actual {
            let clause = self.clause(spoken)
            if let line = step.readerExpectations.first(where: { ($0.readerKind ?? ReaderKind(rawValue: $0.reader.text)) == reader }) {
                if let expectation = line.expectation {
                    if !Speech.matches(self.spoken(expectation), spoken) {
                        editor.replace(expectation.range, with: clause)
                        changes.append(Change(location: location, reader: reader, kind: .updated, clause: clause))
                    }
                } else {
                    editor.replace(line.reader.range.upperBound..<line.range.upperBound, with: " " + clause)
                    changes.append(Change(location: location, reader: reader, kind: .updated, clause: clause))
                }
            } else {
                editor.insertLine(String(repeating: " ", count: indent) + "\(reader.keyword) \(clause)", after: insertionLine)
                changes.append(Change(location: location, reader: reader, kind: .added, clause: clause))
            }
        }
        return changes
    }

    /// Rewrites to `-> nothing` the expectations of speech that readers the step never reached (keyboard-only readers
    /// given a gesture) cannot meet: their per-reader lines, and the inline clause when `inline` (no reader was reached,
    /// so the clause binds only them). A step without such an expectation is left as it is.
    private static func silence(
        _ step: StepSyntax, unreached: [ReaderKind], inline: Bool, editor: inout LineEditor
    ) -> [Change] {
        let location = step.range.lowerBound
        let clause = self.clause([])
        var changes: [Change] = []
        if inline, let expectation = step.expectation, !spoken(expectation).isEmpty {
            editor.replace(expectation.range, with: clause)
            changes.append(Change(location: location, reader: nil, kind: .updated, clause: clause))
        }
        for reader in unreached {
            guard let line = step.readerExpectations.first(where: { ($0.readerKind ?? ReaderKind(rawValue: $0.reader.text)) == reader }),
                  let expectation = line.expectation, !spoken(expectation).isEmpty else { continue }
            editor.replace(expectation.range, with: clause)
            changes.append(Change(location: location, reader: reader, kind: .updated, clause: clause))
        }
        return changes
    }

    private static func spoken(_ expectation: StepSyntax.Expectation) -> [String] {
        expectation.nothing != nil ? [] : expectation.utterances.map(\.text)
    }

    /// `-> "A", "B"` or `-> nothing`.
    static func clause(_ utterances: [String]) -> String {
        "-> " + ScenarioFailure.utterances(utterances)
    }

    /// The file's indentation unit: its smallest indentation, else 2.
    static func indentationUnit(of source: SourceText) -> Int {
        var unit = Int.max
        for index in 0..<source.lineCount {
            let content = source.content(at: index)
            let spaces = content.prefix { $0 == " " }.count
            let rest = content.dropFirst(spaces)
            if spaces > 0, let next = rest.first, next != "#" { unit = min(unit, spaces) }
        }
        return unit == Int.max ? 2 : unit
    }

    // MARK: - Files

    /// Reads, runs and records the file at `path`, writing it back atomically only if it changed.
    /// - Parameter path: The scenario file; it is left untouched when it has errors.
    /// - Returns: The recording (its text is what the file now holds).
    /// - Throws: ``RecordError/fileHasErrors(_:)`` for a file with errors, ``RecordError/fileSystem(path:reason:)`` for I/O.
    public static func recordFile(atPath path: String) throws(RecordError) -> Recording {
        // Decoded from the bytes, not with String(contentsOfFile:), which drops a byte-order mark that must be kept.
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .fileSystem(path: path, reason: "cannot read the file")
        }
        let text: String
        switch SourceDecoding.decode([UInt8](data), file: path) {
        case .text(let decoded): text = decoded
        case .notText(let diagnostic):
            throw .fileSystem(path: path, reason: "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.fullMessage)")
        }
        let file = ScenarioFile(parsing: text, file: path)
        if file.hasErrors { throw .fileHasErrors(file.diagnostics) }
        var recording = record(file, result: ScenarioRunner.run(file))
        if recording.text != text { recording.otherHardLinks = try writeAtomically(recording.text, toPath: path).otherHardLinks }
        // Recording rewrites speech, not checks: whatever still fails is reported, so a recording run cannot pass silently.
        let recorded = recording.text == text ? file : ScenarioFile(parsing: recording.text, file: path)
        recording.remainingFailures = ScenarioRunner.run(recorded).failures
        return recording
    }

    /// Writes `text` to `path` atomically with ``AtomicFileWriter`` (symbolic links followed, mode and owner kept,
    /// read-only files refused).
    /// - Throws: ``RecordError/fileSystem(path:reason:)`` when the file cannot be written (it is then unchanged).
    @discardableResult
    package static func writeAtomically(_ text: String, toPath path: String) throws(RecordError) -> AtomicFileWriter.Outcome {
        do {
            return try AtomicFileWriter.write(text, toPath: path)
        } catch {
            throw .fileSystem(path: error.path, reason: error.reason)
        }
    }
}

/// Edits to a ``SourceText`` by line and column, applied at the end so that every other byte stays as it was.
struct LineEditor {
    let source: SourceText
    /// New content for edited lines, by 0-based line index.
    private var contents: [Int: [Character]] = [:]
    /// Lines to insert after a 0-based line index, in order.
    private var insertions: [Int: [String]] = [:]

    init(source: SourceText) { self.source = source }

    /// The original text in `range` (one line).
    func original(_ range: SourceRange) -> String {
        guard let content = source.content(ofLine: range.lowerBound.line) else { return "" }
        let characters = Array(content)
        let start = min(max(0, range.lowerBound.column - 1), characters.count)
        let end = min(max(start, range.upperBound.column - 1), characters.count)
        return String(characters[start..<end])
    }

    /// Replaces `range` (within one line) by `text`. Edits on one line must not overlap; later ones are applied right to left.
    mutating func replace(_ range: SourceRange, with text: String) {
        let index = range.lowerBound.line - 1
        guard (0..<source.lineCount).contains(index) else { return }
        var characters = contents[index] ?? Array(source.content(at: index))
        let start = min(max(0, range.lowerBound.column - 1), characters.count)
        let end = min(max(start, range.upperBound.column - 1), characters.count)
        characters.replaceSubrange(start..<end, with: Array(text))
        contents[index] = characters
    }

    /// Adds a new line after 1-based line `line` (after earlier insertions there).
    mutating func insertLine(_ content: String, after line: Int) {
        insertions[line - 1, default: []].append(content)
    }

    /// The edited text.
    var text: String {
        let ending = source.preferredLineEnding
        var output = ""
        for index in 0..<source.lineCount {
            output += contents[index].map { String($0) } ?? source.content(at: index)
            let lineEnding = source.ending(at: index)
            let inserted = insertions[index] ?? []
            if inserted.isEmpty {
                output += lineEnding
            } else if lineEnding.isEmpty {
                // The last line had no newline: the new lines follow it, and the file still ends without one.
                output += inserted.map { ending + $0 }.joined()
            } else {
                output += lineEnding + inserted.map { $0 + ending }.joined()
            }
        }
        return output
    }
}
