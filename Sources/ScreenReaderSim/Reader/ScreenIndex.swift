/// A screen flattened for fast lookups: every element depth-first, with parents, inherited hidden/disabled, and label search.
///
/// Built once per screen in O(elements) without recursion, so a deeply nested screen cannot overflow the stack.
public struct ScreenIndex: Sendable {
    /// The tables, in one shared object: copying an index (every reader's `index`) is one retain.
    let storage: ScreenIndexStorage

    /// Indexes `screen`.
    public init(_ screen: Screen) { storage = ScreenIndexStorage(screen) }

    /// The screen this index describes.
    public var screen: Screen { storage.screen }
    /// Every element, depth-first; an element's position here is its ``ElementReference/index``.
    public var elements: [Element] { storage.elements }
    /// Whether the element or a container above it is hidden.
    var isEffectivelyHidden: [Bool] { storage.isEffectivelyHidden }
    /// Whether the element and every container above it are enabled.
    var isEffectivelyEnabled: [Bool] { storage.isEffectivelyEnabled }
    /// A reference to each element, by index (built on each call: use ``reference(at:)`` for one).
    public var references: [ElementReference] { storage.references }
    /// A reference to the element at `position` in ``elements``.
    public func reference(at position: Int) -> ElementReference { storage.reference(at: position) }
    /// The element with this id, if any.
    public func element(withID id: String) -> ElementReference? { storage.element(withID: id) }
    /// The element a scenario's `LABEL` names: by visible label (or accessibility label when there is no visible one),
    /// compared like speech, or by id; a row also by the name it speaks. When a text and a control share the label,
    /// the control wins.
    /// - Throws: ``LookupError/noElement(label:)`` when nothing matches, ``LookupError/ambiguous(label:candidates:)``
    ///   when two or more controls match.
    public func element(_ label: String) throws(LookupError) -> ElementReference { try storage.element(label) }
    /// The programmatic name of the element at `position` (a row's is what it merges).
    func name(of position: Int) -> String { storage.name(of: position) }
    /// The parent of the element at `position`, nil at the top level.
    func parent(of position: Int) -> Int? { storage.parent(of: position) }
    /// The children of the element at `position`, in order.
    func children(of position: Int) -> [Int] { storage.children(of: position) }
    /// What a row merges: the names of its speakable texts and its controls, in order, hidden elements left out.
    func rowContents(of row: Int) -> (texts: [String], controls: [Int]) { storage.rowContents(of: row) }
    /// A row's name.
    func rowName(of row: Int) -> String { storage.rowName(of: row) }
    /// The label a lookup compares against.
    func lookupName(of index: Int) -> String { storage.lookupName(of: index) }
    /// The indices of every element below `index`, depth-first.
    func descendants(of index: Int) -> Range<Int> { storage.descendants(of: index) }
    /// Whether `ancestor` holds `index` somewhere below it.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool { storage.isAncestor(ancestor, of: index) }
}

/// The tables of a ``ScreenIndex``, built once and never changed after (so sharing them across threads is safe).
final class ScreenIndexStorage: @unchecked Sendable {
    /// The screen this index describes.
    let screen: Screen
    /// Every element, depth-first.
    let elements: [Element]
    /// Each element's parent index (-1 at the top level).
    private let parentTable: [Int32]
    /// One past each element's last descendant: depth-first, an element's descendants are the positions between.
    private let subtreeEnd: [Int32]
    /// Whether the element or a container above it is hidden.
    let isEffectivelyHidden: [Bool]
    /// Whether the element and every container above it are enabled.
    let isEffectivelyEnabled: [Bool]
    /// The name of each row that is a stop of its own (no row above it), by element index; other elements are named
    /// by their own label, and a row inside a row works its name out when asked (see ``rowName(of:)``).
    private var rowNames: [Int: String] = [:]
    /// The elements a row merges as text (a visible text, heading or image with a name, a radio group's label),
    /// depth-first: a row's are the ones within its subtree, found by binary search (see ``rowContents(of:)``).
    private let mergedTexts: [Int]
    /// The elements a row merges as controls (visible buttons, switches, checkboxes, radios, fields, sliders, links,
    /// menus), depth-first.
    private let mergedControls: [Int]
    /// The first element with each id.
    private var idLookup: [String: Int] = [:]
    /// What each key names, resolved once (see ``LabelMatch``): the elements whose lookup name, or a row's spoken name,
    /// normalizes to it.
    private(set) var labelLookup = LabelTable.empty
    /// What each key names by accessibility label, resolved once: the fallback when no label matches.
    private var accessibilityLabelLookup = LabelTable.empty

    /// Indexes `screen`.
    init(_ screen: Screen) {
        self.screen = screen
        var elements: [Element] = []
        var parents: [Int32] = []
        var hidden: [Bool] = []
        var enabled: [Bool] = []
        // Explicit stack of (element, parent index); children pushed in reverse so they pop in order.
        var stack: [(Element, Int)] = screen.elements.reversed().map { ($0, -1) }
        while let (element, parent) = stack.popLast() {
            let index = elements.count
            var flat = element
            flat.children = []
            elements.append(flat)
            parents.append(Int32(parent))
            hidden.append(element.isHidden || (parent >= 0 && hidden[parent]))
            enabled.append(element.isEnabled && (parent < 0 || enabled[parent]))
            for child in element.children.reversed() { stack.append((child, index)) }
        }
        // Children come after their parents, so a reverse sweep finishes each subtree before its parent's.
        var ends = (0..<elements.count).map { Int32($0 + 1) }
        for index in elements.indices.reversed() where parents[index] >= 0 {
            let parent = Int(parents[index])
            ends[parent] = max(ends[parent], ends[index])
        }
        self.elements = elements
        self.parentTable = parents
        self.subtreeEnd = ends
        self.isEffectivelyHidden = hidden
        self.isEffectivelyEnabled = enabled
        // What rows merge, gathered once in depth-first order: a row's texts and controls are then a slice of these,
        // so no row walks its subtree, and nested rows cost O(elements), not O(elements × depth).
        var texts: [Int] = []
        var controls: [Int] = []
        for (index, element) in elements.enumerated() where !hidden[index] {
            switch Self.mergedPart(element) {
            case .text?: texts.append(index)
            case .control?: controls.append(index)
            case nil: break
            }
        }
        self.mergedTexts = texts
        self.mergedControls = controls
        // A row that is a stop is named by what it merges, which needs the tables above. These rows' subtrees do not
        // overlap, so naming them all reads each text once; a row inside a row is merged into the outer one's stop
        // and speaks nothing itself, so its name is worked out only when asked.
        var insideRow = [Bool](repeating: false, count: elements.count)
        for index in elements.indices where parents[index] >= 0 {
            let parent = Int(parents[index])
            insideRow[index] = insideRow[parent] || elements[parent].kind == .row
        }
        for row in elements.indices where elements[row].kind == .row && !insideRow[row] {
            rowNames[row] = rowName(of: row)
        }
        // Lookup tables, built once, so each `touch`/`expect` lookup is a hash lookup, not a scan of the screen.
        // Each key's answer is worked out as the elements come, so a lookup reads one slot and one entry, no element.
        var labels = LabelTable.Builder()
        var accessibilityLabels = LabelTable.Builder()
        for (index, element) in elements.enumerated() {
            if let id = element.id, idLookup[id] == nil { idLookup[id] = index }
            let isControl = element.kind.isControl
            let key = Speech.normalized(lookupName(of: index))
            labels.add(key, element: index, isControl: isControl)
            if element.kind == .row, let rowName = rowNames[index] {
                let spokenKey = Speech.normalized(rowName)
                if spokenKey != key { labels.add(spokenKey, element: index, isControl: isControl) }
            }
            if let accessibilityLabel = element.accessibilityLabel {
                accessibilityLabels.add(Speech.normalized(accessibilityLabel), element: index, isControl: isControl)
            }
        }
        labelLookup = labels.finish()
        accessibilityLabelLookup = accessibilityLabels.finish()
    }

    /// A reference to each element, by index (built on each call: use ``reference(at:)`` for one).
    var references: [ElementReference] { elements.indices.map(reference(at:)) }

    /// A reference to the element at `position` in ``elements``.
    func reference(at position: Int) -> ElementReference {
        ElementReference(
            index: position, kind: elements[position].kind, name: name(of: position), id: elements[position].id,
            location: elements[position].location
        )
    }

    /// The programmatic name of the element at `position` (a row's is what it merges).
    func name(of position: Int) -> String {
        guard elements[position].kind == .row else { return elements[position].name }
        return rowNames[position] ?? rowName(of: position)
    }

    /// The parent of the element at `position`, nil at the top level.
    func parent(of position: Int) -> Int? {
        let parent = parentTable[position]
        return parent < 0 ? nil : Int(parent)
    }

    /// The children of the element at `position`, in order.
    func children(of position: Int) -> [Int] {
        var result: [Int] = []
        var child = position + 1
        let end = Int(subtreeEnd[position])
        while child < end {
            result.append(child)
            child = Int(subtreeEnd[child])
        }
        return result
    }

    /// What a row merges: the names of its speakable texts and its controls, in order, hidden elements left out.
    /// O(log elements + what it returns).
    func rowContents(of row: Int) -> (texts: [String], controls: [Int]) {
        let texts = Self.slice(of: mergedTexts, within: descendants(of: row)).map { text in
            elements[text].kind == .radioGroup ? elements[text].label : elements[text].name
        }
        return (texts, Array(Self.slice(of: mergedControls, within: descendants(of: row))))
    }

    /// What a row makes of an element inside it: one of its texts, a control, or nothing.
    private enum MergedPart { case text, control }

    /// How a row merges `element` (hidden ones aside): a text when it names something, a control, or nil.
    private static func mergedPart(_ element: Element) -> MergedPart? {
        switch element.kind {
        case .text, .heading, .image:
            return element.name.isEmpty ? nil : .text
        case .radioGroup:
            return element.label.isEmpty ? nil : .text
        case .button, .switch, .checkbox, .radio, .textField, .slider, .link, .menu:
            return .control
        case .icon, .group, .row, .stepper, .segmentedControl, .segment, .tabBar, .tab, .expandable, .dialog, .option:
            return nil
        }
    }

    /// The entries of `sorted` (ascending element indices) that lie in `range`, by binary search.
    static func slice(of sorted: [Int], within range: Range<Int>) -> ArraySlice<Int> {
        sorted[sorted.firstIndex(notBelow: range.lowerBound)..<sorted.firstIndex(notBelow: range.upperBound)]
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
    func element(withID id: String) -> ElementReference? {
        idLookup[id].map(reference(at:))
    }

    /// The element a scenario's `LABEL` names: by visible label (or accessibility label when there is no visible one),
    /// compared like speech, or by id; a row also by the name it speaks. When a text and a control share the label,
    /// the control wins.
    /// - Throws: ``LookupError/noElement(label:)`` when nothing matches, ``LookupError/ambiguous(label:candidates:)``
    ///   when two or more controls match.
    func element(_ label: String) throws(LookupError) -> ElementReference { reference(at: try elementIndex(label)) }

    /// The index of the element ``element(_:)`` finds, without building its reference.
    /// - Throws: ``LookupError/noElement(label:)`` when nothing matches, ``LookupError/ambiguous(label:candidates:)``
    ///   when two or more controls match.
    func elementIndex(_ label: String) throws(LookupError) -> Int {
        if !idLookup.isEmpty, let byID = idLookup[label] { return byID }
        let key = Speech.normalized(label)
        switch labelLookup.match(key) ?? accessibilityLabelLookup.match(key) {
        case .element(let element)?: return element
        case .ambiguous(let controls)?: throw .ambiguous(label: label, candidates: controls.map(reference(at:)))
        case nil: throw .noElement(label: label)
        }
    }

    /// The key ``elementIndex(_:)`` looks `label` up by in ``labelLookup``; nil when `label` is an id (an id wins).
    func labelKey(_ label: String) -> String? {
        if !idLookup.isEmpty, idLookup[label] != nil { return nil }
        return Speech.normalized(label)
    }

    /// The label a lookup compares against: the visible label, or the accessibility label when none is visible.
    func lookupName(of index: Int) -> String {
        let element = elements[index]
        return element.label.isEmpty ? (element.accessibilityLabel ?? "") : element.label
    }

    /// The indices of every element below `index`, depth-first: the positions up to the end of its subtree.
    func descendants(of index: Int) -> Range<Int> { (index + 1)..<Int(subtreeEnd[index]) }

    /// Whether `ancestor` holds `index` somewhere below it.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool { ancestor < index && index < Int(subtreeEnd[ancestor]) }
}
