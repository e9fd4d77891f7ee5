/// A screen flattened for fast lookups: every element depth-first, with parents, inherited hidden/disabled, and label search.
///
/// Built once per screen in O(elements) without recursion, so a deeply nested screen cannot overflow the stack.
public struct ScreenIndex: Sendable {
    /// The screen this index describes.
    public let screen: Screen
    /// Every element, depth-first; an element's position here is its ``ElementReference/index``.
    public let elements: [Element]
    /// A reference to each element, by index.
    public private(set) var references: [ElementReference]
    /// Each element's parent index (nil at the top level).
    let parents: [Int?]
    /// Each element's child indices, in order.
    let children: [[Int]]
    /// Whether the element or a container above it is hidden.
    let isEffectivelyHidden: [Bool]
    /// Whether the element and every container above it are enabled.
    let isEffectivelyEnabled: [Bool]
    /// The first element with each id.
    private var idLookup: [String: Int] = [:]
    /// The elements (in order) whose lookup name, or a row's spoken name, normalizes to each key.
    private var labelLookup: [String: [Int]] = [:]
    /// The elements (in order) whose accessibility label normalizes to each key: the fallback when no label matches.
    private var accessibilityLabelLookup: [String: [Int]] = [:]

    /// Indexes `screen`.
    public init(_ screen: Screen) {
        self.screen = screen
        var elements: [Element] = []
        var parents: [Int?] = []
        var children: [[Int]] = []
        var hidden: [Bool] = []
        var enabled: [Bool] = []
        // Explicit stack of (element, parent index); children pushed in reverse so they pop in order.
        var stack: [(Element, Int?)] = screen.elements.reversed().map { ($0, nil) }
        while let (element, parent) = stack.popLast() {
            let index = elements.count
            var flat = element
            flat.children = []
            elements.append(flat)
            parents.append(parent)
            children.append([])
            hidden.append(element.isHidden || (parent.map { hidden[$0] } ?? false))
            enabled.append(element.isEnabled && (parent.map { enabled[$0] } ?? true))
            if let parent { children[parent].append(index) }
            for child in element.children.reversed() { stack.append((child, index)) }
        }
        self.elements = elements
        self.parents = parents
        self.children = children
        self.isEffectivelyHidden = hidden
        self.isEffectivelyEnabled = enabled
        self.references = elements.enumerated().map { index, element in
            ElementReference(index: index, kind: element.kind, name: element.name, id: element.id, location: element.location)
        }
        // A row is named by what it merges, which needs the index above.
        for row in elements.indices where elements[row].kind == .row {
            let element = elements[row]
            references[row] = ElementReference(index: row, kind: .row, name: rowName(of: row), id: element.id,
                                               location: element.location)
        }
        // Lookup tables, built once, so each `touch`/`expect` lookup is a hash lookup, not a scan of the screen.
        for (index, element) in elements.enumerated() {
            if let id = element.id, idLookup[id] == nil { idLookup[id] = index }
            let key = Speech.normalized(lookupName(of: index))
            labelLookup[key, default: []].append(index)
            if element.kind == .row {
                let spokenKey = Speech.normalized(references[index].name)
                if spokenKey != key { labelLookup[spokenKey, default: []].append(index) }
            }
            if let accessibilityLabel = element.accessibilityLabel {
                accessibilityLabelLookup[Speech.normalized(accessibilityLabel), default: []].append(index)
            }
        }
    }

    /// What a row merges: the names of its speakable texts and its controls, in order, hidden elements left out.
    func rowContents(of row: Int) -> (texts: [String], controls: [Int]) {
        var texts: [String] = []
        var controls: [Int] = []
        for descendant in descendants(of: row) where !isEffectivelyHidden[descendant] {
            let element = elements[descendant]
            switch element.kind {
            case .text, .heading, .image:
                if !element.name.isEmpty { texts.append(element.name) }
            case .radioGroup:
                if !element.label.isEmpty { texts.append(element.label) }
            case .button, .switch, .checkbox, .radio, .textField, .slider, .link, .menu:
                controls.append(descendant)
            case .icon, .group, .row, .stepper, .segmentedControl, .segment, .tabBar, .tab, .expandable, .dialog, .option:
                break
            }
        }
        return (texts, controls)
    }

    /// A row's name: its accessibility label; else its texts joined by ", "; else its own label; else its one control's name.
    func rowName(of row: Int) -> String {
        let declared = elements[row]
        if let label = declared.accessibilityLabel { return label }
        let (texts, controls) = rowContents(of: row)
        if !texts.isEmpty { return texts.joined(separator: ", ") }
        if !declared.label.isEmpty { return declared.label }
        return controls.count == 1 ? elements[controls[0]].name : ""
    }

    /// The element with this id, if any.
    public func element(withID id: String) -> ElementReference? {
        idLookup[id].map { references[$0] }
    }

    /// The element a scenario's `LABEL` names: by visible label (or accessibility label when there is no visible one),
    /// compared like speech, or by id; a row also by the name it speaks. When a text and a control share the label,
    /// the control wins.
    /// - Throws: ``LookupError/noElement(label:)`` when nothing matches, ``LookupError/ambiguous(label:candidates:)``
    ///   when two or more controls match.
    public func element(_ label: String) throws(LookupError) -> ElementReference {
        if let byID = idLookup[label] { return references[byID] }
        let key = Speech.normalized(label)
        let matches = labelLookup[key] ?? accessibilityLabelLookup[key] ?? []
        guard let first = matches.first else { throw .noElement(label: label) }
        let controls = matches.filter { elements[$0].kind.isControl }
        if controls.count > 1 { throw .ambiguous(label: label, candidates: controls.map { references[$0] }) }
        return references[controls.first ?? first]
    }

    /// The label a lookup compares against: the visible label, or the accessibility label when none is visible.
    func lookupName(of index: Int) -> String {
        let element = elements[index]
        return element.label.isEmpty ? (element.accessibilityLabel ?? "") : element.label
    }

    /// The indices of every element below `index`, depth-first.
    func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = children[index].reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: children[next].reversed())
        }
        return result
    }

    /// Whether `ancestor` holds `index` somewhere below it.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current = parents[index]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }
}
