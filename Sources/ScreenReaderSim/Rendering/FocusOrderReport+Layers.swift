/// `srsim order` for a screen with dialogs and menus: after the screen's order, each layer's own order while it is open.
extension FocusOrderReport {
    /// One dialog or menu: what opens it, and its stops on each platform while it is open.
    public struct Layer: Hashable, Sendable {
        /// The dialog or menu.
        public var element: ElementReference
        /// Whether it is an alert (VoiceOver says `Alert` with its title as it opens).
        public var isAlert: Bool
        /// The controls that open it.
        public var openers: [ElementReference]
        /// VoiceOver's stops while it is open, in order.
        public var voiceOver: [Entry]
        /// TalkBack's stops while it is open, in order.
        public var talkBack: [Entry]

        /// The layer as JSON.
        var json: JSONValue {
            func stops(_ entries: [Entry]) -> JSONValue {
                .array(entries.map { entry in
                    .object([
                        ("position", .integer(entry.stop.position + 1)),
                        ("element", .string(entry.stop.element.name)),
                        ("kind", .string(entry.stop.element.kind.keyword)),
                        ("part", .string(entry.stop.part.rawValue)),
                        ("announcement", .string(entry.announcement)),
                    ])
                })
            }
            return .object([
                ("element", .string(element.name)),
                ("kind", .string(element.kind.keyword)),
                ("id", .optional(element.id)),
                ("alert", .bool(isAlert)),
                ("openedBy", .array(openers.map { .string($0.name) })),
                ("voiceover", stops(voiceOver)),
                ("talkback", stops(talkBack)),
            ])
        }
    }

    /// Every dialog's and menu's order, each read by a reader that opened it.
    static func layers(of compiled: CompiledScreen) throws(FocusOrderError) -> [Layer] {
        try compiled.layerElements.map { (element: ElementReference) throws(FocusOrderError) -> Layer in
            func read(_ kind: ReaderKind) throws(FocusOrderError) -> [Entry] {
                let reader = try ScreenReader(kind, screen: compiled, log: .none)
                try compiled.validateLayerOrders(for: kind.platform)
                var events: [ReaderEvent] = []
                reader.openLayer(element.index, opener: nil, into: &events)
                return entries(reader)
            }
            return Layer(element: element, isAlert: compiled.index.elements[element.index].isAlert,
                         openers: compiled.openers(of: element), voiceOver: try read(.voiceOver), talkBack: try read(.talkBack))
        }
    }

    /// The text after the screen's table: one table per layer.
    func layerSections() -> [String] {
        var lines: [String] = []
        for layer in layers {
            let what = layer.element.kind.facts.layer == .popup ? "Menu" : layer.isAlert ? "Alert dialog" : "Dialog"
            let openers = layer.openers.isEmpty ? "nothing opens it" : "opened by " + layer.openers.map(\.description).joined(separator: ", ")
            lines.append("")
            lines.append("\(what) \"\(layer.element.name)\" (\(openers)): its own order while open, focus confined to it")
            lines.append("")
            let numberWidth = String(max(layer.voiceOver.count, layer.talkBack.count, 1)).count
            let voiceOverWidth = max("VoiceOver".count, layer.voiceOver.map(\.announcement.count).max() ?? 0)
            lines.append("  " + pad("#", numberWidth, right: true) + "  " + pad("VoiceOver", voiceOverWidth) + "   TalkBack")
            for position in 0..<max(layer.voiceOver.count, layer.talkBack.count) {
                let left = position < layer.voiceOver.count ? layer.voiceOver[position].announcement : ""
                let right = position < layer.talkBack.count ? layer.talkBack[position].announcement : ""
                let row = "  " + pad(String(position + 1), numberWidth, right: true) + "  " + pad(left, voiceOverWidth) + "   " + right
                lines.append(String(row.reversed().drop { $0 == " " }.reversed()))
            }
            if layer.isAlert { lines.append("  (as it opens, VoiceOver says \"Alert\" before the title, in the same utterance)") }
            if layer.voiceOver.count != layer.talkBack.count {
                lines.append("  (VoiceOver adds its \"Dismiss context menu\" button after the last option; TalkBack does not)")
            }
        }
        return lines
    }
}
