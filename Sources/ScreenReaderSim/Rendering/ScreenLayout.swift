/// Where each element of a screen is drawn: at its frame when it has one, otherwise in a stacked, phone-sized layout
/// (rows as rows, groups outlined), in points with the origin at the screen's top left corner.
///
/// Dialogs and menus are layers over the screen, so each is laid out on its own, as it looks open (``layerPanels``): a
/// dialog as a card with its title and contents, a menu's options as a list (its button stays on the screen).
package struct ScreenLayout: Sendable {
    /// How one element is drawn.
    package struct Box: Hashable, Sendable {
        /// The element's index in the ``ScreenIndex`` (its ``ElementReference/index``).
        package var index: Int
        /// Where the element is drawn.
        package var frame: Frame
        /// A radio group's visible label, which is its own focus stop.
        package var labelFrame: Frame?
        /// The label's lines, wrapped to the box.
        package var lines: [String]
        /// Whether the element sits in a row beside others (its label then shows in the row's texts, or it is a subtitle).
        package var isInRow: Bool
        /// A row's second and later texts, drawn smaller, as a subtitle.
        package var isSecondary: Bool
        /// Whether the box is the element's own frame (else the stacked layout placed it).
        package var isFramed: Bool
        /// The dialog or menu in whose own panel the element is drawn (its element index), or nil for the screen.
        /// A menu's button is drawn where it sits; its options in the menu's panel.
        package var layer: Int? = nil
        /// A menu's open list of options, in the menu's own panel; its last 40 points hold VoiceOver's
        /// "Dismiss context menu" button.
        package var panelFrame: Frame? = nil
    }

    /// One dialog or menu drawn open in a panel of its own, in coordinates of its own (origin at the panel's top left).
    package struct LayerPanel: Hashable, Sendable {
        /// The dialog's or menu's element index.
        package var element: Int
        /// The panel's height; its width is the screen's.
        package var height: Double
    }

    /// The narrowest screen, in points: a phone's.
    package static let phoneWidth = 390.0
    /// The screen's margin above and below the stacked layout.
    package static let margin = 20.0
    /// The stacked layout's left margin: room for the focus-order badges.
    package static let leadingGutter = 40.0
    /// The stacked layout's right margin: room for the Tab-order badges.
    package static let trailingGutter = 34.0

    /// The screen laid out.
    package let index: ScreenIndex
    /// Each element's box, by element index (nil for an element drawn nowhere).
    package private(set) var boxes: [Box?]
    /// The screen's width.
    package private(set) var width: Double
    /// The screen's height.
    package private(set) var height: Double
    /// Each dialog and menu laid out open, in declaration order (depth first).
    package private(set) var layerPanels: [LayerPanel] = []
    /// The layer whose panel is being laid out (nil: the screen).
    private var currentLayer: Int?
    /// How deep the element being placed is.
    private var nesting = 0
    /// The deepest nesting drawn: below it, elements have no box (and their stops no badge).
    package static let deepestDrawn = 32

    /// Lays `screen` out.
    package init(_ screen: Screen) {
        self.init(index: ScreenIndex(screen))
    }

    /// Lays out the screen `index` describes.
    package init(index: ScreenIndex) {
        self.index = index
        self.boxes = Array(repeating: nil, count: index.elements.count)
        let frames = index.elements.compactMap(\.frame)
        self.width = max(Self.phoneWidth, (frames.map { $0.x + $0.width }.max() ?? 0) + Self.margin)
        self.height = 0
        let roots = index.elements.indices.filter { index.parent(of: $0) == nil }
        var y = Self.margin
        // Framed elements first, where their frames put them; unframed ones stacked below them.
        // Dialogs are drawn in panels of their own, below.
        for root in roots where index.elements[root].frame != nil && index.elements[root].kind.facts.layer != .modal {
            let frame = index.elements[root].frame!
            _ = place(root, x: frame.x, y: frame.y, width: frame.width, inRow: false)
            y = max(y, frame.y + frame.height + 12)
        }
        for root in roots where index.elements[root].frame == nil && index.elements[root].kind.facts.layer != .modal {
            y += place(root, x: Self.leadingGutter, y: y, width: width - Self.leadingGutter - Self.trailingGutter, inRow: false) + 8
        }
        let drawn = boxes.compactMap { $0.flatMap { $0.layer == nil ? $0.frame.y + $0.frame.height : nil } }
        self.height = max(y + Self.margin - 8, (drawn.max() ?? 0) + Self.margin)
        for layer in index.elements.indices where index.elements[layer].kind.opensLayer {
            if let height = placeLayer(layer) { layerPanels.append(LayerPanel(element: layer, height: height)) }
        }
        currentLayer = nil
    }

    /// Lays out `layer` open in its own panel; returns the panel's height, or nil when it is not drawn (a menu whose
    /// button is nested too deep to draw).
    private mutating func placeLayer(_ layer: Int) -> Double? {
        let declared = index.elements[layer]
        let cardWidth = width - Self.leadingGutter - Self.trailingGutter
        currentLayer = layer
        if declared.kind.facts.layer == .modal {
            let x = declared.frame?.x ?? Self.leadingGutter, y = declared.frame?.y ?? Self.margin
            let height = place(layer, x: x, y: y, width: declared.frame?.width ?? cardWidth, inRow: false)
            return y + height + Self.margin
        }
        guard var menu = boxes[layer] else { return nil }
        let x = Self.leadingGutter, top = Self.margin, listWidth = min(cardWidth, 320)
        var y = top + 6
        for option in index.children(of: layer) {
            y += place(option, x: x + 6, y: y, width: listWidth - 12, inRow: false) + 2
        }
        // Room for VoiceOver's invisible "Dismiss context menu" button after the last option.
        y += 44
        menu.panelFrame = Frame(x: x, y: top, width: listWidth, height: y - top)
        boxes[layer] = menu
        return y + Self.margin
    }

    /// Where a stop is drawn: its element's box, or a part of it (a stepper's button, a radio group's label).
    package func frame(of stop: FocusStop) -> Frame? {
        guard stop.element.index < boxes.count, let box = boxes[stop.element.index] else { return nil }
        return frame(of: box, part: stop.part)
    }

    /// Where `part` of `box` is drawn.
    package func frame(of box: Box, part: FocusStop.Part) -> Frame {
        let frame = box.frame
        switch part {
        case .title: return box.labelFrame ?? frame
        case .dismiss:
            guard let list = box.panelFrame else { return frame }
            return Frame(x: list.x + 6, y: list.y + list.height - 40, width: list.width - 12, height: 34)
        case .whole:
            // An expandable's stop is its header; what it shows when expanded lies below.
            return index.elements[box.index].kind.facts.activation == .expandOrCollapse ? (box.labelFrame ?? frame) : frame
        case .groupLabel: return box.labelFrame ?? frame
        case .decrement, .increment:
            let button = Frame(x: 0, y: frame.y + (frame.height - 36) / 2, width: 44, height: 36)
            let right = frame.x + frame.width - 4
            return Frame(x: part == .increment ? right - 44 : right - 96, y: button.y, width: 44, height: 36)
        }
    }

    // MARK: - Stacked layout

    /// Places element `element` at `x`, `y` in `width`; returns the height it takes.
    mutating func place(_ element: Int, x: Double, y: Double, width: Double, inRow: Bool, secondary: Bool = false,
                        fixedHeight: Double? = nil) -> Double {
        // Nesting deeper than a picture can show (each level indents) is left undrawn; this also bounds the recursion.
        guard nesting < Self.deepestDrawn else { return 0 }
        nesting += 1
        defer { nesting -= 1 }
        let declared = index.elements[element]
        // A framed element inside an unframed parent still goes where its frame says.
        let frame = declared.frame
        let x = frame?.x ?? x, y = frame?.y ?? y, width = frame?.width ?? width
        var box = Box(index: element, frame: Frame(x: x, y: y, width: width, height: 0), labelFrame: nil, lines: [],
                      isInRow: inRow, isSecondary: secondary, isFramed: frame != nil, layer: currentLayer)
        let label = declared.label.isEmpty ? (declared.accessibilityLabel ?? "") : declared.shownLabel
        let children = index.children(of: element)
        let height = measure(element, declared: declared, box: &box, label: label, children: children, x: x, y: y,
                             width: width, inRow: inRow, secondary: secondary, fixedHeight: fixedHeight)
        box.frame.height = frame?.height ?? height
        boxes[element] = box
        return box.frame.height
    }

    /// A row: icons leading, texts in a column (the first as title, the rest as subtitles), controls trailing.
    mutating func placeRow(_ row: Int, children: [Int], x: Double, y: Double, width: Double) -> Double {
        let kinds = children.map { index.elements[$0].kind }
        let icons = zip(children, kinds).filter { $0.1.facts.isDecorative }.map(\.0)
        let controls = zip(children, kinds).filter { $0.1.isControl }.map(\.0)
        let middle = zip(children, kinds).filter { !$0.1.facts.isDecorative && !$0.1.isControl }.map(\.0)
        let leading = x + 10 + Double(icons.count) * 36
        var trailing = x + width - 10
        var controlWidths: [Int: Double] = [:]
        for control in controls.reversed() {
            let controlWidth = Self.rowControlWidth(index.elements[control], width: width)
            controlWidths[control] = controlWidth
            trailing -= controlWidth + 8
        }
        var columnHeight = 0.0
        for (offset, child) in middle.enumerated() {
            columnHeight += place(child, x: leading, y: y + 8 + columnHeight, width: max(60, trailing - leading),
                                  inRow: true, secondary: offset > 0 && index.elements[child].kind == .text)
        }
        let height = max(52, columnHeight + 16)
        for (offset, icon) in icons.enumerated() {
            _ = place(icon, x: x + 10 + Double(offset) * 36, y: y + (height - 28) / 2, width: 28, inRow: true)
        }
        var controlX = trailing + 8
        for control in controls {
            let controlWidth = controlWidths[control] ?? 52
            let controlHeight = Self.rowControlHeight(index.elements[control])
            _ = place(control, x: controlX, y: y + (height - controlHeight) / 2, width: controlWidth, inRow: true)
            controlX += controlWidth + 8
        }
        return height
    }

    /// `text` broken into lines of at most `width` points at `fontSize` (an average sans-serif glyph is 0.56 em).
    ///
    /// Linear in the text: each word's length is counted once and a word longer than a line is cut by walking on
    /// from the last cut (slices share the text), so a long label without spaces costs no more than a spaced one.
    package static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        guard !text.isEmpty else { return [] }
        let perLine = max(4, Int(saturating: width / (fontSize * 0.56)))
        var lines: [String] = []
        var current = ""
        var currentLength = 0
        for whole in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = whole
            var length = word.count
            while length > perLine {
                if currentLength > 0 { lines.append(current); current = ""; currentLength = 0 }
                let cut = word.index(word.startIndex, offsetBy: perLine)
                lines.append(String(word[..<cut]))
                word = word[cut...]
                length -= perLine
            }
            if currentLength == 0 {
                current = String(word)
                currentLength = length
            } else if currentLength + 1 + length <= perLine {
                current += " " + word
                currentLength += 1 + length
            } else {
                lines.append(current)
                current = String(word)
                currentLength = length
            }
        }
        if currentLength > 0 { lines.append(current) }
        return lines
    }
}
