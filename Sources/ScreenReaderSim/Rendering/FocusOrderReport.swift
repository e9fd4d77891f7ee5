/// The focus order of a screen on VoiceOver and TalkBack side by side, numbered, with each stop's announcement and
/// the places where the two platforms visit different stops: what a designer iterates on.
public struct FocusOrderReport: Sendable {
    /// One stop as a platform reaches it.
    public struct Entry: Hashable, Sendable {
        /// The stop.
        public var stop: FocusStop
        /// What the platform speaks when focus lands there.
        public var announcement: String
    }

    /// The screen described.
    public let screen: Screen
    /// VoiceOver's stops, in order.
    public let voiceOver: [Entry]
    /// TalkBack's stops, in order.
    public let talkBack: [Entry]
    /// The 0-based positions (in VoiceOver's order) an external keyboard's Tab reaches on iOS, in order.
    public let iosTabOrder: [Int]
    /// The 0-based positions (in TalkBack's order) an external keyboard's Tab reaches on Android, in order.
    public let androidTabOrder: [Int]
    /// Each dialog's and menu's own order while it is open, in declaration order (see FocusOrderReport+Layers).
    public let layers: [Layer]

    /// The report for `screen`.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(screen: Screen) throws(FocusOrderError) {
        try self.init(compiled: CompiledScreen(screen))
    }

    /// The report for a screen already compiled (a parsed file's ``ScenarioFile/compiledScreen``), without compiling
    /// it again.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(compiled: CompiledScreen) throws(FocusOrderError) {
        self.screen = compiled.screen
        self.voiceOver = Self.entries(try VoiceOver(compiled))
        self.talkBack = Self.entries(try TalkBack(compiled))
        self.iosTabOrder = Self.tabOrder(try KeyboardOnly(.ios, screen: compiled, log: .none))
        self.androidTabOrder = Self.tabOrder(try KeyboardOnly(.android, screen: compiled, log: .none))
        self.layers = try Self.layers(of: compiled)
    }

    /// The positions Tab visits from the start until it reaches the last control (the keyboard does not wrap).
    private static func tabOrder(_ keyboard: ScreenReader) -> [Int] {
        var positions: [Int] = []
        for _ in 0..<keyboard.stops.count {
            guard case .focusMoved(let stop)? = keyboard.press(.tab).first else { break }
            positions.append(stop.position)
        }
        return positions
    }

    static func entries(_ reader: ScreenReader) -> [Entry] {
        // As heard swiping from the start: a segment says its control's label only when arriving from outside it.
        zip(reader.stops, reader.announcements).map { Entry(stop: $0, announcement: $1) }
    }

    /// The 0-based positions where the two platforms are on different stops.
    public var differingPositions: [Int] {
        zip(voiceOver, talkBack).enumerated().compactMap { position, pair in
            Self.sameStop(pair.0.stop, pair.1.stop) ? nil : position
        }
    }

    private static func sameStop(_ first: FocusStop, _ second: FocusStop) -> Bool {
        first.element.index == second.element.index && first.part == second.part
    }

    /// How the two platforms' stops are laid out.
    public enum Layout: String, Hashable, Sendable, CaseIterable {
        /// One table, VoiceOver and TalkBack in two columns (wide: as wide as the longest announcements).
        case sideBySide
        /// VoiceOver's list, then TalkBack's, one stop a line (narrow: fits a terminal or a pull-request comment).
        case vertical
    }

    /// The report as text: `*` marks a position where the platforms are on different stops.
    /// - Parameters:
    ///   - file: The file the screen came from, named in the title.
    ///   - layout: Side by side (the default) or one platform after the other.
    public func text(file: String? = nil, layout: Layout = .sideBySide) -> String {
        var lines: [String] = []
        let source = file.map { " (\($0))" } ?? ""
        lines.append("Focus order of \"\(screen.title)\"\(source)")
        lines.append("")
        if layout == .vertical {
            lines += verticalLines
        } else {
            lines += tableLines
        }
        lines.append("")
        lines += summaryLines
        if layout == .vertical, let tab = lines.popLast() {
            // Narrow: the Tab order's two lists on lines of their own.
            lines += tab.replacingOccurrences(of: ": iOS ", with: ":\n  iOS ")
                .replacingOccurrences(of: " · Android ", with: "\n  Android ").components(separatedBy: "\n")
        }
        lines.append(contentsOf: layerSections())
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each platform's stops in turn, one a line.
    private var verticalLines: [String] {
        let differing = Set(differingPositions)
        let numberWidth = String(max(voiceOver.count, talkBack.count, 1)).count
        var lines: [String] = []
        for (name, entries) in [("VoiceOver", voiceOver), ("TalkBack", talkBack)] {
            if name == "TalkBack" { lines.append("") }
            lines.append(name)
            for entry in entries {
                let marker = differing.contains(entry.stop.position) ? "* " : "  "
                lines.append(marker + pad(String(entry.stop.position + 1), numberWidth, right: true) + "  " + entry.announcement)
            }
            if entries.isEmpty { lines.append("  (no focus stops: every element is hidden or decorative)") }
        }
        return lines
    }

    /// The two-column table.
    private var tableLines: [String] {
        var lines: [String] = []
        let numberWidth = String(max(voiceOver.count, 1)).count
        let voiceOverWidth = max("VoiceOver".count, voiceOver.map(\.announcement.count).max() ?? 0)
        let differing = Set(differingPositions)
        lines.append("  " + pad("#", numberWidth, right: true) + "  " + pad("VoiceOver", voiceOverWidth) + "   TalkBack")
        for position in voiceOver.indices {
            let marker = differing.contains(position) ? "* " : "  "
            let left = pad(voiceOver[position].announcement, voiceOverWidth)
            let right = position < talkBack.count ? talkBack[position].announcement : ""
            lines.append(marker + pad(String(position + 1), numberWidth, right: true) + "  " + left + "   " + right)
        }
        if voiceOver.isEmpty { lines.append("  (no focus stops: every element is hidden or decorative)") }
        return lines
    }

    /// What differs between the platforms, how frames were used, and the Tab order.
    private var summaryLines: [String] {
        var lines: [String] = []
        let differing = Set(differingPositions)
        if differing.isEmpty {
            lines.append("VoiceOver and TalkBack visit the stops in the same order.")
        } else {
            lines.append("* VoiceOver and TalkBack visit \(differing.count) \(differing.count == 1 ? "position" : "positions") differently:")
            var talkBackPosition: [String: Int] = [:]
            for entry in talkBack { talkBackPosition[key(entry.stop)] = entry.stop.position }
            for entry in voiceOver where talkBackPosition[key(entry.stop)] != entry.stop.position {
                let other = talkBackPosition[key(entry.stop)].map { "#\($0 + 1)" } ?? "not reached"
                lines.append("  \(label(entry.stop)): VoiceOver #\(entry.stop.position + 1), TalkBack \(other)")
            }
            if hasFrames(screen.elements) {
                lines.append("  (VoiceOver reads by position on screen when elements have frames; TalkBack keeps tree order.)")
            }
        }
        let unframed = unframedAmongFramed
        if !unframed.isEmpty {
            lines.append("VoiceOver sorts elements with frames by position; \(unframed.count == 1 ? "this one has" : "these have") "
                + "no frame and \(unframed.count == 1 ? "keeps its" : "keep their") tree position: "
                + unframed.map { $0.description }.joined(separator: ", ") + ".")
        }
        lines.append("")
        lines.append(tabOrderLine)
        return lines
    }

    /// Visible elements without a frame whose siblings have frames: VoiceOver sorts the framed siblings and leaves these
    /// where the tree puts them.
    public var unframedAmongFramed: [ElementReference] {
        let index = ScreenIndex(screen)
        var result: [ElementReference] = []
        var siblingLists: [[Int]] = [Array(index.elements.indices.filter { index.parent(of: $0) == nil })]
        siblingLists += index.elements.indices.filter { [.group, .radioGroup].contains(index.elements[$0].kind) }
            .map { index.children(of: $0) }
        for siblings in siblingLists {
            let visible = siblings.filter { !index.isEffectivelyHidden[$0] && !index.elements[$0].kind.facts.isDecorative }
            let framed = visible.filter { hasFrame($0, index: index) }
            guard !framed.isEmpty, framed.count < visible.count else { continue }
            result += visible.filter { !hasFrame($0, index: index) }.map { index.references[$0] }
        }
        return result.sorted { $0.index < $1.index }
    }

    /// Whether the element, or (for a container) any element inside it, has a frame to sort by.
    private func hasFrame(_ element: Int, index: ScreenIndex) -> Bool {
        index.elements[element].frame != nil || index.descendants(of: element).contains { index.elements[$0].frame != nil }
    }

    /// The report as JSON: each platform's stops with their announcements, and the differing positions.
    package func json(file: String? = nil) -> JSONValue {
        func stops(_ entries: [Entry]) -> JSONValue {
            .array(entries.map { entry in
                .object([
                    ("position", .integer(entry.stop.position + 1)),
                    ("element", .string(entry.stop.element.name)),
                    ("kind", .string(entry.stop.element.kind.keyword)),
                    ("part", .string(entry.stop.part.rawValue)),
                    ("line", entry.stop.element.location.map { .integer($0.line) } ?? .null),
                    ("announcement", .string(entry.announcement)),
                ])
            })
        }
        return .object([
            ("screen", .string(screen.title)),
            ("file", .optional(file)),
            ("voiceover", stops(voiceOver)),
            ("talkback", stops(talkBack)),
            ("differingPositions", .array(differingPositions.map { .integer($0 + 1) })),
            ("iosTabOrder", .array(iosTabOrder.map { .integer($0 + 1) })),
            ("androidTabOrder", .array(androidTabOrder.map { .integer($0 + 1) })),
            ("layers", .array(layers.map(\.json))),
        ])
    }

    /// `Tab order (keyboard, no screen reader): iOS 2, 3 · Android 2, 3`, by the table's numbers.
    private var tabOrderLine: String {
        func list(_ positions: [Int]) -> String {
            positions.isEmpty ? "none" : positions.map { String($0 + 1) }.joined(separator: ", ")
        }
        return "Tab order (keyboard, no screen reader), by each platform's own numbers: "
            + "iOS \(list(iosTabOrder)) (VoiceOver column) · Android \(list(androidTabOrder)) (TalkBack column)"
    }

    private func key(_ stop: FocusStop) -> String { "\(stop.element.index)/\(stop.part.rawValue)" }

    private func label(_ stop: FocusStop) -> String {
        stop.part == .whole || stop.part == .groupLabel ? stop.element.description : "\(stop.element) (\(stop.part.rawValue))"
    }

    private func hasFrames(_ elements: [Element]) -> Bool {
        var stack = elements
        while let element = stack.popLast() {
            if element.frame != nil { return true }
            stack.append(contentsOf: element.children)
        }
        return false
    }

    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
