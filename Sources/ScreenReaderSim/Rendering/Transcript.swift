/// What a listener hears and what happens in one scenario on one reader, step by step: what trainers project.
public struct Transcript: Hashable, Sendable {
    /// One line of the scenario: an input with what it caused, or a check with its outcome.
    public struct Entry: Hashable, Sendable {
        /// Where the step is in the scenario file.
        public var line: Int?
        /// The input, for a step.
        public var input: Input?
        /// The step or check as written, e.g. `swipe right` or `expect "Wi-Fi" is off`.
        public var text: String
        /// What the input caused, in order.
        public var events: [ReaderEvent]
        /// Why the step or check failed, if it did.
        public var failure: String?

        /// An entry.
        public init(line: Int?, input: Input?, text: String, events: [ReaderEvent], failure: String? = nil) {
            self.line = line
            self.input = input
            self.text = text
            self.events = events
            self.failure = failure
        }
    }

    /// The scenario's name.
    public var title: String
    /// The screen's title.
    public var screenTitle: String
    /// Who received the input.
    public var reader: ReaderKind
    /// The entries, in order.
    public var entries: [Entry]
    /// The element indices of the screen's secure text fields: what is typed into them is shown as bullets
    /// (`•••••••`), never in clear, as the readers themselves never say it.
    public var secureFields: Set<Int>

    /// A transcript.
    /// - Parameter secureFields: The element indices of secure text fields (``secureFields(of:)``), whose typed text
    ///   is masked.
    public init(title: String, screenTitle: String, reader: ReaderKind, entries: [Entry], secureFields: Set<Int> = []) {
        self.title = title
        self.screenTitle = screenTitle
        self.reader = reader
        self.entries = entries
        self.secureFields = secureFields
    }

    /// The element indices of the secure text fields of the screen `index` describes.
    public static func secureFields(of index: ScreenIndex) -> Set<Int> {
        Set(index.elements.indices.filter { index.elements[$0].kind.facts.value == .editedText && index.elements[$0].isSecure })
    }

    /// `event` as a transcript shows it: a secure field's text replaced by one bullet a character.
    public func masked(_ event: ReaderEvent) -> ReaderEvent {
        guard !secureFields.isEmpty, case .stateChanged(let element, let from, let to) = event,
              secureFields.contains(element.index) else { return event }
        return .stateChanged(element, from: Self.masked(from), to: Self.masked(to))
    }

    /// A text state's characters as bullets.
    static func masked(_ state: ControlState) -> ControlState {
        guard case .text(let text) = state else { return state }
        return .text(String(repeating: "\u{2022}", count: text.count))
    }

    /// The readable transcript.
    public func text() -> String {
        var lines = [
            "\(title) — \(reader.displayName)",
            reader.speaks
                ? "Screen \"\(screenTitle)\", \(reader.displayName) on, focus before the first item."
                : "Screen \"\(screenTitle)\", no screen reader: an external keyboard only, nothing is spoken.",
        ]
        let numberWidth = String(entries.count).count
        for (offset, entry) in entries.enumerated() {
            let number = String(offset + 1)
            let indent = String(repeating: " ", count: numberWidth - number.count)
            let outcome = entry.input == nil ? (entry.failure == nil ? "  ✓" : "  ✗") : ""
            lines.append("  \(indent)\(number). \(entry.text)\(outcome)")
            let pad = String(repeating: " ", count: numberWidth + 6)
            for event in entry.events {
                lines.append(pad + describe(event, after: entry.input))
            }
            if let failure = entry.failure {
                lines.append(pad + "✗ " + failure)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Several readers' transcripts of one scenario, step by step, each step followed by what happened on each reader:
    /// both platforms side by side, as trainers show them.
    ///
    ///       2. swipe right
    ///            VoiceOver  focus moves to "Wi-Fi" row
    ///                       says "Wi-Fi, on, switch button, double tap to toggle setting"
    ///            TalkBack   focus moves to "Wi-Fi" row
    ///                       says "On, Wi-Fi, switch, double tap to toggle"
    public static func sideBySide(_ transcripts: [Transcript]) -> String {
        guard let first = transcripts.first else { return "" }
        let names = transcripts.map(\.reader.displayName)
        let nameWidth = names.map(\.count).max() ?? 0
        var lines = [
            "\(first.title) — \(names.joined(separator: " and "))",
            "Screen \"\(first.screenTitle)\", focus before the first item.",
        ]
        let count = transcripts.map(\.entries.count).max() ?? 0
        let numberWidth = String(count).count
        for offset in 0..<count {
            let number = String(offset + 1)
            let entries = transcripts.map { offset < $0.entries.count ? $0.entries[offset] : nil }
            guard let entry = entries.compactMap({ $0 }).first else { continue }
            let failed = entries.contains { $0?.failure != nil }
            let outcome = entry.input == nil ? (failed ? "  ✗" : "  ✓") : ""
            lines.append("  \(String(repeating: " ", count: numberWidth - number.count))\(number). \(entry.text)\(outcome)")
            let pad = String(repeating: " ", count: numberWidth + 6)
            for (transcript, readerEntry) in zip(transcripts, entries) {
                guard let readerEntry else { continue }
                var described = readerEntry.events.map { event -> String in
                    if case .spoken(let text) = event { return "says \"\(text)\"" }
                    return transcript.describe(event, after: readerEntry.input)
                }
                if let failure = readerEntry.failure { described.append("✗ " + failure) }
                if described.isEmpty { continue }
                let name = transcript.reader.displayName
                let label = name + String(repeating: " ", count: nameWidth - name.count) + "  "
                for (index, text) in described.enumerated() {
                    lines.append(pad + (index == 0 ? label : String(repeating: " ", count: label.count)) + text)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The transcript as JSON, each event with a type and its details.
    package func json() -> JSONValue {
        .object([
            ("scenario", .string(title)),
            ("screen", .string(screenTitle)),
            ("reader", .string(reader.keyword)),
            ("steps", .array(entries.map { entry in
                .object([
                    ("line", entry.line.map(JSONValue.integer) ?? .null),
                    ("step", .string(entry.text)),
                    ("events", .array(entry.events.map { Self.json(masked($0)) })),
                    ("failure", .optional(entry.failure)),
                ])
            })),
        ])
    }

    /// One event as a JSON object.
    package static func json(_ event: ReaderEvent) -> JSONValue {
        switch event {
        case .focusMoved(let stop):
            return .object([("type", "focus"), ("position", .integer(stop.position + 1)),
                            ("element", .string(stop.element.name)), ("kind", .string(stop.element.kind.keyword)),
                            ("part", .string(stop.part.rawValue))])
        case .spoken(let text):
            return .object([("type", "spoken"), ("text", .string(text))])
        case .stateChanged(let element, let from, let to):
            return .object([("type", "state"), ("element", .string(element.name)),
                            ("kind", .string(element.kind.keyword)),
                            ("from", .string(from.description)), ("to", .string(to.description))])
        case .activated(let element):
            return .object([("type", "activated"), ("element", .string(element.name))])
        case .contextChanged(let element, let destination):
            return .object([("type", "context"), ("element", .string(element.name)), ("to", .string(destination))])
        case .editingStarted(let element):
            return .object([("type", "editingStarted"), ("element", .string(element.name))])
        case .editingEnded(let element):
            return .object([("type", "editingEnded"), ("element", .string(element.name))])
        case .layerOpened(let element, let alert):
            return .object([("type", "layerOpened"), ("element", .string(element.name)),
                            ("kind", .string(element.kind.keyword)), ("alert", .bool(alert))])
        case .layerClosed(let element):
            return .object([("type", "layerClosed"), ("element", .string(element.name)),
                            ("kind", .string(element.kind.keyword))])
        case .announced(let text):
            return .object([("type", "announced"), ("text", .string(text))])
        case .rotorChanged(let choice):
            return .object([("type", "rotor"), ("choice", .string(choice.keyword))])
        case .boundaryReached(let edge):
            return .object([("type", "boundary"), ("edge", .string(edge.rawValue))])
        case .noEffect(let reason):
            return .object([("type", "noEffect"), ("reason", .string(reason.description))])
        }
    }

    /// The longest text value a transcript line shows whole; a longer one is shortened by ``shortened(_:)``.
    package static let longestShownValue = 40

    /// A text field's value as a transcript line shows it: whole and quoted when short, else its first and last 16
    /// characters around an ellipsis with its length (`"Lorem ipsum dolo…t laborum." (445 characters)`), so a line's
    /// size never grows with the value.
    package static func shortened(_ value: String) -> String {
        var start = value.startIndex
        var count = 0
        while start < value.endIndex && count <= longestShownValue {
            value.formIndex(after: &start)
            count += 1
        }
        guard count > longestShownValue else { return "\"\(value)\"" }
        let total = value.count
        let head = value.prefix(16), tail = value.suffix(16)
        return "\"\(head)\u{2026}\(tail)\" (\(total) characters)"
    }

    /// A text field's change in words: what a `type` step added, and the value it left, shortened; or, for any other
    /// change, both values shortened. Never the whole value twice, so typing into a long field keeps lines short.
    static func describeTextChange(of element: ElementReference, from old: String, to new: String) -> String {
        let oldBytes = old.utf8, newBytes = new.utf8
        if newBytes.count > oldBytes.count, new.utf8.starts(with: oldBytes) {
            let typedStart = new.utf8.index(new.utf8.startIndex, offsetBy: oldBytes.count)
            if let typedAt = typedStart.samePosition(in: new) {
                let typed = String(new[typedAt...])
                return "\(element.plainDescription): \"\(typed)\" typed, its text is now \(shortened(new))"
            }
        }
        return "\(element.plainDescription) text changes from \(shortened(old)) to \(shortened(new))"
    }

    /// One event in words a listener understands; `input` (what caused it) words boundaries for swipes and keys.
    public func describe(_ event: ReaderEvent, after input: Input?) -> String {
        switch masked(event) {
        case .focusMoved(let stop):
            switch stop.part {
            case .whole: return "focus moves to \(stop.element.plainDescription)"
            case .groupLabel: return "focus moves to the label of the \(stop.element.plainDescription)"
            case .decrement, .increment: return "focus moves to the \(stop.part.rawValue) button of the \(stop.element.plainDescription)"
            case .title: return "focus moves to the title of the dialog \"\(stop.element.name)\""
            case .dismiss: return "focus moves to the screen reader's dismiss button of the menu \"\(stop.element.name)\""
            }
        case .spoken(let text):
            return "\(reader.displayName) says: \"\(text)\""
        case .stateChanged(let element, let from, let to):
            if case .value(let old) = from, case .value(let new) = to { return "\(element.plainDescription) changes from \(old) to \(new)" }
            if element.kind.facts.layer == .popup, case .text(let old) = from, case .text(let new) = to {
                return "\(element.plainDescription) value changes from \"\(old)\" to \"\(new)\""
            }
            if case .text(let old) = from, case .text(let new) = to { return Self.describeTextChange(of: element, from: old, to: new) }
            return "\(element.plainDescription) changes from \(from) to \(to)"
        case .activated(let element):
            return "\(element.plainDescription) is activated"
        case .contextChanged(let element, let destination):
            return "\(element.plainDescription) opens \"\(destination)\": a change of context"
        case .editingStarted(let element):
            return "\(element.plainDescription) starts editing (the keyboard comes up)"
        case .editingEnded(let element):
            return "\(element.plainDescription) stops editing (the keyboard goes away)"
        case .layerOpened(let element, let alert):
            return "\(alert ? "an alert" : element.kind.facts.layer == .popup ? "a menu" : "a dialog") opens: \(element.name)"
        case .layerClosed(let element):
            return "the \(element.layerWord) closes: \(element.name)"
        case .announced(let text):
            return "the app announces \"\(text)\" (focus stays where it is)"
        case .rotorChanged(let choice):
            let control = reader.platform == .ios ? "rotor" : "reading control"
            return "the \(control) is set to \(choice.keyword): swipe up and down move by \(choice.singular)s"
        case .boundaryReached(let edge):
            let end = edge == .end ? "last" : "first"
            switch input {
            case .swipeLeft?, .swipeRight?:
                switch PlatformRules.rules(for: reader.platform).boundary {
                case .stayWithSound:
                    return "no move: already on the \(end) item (\(reader.displayName) plays its boundary sound)"
                case .swallowThenWrap:
                    return "no move: already on the \(end) item (\(reader.displayName) waits; another swipe this way wraps around)"
                }
            default:
                return "no move: no \(edge == .end ? "next" : "previous") control to reach (the keyboard does not wrap)"
            }
        case .noEffect(.alreadySelected(let element)):
            return "\(element.plainDescription) stays selected"
        case .noEffect(let reason):
            return "nothing happens: \(reason)"
        }
    }
}
