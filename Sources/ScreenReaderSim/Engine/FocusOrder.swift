import Foundation

/// A screen's focus stops in one platform's order, with the tables that make moving focus O(1).
///
/// Built once per screen and platform (see ``CompiledScreen``) and shared, immutable, by every reader of it: stops from the tree (rows merged, steppers split, hidden and decorative elements skipped),
/// ordered by tree order or geometry, then explicit `order` positions, then `before`/`after` overrides.
final class FocusOrder: @unchecked Sendable {
    /// The screen the order was built from (its references name the stops).
    let index: ScreenIndex
    /// The platform's speech, laid out for building utterances fast.
    let phrases: PhraseBook
    /// Guards ``cachedStops``, ``cachedTouchPositions``, ``cachedKeyboard`` and the other caches, the only things that
    /// change after the order is built.
    private let lock = NSLock()
    /// Every stop as the public API shows it, built the first time someone asks for the whole list.
    private var cachedStops: [FocusStop]?
    /// Where a touch on each label lands in this order, built once its readers have touched by label often enough.
    private var cachedTouchPositions: TouchPositions?
    /// How many touches by label the screen's readers made in this order before its ``touchPositions`` was built.
    private var touchesWithoutTable = 0
    /// Each rotor choice's matching stops, built on the first rotor move by that choice (and, for form controls, by a
    /// reader whose choice takes every actionable stop, separately).
    private var cachedRotorStops: [RotorStops.Key: RotorStops] = [:]
    /// The order whose stops this one shares (see ``init(sharing:phrases:)``): it holds the touch positions for both.
    private let sharedWith: FocusOrder?
    /// What each stop is made of, by position.
    let contents: [StopContent]
    /// The position of the stop that holds each element (touch lands there), by element index.
    let stopHolding: OptionalPositionTable
    /// The elements this order's stops can hold: the screen's, or a dialog's or menu's subtree for its layer's order.
    let window: Range<Int>
    /// The tables an external keyboard moves by, made on the first key that moves focus (see ``keyboard``).
    private var cachedKeyboard: KeyboardTables?
    /// The runs of stops that can be hidden (an expandable's children), for skipping them while closed.
    let regions: StopRegions

    /// Builds the order of `index`'s screen under `rules`: the screen's own order, or with `layer`, the order of that
    /// dialog or menu as it opens over the screen (see ``CompiledScreen``'s layers).
    /// - Throws: ``FocusOrderError`` when `before`/`after` overrides cycle or name an unknown id.
    convenience init(index: ScreenIndex, rules: PlatformRules, layer: Int? = nil) throws(FocusOrderError) {
        try self.init(index: index, rules: rules, phrases: PhraseBook.shared(for: rules.phrases), layer: layer)
    }

    /// ``init(index:rules:layer:)`` with `rules`' phrase book already looked up (see ``SharedPlatformRules``).
    init(index: ScreenIndex, rules: PlatformRules, phrases: PhraseBook, layer: Int? = nil) throws(FocusOrderError) {
        self.index = index
        self.phrases = phrases
        self.sharedWith = nil
        // Overrides need each element's range of stops; without any, the natural order stands and no range is kept.
        let storage = index.storage
        let overrides = storage.hasOrderOverrides || (rules.appliesTraversalOverrides && storage.hasTraversalOverrides)
        let natural = Self.naturalOrder(index: index, rules: rules, layer: layer, keepingRanges: overrides)
        let sequence = overrides
            ? try Self.applyOverrides(natural.contents, ranges: natural.ranges, index: index,
                                      traversal: rules.appliesTraversalOverrides)
            : nil
        // Without `order`, `before` or `after` the natural order stands as it is (no copy of its stops).
        var contents = sequence.map { $0.map { natural.contents[$0] } } ?? natural.contents
        if let layer, let dismiss = Self.dismissStop(of: layer, index: index, rules: rules) { contents.append(dismiss) }
        self.contents = contents
        // The elements this order's stops can hold: the whole screen's, or a layer's subtree (its tables are sized to
        // the layer, so opening many dialogs costs memory and time in their sizes, not in the screen's).
        let window = layer.map { $0..<storage.descendants(of: $0).upperBound } ?? 0..<index.elements.count
        self.regions = StopRegions(contents: contents, index: index, window: window)

        // The stops' fields are read in place here and below (copying a stop out retains its name and extras).
        var stopHolding = OptionalPositionTable(repeating: nil, count: window.count, base: window.lowerBound)
        let kinds = index.storage.kinds
        for position in contents.indices {
            let element = contents[position].element
            if stopHolding[element] == nil && contents[position].part != .dismiss { stopHolding[element] = position }
            if kinds[index.elements[element].kind].stops == .mergedRow {
                for descendant in index.descendants(of: element)
                where stopHolding[descendant] == nil && kinds[index.elements[descendant].kind].rowMerge != .ownStops {
                    stopHolding[descendant] = position
                }
            }
        }
        self.stopHolding = stopHolding

        self.window = window
    }

    /// `other`'s order under another platform's phrases: the same stops and tables (shared, not copied), for a screen
    /// both platforms order alike (see ``ordersAlike(_:_:index:)``).
    init(sharing other: FocusOrder, phrases: PhraseBook) {
        index = other.index
        self.phrases = phrases
        contents = other.contents
        stopHolding = other.stopHolding
        window = other.window
        regions = other.regions
        sharedWith = other.sharedWith ?? other
    }

    /// Whether `first` and `second` build the same screen order of `index` (its stops, their order and every table),
    /// so one platform's order can be shared by the other: they read frames alike or no element has one, and apply
    /// `before`/`after` alike or no element has one. Everything else in building an order is the same on every platform.
    static func ordersAlike(_ first: PlatformRules, _ second: PlatformRules, index: ScreenIndex) -> Bool {
        let framesAlike = first.ordersByGeometry == second.ordersByGeometry
            && (!first.ordersByGeometry || first.rowTolerance == second.rowTolerance)
        let traversalAlike = first.appliesTraversalOverrides == second.appliesTraversalOverrides
        if framesAlike && traversalAlike { return true }
        return !index.elements.contains { element in
            (!framesAlike && element.frame != nil)
                || (!traversalAlike && (element.traversalBefore != nil || element.traversalAfter != nil))
        }
    }

    /// The stop at `position` in the full order, as the public API shows it: built on demand from the stop's content,
    /// so the order keeps only compact contents and tables.
    func stop(at position: Int) -> FocusStop {
        contents.withUnsafeBufferPointer { stop(at: position, content: $0[position]) }
    }

    /// ``stop(at:)`` of a stop whose content the caller holds.
    func stop(at position: Int, content: StopContent) -> FocusStop {
        FocusStop(position: position, orderIndex: position, index: index.storage, element: content.element,
                  part: content.part, control: content.control)
    }

    /// Every stop, in order; built once, on first use.
    var stops: [FocusStop] {
        lock.lock()
        defer { lock.unlock() }
        if let cachedStops { return cachedStops }
        let built = contents.indices.map(stop(at:))
        cachedStops = built
        return built
    }

    /// The stops `choice` moves between in this order (shared with the order whose stops this one shares);
    /// `everyActionable`: every stop with a control, for a reader whose form-controls choice takes them all.
    func rotorStops(_ choice: RotorChoice, everyActionable: Bool = false) -> RotorStops {
        if let sharedWith { return sharedWith.rotorStops(choice, everyActionable: everyActionable) }
        let key = RotorStops.Key(choice: choice, everyActionable: everyActionable)
        lock.lock()
        defer { lock.unlock() }
        if let built = cachedRotorStops[key] { return built }
        let built = RotorStops(choice, everyActionable: everyActionable, contents: contents, index: index)
        cachedRotorStops[key] = built
        return built
    }

    /// Where a touch on each label of the screen lands in this order, with that stop's content (see ``TouchPositions``):
    /// built when first asked for (readers ask once they have touched by label often enough: see
    /// ``touchPositionsOnceWorthBuilding()``; an order that shares another's stops shares its positions too), then
    /// shared, so a file of many scenarios on a big screen builds it once, not once per scenario and reader.
    var touchPositions: TouchPositions {
        if let sharedWith { return sharedWith.touchPositions }
        lock.lock()
        defer { lock.unlock() }
        if let cachedTouchPositions { return cachedTouchPositions }
        let built = TouchPositions(index.storage.labelLookup, ids: index.storage.ids, order: self)
        cachedTouchPositions = built
        return built
    }

    /// ``touchPositions`` once the screen's readers have touched by label more than
    /// ``TouchPositions/touchesBeforeBuilding`` times in this order (counted here, for every reader and scenario that
    /// shares it), nil before. A run that touches a big screen a few times looks each label up in full instead of
    /// building a table of every label: megabytes at the run's peak, and more work than its few lookups would save.
    func touchPositionsOnceWorthBuilding() -> TouchPositions? {
        if let sharedWith { return sharedWith.touchPositionsOnceWorthBuilding() }
        lock.lock()
        if let cachedTouchPositions {
            lock.unlock()
            return cachedTouchPositions
        }
        touchesWithoutTable += 1
        let isWorthBuilding = touchesWithoutTable > TouchPositions.touchesBeforeBuilding
        lock.unlock()
        return isWorthBuilding ? touchPositions : nil
    }

    /// The tables an external keyboard moves focus by (see ``KeyboardTables``): made the first time a reader asks, then
    /// kept (an order that shares another's stops shares its tables too).
    var keyboard: KeyboardTables {
        if let sharedWith { return sharedWith.keyboard }
        lock.lock()
        defer { lock.unlock() }
        if let cachedKeyboard { return cachedKeyboard }
        let built = KeyboardTables(contents: contents, index: index, window: window)
        cachedKeyboard = built
        return built
    }

    /// Whether this order's ``touchPositions`` has been built (or the order's it shares).
    var hasTouchPositions: Bool {
        if let sharedWith { return sharedWith.hasTouchPositions }
        lock.lock()
        defer { lock.unlock() }
        return cachedTouchPositions != nil
    }

    // MARK: - Natural order

    /// Stops in tree order (or geometric order where the platform uses it), and each element's range of stops (when
    /// `keepingRanges`, or when frames reorder them; otherwise empty).
    private static func naturalOrder(
        index: ScreenIndex, rules: PlatformRules, layer: Int?, keepingRanges: Bool
    ) -> (contents: [StopContent], ranges: ElementStopRanges) {
        // A layer's order holds its subtree only: every table below is sized to that window, not to the screen.
        let count = index.elements.count
        let window = layer.map { $0..<index.storage.descendants(of: $0).upperBound } ?? 0..<count
        if !keepingRanges && !(rules.ordersByGeometry && index.storage.hasFrames) {
            return (treeOrder(index: index, layer: layer), ElementStopRanges(window: window.lowerBound..<window.lowerBound))
        }
        let base = window.lowerBound
        let geometry = GeometricOrder(rowTolerance: rules.rowTolerance, direction: index.storage.layoutDirection,
                                      grouping: index.storage.rowGrouping)

        // Children that take part in the order, per container; sorted by frame where the platform does and all have one.
        // Children have larger indices than their parents, so a reverse sweep sees children first.
        var sortFrame = [Frame?](repeating: nil, count: window.count)
        var orderedChildren = [[Int]](repeating: [], count: window.count)
        let isVisible = window.map { takesPart($0, index: index) }
        for element in window.reversed() where isVisible[element - base] {
            let kind = index.elements[element].kind
            if visitsChildren(of: element, index: index, layer: layer) {
                orderedChildren[element - base] = arrange(index.children(of: element).filter { isVisible[$0 - base] },
                                                          frames: sortFrame, base: base, rules: rules, geometry: geometry)
            }
            // A container without a frame sits where its first child is read; a row's merged children count too.
            let placedChildren = kind.facts.stops == .mergedRow
                ? index.children(of: element).filter { isVisible[$0 - base] } : orderedChildren[element - base]
            if geometry.grouping == .anchored, visitsChildren(of: element, index: index, layer: layer),
               !(kind.facts.stops == .groupLabel && !index.elements[element].label.isEmpty),
               let first = orderedChildren[element - base].lazy.compactMap({ sortFrame[$0 - base] }).first {
                // A container of stops (a tab bar, a segmented control, a radio group without a label) sits where its
                // first stop is read.
                sortFrame[element - base] = first
            } else {
                sortFrame[element - base] = index.elements[element].frame
                    ?? geometry.first(of: placedChildren.compactMap { sortFrame[$0 - base] })
            }
        }
        let topLevel = layer.map { [$0] } ?? arrange((0..<count).filter { index.parent(of: $0) == nil && isVisible[$0] },
                                                     frames: sortFrame, base: base, rules: rules, geometry: geometry)

        var contents: [StopContent] = []
        var ranges = ElementStopRanges(window: window)
        var starts = [Int](repeating: 0, count: window.count)
        // Iterative depth-first walk: .enter(element) emits its own stops and schedules its children, .exit closes its range.
        enum Visit { case enter(Int), exit(Int) }
        var stack: [Visit] = topLevel.reversed().map { .enter($0) }
        var rows = RowSweep()
        while let visit = stack.popLast() {
            switch visit {
            case .enter(let element):
                starts[element - base] = contents.count
                appendOwnStops(of: element, index: index, layer: layer, rows: &rows, to: &contents)
                stack.append(.exit(element))
                for child in orderedChildren[element - base].reversed() { stack.append(.enter(child)) }
            case .exit(let element):
                ranges[element] = starts[element - base]..<contents.count
            }
        }
        assignSeriesPositions(&contents, index: index, window: window)
        StopContentExtrasPool.share(&contents)
        return (contents, ranges)
    }

    /// The natural order when no frame reorders anything: the stops of every element taking part, in tree
    /// (depth-first) order, found in one sweep over the elements that jumps over each subtree making no stops here (a
    /// hidden or decorative element's, a row's merged children, a dialog's or menu's outside its own layer). The same
    /// stops as the general walk of ``naturalOrder(index:rules:layer:keepingRanges:)``, without its per-element lists.
    private static func treeOrder(index: ScreenIndex, layer: Int?) -> [StopContent] {
        let storage = index.storage
        func takesPart(_ element: Int) -> Bool { Self.takesPart(element, index: index) }
        func visitsChildren(_ element: Int) -> Bool { Self.visitsChildren(of: element, index: index, layer: layer) }
        var contents: [StopContent] = []
        // The rows come in ascending position: their controls and names are found by sweeping forward.
        var rows = RowSweep()
        var element = 0
        var end = storage.elements.count
        if let layer {
            // A layer's own order starts at the layer, whether or not it takes part, and holds only its subtree.
            end = storage.descendants(of: layer).upperBound
            contents.reserveCapacity(end - layer + 1)
            appendOwnStops(of: layer, index: index, layer: layer, rows: &rows, to: &contents)
            element = takesPart(layer) && visitsChildren(layer) ? layer + 1 : end
        } else {
            contents.reserveCapacityOnHugePages(end)
        }
        while element < end {
            guard takesPart(element) else {
                element = storage.descendants(of: element).upperBound
                continue
            }
            appendOwnStops(of: element, index: index, layer: layer, rows: &rows, to: &contents)
            element = visitsChildren(element) ? element + 1 : storage.descendants(of: element).upperBound
        }
        assignSeriesPositions(&contents, index: index, window: (layer ?? 0)..<end)
        StopContentExtrasPool.share(&contents)
        return contents
    }

    /// Whether the element at `element` takes part in an order: neither hidden (itself or above) nor a decorative icon.
    private static func takesPart(_ element: Int, index: ScreenIndex) -> Bool {
        !index.isEffectivelyHidden[element] && !index.storage.kinds[index.elements[element].kind].isDecorative
    }

    /// Whether an order walks into the children of the element at `element`: a container other than a row (whose
    /// children are merged into its stop), and a dialog or menu only in its own layer's order (see FocusOrder+Layers).
    private static func visitsChildren(of element: Int, index: ScreenIndex, layer: Int?) -> Bool {
        let kinds = index.storage.kinds
        let kind = index.elements[element].kind
        return kinds[kind].isContainer && kinds[kind].stops != .mergedRow && (!kinds[kind].opensLayer || element == layer)
    }

    /// `children` sorted by their frames when the platform reads geometrically: the framed ones are sorted among the
    /// places framed ones hold, and each unframed one keeps its tree position (its place in the list).
    /// `frames` holds each element's frame by element index less `base`.
    private static func arrange(
        _ children: [Int], frames: [Frame?], base: Int, rules: PlatformRules, geometry: GeometricOrder
    ) -> [Int] {
        guard rules.ordersByGeometry, children.count > 1 else { return children }
        let framed = children.filter { frames[$0 - base] != nil }
        guard framed.count > 1 else { return children }
        var sorted = geometry.sorted(framed) { frames[$0 - base] ?? Frame(x: 0, y: 0, width: 0, height: 0) }.makeIterator()
        return children.map { frames[$0 - base] == nil ? $0 : (sorted.next() ?? $0) }
    }

    /// Appends the stops an element makes by itself (its children, if any, make their own) to `contents`, each with
    /// its custom-control details; the element's fields are read in place, not copied. A row's merged controls and name
    /// are found from where `rows` got to.
    private static func appendOwnStops(
        of element: Int, index: ScreenIndex, layer: Int?, rows: inout RowSweep, to contents: inout [StopContent]
    ) {
        let elements = index.elements
        let kind = elements[element].kind
        let kinds = index.storage.kinds
        // Most elements set no rarer property (no custom role, actions or value): a stop of the element itself then
        // needs no custom-control details.
        let isPlain = !elements[element].hasRarerProperties
        func add(_ stop: consuming StopContent) {
            if isPlain && (stop.control == nil || stop.control == element) {
                contents.append(consume stop)
            } else {
                contents.append(withCustomControl(consume stop, index: index))
            }
        }
        func content(_ role: SpokenRole, name: String, part: FocusStop.Part = .whole, control: Int? = nil) -> StopContent {
            StopContent(element: element, part: part, control: control, role: role, name: name, hint: elements[element].hint,
                        exposesRole: elements[element].exposesRole, exposesState: elements[element].exposesState,
                        isDeclaredEnabled: index.isEffectivelyEnabled[element],
                        isKeyboardReachable: elements[element].isKeyboardReachable)
        }
        switch kinds[kind].stops {
        case .none:
            return
        case .layer:
            for stop in layerStops(of: element, index: index, layer: layer) { add(stop) }
        case .control:
            add(controlStop(of: element, index: index))
        case .named:
            add(content(kinds[kind].role, name: elements[element].name))
        case .namedControl:
            var control = content(kinds[kind].role, name: elements[element].name, control: element)
            // A radio in a radio group has its place among the group's radios (spoken by TalkBack's device profiles,
            // with the list info when focus arrives from outside the group); no label is spoken for it.
            if let group = index.parent(of: element), elements[group].kind.requiredChildKind == kind { control.container = group }
            add(consume control)
        case .decrementIncrement:
            add(content(kinds[kind].role, name: elements[element].name, part: .decrement, control: element))
            add(content(kinds[kind].role, name: elements[element].name, part: .increment, control: element))
        case .groupLabel:
            guard !elements[element].label.isEmpty else { return }
            var label = content(.text, name: elements[element].label, part: .groupLabel)
            label.hint = nil
            add(consume label)
        case .mergedRow:
            // A row with nothing to speak is no stop (scenario files warn at it; the audit's SRS024 finds silent stops).
            // The row's merged controls and name are found once, for both questions.
            let controls = index.storage.rowControls(of: element, sweep: &rows)
            let name = index.storage.name(ofRow: element, sweep: &rows)
            if rowSpeaks(element, index: index, controls: controls, name: name) {
                add(rowStop(element, index: index, controls: controls, name: name))
            }
            // A stepper cannot be merged (scenario files reject one in a row); from the Swift DSL it keeps its own
            // two stops, just after the row, rather than vanishing.
            for stepper in index.descendants(of: element)
            where kinds[elements[stepper].kind].rowMerge == .ownStops && !index.isEffectivelyHidden[stepper] {
                appendOwnStops(of: stepper, index: index, layer: layer, rows: &rows, to: &contents)
            }
        }
    }

    /// Whether the row at `row` has something to speak, so it is a stop: a control it merges, a name (its label or
    /// texts), a hint or a value of its own. A row of decorative icons, hidden children or none says nothing.
    static func rowSpeaks(_ row: Int, index: ScreenIndex) -> Bool {
        rowSpeaks(row, index: index, controls: index.storage.rowControls(of: row), name: index.name(of: row))
    }

    /// ``rowSpeaks(_:index:)`` of a row whose merged controls, `controls`, and name, `name`, the caller has found.
    private static func rowSpeaks(_ row: Int, index: ScreenIndex, controls: ArraySlice<Int>, name: String) -> Bool {
        // Fields are read in place: copying the row's element out would retain everything it holds.
        let elements = index.storage.elements
        return !controls.isEmpty || !name.allSatisfy(\.isWhitespace)
            || elements[row].hint != nil || elements[row].accessibilityValue != nil
    }

    /// A row's one merged stop: its texts as the name, its single control's role, state, hint and action; `controls` are
    /// the controls it merges (``ScreenIndexStorage/rowControls(of:)``) and `name` its name (``ScreenIndex/name(of:)``).
    private static func rowStop(_ row: Int, index: ScreenIndex, controls: ArraySlice<Int>, name: String) -> StopContent {
        // Fields are read in place, the row's and its control's: copying an element out would retain all it holds.
        let elements = index.storage.elements
        let control = controls.count == 1 ? controls[controls.startIndex] : nil
        var merged = StopContent(
            element: row,
            part: .whole,
            control: control,
            role: control.map { SpokenRole.of($0, in: elements) } ?? .text,
            name: name,
            hint: elements[row].hint ?? control.flatMap { elements[$0].hint },
            exposesRole: elements[row].exposesRole && (control.map { elements[$0].exposesRole } ?? true),
            exposesState: elements[row].exposesState && (control.map { elements[$0].exposesState } ?? true),
            isDeclaredEnabled: index.isEffectivelyEnabled[row] && control.map { index.isEffectivelyEnabled[$0] } ?? true,
            isKeyboardReachable: elements[row].isKeyboardReachable
                && (control.map { elements[$0].isKeyboardReachable } ?? true)
        )
        if let control { controlDetails(of: control, into: &merged, index: index) }
        return merged
    }

    // MARK: - Overrides

    /// The natural positions reordered: explicit `order` blocks first (ascending, stable), then `before`/`after` moves;
    /// nil when the screen has neither (the natural order stands).
    private static func applyOverrides(
        _ contents: [StopContent], ranges: ElementStopRanges, index: ScreenIndex, traversal: Bool
    ) throws(FocusOrderError) -> [Int]? {
        let elements = index.elements
        // Only the order's window (a layer's subtree, or the screen) makes stops: nothing outside it is looked at.
        let window = ranges.window
        let base = window.lowerBound
        guard window.contains(where: {
            elements[$0].order != nil || (traversal && (elements[$0].traversalBefore != nil || elements[$0].traversalAfter != nil))
        }) else { return nil }
        var sequence = Array(contents.indices)
        let placed = window.filter { !ranges[$0].isEmpty }

        // 1. `order N`: the outermost ordered elements' blocks move to the front. Whether an element has an ordered
        // element above it is worked out top-down once (parents come first), not by walking up from each; above the
        // window, once, walking up from its first element.
        var orderedAboveWindow = false
        var ancestor = window.isEmpty ? nil : index.parent(of: base)
        while let current = ancestor {
            if elements[current].order != nil { orderedAboveWindow = true }
            ancestor = index.parent(of: current)
        }
        var orderedAbove = [Bool](repeating: false, count: window.count)
        for element in window {
            guard let parent = index.parent(of: element) else { continue }
            orderedAbove[element - base] = window.contains(parent)
                ? orderedAbove[parent - base] || elements[parent].order != nil : orderedAboveWindow
        }
        let ordered = placed.filter { elements[$0].order != nil && !orderedAbove[$0 - base] }
        if !ordered.isEmpty {
            let blocks = ordered.enumerated()
                .sorted { ((elements[$0.element].order ?? 0), $0.offset) < ((elements[$1.element].order ?? 0), $1.offset) }
                .map { ranges[$0.element] }
            let front = blocks.flatMap { Array($0) }
            let moved = Set(front)
            sequence = front + sequence.filter { !moved.contains($0) }
        }

        // 2. `before ID` / `after ID`: each mover's block goes next to its target's, dependencies first.
        // Only where the platform has traversal attributes (Android); iOS has none, so VoiceOver ignores them.
        let movers = traversal ? placed.filter { elements[$0].traversalBefore != nil || elements[$0].traversalAfter != nil } : []
        guard !movers.isEmpty else { return sequence }
        var target: [Int: (element: Int, before: Bool)] = [:]
        for mover in movers {
            let declared = elements[mover]
            let id = declared.traversalBefore ?? declared.traversalAfter ?? ""
            guard let reference = index.element(withID: id) else {
                throw .unknownTarget(index.reference(at: mover), id: id)
            }
            if reference.index == mover || index.isAncestor(mover, of: reference.index) || index.isAncestor(reference.index, of: mover) {
                throw .cycle([index.reference(at: mover), reference].uniqued())
            }
            target[mover] = (placedTarget(of: reference.index, ranges: ranges, index: index), declared.traversalBefore != nil)
        }
        let moverSet = Set(movers)
        // The mover a target's placement depends on: the target itself or its nearest moving ancestor.
        func dependency(of element: Int) -> Int? {
            var current: Int? = element
            while let candidate = current {
                if moverSet.contains(candidate) { return candidate }
                current = index.parent(of: candidate)
            }
            return nil
        }
        var state: [Int: Bool] = [:]  // false = visiting, true = done
        var processing: [Int] = []
        for start in movers where state[start] == nil {
            var path: [Int] = []
            var current: Int? = start
            while let mover = current, state[mover] == nil {
                state[mover] = false
                path.append(mover)
                current = target[mover].flatMap { dependency(of: $0.element) }
            }
            if let mover = current, state[mover] == false, let loopStart = path.firstIndex(of: mover) {
                throw .cycle(path[loopStart...].map { index.reference(at: $0) })
            }
            for mover in path.reversed() {
                state[mover] = true
                processing.append(mover)
            }
        }
        for mover in processing {
            guard let (targetElement, before) = target[mover], !ranges[targetElement].isEmpty else { continue }
            let block = ranges[mover]
            let kept = sequence.filter { !block.contains($0) }
            let moving = sequence.filter { block.contains($0) }
            let targetRange = ranges[targetElement]
            let insertion: Int
            if before {
                insertion = kept.firstIndex { targetRange.contains($0) } ?? kept.count
            } else {
                insertion = (kept.lastIndex { targetRange.contains($0) }).map { $0 + 1 } ?? kept.count
            }
            sequence = Array(kept[..<insertion]) + moving + Array(kept[insertion...])
        }
        return sequence
    }
}

extension FocusOrder {
    /// The element whose stops an override relative to `element` is placed against: the element itself, or, for a
    /// speakable child merged into a row, the row that holds it (hidden and decorative elements stay unplaced).
    fileprivate static func placedTarget(of element: Int, ranges: ElementStopRanges, index: ScreenIndex) -> Int {
        guard ranges[element].isEmpty, !index.isEffectivelyHidden[element], !index.elements[element].kind.facts.isDecorative else {
            return element
        }
        var current = index.parent(of: element)
        while let parent = current {
            if index.elements[parent].kind.facts.stops == .mergedRow { return ranges[parent].isEmpty ? element : parent }
            current = index.parent(of: parent)
        }
        return element
    }
}

private extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
