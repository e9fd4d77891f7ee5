/// Turns a syntax tree into a ``Screen`` and runnable ``Scenario``s, checking what needs the whole file:
/// radio groups, rows, ids, focus-order overrides, and the labels that `touch` and `expect` name.
///
/// Works on the flat element list with explicit loops, so nesting depth never reaches the call stack.
enum ScenarioLowering {
    /// The screen and scenarios of a parse, with every problem found added to `diagnostics`. With `throughTree`, a
    /// written screen is assembled as a nested tree and indexed from it, as a Swift-built screen is (the slow way,
    /// which the tests check the direct way against).
    /// - Parameters:
    ///   - parsed: The parse, whose element lines are dropped once the screen's elements are made from them, before it
    ///     is indexed and its focus orders built (what the checks after that need of them is kept in an
    ///     ``ElementLinePlaces``).
    ///   - importedScreen: The screen of a `screen from` line already imported (a dump given to a command in place of a
    ///     scenario file), used instead of importing the path again.
    static func lower(
        _ parsed: inout ParsedFile, diagnostics: inout [Diagnostic], importedScreen: Screen? = nil, throughTree: Bool = false
    ) -> (screen: Screen?, compiled: CompiledScreen?, scenarios: [Scenario]) {
        validateStructure(parsed, diagnostics: &diagnostics)
        // A check that can find something only on lines of certain kinds or attributes is skipped on a screen without
        // any (``ElementLineFeatures``): on a big screen of rows and controls each walked every line for nothing.
        let features = parsed.elements.features
        if features.mayHaveTraversalCycles { validateTraversalCycles(parsed, diagnostics: &diagnostics) }
        if features.mayHaveTextSizeProblems { validateTextSize(parsed, diagnostics: &diagnostics) }
        if features.mayHaveLayerProblems { validateLayers(parsed, diagnostics: &diagnostics) }
        guard let screenSyntax = parsed.screen else { return (nil, nil, []) }
        if let path = screenSyntax.importPath {
            if let first = parsed.elements.elements.first {
                diagnostics.append(Diagnostic(.elementUnderImportedScreen, at: parsed.range(first.keyword)))
            }
            let screen = importedScreen ?? Self.importedScreen(screenSyntax, path: path, file: parsed.source.file.path,
                                                              hasElements: !parsed.elements.elements.isEmpty,
                                                              diagnostics: &diagnostics)
            let hasErrors = diagnostics.contains { $0.severity == .error }
            let compiled = screen.flatMap {
                hasErrors ? nil : validateFocusOrder(
                    CompiledScreen($0), places: ElementLinePlaces(parsed), parsed: parsed, diagnostics: &diagnostics)
            }
            let scenarios = parsed.scenarios.scenarios.map {
                scenario(from: $0, in: parsed.scenarios, source: parsed.source, compiled: compiled, diagnostics: &diagnostics)
            }
            return (screen, compiled, scenarios)
        }

        // The engine's checks need a screen without errors: its lines run from `screen` to the next scenario.
        let screenLine = screenSyntax.keyword.range.lowerBound.line
        let screenEnd = parsed.scenarios.scenarios.map { Int($0.keyword.line) }.filter { $0 > screenLine }.min() ?? Int.max
        let screenIsValid = !diagnostics.contains { $0.severity == .error && (screenLine..<screenEnd).contains($0.location.line) }
        // A screen with errors is never run (the file has errors), so it is not built. A valid one is lowered straight
        // into the index's flat form, element by element in line order (no nested tree is built; ``Screen`` assembles
        // one only if asked). One compiled screen (index and both orders) serves validation here and every run of
        // every scenario later.
        var compiled: CompiledScreen?
        if screenIsValid {
            let places = ElementLinePlaces(parsed)
            let index = ScreenIndex(indexedStorage(screenSyntax, parsed: &parsed, throughTree: throughTree))
            compiled = validateFocusOrder(CompiledScreen(index: index), places: places, parsed: parsed, diagnostics: &diagnostics)
        }
        let scenarios = parsed.scenarios.scenarios.map {
            scenario(from: $0, in: parsed.scenarios, source: parsed.source, compiled: compiled, diagnostics: &diagnostics)
        }
        return (nil, compiled, scenarios)
    }

    // MARK: - Elements

    /// The screen of a parse, indexed: each element line lowered into its place in the flat, depth-first list (lines
    /// come parents first, so line order is depth-first order), with its parent's position. With `throughTree`, the
    /// nested tree is assembled and indexed instead. The element lines are taken out of `parsed` (its only copy) and
    /// their memory is given back as they are lowered (``SpentPageRelease``, unless `releasingSpentLines` is false), so
    /// the index is built without them and the lines and the elements never peak together.
    static func indexedStorage(
        _ screenSyntax: ScreenSyntax, parsed: inout ParsedFile, throughTree: Bool, releasingSpentLines: Bool = true
    ) -> ScreenIndexStorage {
        var elements: [Element] = []
        var parents: [Int32] = []
        var lines = ParsedElements()
        swap(&lines, &parsed.elements)
        let hasMenus = lowerElements(of: &lines, source: parsed.source, into: &elements, parents: &parents,
                                     releasingSpent: releasingSpentLines)
        lines = ParsedElements()
        // The parser's stack of open lines makes each parent the innermost open one; were that ever not so, the tree
        // is assembled from the parents and indexed as a Swift-built screen is (the same screen, the slower way).
        let isDepthFirst = FlatElements.isDepthFirst(parents)
        if hasMenus {
            let ends = isDepthFirst ? FlatElements.subtreeEnds(parents) : []
            for menu in elements.indices where elements[menu].kind.facts.layer == .popup {
                settleMenuValue(menu, in: &elements, parents: parents, end: isDepthFirst ? Int(ends[menu]) : elements.count)
            }
        }
        let flat = FlatElements(elements: elements, parents: parents)
        let title = screenSyntax.title?.text ?? ""
        let direction = screenSyntax.direction.flatMap { LayoutDirection(rawValue: $0.text) } ?? .leftToRight
        let location = screenSyntax.keyword.range.lowerBound
        let grouping: RowGrouping = screenSyntax.rowGrouping != nil ? .anchored : .pairwise
        guard isDepthFirst && !throughTree else {
            var screen = Screen(title, layoutDirection: direction, elements: flat.tree())
            screen.location = location
            screen.rowGrouping = grouping
            return ScreenIndexStorage(screen)
        }
        return ScreenIndexStorage(flat, title: title, layoutDirection: direction, rowGrouping: grouping, location: location)
    }

    /// Fills `elements` with the elements `lines` declare, in line order, and `parents` with each one's parent's
    /// position (-1 at the top level); returns whether any is a menu. Elements declaring the same rarer properties (a
    /// range, a placeholder) share one box of them (``ElementDetailsPool``). With `releasingSpent`, the memory of the
    /// lines, attributes and values already lowered is given back as the elements are made (``SpentPageRelease``):
    /// each is read once, in order (a line's attributes follow the previous line's, and an attribute's values the
    /// previous attribute's, as the parser appends them), and `lines` must not be read afterwards.
    private static func lowerElements(
        of lines: inout ParsedElements, source: TokenSource, into elements: inout [Element], parents: inout [Int32],
        releasingSpent: Bool
    ) -> Bool {
        // The three lists are taken out of `lines`, so each is held once (a list held twice would be copied, not
        // released).
        var lineList: [ParsedElements.Element] = []
        var attributeList: [ParsedElements.Attribute] = []
        var valueList: [LexToken] = []
        swap(&lineList, &lines.elements)
        swap(&attributeList, &lines.attributes)
        swap(&valueList, &lines.values)
        let count = lineList.count
        parents.reserveCapacityOnHugePages(count)
        var hasMenus = false
        var pool = ElementDetailsPool()
        var rangeBoxes = LoweredRangeBoxes()
        // Each element is made in its place in the list's memory, which is sized at once (one element a line), and its
        // attributes are set there: appending a made element copied it into the list and destroyed the one made, every
        // string and box it holds retained and released.
        elements = lineList.withUnsafeMutableBufferPointer { syntaxElements in
            attributeList.withUnsafeMutableBufferPointer { attributes in
                valueList.withUnsafeMutableBufferPointer { values in
                    let read = LineValues(attributes: UnsafeBufferPointer(attributes), values: UnsafeBufferPointer(values),
                                          source: source, kinds: KindFactsTable())
                    var lineRelease = SpentPageRelease(syntaxElements)
                    var attributeRelease = SpentPageRelease(attributes)
                    var valueRelease = SpentPageRelease(values)
                    var spentAttributes = 0
                    var spentValues = 0
                    return [Element](hugePagedCapacity: count) { buffer, initialized in
                        guard let base = buffer.baseAddress else { return }
                        for index in 0..<count {
                            let syntax = syntaxElements[index]
                            // Nothing read here was released: the line's attributes and values come after those spent.
                            precondition(syntax.firstAttribute >= spentAttributes, "element lines read out of order")
                            let rangeBox = initializeElement(from: syntax, reading: read, at: base + index,
                                                             rangeBoxes: &rangeBoxes, pool: &pool)
                            initialized = index + 1
                            // A stepper or slider still holding its range's box holds the pool's already.
                            if rangeBox == nil || base[index].detailsIdentity != rangeBox.map(ObjectIdentifier.init) {
                                base[index].shareDetails(in: &pool)
                            }
                            let parent = syntax.parent.flatMap { $0 < index ? $0 : nil }
                            parents.append(Int32(parent ?? -1))
                            if read.kinds[syntax.kind].layer == .popup { hasMenus = true }
                            guard releasingSpent else { continue }
                            lineRelease.spend(through: index + 1)
                            if syntax.attributeCount > 0 {
                                let last = attributes[syntax.firstAttribute + syntax.attributeCount - 1]
                                precondition(attributes[syntax.firstAttribute].firstValue >= spentValues,
                                             "attribute values read out of order")
                                spentAttributes = syntax.firstAttribute + syntax.attributeCount
                                spentValues = last.firstValue + last.valueCount
                                attributeRelease.spend(through: spentAttributes)
                                valueRelease.spend(through: spentValues)
                            }
                        }
                    }
                }
            }
        }
        return hasMenus
    }

    /// What lowering reads of an element line's attributes: the parse's attributes and values, and the file's text.
    struct LineValues {
        /// Every element line's attributes, in order.
        let attributes: UnsafeBufferPointer<ParsedElements.Attribute>
        /// Every attribute's values, in order.
        let values: UnsafeBufferPointer<LexToken>
        /// The file's bytes and escaped strings.
        let source: TokenSource
        /// Every kind's facts, held for the loop over the lines (``KindFactsTable``: no global read an element).
        let kinds: KindFactsTable

        /// The attributes of `line`.
        func attributes(of line: ParsedElements.Element) -> Slice<UnsafeBufferPointer<ParsedElements.Attribute>> {
            attributes[line.attributeIndices]
        }

        /// The values of `attribute`.
        func values(of attribute: ParsedElements.Attribute) -> Slice<UnsafeBufferPointer<LexToken>> {
            values[attribute.firstValue..<(attribute.firstValue + attribute.valueCount)]
        }
    }

    /// Makes the element `syntax` declares at `place` (uninitialized memory), its attributes set there (returning it
    /// and appending copied each element, everything it holds retained and released, twice; so did an element made by
    /// an initializer and moved there: ``Element/initialize(_:lowered:label:range:location:rangeBox:)`` makes it field
    /// by field).
    /// - Returns: The box of its range (``LoweredRangeBoxes``) a stepper or slider was made with, nil for any other.
    static func initializeElement(
        from syntax: ParsedElements.Element, reading read: LineValues, at place: UnsafeMutablePointer<Element>,
        rangeBoxes: inout LoweredRangeBoxes, pool: inout ElementDetailsPool
    ) -> ElementDetailsBox? {
        // A stepper's or slider's range is read first, so the element is made with it (setting it afterwards would
        // make and replace the box of rarer properties once more for each of a big screen's steppers and sliders).
        let isRanged = read.kinds[syntax.kind].value == .wholeNumberRange
        var minimum = 0
        var maximum = 100
        var step = 1
        var value: Int?
        if isRanged {
            for attribute in read.attributes(of: syntax) {
                guard let first = read.values(of: attribute).first else { continue }
                switch attribute.word {
                case .value: value = read.source.integer(first) ?? value
                case .min: minimum = read.source.integer(first) ?? minimum
                case .max: maximum = read.source.integer(first) ?? maximum
                case .step: step = read.source.integer(first) ?? step
                default: break
                }
            }
        }
        let isValidRange = isRanged && minimum <= maximum && step > 0
        let label = syntax.label.map { LoweredText.text($0, in: read.source) } ?? ""
        let range = isValidRange ? StepperRange(minimum: minimum, maximum: maximum, step: step) : nil
        let rangeBox = isRanged ? rangeBoxes.box(for: range ?? StepperRange(), in: &pool) : nil
        Element.initialize(place, lowered: syntax.kind, label: label, range: range,
                           location: syntax.start(in: read.source.file), rangeBox: rangeBox, kinds: read.kinds)
        if syntax.attributeCount > 0 { setAttributes(of: syntax, reading: read, on: &place.pointee) }
        if isValidRange { place.pointee.state = .value(value ?? minimum) }
        return rangeBox
    }

    /// Sets what the attributes of `syntax` declare on `element` (a stepper's or slider's range and value aside).
    private static func setAttributes(of syntax: ParsedElements.Element, reading read: LineValues, on element: inout Element) {
        for attribute in read.attributes(of: syntax) {
            let values = read.values(of: attribute)
            // The first value's text, made only for the attributes that keep it or read it as a number.
            var first: String? { values.first.map { LoweredText.text($0, in: read.source) } }
            var integer: Int? { values.first.flatMap { read.source.integer($0) } }
            var number: Double? { first.flatMap { Double($0) } }
            switch attribute.word {
            case .on: element.state = .on
            case .off: element.state = .off
            case .checked: element.state = .checked
            case .unchecked: element.state = .unchecked
            case .selected: element.state = .selected
            case .unselected: element.state = .unselected
            case .expanded: element.state = .expanded
            case .collapsed: element.state = .collapsed
            case .secure: element.isSecure = true
            case .percent: element.showsPercent = true
            case .placeholder: element.placeholder = first
            case .disabled: element.isEnabled = false
            case .hidden: element.isHidden = true
            case .custom: element.exposesRole = false
            case .stateless: element.exposesState = false
            case .noKeyboard: element.isKeyboardReachable = false
            case .value where syntax.kind.facts.value == .spokenText: element.accessibilityValue = first
            case .value where syntax.kind.takesStringValue: element.state = .text(first ?? "")
            case .alert: element.isAlert = true
            case .open: element.startsOpen = true
            case .opens: element.opensDialog = first
            case .closes: element.closesDialog = true
            case .announces: element.announcement = first
            case .value, .min, .max, .step: break  // read above
            case .order: element.order = integer
            case .lines: element.lineLimit = integer
            case .width: element.width = number
            case .frame:
                let numbers = values.compactMap { Double(read.source.text($0)) }
                if numbers.count == 4 {
                    element.frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                }
            case .label: element.accessibilityLabel = first
            case .hint: element.hint = first
            case .navigates: element.navigatesTo = first
            case .movesFocus: element.movesFocusTo = first
            case .id: element.id = first
            case .before: element.traversalBefore = first
            case .after: element.traversalAfter = first
            }
        }
    }

    /// The attributes that move an element in the Android traversal order.
    static let orderAttributes: [AttributeWord] = [.before, .after]

    /// Radio groups, steppers in rows, duplicate ids, and unknown `before`/`after`/`moves-focus` targets.
    static func validateStructure(_ parsed: ParsedFile, diagnostics: inout [Diagnostic]) {
        let elements = parsed.elements.elements
        var insideRow = [Bool](repeating: false, count: elements.count)
        var selectedInGroup = ElementBitSet(count: elements.count)
        var firstWithID: [String: Int] = [:]
        // What is asked of each line's kind, as sets of kinds made once.
        let mergedRows = ElementKindSet(kindsWhere: { $0.stops == .mergedRow })
        let holdingOneKind = ElementKindSet(kindsWhere: { if case .only = $0.children { true } else { false } })
        let keepingOwnStops = ElementKindSet(kindsWhere: { $0.rowMerge == .ownStops })
        let notInRows = ElementKindSet(kindsWhere: { $0.children != .none && ($0.children != .any || $0.layer != nil || $0.activation != .none) })
        let orderWords = orderAttributes
        // Lines are looked through for an `id`, a `before` or an `after` only when some line has one
        // (``ElementLineFeatures``).
        let features = parsed.elements.features
        let hasIDs = features.uses(.id)
        let hasOrderWords = orderWords.contains { features.uses($0) }
        for (index, element) in elements.enumerated() {
            let parent = element.parent.flatMap { $0 < index ? $0 : nil }
            if let parent { insideRow[index] = mergedRows.contains(elements[parent].kind) || insideRow[parent] }
            // The kind a parent requires of its children (a radio group's radios), only for the few kinds that do.
            let required = parent.flatMap { holdingOneKind.contains(elements[$0].kind) ? elements[$0].kind.requiredChildKind : nil }
            if let parent, let required, element.kind != required {
                diagnostics.append(Diagnostic(
                    required.facts.activation == .selectRadio ? .notARadio(element.kind) : .wrongChild(element.kind, in: elements[parent].kind),
                    at: parsed.range(element.keyword)))
            }
            if keepingOwnStops.contains(element.kind), insideRow[index] {
                diagnostics.append(Diagnostic(.stepperInRow, at: parsed.range(element.keyword)))
            } else if notInRows.contains(element.kind), insideRow[index] {
                diagnostics.append(Diagnostic(.containerInRow(element.kind), at: parsed.range(element.keyword)))
            }
            if let parent, required == element.kind,
               let selected = parsed.elements.attribute(.selected, of: element) {
                if !selectedInGroup.insert(parent) {
                    diagnostics.append(Diagnostic(
                        element.kind.facts.activation == .selectRadio ? .twoSelectedRadios : .twoSelectedChildren(in: elements[parent].kind),
                        at: parsed.range(selected.name)))
                }
            }
            if hasIDs, let idToken = parsed.elements.firstValue(.id, of: element) {
                let id = parsed.text(idToken)
                if let first = firstWithID[id] {
                    diagnostics.append(Diagnostic(.duplicateID(id, firstLine: elements[first].line), at: parsed.range(idToken)))
                } else {
                    firstWithID[id] = index
                }
            }
        }
        guard hasOrderWords else { return }
        let ids = Set(firstWithID.keys)
        for element in elements where element.attributeCount > 0 {
            for word in orderWords {
                guard let attribute = parsed.elements.attribute(word, of: element), attribute.valueCount > 0 else { continue }
                let target = parsed.text(parsed.elements.values[attribute.firstValue])
                if !ids.contains(target) {
                    diagnostics.append(Diagnostic(
                        .unknownOrderTarget(word.rawValue, target, suggestion: Suggestion.closest(to: target, in: ids.sorted())),
                        at: parsed.range(attribute.name)))
                }
            }
        }
    }

    /// Builds each platform's order of the compiled screen, reporting override cycles at the offending
    /// `before`/`after` word; nil when either platform's order cannot be built.
    static func validateFocusOrder(
        _ compiled: CompiledScreen, places: ElementLinePlaces, parsed: ParsedFile, diagnostics: inout [Diagnostic]
    ) -> CompiledScreen? {
        var reported: Set<FocusOrderError> = []
        var ordered = 0
        for platform in [Platform.ios, .android] {
            do {
                try compiled.validateFocusOrder(for: platform)
                try compiled.validateLayerOrders(for: platform)
                ordered += 1
            } catch {
                guard reported.insert(error).inserted else { continue }
                diagnostics.append(diagnostic(for: error, places: places, parsed: parsed))
            }
        }
        if ordered < 2 { return nil }
        // A row with nothing to speak is no stop: warn at it (the element indices are the parse's). A row that holds a
        // stop of its own in the screen's order speaks (its stop was made because it does), so only the others are asked.
        let screenOrder = try? compiled.focusOrder(for: .ios)
        for element in compiled.index.elements.indices
        where compiled.index.elements[element].kind == .row && !compiled.index.isEffectivelyHidden[element] {
            if let screenOrder, let stop = screenOrder.stopHolding[element], screenOrder.contents[stop].element == element {
                continue
            }
            if let message = ScreenValidator.emptyRow(element, in: compiled.index), element < places.count {
                diagnostics.append(Diagnostic(message, at: places.keywordRange(element)))
            }
        }
        // `moves-focus` targets name an element by id or label, as scenario labels do.
        let index = compiled.index
        for target in places.focusMoveTargets {
            do {
                _ = try index.element(parsed.text(target))
            } catch {
                diagnostics.append(Diagnostic(.badLabel(error, index: index, what: "moves-focus"), at: parsed.range(target)))
            }
        }
        return compiled
    }

    /// The diagnostic for a focus-order error, at the `before`/`after` word of the first element it names that moves,
    /// else at the first element's kind word, else at the `screen` line.
    static func diagnostic(for error: FocusOrderError, places: ElementLinePlaces, parsed: ParsedFile) -> Diagnostic {
        let elements: [ElementReference]
        switch error {
        case .cycle(let cycle): elements = cycle
        case .unknownTarget(let element, _): elements = [element]
        case .invalidScreen(let error): elements = error.problems.map(\.element)
        }
        let lines = 0..<places.count
        let movers = elements.lazy.map(\.index).filter { lines.contains($0) && places.orderWord($0) != nil }
        let element = movers.first ?? elements.first.flatMap { lines.contains($0.index) ? $0.index : nil }
        let file = parsed.source.file
        let range = element.map { element in places.orderWord(element).map(parsed.range) ?? places.keywordRange(element) }
            ?? parsed.screen?.keyword.range
            ?? SourceLocation(fileID: file, line: 1, column: 1)..<SourceLocation(fileID: file, line: 1, column: 2)
        return Diagnostic(.focusOrder(error), at: range)
    }

    // MARK: - Scenarios

    static func scenario(
        from syntax: ParsedScenarios.Scenario, in parsed: ParsedScenarios, source: TokenSource, compiled: CompiledScreen?,
        diagnostics: inout [Diagnostic]
    ) -> Scenario {
        let readers = syntax.using.map { parsed.readerKinds(of: $0).compactMap { $0 } } ?? []
        var uniqueReaders: [ReaderKind] = []
        for reader in readers where !uniqueReaders.contains(reader) { uniqueReaders.append(reader) }
        // Each platform once, in a fixed order, for the touch checks below (a reader or two: a list, not a set).
        var platforms: [Platform] = []
        for reader in uniqueReaders where !platforms.contains(reader.platform) { platforms.append(reader.platform) }
        platforms.sort { $0.rawValue < $1.rawValue }
        var steps: [Step] = []
        steps.reserveCapacity(syntax.stepCount)
        let file = source.file
        for index in syntax.firstStep..<(syntax.firstStep + syntax.stepCount) {
            guard let action = parsed.actions[index] else { continue }
            let step = parsed.steps[index]
            let location = parsed.tokens[step.firstToken].start(in: file)
            // The label's text once: a touch already holds it.
            let labelText: String? = if case .input(.touch(let text)) = action { text } else { step.label.map { source.text(parsed.tokens[$0]) } }
            if let label = step.label, let labelText, let compiled {
                validate(label: (labelText, parsed.tokens[label]), action: action, source: source, compiled: compiled, platforms: platforms,
                         diagnostics: &diagnostics)
            }
            // `open dialog ID` names a dialog by its id or title, as `opens` does.
            if case .input(.openDialog(let name)) = action, let compiled, compiled.modalLayer(named: name) == nil {
                let ids = compiled.index.elements.filter { $0.kind.facts.layer == .modal }.compactMap(\.id)
                diagnostics.append(Diagnostic(.openNoDialog(name, suggestion: Suggestion.nearMiss(to: name, in: ids)),
                                              at: source.range(parsed.tokens[step.firstToken + 2])))
            }
            switch action {
            case .input(let input):
                // The line's first and last tokens taken first: the range (made only for a warning) then captures plain
                // data, not the parse's lists (capturing those retained and released each of them for every step).
                let lineFirst = parsed.tokens[step.firstToken]
                let lineLast = parsed.tokens[step.firstToken + step.tokenCount - 1]
                validateGesture(input, at: ParsedScenarios.range(lineFirst, lineLast, in: file), readers: uniqueReaders,
                                diagnostics: &diagnostics)
                if let inline = step.expectation {
                    // One place for every reader: no table to build.
                    let expected: Expectation = inline.nothing != nil ? .nothing : .all(utterances(inline, parsed, source))
                    steps.append(Step(.input(input, expected), location: location, expectationLocations: ReaderLocations(),
                                      sharedExpectationLocation: parsed.tokens[inline.arrow].start(in: file)))
                } else {
                    steps.append(perReaderStep(input, step: step, in: parsed, source: source, location: location))
                }
            case .check(let expectation):
                steps.append(Step(.check(Check(labelText ?? "", expectation, location: location)), location: location))
            }
        }
        return Scenario(syntax.name.map(source.text) ?? "", location: syntax.keyword.start(in: file), readers: uniqueReaders, steps: steps)
    }

    /// The utterances of a clause, as strings.
    static func utterances(_ clause: ParsedScenarios.Expectation, _ parsed: ParsedScenarios, _ source: TokenSource) -> [String] {
        var result: [String] = []
        result.reserveCapacity(clause.utteranceCount)
        for index in clause.utterances { result.append(source.text(parsed.tokens[index])) }
        return result
    }

    /// An input step checked by per-reader lines (or not checked): each reader's utterances and where its `->` is,
    /// read in one pass over the lines.
    static func perReaderStep(
        _ input: Input, step: ParsedScenarios.Step, in parsed: ParsedScenarios, source: TokenSource, location: SourceLocation
    ) -> Step {
        let lines = parsed.readerLines[step.firstReaderLine..<(step.firstReaderLine + step.readerLineCount)]
        guard !lines.isEmpty else { return Step(.input(input, .unchecked), location: location) }
        var utterances = PerReader<[String]>()
        var locations = ReaderLocations()
        utterances.reserveCapacity(lines.count)
        for (offset, line) in zip(lines.indices, lines) {
            guard let reader = parsed.readerLineKinds[offset], let clause = line.expectation else { continue }
            utterances[reader] = Self.utterances(clause, parsed, source)
            locations[reader] = parsed.tokens[clause.arrow].start(in: source.file)
        }
        return Step(.input(input, utterances.isEmpty ? .unchecked : .perReader(utterances)), location: location,
                    expectationLocations: locations, sharedExpectationLocation: nil)
    }

    static func validate(
        label: (text: String, token: LexToken), action: StepSyntax.Action, source: TokenSource, compiled: CompiledScreen,
        platforms: [Platform], diagnostics: inout [Diagnostic]
    ) {
        let index = compiled.index
        // The element's position only (a reference, with its name and id, is built for a diagnostic alone).
        let position: Int
        // Where the label is matters only for a diagnostic.
        var range: SourceRange { source.range(label.token) }
        do {
            position = try index.storage.elementIndex(label.text)
        } catch {
            let what = if case .input = action { "touch" } else { "expect" }
            diagnostics.append(Diagnostic(.badLabel(error, index: index, what: what), at: range))
            return
        }
        switch action {
        case .input:
            for platform in platforms {
                if let order = try? compiled.focusOrder(for: platform, holding: position), order.stopHolding[position] == nil {
                    diagnostics.append(Diagnostic(.touchNotInStop(index.reference(at: position)), at: range))
                    return
                }
            }
        case .check(.state(let state)):
            if !state.fits(index.storage.elements[position].kind) {
                diagnostics.append(Diagnostic(.checkDoesNotFit(index.reference(at: position), state: state), at: range))
            }
        case .check:
            break
        }
    }
}

// MARK: - Messages

extension Diagnostic.Message {
    static func notARadio(_ kind: ElementKind) -> Self {
        Self(id: "not-a-radio", "a radio-group holds only 'radio' elements, not a '\(kind.keyword)'; move it out of the group")
    }

    static func wrongChild(_ kind: ElementKind, in container: ElementKind) -> Self {
        let required = container.requiredChildKind?.keyword ?? ""
        return Self(id: "wrong-child",
                    "a \(container.keyword) holds only '\(required)' elements, not a '\(kind.keyword)'; move it out of the \(container.keyword)")
    }

    static func twoSelectedChildren(in container: ElementKind) -> Self {
        let child = container.requiredChildKind?.keyword ?? "child"
        return Self(id: "two-selected-children",
                    "a second selected \(child) in this \(container.keyword); select at most one \(child) per \(container.keyword)")
    }

    static func containerInRow(_ kind: ElementKind) -> Self {
        Self(id: "container-in-row",
             "a \(kind.keyword) cannot be inside a row (a row is one focus stop, and this holds stops of its own); move it out of the row")
    }

    static let stepperInRow = Diagnostic.Message(
        id: "stepper-in-row", "a stepper cannot be inside a row (a row is one focus stop); move it out of the row")

    static let twoSelectedRadios = Diagnostic.Message(
        id: "two-selected-radios", "a second selected radio in this group; select at most one radio per radio-group")

    static func duplicateID(_ id: String, firstLine: Int) -> Self {
        duplicateID(id, usedWhere: "on line \(firstLine)")
    }

    /// ``duplicateID(_:firstLine:)`` for a screen built in Swift: the first element is named where it has no line.
    static func duplicateID(_ id: String, first: ElementReference) -> Self {
        duplicateID(id, usedWhere: first.location.map { "on line \($0.line)" } ?? "by the \(first)")
    }

    /// The one `duplicate-id` message: `usedWhere` says where the id is first used (`on line 3`, `by the "A" button`).
    private static func duplicateID(_ id: String, usedWhere: String) -> Self {
        Self(id: "duplicate-id", "the id '\(id)' is already used \(usedWhere); give each element its own id")
    }

    static let rowWithoutChildren = Diagnostic.Message(
        id: "empty-row", severity: .warning,
        "this row has no children, so it is no focus stop; indent them under it")

    static let rowWithNothingToSpeak = Diagnostic.Message(
        id: "row-with-nothing-to-speak", severity: .warning,
        "this row has nothing to speak (its children are decorative or hidden), so it is no focus stop; give it a text or a control, or remove it")

    static func unknownOrderTarget(_ word: String, _ id: String, suggestion: String?) -> Self {
        Self(id: "unknown-order-target",
             "'\(word) \(Token.written(id))' names no element; give the target element 'id \(Token.written(id))' or fix the name",
             suggestion: suggestion)
    }

    static func focusOrder(_ error: FocusOrderError) -> Self {
        switch error {
        case .cycle: Self(id: "order-cycle", error.description)
        case .unknownTarget: Self(id: "order-target-not-found", error.description)
        case .invalidScreen(let error): Self(id: error.problems.first?.id ?? "invalid-screen", error.description)
        }
    }

    static func badLabel(_ error: LookupError, index: ScreenIndex, what: String) -> Self {
        switch error {
        case .noElement(let label, let nearest):
            return Self(id: "unknown-label", "'\(what)' names \"\(label)\", but no element has that label or id; use an element's label",
                        suggestion: nearest.label)
        case .ambiguous(let label, let candidates):
            return Self(id: "ambiguous-label",
                        "\"\(label)\" names \(candidates.count) controls (\(candidates.map(\.description).joined(separator: ", "))); give one an 'id' and name it by that",
                        notes: candidates.compactMap { $0.location.map { "declared at \($0)" } })
        case .notInAnyStop(let element):
            return touchNotInStop(element)
        }
    }

    static func openNoDialog(_ name: String, suggestion: String?) -> Self {
        Self(id: "unknown-dialog", "'open dialog \(Token.written(name))' names no dialog; name a dialog by its id or its title",
             suggestion: suggestion.map(Token.written))
    }

    static func touchNotInStop(_ element: ElementReference) -> Self {
        Self(id: "touch-not-in-stop",
             "\(element) is in no focus stop (hidden, decorative, or a container), so it cannot be touched; touch an element a reader can focus")
    }

    static func checkDoesNotFit(_ element: ElementReference, state: ControlState) -> Self {
        Self(id: "check-does-not-fit", "\(element) cannot be '\(state)'; check a state its kind has (only a \(kindsFitting(state)) can be '\(state)')")
    }

    private static func kindsFitting(_ state: ControlState) -> String {
        ElementKind.allCases.filter { state.fits($0) }.map(\.keyword).joined(separator: ", ")
    }
}
