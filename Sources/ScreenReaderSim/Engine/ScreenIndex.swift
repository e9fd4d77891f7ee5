import Foundation

/// A screen flattened for fast lookups: every element depth-first, with parents, inherited hidden/disabled, and label search.
///
/// Built once per screen in O(elements) without recursion, so a deeply nested screen cannot overflow the stack.
public struct ScreenIndex: Sendable {
    /// The tables, in one shared object: copying an index (every reader's `index`) is one retain.
    let storage: ScreenIndexStorage

    /// Indexes `screen`.
    public init(_ screen: Screen) { storage = ScreenIndexStorage(screen) }

    /// Indexes a screen lowered straight into flat form (see ``ScreenIndexStorage/init(_:title:layoutDirection:rowGrouping:location:)``).
    init(_ storage: ScreenIndexStorage) { self.storage = storage }

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
    /// The screen's title.
    let title: String
    /// The screen's layout direction, which decides VoiceOver's order within a visual row.
    let layoutDirection: LayoutDirection
    /// How the screen's geometric order groups elements into visual rows.
    let rowGrouping: RowGrouping
    /// Where the screen was declared, when it came from a scenario file.
    let screenLocation: SourceLocation?
    /// Guards ``assembledScreen``.
    private let screenLock = NSLock()
    /// The screen as a nested tree: the one declared, or for a screen lowered straight into the index (which holds no
    /// tree), the one assembled from ``elements`` the first time ``screen`` is asked for.
    private var assembledScreen: Screen?
    /// Every element, depth-first, its children detached.
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
    private let rowNames: ScreenIndexRowNames
    /// The elements a row merges as text (a visible text, heading or image with a name, a radio group's label),
    /// depth-first: a row's are the ones within its subtree, found by binary search (see ``rowContents(of:)``).
    /// Gathered only on a screen with rows.
    private let mergedTexts: [Int]
    /// The elements a row merges as controls (visible buttons, switches, checkboxes, radios, fields, sliders, links,
    /// menus), depth-first; gathered only on a screen with rows.
    private let mergedControls: [Int]
    /// The first element with each id.
    private let idLookup: [String: Int]
    /// What each label names, resolved once (see ``LabelMatch``): the elements whose lookup name, or a row's spoken
    /// name, compares equal to it like speech.
    let labelLookup: LabelTable
    /// What each label names by accessibility label, resolved once: the fallback when no label matches.
    private let accessibilityLabelLookup: LabelTable
    /// Whether any element has a frame (without one, geometric order is tree order).
    let hasFrames: Bool
    /// Whether any element has an explicit `order` position.
    let hasOrderOverrides: Bool
    /// Whether any element has a `before`/`after` traversal override.
    let hasTraversalOverrides: Bool
    /// Whether any element is a dialog or menu.
    let hasLayers: Bool
    /// Whether any element is an expandable (without one, a focus order has no regions).
    let hasExpandables: Bool
    /// Every kind's facts, held so the loops over the elements (the index's and its focus orders') read them without
    /// a global (``KindFactsTable``).
    let kinds: KindFactsTable

    /// Indexes `screen`: its tree flattened (each element copied once, its children detached), the screen kept as given.
    convenience init(_ screen: Screen) {
        self.init(FlatElements(flattening: screen.elements), title: screen.title, layoutDirection: screen.layoutDirection,
                  rowGrouping: screen.rowGrouping, location: screen.location, declared: screen)
    }

    /// Indexes a screen already laid out flat and depth-first (a scenario file's, lowered straight into the index): no
    /// tree is built unless ``screen`` is asked for.
    convenience init(
        _ flat: FlatElements, title: String, layoutDirection: LayoutDirection, rowGrouping: RowGrouping,
        location: SourceLocation?
    ) {
        self.init(flat, title: title, layoutDirection: layoutDirection, rowGrouping: rowGrouping, location: location,
                  declared: nil)
    }

    /// Indexes `flat`, keeping `declared` as the screen's tree when there is one. O(elements), without recursion.
    private init(
        _ flat: FlatElements, title: String, layoutDirection: LayoutDirection, rowGrouping: RowGrouping,
        location: SourceLocation?, declared: Screen?
    ) {
        self.title = title
        self.layoutDirection = layoutDirection
        self.rowGrouping = rowGrouping
        self.screenLocation = location
        self.assembledScreen = declared
        let elements = flat.elements
        let parents = flat.parents
        let count = elements.count
        let kinds = KindFactsTable()
        self.kinds = kinds
        let ends = FlatElements.subtreeEnds(parents)
        var hidden: [Bool] = []
        var enabled: [Bool] = []
        hidden.reserveCapacity(count)
        enabled.reserveCapacity(count)
        var hasRows = false
        var hasFrames = false
        var hasOrderOverrides = false
        var hasTraversalOverrides = false
        var hasLayers = false
        var hasExpandables = false
        // Parents come before their children, so what an element inherits is known when it is reached. Fields are read
        // in place (copying an element would retain everything it holds).
        for index in elements.indices {
            let parent = Int(parents[index])
            hidden.append(elements[index].isHidden || (parent >= 0 && hidden[parent]))
            enabled.append(elements[index].isEnabled && (parent < 0 || enabled[parent]))
            // Single facts, read in place (a row copied out would retain its word lists).
            let kind = elements[index].kind
            if kinds[kind].stops == .mergedRow { hasRows = true }
            if kinds[kind].layer != nil { hasLayers = true }
            if kinds[kind].activation == .expandOrCollapse { hasExpandables = true }
            if elements[index].frame != nil { hasFrames = true }
            if elements[index].order != nil { hasOrderOverrides = true }
            if elements[index].traversalBefore != nil || elements[index].traversalAfter != nil { hasTraversalOverrides = true }
        }
        self.elements = elements
        self.parentTable = parents
        self.subtreeEnd = ends
        self.isEffectivelyHidden = hidden
        self.isEffectivelyEnabled = enabled
        self.hasFrames = hasFrames
        self.hasOrderOverrides = hasOrderOverrides
        self.hasTraversalOverrides = hasTraversalOverrides
        self.hasLayers = hasLayers
        self.hasExpandables = hasExpandables
        // What rows merge and what each row that is a stop of its own is named (a screen without rows skips this).
        if hasRows {
            (mergedTexts, mergedControls, rowNames) = Self.rowTables(elements, hidden: hidden, subtreeEnd: ends,
                                                                     kinds: kinds)
        } else {
            (mergedTexts, mergedControls, rowNames) = ([], [], ScreenIndexRowNames())
        }
        // Lookup tables, built once, so each `touch`/`expect` lookup is a hash lookup, not a scan of the screen.
        // Each label's answer is worked out as the elements come, so a lookup reads one slot and one entry, no element.
        // Labels are kept as written and compared like speech, so building the tables normalizes nothing.
        var labels = LabelTable.Builder(expectedKeys: count + rowNames.count)
        // Few elements have an accessibility label: its table is first sized for a few thousand.
        var accessibilityLabels = LabelTable.Builder(expectedKeys: min(count, 4096))
        var idLookup: [String: Int] = [:]
        // The named rows come in position order, as the elements do: the next one is the only one to look for.
        var nextRow = 0
        for index in elements.indices {
            if let id = elements[index].id, idLookup[id] == nil { idLookup[id] = index }
            let isControl = kinds[elements[index].kind].isControl
            let lookupName = Self.lookupName(of: elements[index])
            let lookupHash = LabelTable.hash(ofLabel: lookupName)
            labels.add(lookupName, hash: lookupHash, element: index, isControl: isControl)
            if nextRow < rowNames.count && Int(rowNames.positions[nextRow]) == index {
                let rowName = rowNames.names[nextRow]
                nextRow += 1
                // Names that compare alike hash alike: a different hash rules the comparison out.
                let rowHash = LabelTable.hash(ofLabel: rowName)
                if rowHash != lookupHash || !Speech.matches(rowName, lookupName) {
                    labels.add(rowName, hash: rowHash, element: index, isControl: isControl)
                }
            }
            if let accessibilityLabel = elements[index].accessibilityLabel {
                accessibilityLabels.add(accessibilityLabel, element: index, isControl: isControl)
            }
        }
        self.idLookup = idLookup
        labelLookup = labels.finish()
        accessibilityLabelLookup = accessibilityLabels.finish()
    }

    /// The screen as a nested tree: the one indexed, or for a screen lowered straight into the index, assembled from
    /// its flat elements once, on first use (only the tools that show or compare the tree ask for it).
    var screen: Screen {
        screenLock.lock()
        defer { screenLock.unlock() }
        if let assembledScreen { return assembledScreen }
        var screen = Screen(title, layoutDirection: layoutDirection,
                            elements: FlatElements(elements: elements, parents: parentTable).tree())
        screen.location = screenLocation
        screen.rowGrouping = rowGrouping
        assembledScreen = screen
        return screen
    }

    /// What rows merge (the texts and the controls, each depth-first) and the name of each row that is a stop of its
    /// own, for a screen with rows, in one sweep of the elements.
    private static func rowTables(
        _ elements: [Element], hidden: [Bool], subtreeEnd: [Int32], kinds: KindFactsTable
    ) -> (texts: [Int], controls: [Int], names: ScreenIndexRowNames) {
        // What rows merge, gathered once in depth-first order: a row's texts and controls are then a slice of these,
        // so no row walks its subtree, and nested rows cost O(elements), not O(elements × depth).
        var texts: [Int] = []
        var controls: [Int] = []
        // A row that is a stop is named by what it merges, which is what the sweep gathers while inside it: these rows'
        // subtrees do not overlap, so the one open row's texts and controls are the ends of the lists gathered since it
        // opened. A row inside a row is merged into the outer one's stop and speaks nothing itself, so its name is
        // worked out only when asked.
        var names = ScreenIndexRowNames()
        var row = -1
        var rowEnd = 0
        var rowTexts = 0
        var rowControls = 0
        for index in elements.indices {
            if row >= 0 && index >= rowEnd {
                names.append(rowName(of: row, elements: elements, texts: texts[rowTexts...], controls: controls[rowControls...]),
                             at: row)
                row = -1
            }
            if !hidden[index] {
                switch mergedPart(of: index, in: elements, kinds: kinds) {
                case .text?: texts.append(index)
                case .control?: controls.append(index)
                case nil: break
                }
            }
            if row < 0 && kinds[elements[index].kind].stops == .mergedRow {
                row = index
                rowEnd = Int(subtreeEnd[index])
                rowTexts = texts.count
                rowControls = controls.count
            }
        }
        if row >= 0 {
            names.append(rowName(of: row, elements: elements, texts: texts[rowTexts...], controls: controls[rowControls...]),
                         at: row)
        }
        return (texts, controls, names)
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
        guard elements[position].kind.facts.stops == .mergedRow else { return elements[position].name }
        return rowNames[position] ?? rowName(of: position)
    }

    /// ``name(of:)`` of the row at `row`, its name searched forward from where `sweep` got to (see ``RowSweep``).
    func name(ofRow row: Int, sweep: inout RowSweep) -> String {
        rowNames.name(at: row, searchingFrom: &sweep.namePlace) ?? rowName(of: row)
    }

    /// The parent of the element at `position`, nil at the top level.
    func parent(of position: Int) -> Int? {
        let parent = parentTable[position]
        return parent < 0 ? nil : Int(parent)
    }

    /// The innermost dialog or menu holding `element`, or nil for an element of the screen itself (see
    /// ``CompiledScreen/enclosingLayer(of:)``). O(depth); O(1) on a screen without dialogs or menus.
    func enclosingLayer(of element: Int) -> Int? {
        guard hasLayers else { return nil }
        var current = parent(of: element)
        while let parent = current {
            if elements[parent].kind.opensLayer { return parent }
            current = self.parent(of: parent)
        }
        return nil
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
        (Self.rowTexts(elements: elements, texts: mergedTexts, descendants: descendants(of: row)),
         Array(rowControls(of: row)))
    }

    /// The controls a row merges, in order, hidden ones left out. O(log elements).
    func rowControls(of row: Int) -> ArraySlice<Int> { Self.slice(of: mergedControls, within: descendants(of: row)) }

    /// ``rowControls(of:)``, searched forward from where `sweep` got to (see ``RowSweep``).
    func rowControls(of row: Int, sweep: inout RowSweep) -> ArraySlice<Int> {
        let lower = mergedControls.firstIndex(notBelow: row + 1, from: sweep.controlPlace)
        sweep.controlPlace = lower
        return mergedControls[lower..<mergedControls.firstIndex(notBelow: Int(subtreeEnd[row]), from: lower)]
    }

    /// The names of the texts among `texts` (merged texts, depth-first) that lie in `descendants`, a row's.
    private static func rowTexts(elements: [Element], texts: [Int], descendants: Range<Int>) -> [String] {
        slice(of: texts, within: descendants).map { textName($0, elements: elements) }
    }

    /// The name a row speaks for the text it merges at `text`: its label or its name, as its kind merges it.
    private static func textName(_ text: Int, elements: [Element]) -> String {
        elements[text].kind.facts.rowMerge == .label ? elements[text].label : elements[text].name
    }

    /// What a row makes of an element inside it: one of its texts, a control, or nothing.
    private enum MergedPart { case text, control }

    /// How a row merges the element at `index` (hidden ones aside): a text when it names something, a control, or nil.
    /// The element's fields are read in place (copying it would retain everything it holds).
    private static func mergedPart(of index: Int, in elements: [Element], kinds: KindFactsTable) -> MergedPart? {
        switch kinds[elements[index].kind].rowMerge {
        case .name:
            return elements[index].hasEmptyName ? nil : .text
        case .label:
            return elements[index].label.isEmpty ? nil : .text
        case .control:
            return .control
        case .none, .ownStops:
            return nil
        }
    }

    /// The entries of `sorted` (ascending element indices) that lie in `range`, by binary search.
    static func slice(of sorted: [Int], within range: Range<Int>) -> ArraySlice<Int> {
        sorted[sorted.firstIndex(notBelow: range.lowerBound)..<sorted.firstIndex(notBelow: range.upperBound)]
    }

    /// A row's name: its accessibility label; else its texts joined by ", "; else its own label; else its one control's name.
    func rowName(of row: Int) -> String {
        let descendants = descendants(of: row)
        return Self.rowName(of: row, elements: elements, texts: Self.slice(of: mergedTexts, within: descendants),
                            controls: Self.slice(of: mergedControls, within: descendants))
    }

    /// ``rowName(of:)`` from the texts and controls the row merges (so the index can name its rows before it is whole).
    private static func rowName(
        of row: Int, elements: [Element], texts mergedTexts: ArraySlice<Int>, controls merged: ArraySlice<Int>
    ) -> String {
        // The row's fields are read in place (copying it out would retain everything it holds), and a row of one text,
        // the usual row, is named by it without a list of names made and joined.
        if let label = elements[row].accessibilityLabel { return label }
        if mergedTexts.count == 1 { return textName(mergedTexts[mergedTexts.startIndex], elements: elements) }
        if !mergedTexts.isEmpty { return mergedTexts.map { textName($0, elements: elements) }.joined(separator: ", ") }
        if !elements[row].label.isEmpty { return elements[row].label }
        return merged.count == 1 ? elements[merged[merged.startIndex]].name : ""
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
        let hash = LabelTable.hash(ofLabel: label)
        switch labelLookup.match(label, hash: hash) ?? accessibilityLabelLookup.match(label, hash: hash) {
        case .element(let element)?: return element
        case .ambiguous(let controls)?: throw .ambiguous(label: label, candidates: controls.map(reference(at:)))
        case nil: throw .noElement(label: label, nearest: LookupError.NearestLabel(nearestLabel(to: label)))
        }
    }

    /// The visible label, accessibility label or id closest to `label`, as a scenario file's `unknown-label` suggests.
    func nearestLabel(to label: String) -> String? {
        let names = elements.compactMap { $0.label.isEmpty ? $0.accessibilityLabel : $0.label } + elements.compactMap(\.id)
        return Suggestion.closest(to: label, in: names)
    }

    /// Every id of the screen (the first element with each is the one it names).
    var ids: Dictionary<String, Int>.Keys { idLookup.keys }

    /// The label a lookup compares against: the visible label, or the accessibility label when none is visible.
    func lookupName(of index: Int) -> String { Self.lookupName(of: elements[index]) }

    /// ``lookupName(of:)`` of `element`.
    private static func lookupName(of element: Element) -> String {
        element.label.isEmpty ? (element.accessibilityLabel ?? "") : element.label
    }

    /// The indices of every element below `index`, depth-first: the positions up to the end of its subtree.
    func descendants(of index: Int) -> Range<Int> { (index + 1)..<Int(subtreeEnd[index]) }

    /// Whether `ancestor` holds `index` somewhere below it.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool { ancestor < index && index < Int(subtreeEnd[ancestor]) }
}
