/// How one element looks in a ``FocusOrderPicture``: a sketch of the control, its label and state, greyed when disabled.
struct ElementDrawing {
    let box: ScreenLayout.Box
    let element: Element
    let isDisabled: Bool
    let isHidden: Bool
    let layout: ScreenLayout
    /// Whether a text field's and a menu's value is marked (`class="value"`) for a player to change as it is typed or
    /// chosen.
    var marksValues = false

    private var ink: String { isDisabled ? "#9aa0a6" : "#202124" }
    private var controlInk: String { isDisabled ? "#bdc1c6" : "#3c4043" }
    private var frame: Frame { box.frame }

    func draw(into svg: inout SVGWriter) {
        let n = SVGWriter.number
        let f = frame
        let midY = f.y + f.height / 2
        switch element.kind {
        case .group:
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", "none"), ("stroke", "#80868b"), ("stroke-width", "1.5"), ("stroke-dasharray", "6 4")])
        case .dialog:
            // A card over the screen: a shadow, then the card with its title.
            svg.element("rect", [("x", n(f.x + 3)), ("y", n(f.y + 4)), ("width", n(f.width)), ("height", n(f.height)),
                                 ("rx", "14"), ("fill", "#202124"), ("opacity", "0.25")])
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "14"),
                                 ("fill", "#ffffff"), ("stroke", "#5f6368"), ("stroke-width", "1.5")])
            if let title = box.labelFrame {
                lines(at: title.x + 4, top: title.y + 25, size: 19, weight: "700", into: &svg)
            }
        case .radioGroup:
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", "#fafafa"), ("stroke", "#dadce0")])
            if let label = box.labelFrame {
                lines(at: label.x + 4, top: label.y + 19, size: 15, weight: "600", into: &svg)
            }
        case .row:
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", isDisabled ? "#f8f9fa" : "#ffffff"), ("stroke", "#dadce0")])
        case .text:
            let size = box.isSecondary ? 13.0 : 15.0
            let top = box.isFramed ? centredBaseline(size: size) : f.y + (box.isInRow ? size : 20)
            lines(at: f.x + 4, top: top, size: size, colour: box.isSecondary && !isDisabled ? "#5f6368" : nil, into: &svg)
        case .heading:
            lines(at: f.x + 4, top: box.isFramed ? centredBaseline(size: 19) : f.y + 25, size: 19, weight: "700", into: &svg)
        case .image where f.width < 160:
            // A small framed image: the picture fills the frame, its name underneath inside it.
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)),
                                 ("rx", "6"), ("fill", "#e8eaed"), ("stroke", "#bdc1c6")])
            svg.element("polyline", [("points", "\(n(f.x + 6)),\(n(f.y + f.height * 0.6)) \(n(f.x + f.width * 0.35)),\(n(f.y + f.height * 0.3)) "
                                        + "\(n(f.x + f.width * 0.55)),\(n(f.y + f.height * 0.5)) \(n(f.x + f.width - 6)),\(n(f.y + f.height * 0.25))"),
                                     ("fill", "none"), ("stroke", "#80868b"), ("stroke-width", "2")])
            let fits = max(3, Int(saturating: (f.width - 6) / (11 * 0.56)))
            let name = element.name.count > fits ? String(element.name.prefix(fits - 1)) + "\u{2026}" : element.name
            svg.element("text", [("x", n(f.x + f.width / 2)), ("y", n(f.y + f.height - 6)), ("font-size", "11"),
                                 ("text-anchor", "middle"), ("fill", ink)], content: name)
        case .image:
            let side = min(48, f.height - 8)
            svg.element("rect", [("x", n(f.x + 4)), ("y", n(midY - side / 2)), ("width", n(side)), ("height", n(side)),
                                 ("rx", "6"), ("fill", "#e8eaed"), ("stroke", "#bdc1c6")])
            svg.element("polyline", [("points", "\(n(f.x + 10)),\(n(midY + side / 2 - 8)) \(n(f.x + 20)),\(n(midY - 2)) "
                                        + "\(n(f.x + 28)),\(n(midY + 6)) \(n(f.x + 36)),\(n(midY - 6)) \(n(f.x + side - 2)),\(n(midY + side / 2 - 8))"),
                                     ("fill", "none"), ("stroke", "#80868b"), ("stroke-width", "2")])
            lines(at: f.x + side + 16, top: midY - Double(box.lines.count - 1) * 10 + 5, size: 15, into: &svg)
        case .icon:
            let side = min(28, f.width)
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(side)), ("height", n(side)), ("rx", "7"),
                                 ("fill", "#e8eaed"), ("stroke", "#80868b"), ("stroke-dasharray", "3 2")])
            svg.element("text", [("x", n(f.x + side / 2)), ("y", n(f.y + side / 2 + 5)), ("font-size", "13"),
                                 ("text-anchor", "middle"), ("fill", "#5f6368")],
                        content: element.shownLabel.first.map { String($0).uppercased() } ?? "")
        case .menu:
            // A button with its label, its value under it, and a chevron: its options open in a panel of their own.
            let fill = isDisabled ? "#9aa0a6" : "#ffffff"
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", isDisabled ? "#e8eaed" : "#3c4043")])
            let value: String = if case .text(let text)? = element.state { text } else { "" }
            let rows = Double(box.lines.count + (value.isEmpty && !marksValues ? 0 : 1))
            let top = midY + 5 - (rows - 1) * 10
            for (offset, line) in box.lines.enumerated() {
                svg.element("text", [("x", n(f.x + 12)), ("y", n(top + Double(offset) * 20)), ("font-size", "15"),
                                     ("font-weight", "600"), ("fill", fill)], content: line)
            }
            if !value.isEmpty || marksValues {
                let fits = max(3, Int(saturating: (f.width - 40) / (14 * 0.56)))
                var attributes: [SVGWriter.Attribute] = [("x", n(f.x + 12)), ("y", n(top + Double(box.lines.count) * 20)),
                                                         ("font-size", "14"), ("fill", isDisabled ? fill : "#e8eaed")]
                if marksValues {
                    attributes += [("class", "value"), ("data-element", String(box.index)), ("data-fits", String(fits))]
                }
                svg.element("text", attributes, content: Self.fitted(value, fits))
            }
            svg.element("text", [("x", n(f.x + f.width - 14)), ("y", n(midY + 6)), ("font-size", "16"),
                                 ("text-anchor", "end"), ("fill", fill)], content: "\u{25BE}")
        case .option:
            // A row of an open menu's list, ticked when it is the chosen one.
            let selected = element.state == .selected
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "8"),
                                 ("fill", selected ? "#e8f0fe" : "#ffffff"), ("stroke", "#dadce0")])
            if selected {
                svg.element("text", [("x", n(f.x + 12)), ("y", n(midY + 6)), ("font-size", "17"), ("font-weight", "700"),
                                     ("fill", ink)], content: "\u{2713}")
            }
            lines(at: f.x + 36, top: midY + 5 - Double(box.lines.count - 1) * 10, size: 15,
                  weight: selected ? "700" : nil, into: &svg)
        case .button:
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", isDisabled ? "#e8eaed" : "#3c4043")])
            let centreX = f.x + f.width / 2
            for (offset, line) in box.lines.enumerated() {
                svg.element("text", [("x", n(centreX)), ("y", n(midY + 5 - Double(box.lines.count - 1) * 10 + Double(offset) * 20)),
                                     ("font-size", "15"), ("font-weight", "600"), ("text-anchor", "middle"),
                                     ("fill", isDisabled ? "#9aa0a6" : "#ffffff")], content: line)
            }
        case .switch:
            let on = element.state == .on
            let x = f.x + f.width - 52, y = midY - 14
            svg.element("rect", [("x", n(x)), ("y", n(y)), ("width", "48"), ("height", "28"), ("rx", "14"),
                                 ("fill", on ? controlInk : "#dadce0")])
            svg.element("circle", [("cx", n(on ? x + 34 : x + 14)), ("cy", n(midY)), ("r", "11"), ("fill", "#ffffff")])
            labelLines(at: f.x + 4, into: &svg)
        case .checkbox:
            let x = box.isInRow ? f.x + 3 : f.x + 4
            svg.element("rect", [("x", n(x)), ("y", n(midY - 11)), ("width", "22"), ("height", "22"), ("rx", "4"),
                                 ("fill", element.state == .checked ? controlInk : "#ffffff"), ("stroke", controlInk),
                                 ("stroke-width", "2")])
            if element.state == .checked {
                svg.element("polyline", [("points", "\(n(x + 5)),\(n(midY)) \(n(x + 9.5)),\(n(midY + 5)) \(n(x + 17)),\(n(midY - 5))"),
                                         ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", "2.5")])
            }
            labelLines(at: x + 36, into: &svg)
        case .radio:
            let cx = (box.isInRow ? f.x + 3 : f.x + 4) + 11
            svg.element("circle", [("cx", n(cx)), ("cy", n(midY)), ("r", "10"), ("fill", "#ffffff"), ("stroke", controlInk),
                                   ("stroke-width", "2")])
            if element.state == .selected {
                svg.element("circle", [("cx", n(cx)), ("cy", n(midY)), ("r", "5.5"), ("fill", controlInk)])
            }
            labelLines(at: cx + 25, into: &svg)
        case .stepper:
            let value: String = if case .value(let number)? = element.state { String(number) } else { "" }
            if box.isInRow {
                svg.element("text", [("x", n(f.x)), ("y", n(midY + 5)), ("font-size", "15"), ("font-weight", "700"), ("fill", ink)],
                            content: value)
            } else {
                lines(at: f.x + 4, top: midY + 5 - Double(max(box.lines.count, 1) - 1) * 10, size: 15, into: &svg)
                svg.element("text", [("x", n(f.x + f.width - 112)), ("y", n(midY + 6)), ("font-size", "17"),
                                     ("font-weight", "700"), ("text-anchor", "end"), ("fill", ink)], content: value)
            }
            for (part, symbol) in [(FocusStop.Part.decrement, "\u{2212}"), (.increment, "+")] {
                let button = layout.frame(of: box, part: part)
                svg.element("rect", [("x", n(button.x)), ("y", n(button.y)), ("width", n(button.width)),
                                     ("height", n(button.height)), ("rx", "8"), ("fill", "#f1f3f4"), ("stroke", controlInk)])
                svg.element("text", [("x", n(button.x + button.width / 2)), ("y", n(button.y + button.height / 2 + 7)),
                                     ("font-size", "22"), ("text-anchor", "middle"), ("fill", ink)], content: symbol)
            }
        case .link:
            for (offset, line) in box.lines.enumerated() {
                svg.element("text", [("x", n(f.x + 4)), ("y", n(f.y + (box.isInRow ? 17 : 21) + Double(offset) * 20)),
                                     ("font-size", "15"), ("fill", isDisabled ? ink : "#174ea6"),
                                     ("text-decoration", "underline")], content: line)
            }
        case .textField:
            let fieldTop = f.y + Double(box.lines.count) * 17 + 4
            lines(at: f.x + 2, top: f.y + 13, size: 13, colour: isDisabled ? nil : "#5f6368", into: &svg)
            svg.element("rect", [("x", n(f.x)), ("y", n(fieldTop)), ("width", n(f.width)), ("height", n(f.y + f.height - fieldTop)),
                                 ("rx", "8"), ("fill", "#ffffff"), ("stroke", controlInk), ("stroke-width", "1.5")])
            var shown = element.placeholder ?? ""
            var colour = "#80868b"
            if case .text(let value)? = element.state, !value.isEmpty {
                shown = element.isSecure ? String(repeating: "\u{2022}", count: min(value.count, 12)) : value
                colour = ink
            }
            let fits = max(3, Int(saturating: (f.width - 16) / (15 * 0.56)))
            var attributes: [SVGWriter.Attribute] = [("x", n(f.x + 10)), ("y", n((fieldTop + f.y + f.height) / 2 + 5)),
                                                     ("font-size", "15"), ("fill", colour)]
            if marksValues {
                // A player shows what is typed here (bullets for a secure field), else the placeholder in grey.
                attributes += [("class", "value"), ("data-element", String(box.index)), ("data-fits", String(fits)),
                               ("data-placeholder", element.placeholder ?? ""), ("data-ink", ink)]
            }
            svg.element("text", attributes, content: Self.fitted(shown, fits))
        case .slider:
            let range = element.range ?? StepperRange()
            let value: Int = if case .value(let number)? = element.state { number } else { range.minimum }
            let fraction = range.maximum > range.minimum
                ? (Double(value) - Double(range.minimum)) / (Double(range.maximum) - Double(range.minimum)) : 0
            let trackY = box.isInRow ? midY : f.y + f.height - 14
            let trackX = f.x + 4, trackWidth = f.width - (box.isInRow ? 8 : 56)
            if !box.isInRow {
                lines(at: f.x + 4, top: f.y + 19, size: 15, into: &svg)
                svg.element("text", [("x", n(f.x + f.width - 4)), ("y", n(trackY + 5)), ("font-size", "15"), ("font-weight", "700"),
                                     ("text-anchor", "end"), ("fill", ink)],
                            content: String(value) + (element.showsPercent ? "%" : ""))
            }
            svg.element("rect", [("x", n(trackX)), ("y", n(trackY - 3)), ("width", n(trackWidth)), ("height", "6"), ("rx", "3"),
                                 ("fill", "#dadce0")])
            svg.element("rect", [("x", n(trackX)), ("y", n(trackY - 3)), ("width", n(trackWidth * fraction)), ("height", "6"),
                                 ("rx", "3"), ("fill", controlInk)])
            svg.element("circle", [("cx", n(trackX + trackWidth * fraction)), ("cy", n(trackY)), ("r", "10"),
                                   ("fill", "#ffffff"), ("stroke", controlInk), ("stroke-width", "2")])
        case .segmentedControl, .tabBar:
            if let label = box.labelFrame {
                lines(at: label.x + 2, top: label.y + 13, size: 13, weight: "600", colour: isDisabled ? nil : "#5f6368", into: &svg)
            }
            let top = f.y + (box.labelFrame?.height ?? 10)
            svg.element("rect", [("x", n(f.x)), ("y", n(top)), ("width", n(f.width)), ("height", n(f.y + f.height - top)),
                                 ("rx", element.kind == .tabBar ? "4" : "10"), ("fill", "#f1f3f4"), ("stroke", "#dadce0")])
        case .segment, .tab:
            let selected = element.state == .selected
            svg.element("rect", [("x", n(f.x + 2)), ("y", n(f.y)), ("width", n(f.width - 4)), ("height", n(f.height)),
                                 ("rx", "8"), ("fill", selected ? controlInk : "#ffffff"), ("stroke", "#dadce0")])
            let fits = max(3, Int(saturating: (f.width - 10) / (14 * 0.56)))
            let name = element.shownLabel.count > fits ? String(element.shownLabel.prefix(fits - 1)) + "\u{2026}" : element.shownLabel
            svg.element("text", [("x", n(f.x + f.width / 2)), ("y", n(midY + 5)), ("font-size", "14"), ("text-anchor", "middle"),
                                 ("font-weight", selected ? "700" : "400"), ("fill", selected ? "#ffffff" : ink)], content: name)
        case .expandable:
            let header = box.labelFrame ?? f
            let expanded = element.state == .expanded
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", "#ffffff"), ("stroke", "#dadce0")])
            lines(at: f.x + 12, top: header.y + header.height / 2 + 5 - Double(box.lines.count - 1) * 10, size: 15,
                  weight: "600", into: &svg)
            svg.element("text", [("x", n(f.x + f.width - 14)), ("y", n(header.y + header.height / 2 + 6)), ("font-size", "18"),
                                 ("text-anchor", "end"), ("fill", ink)], content: expanded ? "\u{25BE}" : "\u{25B8}")
        @unknown default:
            svg.element("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)), ("rx", "10"),
                                 ("fill", "#ffffff"), ("stroke", controlInk)])
            lines(at: f.x + 8, top: f.y + 27 - Double(box.lines.count - 1) * 10, size: 15, into: &svg)
        }
        if isHidden, element.kind != .icon {
            svg.element("text", [("x", n(f.x + f.width - 6)), ("y", n(f.y + 13)), ("font-size", "11"), ("text-anchor", "end"),
                                 ("fill", "#5f6368"), ("font-style", "italic")], content: "hidden")
        }
    }

    /// `text` cut to `fits` characters, an ellipsis at the end when it was longer.
    static func fitted(_ text: String, _ fits: Int) -> String {
        text.count > fits ? String(text.prefix(fits - 1)) + "\u{2026}" : text
    }

    /// The first baseline that centres the label's lines of `size` in the box.
    private func centredBaseline(size: Double) -> Double {
        let block = Double(box.lines.count) * (size + 5) - 5
        return frame.y + (frame.height - block) / 2 + size * 0.8
    }

    /// The label's lines beside a control, vertically centred.
    private func labelLines(at x: Double, into svg: inout SVGWriter) {
        let midY = frame.y + frame.height / 2
        lines(at: x, top: midY + 5 - Double(box.lines.count - 1) * 10, size: 15, into: &svg)
    }

    /// The label's lines from baseline `top`, one under the other.
    private func lines(at x: Double, top: Double, size: Double, weight: String? = nil, colour: String? = nil,
                       into svg: inout SVGWriter) {
        for (offset, line) in box.lines.enumerated() {
            var attributes: [SVGWriter.Attribute] = [("x", SVGWriter.number(x)),
                                                     ("y", SVGWriter.number(top + Double(offset) * (size + 5))),
                                                     ("font-size", SVGWriter.number(size)), ("fill", colour ?? ink)]
            if let weight { attributes.append(("font-weight", weight)) }
            svg.element("text", attributes, content: line)
        }
    }
}

// MARK: - The room each kind takes

extension ScreenLayout {
    /// Lays `element` out as its kind looks (its label's lines, its label's frame, its children placed inside) in
    /// `box`, and returns the height it takes: with ``ElementDrawing/draw(into:)``, the one place that says how each
    /// kind is drawn.
    mutating func measure(
        _ element: Int, declared: Element, box: inout Box, label: String, children: [Int], x: Double, y: Double,
        width: Double, inRow: Bool, secondary: Bool, fixedHeight: Double?
    ) -> Double {
        var height: Double
        switch declared.kind {
        case .text:
            let size = secondary ? 13.0 : 15.0
            box.lines = Self.wrap(label, width: width - 8, fontSize: size)
            height = max(inRow ? 20 : 30, Double(box.lines.count) * (size + 5) + (inRow ? 2 : 10))
        case .heading:
            box.lines = Self.wrap(label, width: width - 8, fontSize: 19)
            height = max(38, Double(box.lines.count) * 24 + 14)
        case .image:
            box.lines = Self.wrap(label, width: width - 72, fontSize: 15)
            height = max(64, Double(box.lines.count) * 20 + 16)
        case .icon:
            box.lines = [label]
            height = 28
            if !inRow { box.frame.width = min(width, 28) }
        case .button, .option:
            box.lines = Self.wrap(label, width: width - (declared.kind.facts.activation == .chooseOption ? 48 : 24), fontSize: 15)
            height = max(44, Double(box.lines.count) * 20 + 20)
        case .menu:
            // A button showing its value and a chevron; its options are laid out in its own panel.
            box.lines = Self.wrap(label, width: width - 40, fontSize: 15)
            let value: String = if case .text(let text)? = declared.state { text } else { "" }
            height = max(44, Double(box.lines.count + (value.isEmpty ? 0 : 1)) * 20 + 20)
        case .switch, .checkbox, .radio:
            box.lines = inRow ? [] : Self.wrap(label, width: width - (declared.kind == .switch ? 76 : 48), fontSize: 15)
            height = inRow ? 32 : max(44, Double(box.lines.count) * 20 + 20)
        case .stepper:
            box.lines = inRow ? [] : Self.wrap(label, width: width - 120, fontSize: 15)
            height = max(52, Double(box.lines.count) * 20 + 32)
        case .radioGroup:
            box.lines = Self.wrap(label, width: width - 16, fontSize: 15)
            let labelHeight = box.lines.isEmpty ? 0 : Double(box.lines.count) * 20 + 10
            box.labelFrame = Frame(x: x + 4, y: y + 4, width: width - 8, height: labelHeight)
            height = 4 + labelHeight
            for child in children {
                height += place(child, x: x + 12, y: y + height, width: width - 16, inRow: false) + 4
            }
            height += 4
        case .group:
            height = 8
            for child in children where index.elements[child].kind.facts.layer != .modal {
                height += place(child, x: x + 8, y: y + height, width: width - 16, inRow: false) + 6
            }
            height = max(height + 2, 24)
        case .dialog:
            // A card: its title (the dialog's first stop), then its contents; a dialog inside it gets its own panel.
            box.lines = Self.wrap(label, width: width - 24, fontSize: 19)
            let titleHeight = Double(max(box.lines.count, 1)) * 24 + 14
            box.labelFrame = Frame(x: x + 8, y: y + 8, width: width - 16, height: titleHeight)
            height = 8 + titleHeight + 6
            for child in children where index.elements[child].kind.facts.layer != .modal {
                height += place(child, x: x + 12, y: y + height, width: width - 24, inRow: false) + 6
            }
            height += 8
        case .row:
            height = placeRow(element, children: children, x: x, y: y, width: width)
        case .link:
            box.lines = Self.wrap(label, width: width - 8, fontSize: 15)
            height = inRow ? 24 : max(32, Double(box.lines.count) * 20 + 12)
        case .textField:
            box.lines = inRow ? [] : Self.wrap(label, width: width - 8, fontSize: 13)
            height = inRow ? 32 : Double(box.lines.count) * 17 + 44
        case .slider:
            box.lines = inRow ? [] : Self.wrap(label, width: width - 60, fontSize: 15)
            height = inRow ? 32 : Double(max(box.lines.count, 1)) * 20 + 36
        case .segmentedControl, .tabBar:
            box.lines = Self.wrap(label, width: width - 8, fontSize: 13)
            // Room above the cells for their focus-order badges, which sit on the cells' top edge.
            let labelHeight = (box.lines.isEmpty ? 0 : Double(box.lines.count) * 17 + 4) + 10
            if !box.lines.isEmpty { box.labelFrame = Frame(x: x, y: y, width: width, height: labelHeight) }
            let cellHeight = declared.kind == .tabBar ? 52.0 : 36.0
            let cellWidth = (width - 8) / Double(max(children.count, 1))
            for (offset, child) in children.enumerated() {
                _ = place(child, x: x + 4 + Double(offset) * cellWidth, y: y + labelHeight + 4, width: cellWidth,
                          inRow: true, fixedHeight: cellHeight - 8)
            }
            height = labelHeight + cellHeight
        case .segment, .tab:
            box.lines = [label]
            height = fixedHeight ?? 36
        case .expandable:
            box.lines = Self.wrap(label, width: width - 40, fontSize: 15)
            let header = max(44, Double(box.lines.count) * 20 + 20)
            box.labelFrame = Frame(x: x, y: y, width: width, height: header)
            height = header
            for child in children {
                height += place(child, x: x + 16, y: y + height, width: width - 20, inRow: false) + 4
            }
            height += children.isEmpty ? 0 : 4
        // Kinds added later get a plain labelled box (children stacked inside) until they have a drawing of their own.
        @unknown default:
            box.lines = Self.wrap(label, width: width - 16, fontSize: 15)
            height = max(44, Double(box.lines.count) * 20 + 20)
            for child in children {
                height += place(child, x: x + 8, y: y + height, width: width - 16, inRow: false) + 6
            }
        }
        return height
    }

    /// The width a control takes at a row's trailing edge, in a row `width` points wide.
    static func rowControlWidth(_ element: Element, width: Double) -> Double {
        switch element.kind {
        case .switch: 52
        case .checkbox, .radio: 28
        case .stepper: 104
        case .textField, .slider: min(140, width / 2.5)
        default: min(max(60, Double(element.shownLabel.count) * 8.5 + 24), width / 2.5)
        }
    }

    /// The height a control takes at a row's trailing edge.
    static func rowControlHeight(_ element: Element) -> Double {
        element.kind == .stepper ? 44 : 32
    }
}
