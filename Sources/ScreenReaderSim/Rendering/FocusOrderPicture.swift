/// A picture of a screen with each platform's focus order drawn over it: VoiceOver and TalkBack side by side, numbered
/// badges joined by a path, positions where they differ ringed, merged rows outlined as one stop, hidden and decorative
/// elements faded, disabled ones greyed, and the keyboard's Tab order as a second badge set that can be switched on.
/// Each dialog and menu is drawn open in panels of its own under the screen's, titled, numbered in its own order
/// (as `srsim order` prints it); what a collapsed expandable holds is faded until it is expanded.
///
/// The SVG is self-contained (no fonts, images or scripts from elsewhere) and sized to read when projected.
public struct FocusOrderPicture: Sendable {
    /// What the picture shows and how it is arranged.
    public struct Options: Hashable, Sendable {
        /// Whether the keyboard's Tab order badges are shown (they are always in the file, hidden when off).
        public var showsTabOrder: Bool
        /// One platform under the other instead of side by side: for projectors, narrow windows and slides.
        public var isNarrow: Bool
        /// Whether each stop and element gets an invisible ring a player can light up (`data-key="INDEX/PART"`).
        public var marksFocus: Bool
        /// Whether the legend says how to show a hidden Tab order (`--tab-order`); a page with its own switch says not.
        public var explainsTabOrderOption: Bool = true

        /// Options; by default the platforms side by side, Tab order hidden, no focus rings.
        public init(showsTabOrder: Bool = false, isNarrow: Bool = false, marksFocus: Bool = false) {
            self.showsTabOrder = showsTabOrder
            self.isNarrow = isNarrow
            self.marksFocus = marksFocus
        }
    }

    /// One platform's picture of the screen, or of one dialog or menu open over it.
    struct Panel {
        var reader: ReaderKind
        var title: String
        var colour: String
        var entries: [FocusOrderReport.Entry]
        var tabOrder: [Int]
        /// The dialog or menu shown open (its element index), or nil for the screen.
        var layer: Int? = nil
        /// What the layer is, e.g. `Alert “Sign in failed”, open`.
        var subtitle: String? = nil
        /// The positions where the two platforms reach different stops.
        var differing: Set<Int> = []
        /// The height of what it shows (the screen's, or the layer panel's).
        var contentHeight: Double = 0
    }

    /// The report drawn.
    public let report: FocusOrderReport
    /// Where each element is drawn.
    package let layout: ScreenLayout
    /// What is shown.
    public let options: Options

    /// VoiceOver's colour (blue) and TalkBack's (green), also used by the transcript player.
    public static let colours: [ReaderKind: String] = [
        .voiceOver: "#0b57d0", .talkBack: "#137333", .iosKeyboard: "#0b57d0", .androidKeyboard: "#137333",
    ]
    static let differenceColour = "#e8710a"
    static let tabColour = "#8430ce"
    static let fonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"

    private static let padding = 24.0
    private static let titleHeight = 78.0
    private static let panelHeader = 40.0
    private static let panelGap = 40.0
    private static let legendRow = 30.0

    /// The picture of `report`'s screen.
    public init(report: FocusOrderReport, options: Options = Options()) {
        self.report = report
        self.layout = ScreenLayout(report.screen)
        self.options = options
    }

    /// The screen's panels (VoiceOver's, then TalkBack's), then each dialog's and menu's pair, in declaration order.
    var panels: [Panel] {
        let voiceOver = Self.colours[.voiceOver]!, talkBack = Self.colours[.talkBack]!
        var panels = [
            Panel(reader: .voiceOver, title: "VoiceOver · iOS", colour: voiceOver, entries: report.voiceOver,
                  tabOrder: report.iosTabOrder, differing: Set(report.differingPositions), contentHeight: layout.height),
            Panel(reader: .talkBack, title: "TalkBack · Android", colour: talkBack, entries: report.talkBack,
                  tabOrder: report.androidTabOrder, differing: Set(report.differingPositions), contentHeight: layout.height),
        ]
        let heights = Dictionary(layout.layerPanels.map { ($0.element, $0.height) }) { first, _ in first }
        for layer in report.layers {
            guard let height = heights[layer.element.index] else { continue }
            let what = layer.element.kind.facts.layer == .menu ? "Menu" : layer.isAlert ? "Alert" : "Dialog"
            let fits = max(8, Int(saturating: (layout.width - 24) / (15 * 0.56)) - 8)
            let subtitle = "\(what) \u{201C}" + ElementDrawing.fitted(layer.element.name, fits) + "\u{201D}, open"
            let differing = Set(zip(layer.voiceOver, layer.talkBack).enumerated().compactMap { position, pair in
                pair.0.stop.element.index == pair.1.stop.element.index && pair.0.stop.part == pair.1.stop.part ? nil : position
            })
            panels.append(Panel(reader: .voiceOver, title: "VoiceOver · iOS", colour: voiceOver, entries: layer.voiceOver,
                                tabOrder: [], layer: layer.element.index, subtitle: subtitle, differing: differing,
                                contentHeight: height))
            panels.append(Panel(reader: .talkBack, title: "TalkBack · Android", colour: talkBack, entries: layer.talkBack,
                                tabOrder: [], layer: layer.element.index, subtitle: subtitle, differing: differing,
                                contentHeight: height))
        }
        return panels
    }

    private func header(of panel: Panel) -> Double { panel.subtitle == nil ? Self.panelHeader : Self.panelHeader + 24 }

    private func panelSize(_ panel: Panel) -> (width: Double, height: Double) {
        (layout.width + 16, header(of: panel) + panel.contentHeight + 8)
    }

    /// Where each panel goes: the two platforms side by side, a row per layer under the screen's (narrow: every panel
    /// under the one before).
    func placements() -> [(panel: Panel, origin: (x: Double, y: Double))] {
        let panels = panels
        var placed: [(Panel, (Double, Double))] = []
        var y = Self.padding + Self.titleHeight
        var offset = 0
        while offset < panels.count {
            let row = options.isNarrow ? [panels[offset]] : Array(panels[offset..<min(offset + 2, panels.count)])
            for (column, panel) in row.enumerated() {
                placed.append((panel, (Self.padding + Double(column) * (panelSize(panel).width + Self.panelGap), y)))
            }
            y += (row.map { panelSize($0).height }.max() ?? 0) + Self.panelGap
            offset += row.count
        }
        return placed
    }

    /// What the legend explains, in order: the screen's notation, then layers and collapsed contents when there are any.
    private var legendItems: [(icon: LegendIcon, text: String)] {
        var items: [(LegendIcon, String)] = [
            (.voiceOver, "VoiceOver (iOS): the order swiping right visits"),
            (.talkBack, "TalkBack (Android): the order swiping right visits"),
            (.ringed, "Ringed: the readers reach different stops at this number"),
            (.outline, "Outline: one focus stop (a merged row reads as one)"),
            (.faded, "Faded: hidden or decorative, never a focus stop"),
            (.grey, "Grey: disabled, still reached, announced as such"),
            (.tab, "Tab order with an external keyboard (no screen reader)"
                + (options.showsTabOrder || options.marksFocus || !options.explainsTabOrderOption ? "" : ": add --tab-order to show")),
        ]
        if !layout.layerPanels.isEmpty {
            items.append((.layer, "Dialog or menu: open in its own panel, own order"))
        }
        if layout.boxes.indices.contains(where: { layout.boxes[$0] != nil && isInsideCollapsed($0) }) {
            items.append((.faded, "Faded inside an expandable: not reached until it is expanded"))
        }
        return items
    }

    /// A legend entry's little picture.
    private enum LegendIcon { case voiceOver, talkBack, ringed, outline, faded, grey, tab, layer }

    private var legendColumns: Int { options.isNarrow ? 1 : 2 }

    /// The picture's width and height in points.
    public var size: (width: Double, height: Double) {
        let placed = placements()
        let panelsWidth = placed.map { $0.origin.x + panelSize($0.panel).width }.max() ?? 0
        let panelsBottom = placed.map { $0.origin.y + panelSize($0.panel).height }.max() ?? 0
        let legendRows = Double((legendItems.count + legendColumns - 1) / legendColumns)
        let legendWidth = options.isNarrow ? 620.0 : 1000.0
        let width = max(panelsWidth - Self.padding, legendWidth) + 2 * Self.padding
        let height = panelsBottom + 28 + legendRows * Self.legendRow + Self.padding
        return (width, height)
    }

    /// The picture as a standalone SVG document.
    public func svg() -> String {
        var svg = SVGWriter()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        write(into: &svg)
        return svg.text
    }

    /// Writes the `<svg>` element (without an XML declaration, so it can sit inside an HTML page).
    package func write(into svg: inout SVGWriter) {
        let (width, height) = size
        let number = SVGWriter.number
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", number(width)), ("height", number(height)),
            ("viewBox", "0 0 \(number(width)) \(number(height))"), ("role", "img"),
            ("aria-labelledby", "picture-title"), ("font-family", Self.fonts), ("class", "focus-order-picture"),
        ])
        svg.element("title", [("id", "picture-title")], content: "Focus order of \u{201C}\(report.screen.title)\u{201D} on VoiceOver and TalkBack")
        svg.element("rect", [("width", number(width)), ("height", number(height)), ("fill", "#ffffff")])
        svg.element("text", [("x", number(Self.padding)), ("y", number(Self.padding + 30)), ("font-size", "28"),
                             ("font-weight", "700"), ("fill", "#202124"), ("class", "picture-heading")],
                    content: "Focus order: \u{201C}\(report.screen.title)\u{201D}")
        svg.element("text", [("x", number(Self.padding)), ("y", number(Self.padding + 58)), ("font-size", "17"),
                             ("fill", "#3c4043")], content: summary)
        let placed = placements()
        for (panel, origin) in placed {
            drawPanel(panel, at: origin, into: &svg)
        }
        drawLegend(below: placed.map { $0.origin.y + panelSize($0.panel).height }.max() ?? 0, into: &svg)
        svg.close()
    }

    private var summary: String {
        let differing = report.differingPositions.count
        let stops = "VoiceOver \(report.voiceOver.count) stops · TalkBack \(report.talkBack.count) stops · "
        let menus = layout.layerPanels.filter { layout.index.elements[$0.element].kind.facts.layer == .menu }.count
        let dialogs = layout.layerPanels.count - menus
        let layers = [(dialogs, "dialog"), (menus, "menu")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
        return stops + (differing == 0 ? "same order on both"
            : "\(differing) \(differing == 1 ? "position differs" : "positions differ") (ringed)")
            // (Narrow, the line has no room for it: the layers' panels say what they are.)
            + (layers.isEmpty || options.isNarrow ? "" : " · \(layers) open below")
    }

    /// Whether element `element` is inside an expandable that is (as declared) collapsed.
    private func isInsideCollapsed(_ element: Int) -> Bool {
        expandableAncestors(of: element).contains { ancestor in
            let declared = layout.index.elements[ancestor]
            return (declared.state ?? declared.kind.defaultState) == .collapsed
        }
    }

    /// The expandables holding `element`, innermost first.
    private func expandableAncestors(of element: Int) -> [Int] {
        var ancestors: [Int] = []
        var current = layout.index.parent(of: element)
        while let parent = current {
            if layout.index.elements[parent].kind.facts.activation == .expandOrCollapse { ancestors.append(parent) }
            current = layout.index.parent(of: parent)
        }
        return ancestors
    }

    // MARK: - Panels

    private func drawPanel(_ panel: Panel, at origin: (x: Double, y: Double), into svg: inout SVGWriter) {
        let number = SVGWriter.number
        let (panelWidth, panelHeight) = panelSize(panel)
        let id = "panel-\(panel.reader.keyword)" + (panel.layer.map { "-layer-\($0)" } ?? "")
        svg.open("g", [("class", panel.layer == nil ? "panel" : "panel layer"), ("id", id),
                       ("data-platform", panel.reader.keyword)] + (panel.layer.map { [("data-layer", String($0))] } ?? [])
                      + [("transform", "translate(\(number(origin.x)) \(number(origin.y)))")])
        svg.element("rect", [("width", number(panelWidth)), ("height", number(panelHeight)), ("rx", "18"),
                             ("fill", "#f1f3f4"), ("stroke", panel.colour), ("stroke-width", "2")])
        svg.element("circle", [("cx", "22"), ("cy", "21"), ("r", "9"), ("fill", panel.colour)])
        svg.element("text", [("x", "38"), ("y", "28"), ("font-size", "20"), ("font-weight", "700"), ("fill", panel.colour)],
                    content: panel.title)
        if let subtitle = panel.subtitle {
            svg.element("text", [("x", "38"), ("y", "52"), ("font-size", "15"), ("font-weight", "600"), ("fill", "#202124"),
                                 ("class", "layer-title")], content: subtitle)
        }
        svg.open("g", [("class", "screen"), ("transform", "translate(8 \(number(header(of: panel))))")])
        if panel.layer == nil {
            svg.element("rect", [("width", number(layout.width)), ("height", number(layout.height)), ("rx", "12"),
                                 ("fill", "#ffffff"), ("stroke", "#dadce0")])
        } else {
            // The screen behind, dimmed: the layer sits over it and is all a reader reaches.
            svg.element("rect", [("width", number(layout.width)), ("height", number(panel.contentHeight)), ("rx", "12"),
                                 ("fill", "#9aa0a6"), ("stroke", "#80868b"), ("class", "scrim")])
        }
        drawPath(panel, into: &svg)
        if let layer = panel.layer, let list = layout.boxes[layer]?.panelFrame {
            drawMenuList(list, hasDismiss: panel.entries.contains { $0.stop.part == .dismiss }, into: &svg)
        }
        drawElements(in: panel.layer, into: &svg)
        drawStops(panel, into: &svg)
        svg.close()
        svg.close()
    }

    /// An open menu's list: a card holding the options, and VoiceOver's invisible "Dismiss context menu" button after
    /// them, drawn dashed where the panel's reader has it.
    private func drawMenuList(_ list: Frame, hasDismiss: Bool, into svg: inout SVGWriter) {
        let number = SVGWriter.number
        var list = list
        if !hasDismiss { list.height -= 40 }
        svg.element("rect", [("x", number(list.x + 3)), ("y", number(list.y + 4)), ("width", number(list.width)),
                             ("height", number(list.height)), ("rx", "12"), ("fill", "#202124"), ("opacity", "0.25")])
        svg.element("rect", [("x", number(list.x)), ("y", number(list.y)), ("width", number(list.width)),
                             ("height", number(list.height)), ("rx", "12"), ("fill", "#ffffff"), ("stroke", "#5f6368"),
                             ("stroke-width", "1.5"), ("class", "menu-list")])
        guard hasDismiss else { return }
        let strip = Frame(x: list.x + 6, y: list.y + list.height - 40, width: list.width - 12, height: 34)
        svg.element("rect", [("x", number(strip.x)), ("y", number(strip.y)), ("width", number(strip.width)),
                             ("height", number(strip.height)), ("rx", "8"), ("fill", "none"), ("stroke", "#80868b"),
                             ("stroke-dasharray", "4 3")])
        svg.element("text", [("x", number(strip.x + strip.width / 2)), ("y", number(strip.y + 22)), ("font-size", "13"),
                             ("font-style", "italic"), ("text-anchor", "middle"), ("fill", "#5f6368")],
                    content: "Dismiss context menu (invisible)")
    }

    /// The elements drawn in the panel of `layer` (nil: the screen's).
    private func drawElements(in layer: Int?, into svg: inout SVGWriter) {
        let index = layout.index
        for (element, box) in layout.boxes.enumerated() {
            guard let box, box.layer == layer else { continue }
            let declared = index.elements[element]
            let hidden = index.isEffectivelyHidden[element]
            let decorative = declared.kind.facts.isDecorative
            let disabled = !index.isEffectivelyEnabled[element]
            var attributes: [SVGWriter.Attribute] = [("class", "element"), ("data-element", String(element)),
                                                     ("data-kind", declared.kind.keyword)]
            if hidden || decorative {
                attributes.append(("opacity", hidden ? "0.35" : "0.5"))
            } else if isInsideCollapsed(element) {
                // Not reached until its expandable is expanded; a player brightens it then.
                attributes.append(("opacity", "0.3"))
            }
            if options.marksFocus && !hidden && !decorative {
                let ancestors = expandableAncestors(of: element)
                if !ancestors.isEmpty { attributes.append(("data-inside", ancestors.map(String.init).joined(separator: " "))) }
            }
            if disabled { attributes.append(("data-disabled", "true")) }
            svg.open("g", attributes)
            let variants = options.marksFocus ? Self.stateVariants(of: declared) : []
            if variants.isEmpty {
                ElementDrawing(box: box, element: declared, isDisabled: disabled, isHidden: hidden, layout: layout,
                               marksValues: options.marksFocus)
                    .draw(into: &svg)
            } else {
                // For a player: the control drawn in each state it can take, only the current one shown.
                for state in variants {
                    var variant = declared
                    variant.state = state
                    svg.open("g", [("class", "variant"), ("data-state", state.description)]
                                 + (state == declared.state ? [("data-initial", "true")] : [("display", "none")]))
                    ElementDrawing(box: box, element: variant, isDisabled: disabled, isHidden: hidden, layout: layout,
                                   marksValues: options.marksFocus)
                        .draw(into: &svg)
                    svg.close()
                }
            }
            svg.close()
        }
    }

    /// The states a two-state control can be drawn in (on/off, checked/unchecked, selected/unselected, expanded/collapsed).
    static func stateVariants(of element: Element) -> [ControlState] {
        switch element.state {
        case .on?, .off?: [.on, .off]
        case .checked?, .unchecked?: [.checked, .unchecked]
        case .selected?, .unselected?: [.selected, .unselected]
        case .expanded?, .collapsed?: [.expanded, .collapsed]
        default: []
        }
    }

    /// Where a stop's badge sits: in the gutter left of a stacked stop, outside the top left corner of a framed one (so
    /// it never covers a small button's label), on the corner of a stepper's button.
    func badgeCentre(_ stop: FocusStop, frame: Frame) -> (x: Double, y: Double) {
        switch stop.part {
        case .decrement, .increment: return (frame.x + 2, frame.y + 2)
        case .whole, .groupLabel, .title, .dismiss:
            if isFramed(stop) { return (max(frame.x - 6, 4), max(frame.y - 6, 4)) }
            if isCell(stop) { return (frame.x + 14, frame.y - 4) }
            return (frame.x - 16, frame.y + min(frame.height / 2, 22))
        }
    }

    /// Where a stop's Tab badge sits: right of a stacked stop, outside the top right corner of a framed one.
    func tabBadgeCentre(_ stop: FocusStop, frame: Frame) -> (x: Double, y: Double) {
        if isFramed(stop) { return (frame.x + frame.width + 6, max(frame.y - 6, 4)) }
        if isCell(stop) { return (frame.x + frame.width - 14, frame.y - 4) }
        if stop.part == .decrement || stop.part == .increment { return (frame.x + frame.width - 2, frame.y + 2) }
        return (frame.x + frame.width + 17, frame.y + min(frame.height / 2, 22))
    }

    /// A segment or tab: a cell beside others, whose badges sit on its top edge rather than in a gutter.
    private func isCell(_ stop: FocusStop) -> Bool {
        stop.element.kind.facts.isSeriesItem
    }

    private func isFramed(_ stop: FocusStop) -> Bool {
        // A dialog's title and a menu's dismiss button sit inside its card, never at the dialog's or menu's own frame.
        guard stop.part != .title && stop.part != .dismiss else { return false }
        return stop.element.index < layout.boxes.count && layout.boxes[stop.element.index]?.isFramed == true
    }

    /// The path through the badges, under the elements, so it runs in the gutter and between elements.
    private func drawPath(_ panel: Panel, into svg: inout SVGWriter) {
        let number = SVGWriter.number
        let centres = panel.entries.compactMap { entry in layout.frame(of: entry.stop).map { badgeCentre(entry.stop, frame: $0) } }
        guard centres.count > 1 else { return }
        svg.element("polyline", [("class", "path"), ("points", centres.map { "\(number($0.x)),\(number($0.y))" }
                                    .joined(separator: " ")),
                                 ("fill", "none"), ("stroke", panel.colour), ("stroke-width", "3"),
                                 ("stroke-opacity", "0.5"), ("stroke-linejoin", "round"), ("stroke-linecap", "round")])
    }

    private func drawStops(_ panel: Panel, into svg: inout SVGWriter) {
        let number = SVGWriter.number
        let frames = panel.entries.map { layout.frame(of: $0.stop) }
        // Outlines: each stop is one rounded box; a merged row's box holds all it reads.
        svg.open("g", [("class", "stops"), ("fill", "none"), ("stroke", panel.colour)])
        for (entry, frame) in zip(panel.entries, frames) {
            guard let frame else { continue }
            let merged = entry.stop.element.kind.facts.stops == .mergedRow
            svg.element("rect", [("x", number(frame.x - 3)), ("y", number(frame.y - 3)),
                                 ("width", number(frame.width + 6)), ("height", number(frame.height + 6)), ("rx", "9"),
                                 ("stroke-width", merged ? "2.5" : "1.5"), ("stroke-opacity", merged ? "0.9" : "0.55"),
                                 ("class", merged ? "stop merged" : "stop")])
        }
        svg.close()
        if options.marksFocus { drawFocusRings(in: panel.layer, into: &svg) }
        let differing = panel.differing
        svg.open("g", [("class", "badges"), ("font-size", "15"), ("font-weight", "700"), ("text-anchor", "middle")])
        for (entry, frame) in zip(panel.entries, frames) {
            guard let frame else { continue }
            let centre = badgeCentre(entry.stop, frame: frame)
            let differs = differing.contains(entry.stop.position)
            svg.open("g", [("class", differs ? "badge differs" : "badge"), ("data-platform", panel.reader.keyword),
                           ("data-number", String(entry.stop.position + 1)), ("data-element", String(entry.stop.element.index)),
                           ("data-part", entry.stop.part.rawValue), ("data-name", entry.stop.element.name)])
            svg.element("title", content: "\(panel.reader.displayName) #\(entry.stop.position + 1): \(entry.announcement)")
            if differs {
                svg.element("circle", [("cx", number(centre.x)), ("cy", number(centre.y)), ("r", "18"), ("fill", "#ffffff"),
                                       ("stroke", Self.differenceColour), ("stroke-width", "3.5")])
            }
            svg.element("circle", [("cx", number(centre.x)), ("cy", number(centre.y)), ("r", "13"), ("fill", panel.colour),
                                   ("stroke", "#ffffff"), ("stroke-width", "2")])
            svg.element("text", [("x", number(centre.x)), ("y", number(centre.y + 5.5)), ("fill", "#ffffff")],
                        content: String(entry.stop.position + 1))
            svg.close()
        }
        svg.close()
        drawTabOrder(panel, frames: frames, into: &svg)
    }

    private func drawTabOrder(_ panel: Panel, frames: [Frame?], into svg: inout SVGWriter) {
        let number = SVGWriter.number
        let keyboard: ReaderKind = panel.reader == .voiceOver ? .iosKeyboard : .androidKeyboard
        svg.open("g", [("class", "tab-order"), ("data-platform", keyboard.keyword),
                       ("visibility", options.showsTabOrder ? "visible" : "hidden"),
                       ("font-size", "13"), ("font-weight", "700"), ("text-anchor", "middle")])
        for (offset, position) in panel.tabOrder.enumerated() where position < frames.count {
            guard let frame = frames[position] else { continue }
            let centre = tabBadgeCentre(panel.entries[position].stop, frame: frame)
            let x = centre.x
            svg.open("g", [("class", "tab-badge"), ("data-platform", keyboard.keyword), ("data-number", String(offset + 1)),
                           ("data-element", String(panel.entries[position].stop.element.index))])
            svg.element("rect", [("x", number(x - 12)), ("y", number(centre.y - 12)), ("width", "24"), ("height", "24"),
                                 ("rx", "5"), ("fill", Self.tabColour), ("stroke", "#ffffff"), ("stroke-width", "1.5")])
            svg.element("text", [("x", number(x)), ("y", number(centre.y + 4.5)), ("fill", "#ffffff")],
                        content: String(offset + 1))
            svg.close()
        }
        svg.close()
    }

    /// An invisible ring round each stop drawn in the panel of `layer`, for a player to light where focus is.
    private func drawFocusRings(in layer: Int?, into svg: inout SVGWriter) {
        let number = SVGWriter.number
        svg.open("g", [("class", "rings"), ("fill", "none")])
        var rings: [(ScreenLayout.Box, FocusStop.Part)] = []
        for box in layout.boxes.compactMap({ $0 }) where box.layer == layer {
            let facts = layout.index.elements[box.index].kind.facts
            switch facts.stops {
            case .decrementIncrement: rings += [(box, .whole), (box, .decrement), (box, .increment)]
            case .groupLabel: rings += [(box, .whole), (box, .groupLabel)]
            case .layer where facts.layer == .dialog: rings += [(box, .whole), (box, .title)]
            default: rings.append((box, .whole))
            }
        }
        // An open menu's panel: VoiceOver's dismiss button after the options.
        if let layer, let menu = layout.boxes[layer], menu.panelFrame != nil { rings.append((menu, .dismiss)) }
        for (box, part) in rings {
            let frame = layout.frame(of: box, part: part)
            svg.element("rect", [("class", "ring"), ("data-key", "\(box.index)/\(part.rawValue)"),
                                 ("x", number(frame.x - 5)), ("y", number(frame.y - 5)),
                                 ("width", number(frame.width + 10)), ("height", number(frame.height + 10)), ("rx", "10")])
        }
        svg.close()
    }

    // MARK: - Legend

    private func drawLegend(below panelsBottom: Double, into svg: inout SVGWriter) {
        let number = SVGWriter.number
        let top = panelsBottom + 28
        let voiceOver = Self.colours[.voiceOver]!, talkBack = Self.colours[.talkBack]!
        svg.open("g", [("class", "legend"), ("font-size", "15"), ("fill", "#202124")])
        for (offset, (icon, item)) in legendItems.enumerated() {
            let column = Double(offset % legendColumns), row = Double(offset / legendColumns)
            let x = Self.padding + column * 510, y = top + row * Self.legendRow
            let cx = x + 16, cy = y + 10
            switch icon {
            case .voiceOver, .talkBack:
                svg.element("circle", [("cx", number(cx)), ("cy", number(cy)), ("r", "12"), ("fill", icon == .voiceOver ? voiceOver : talkBack)])
                svg.element("text", [("x", number(cx)), ("y", number(cy + 5)), ("fill", "#ffffff"), ("font-weight", "700"),
                                     ("text-anchor", "middle")], content: "1")
            case .ringed:
                svg.element("circle", [("cx", number(cx)), ("cy", number(cy)), ("r", "13"), ("fill", "#ffffff"),
                                       ("stroke", Self.differenceColour), ("stroke-width", "3.5")])
                svg.element("circle", [("cx", number(cx)), ("cy", number(cy)), ("r", "8"), ("fill", "#5f6368")])
            case .outline:
                svg.element("rect", [("x", number(cx - 14)), ("y", number(cy - 10)), ("width", "28"), ("height", "20"), ("rx", "6"),
                                     ("fill", "none"), ("stroke", "#5f6368"), ("stroke-width", "2.5")])
            case .faded:
                svg.element("rect", [("x", number(cx - 12)), ("y", number(cy - 10)), ("width", "24"), ("height", "20"), ("rx", "4"),
                                     ("fill", "#9aa0a6"), ("opacity", "0.35")])
            case .grey:
                svg.element("rect", [("x", number(cx - 12)), ("y", number(cy - 10)), ("width", "24"), ("height", "20"), ("rx", "4"),
                                     ("fill", "#e8eaed"), ("stroke", "#bdc1c6")])
                svg.element("text", [("x", number(cx)), ("y", number(cy + 5)), ("fill", "#9aa0a6"), ("font-size", "13"),
                                     ("text-anchor", "middle")], content: "Aa")
            case .tab:
                svg.element("rect", [("x", number(cx - 12)), ("y", number(cy - 12)), ("width", "24"), ("height", "24"), ("rx", "5"),
                                     ("fill", Self.tabColour)])
                svg.element("text", [("x", number(cx)), ("y", number(cy + 5)), ("fill", "#ffffff"), ("font-weight", "700"),
                                     ("font-size", "13"), ("text-anchor", "middle")], content: "1")
            case .layer:
                svg.element("rect", [("x", number(cx - 14)), ("y", number(cy - 12)), ("width", "28"), ("height", "24"), ("rx", "4"),
                                     ("fill", "#9aa0a6")])
                svg.element("rect", [("x", number(cx - 9)), ("y", number(cy - 7)), ("width", "18"), ("height", "14"), ("rx", "3"),
                                     ("fill", "#ffffff"), ("stroke", "#5f6368")])
            }
            svg.element("text", [("x", number(x + 40)), ("y", number(cy + 5))], content: item)
        }
        svg.close()
    }
}
