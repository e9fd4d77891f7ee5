/// Parses a scenario file into a ``ScenarioFileSyntax``, collecting every problem instead of stopping at the first.
///
/// The grammar is SCENARIOS.md's, plus the extensions each piece documents:
///
///     file     -> screen-line element-line* (scenario-line using-line step*)*
///     screen   -> 'screen' STRING ('ltr' | 'rtl')?
///     element  -> KIND STRING? attribute*            (indented under the screen or a container)
///     scenario -> 'scenario' STRING
///     step     -> input ('->' speech)? | check | READER '->' speech (indented under an input)
///     speech   -> 'nothing' | STRING (',' STRING)*
///
/// Extensions to the core grammar (all backward compatible):
/// - `screen "Title" rtl`: the layout direction (`ltr` by default), see ``ScreenSyntax``.
/// - element attributes `frame`, `order`, `before`, `after`, `custom`, `stateless`, `no-keyboard`, `navigates`,
///   `moves-focus`, `lines`, `width`, see ``ElementSyntax``.
/// - `expect "LABEL" is enabled|disabled|value N` alongside the state words.
///
/// Parsing is linear in the file's length. Nesting is tracked with an explicit stack of open blocks, never by
/// recursion, so a file nested thousands of levels deep cannot overflow the call stack.
public enum ScenarioParser {
    /// Parses `source`.
    /// - Returns: The tree (partial where lines were malformed) and every diagnostic, sorted by location.
    public static func parse(_ source: SourceText) -> (syntax: ScenarioFileSyntax, diagnostics: [Diagnostic]) {
        source.withUTF8 { bytes in
            var parser = parseLines(source, bytes: bytes)
            parser.syntax.elements = parser.elements.elementSyntax(parser.source)
            parser.syntax.scenarios = parser.scenarios.scenarioSyntax(parser.source)
            return (parser.syntax, sortedByLocation(parser.diagnostics))
        }
    }

    /// Lexes and parses `source` as ``ScenarioFile`` does before checking its meaning, without building the tree that
    /// ``parse(_:)`` returns: every syntax diagnostic, sorted by location (what a fast syntax check, or a benchmark of
    /// parsing alone, needs).
    public static func syntaxDiagnostics(_ source: SourceText) -> [Diagnostic] {
        source.withUTF8 { sortedByLocation(parseLines(source, bytes: $0).diagnostics) }
    }

    /// Lexes and parses every line of `source` (whose UTF-8 bytes are `bytes`): the screen and elements as a tree, the
    /// scenarios compact (``ParsedScenarios``), and the diagnostics in the order they were found. A well-formed element
    /// line is parsed straight from its bytes (``ElementLineFastPath``) unless `fastElementLines` is false (what the
    /// tests compare it with); every other line is lexed and parsed in full.
    static func parseLines(
        _ source: SourceText, bytes: UnsafeBufferPointer<UInt8>, fastElementLines: Bool = true
    ) -> ScenarioParserState {
        var parser = ScenarioParserState(source: TokenSource(bytes: bytes, escaped: [], file: source.fileID), path: source.file)
        // One token buffer serves every line: the parser copies out the tokens it keeps, so the buffer is unique again
        // when the next line is lexed into it, and lexing a line allocates nothing.
        var tokens: [LexToken] = []
        tokens.reserveCapacity(16)
        parser.reserveCapacity(lines: source.spans.count)
        parser.elements.reserveCapacity(elementLines: ParsedElements.capacityHint(bytes, spans: source.spans))
        let fastPath = ElementLineFastPath()
        for (offset, span) in source.spans.enumerated() {
            var start = span.start
            // A byte-order mark at the very start is not part of the text (columns on line 1 then count after it).
            // U+FEFF is a grapheme of its own (nothing combines with it), so its three bytes are its character.
            if offset == 0, span.contentEnd - start >= 3, bytes[start] == 0xEF, bytes[start + 1] == 0xBB, bytes[start + 2] == 0xBF {
                start += 3
            }
            if fastElementLines, fastPath.parse(bytes, from: start, to: span.contentEnd, line: offset + 1, into: &parser) {
                continue
            }
            tokens.removeAll(keepingCapacity: true)
            let shape = LineLexer.lex(
                bytes, range: start..<span.contentEnd, line: offset + 1, file: source.fileID,
                into: &tokens, escaped: &parser.source.escaped, diagnostics: &parser.diagnostics)
            parser.parseLine(LineTokens(number: offset + 1, shape: shape, tokens: tokens))
        }
        parser.finish()
        return parser
    }

    /// Diagnostics in file order; equal locations keep the order they were found in.
    static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Every word a step line can start with, for suggestions.
    static let stepKeywords = ["swipe", "double", "press", "touch", "type", "escape", "rotor", "expect", "using", "announce", "open"]
    /// The step a misspelt first word probably meant: `double tap` for `double-tap`, `doubletap`, `tap` or `dubble`
    /// (a step of two words is suggested whole), else the closest step keyword.
    static func stepSuggestion(for word: String) -> String? {
        let squeezed = word.lowercased().filter { $0 != "-" && $0 != "_" }
        if squeezed == "tap" || squeezed == "doubletap" { return "double tap" }
        let closest = Suggestion.closest(to: word, in: stepKeywords)
        return closest == "double" ? "double tap" : closest
    }
    /// The state words `expect "LABEL" is ...` takes.
    static let checkWords = [
        "on", "off", "checked", "unchecked", "selected", "unselected", "expanded", "collapsed", "enabled", "disabled", "value",
    ]
}

/// The parser's state while it walks the lines (internal: ``ScenarioParser/parse(_:)`` is the entry point).
struct ScenarioParserState {
    /// An open block that indented lines below it belong to.
    enum Block {
        case screen
        case element(Int)
        case scenario(Int)
        case step(scenario: Int, step: Int)
        /// A line that holds nothing: anything indented under it is an error.
        case leaf
        /// A malformed line already reported: lines under it are skipped silently.
        case skipped
    }

    struct OpenBlock {
        let indent: Int
        let block: Block
        var childIndent: Int?
    }

    var syntax: ScenarioFileSyntax
    /// The screen's elements, compact (turned into ``ScenarioFileSyntax/elements`` only when a tree is asked for).
    var elements = ParsedElements()
    /// The scenario blocks, compact (turned into ``ScenarioFileSyntax/scenarios`` only when a tree is asked for).
    var scenarios = ParsedScenarios()
    var diagnostics: [Diagnostic] = []
    var stack: [OpenBlock] = []
    /// The file's bytes, its escaped strings and its path.
    var source: TokenSource
    /// What the step line being parsed does, once understood (set by ``parseAction(_:)``, kept in
    /// ``ParsedScenarios/actions``).
    var stepAction: StepSyntax.Action?
    /// The number of the file's path, which every location holds.
    var file: SourceFileID { source.file }
    /// ``kindTable`` and ``attributeTable``, held by the parser: a static is reached through a check that it was made,
    /// which every element line would pay for each word it looks up.
    private let kindWords = ScenarioParserState.kindTable
    private let attributeWords = ScenarioParserState.attributeTable

    /// A parser of the file whose bytes `source` holds, at `path`.
    init(source: TokenSource, path: String?) {
        self.source = source
        self.syntax = ScenarioFileSyntax(file: path)
    }

    /// Room in the compact lists for a file of `lines` lines (up to a few hundred of each: a small file's lists are then
    /// made once instead of growing by doubling, and a big file's grow from there).
    mutating func reserveCapacity(lines: Int) {
        let room = min(lines, 256)
        elements.elements.reserveCapacity(room)
        elements.attributes.reserveCapacity(room)
        elements.values.reserveCapacity(room)
        scenarios.steps.reserveCapacity(room)
        scenarios.actions.reserveCapacity(room)
        scenarios.readerLines.reserveCapacity(room)
        scenarios.tokens.reserveCapacity(4 * room)
    }

    mutating func report(_ message: Diagnostic.Message, at range: SourceRange) {
        diagnostics.append(Diagnostic(message, at: range))
    }

    /// Where a lexed token is.
    func range(_ token: LexToken) -> SourceRange { source.range(token) }

    /// The range from `first`'s start to `last`'s end.
    func range(_ first: LexToken, _ last: LexToken) -> SourceRange { ParsedScenarios.range(first, last, in: file) }

    /// A lexed token with its text, for a tree or a message.
    func token(_ token: LexToken) -> Token { source.token(token) }

    func lineRange(_ line: LexedLine) -> SourceRange {
        guard let first = line.tokens.first, let last = line.tokens.last else {
            let location = SourceLocation(fileID: file, line: line.number, column: 1)
            return location..<location
        }
        // Tokens are in order on their line, so the first starts before the last ends.
        return SourceRange(uncheckedBounds: (first.start, last.end))
    }

    /// The line with each token's text, for the lines kept as a tree (the screen and its elements).
    func materialized(_ line: LineTokens) -> LexedLine {
        LexedLine(
            number: line.number, indent: line.indent, hasTabIndentation: line.hasTabIndentation,
            tokens: line.tokens.map(source.token), contentEnd: line.tokens.last.map { Int($0.endColumn) } ?? (line.indent + 1))
    }

    // MARK: - Lines and indentation

    mutating func parseLine(_ line: LineTokens) {
        // A tab makes the nesting unknowable: the line is reported by the lexer and leaves the structure alone.
        guard let first = line.tokens.first, !line.hasTabIndentation else { return }
        if line.indent == 0 {
            stack.removeAll()
            parseTopLevel(line)
            return
        }
        while let last = stack.last, last.indent >= line.indent { stack.removeLast() }
        guard let parentIndex = stack.indices.last else {
            report(.indentedWithoutParent, at: range(first))
            stack.append(OpenBlock(indent: 0, block: .skipped))
            stack.append(OpenBlock(indent: line.indent, block: .skipped))
            return
        }
        let parent = stack[parentIndex]
        if case .skipped = parent.block {
            stack.append(OpenBlock(indent: line.indent, block: .skipped))
            return
        }
        if let expected = parent.childIndent {
            if expected != line.indent {
                report(.indentationMatchesNoParent(found: line.indent, expected: expected), at: range(first))
            }
        } else {
            // Set by the parent's first child line; the lines after it find it set (and the stack is not written).
            stack[parentIndex].childIndent = line.indent
        }
        let block: Block
        switch parent.block {
        case .skipped:
            block = .skipped
        case .leaf:
            report(.nothingCanBeIndentedHere, at: range(first))
            block = .skipped
        case .screen:
            block = parseElement(line, parent: nil)
        case .element(let container):
            let kind = elements.elements[container].kind
            if !kind.isContainer {
                report(.notAContainer(kind), at: range(first))
            }
            block = parseElement(line, parent: container)
        case .scenario(let scenario):
            block = parseStep(line, scenario: scenario)
        case .step(let scenario, let step):
            block = parseReaderExpectation(line, scenario: scenario, step: step)
        }
        stack.append(OpenBlock(indent: line.indent, block: block))
    }

    mutating func parseTopLevel(_ line: LineTokens) {
        let first = line.tokens[0]
        let block: Block
        if source.isWord(first, "screen") {
            block = parseScreen(materialized(line))
        } else if source.isWord(first, "scenario") {
            block = parseScenario(line)
        } else if first.kind == .word, ElementKind(rawValue: source.text(first)) != nil {
            report(.elementOutsideScreen(hasScreen: syntax.screen != nil), at: range(first))
            block = .skipped
        } else if first.kind == .word, ScenarioParser.stepKeywords.contains(source.text(first)) {
            report(.stepOutsideScenario, at: range(first))
            block = .skipped
        } else {
            report(.unknownTopLevel(source.text(first)), at: range(first))
            block = .skipped
        }
        stack.append(OpenBlock(indent: 0, block: block))
    }

    mutating func finish() {
        if syntax.screen == nil {
            let start = SourceLocation(fileID: file, line: 1, column: 1)
            report(.missingScreen, at: start..<SourceLocation(fileID: file, line: 1, column: 2))
        }
        for scenario in scenarios.scenarios where scenario.using == nil {
            report(.missingUsing(scenario.name.map(source.text)), at: range(scenario.keyword))
        }
    }

    mutating func reportExtra(_ tokens: ArraySlice<Token>) {
        if let extra = tokens.first { report(.unexpectedToken(extra), at: extra.range) }
    }

    mutating func reportExtra(_ tokens: ArraySlice<LexToken>) {
        if let extra = tokens.first { report(.unexpectedToken(token(extra)), at: range(extra)) }
    }

    // MARK: - Screen

    mutating func parseScreen(_ line: LexedLine) -> Block {
        let tokens = line.tokens
        let keyword = tokens[0]
        if syntax.screen != nil {
            report(.duplicateScreen, at: keyword.range)
            return .skipped
        }
        var screen = ScreenSyntax(keyword: keyword, title: nil, direction: nil, range: lineRange(line))
        if tokens.count > 1, tokens[1].kind == .word, tokens[1].text == "from" {
            parseImportedScreen(tokens, into: &screen)
            syntax.screen = screen
            return .screen
        }
        var index = 1
        if index < tokens.count, tokens[index].kind == .string {
            screen.title = tokens[index]
            index += 1
        } else {
            report(.missingTitle("screen", example: "screen \"Settings\""), at: tokens.count > 1 ? tokens[1].range : keyword.range)
        }
        // A layout direction and `anchored-rows`, each at most once, in either order; the first unknown word is reported
        // as a layout direction (the word most screens take), anything after it as extra.
        var sawWord = false
        while index < tokens.count, tokens[index].kind == .word {
            let word = tokens[index]
            if word.text == RowGrouping.anchored.rawValue, screen.rowGrouping == nil {
                screen.rowGrouping = word
            } else if LayoutDirection(rawValue: word.text) != nil, screen.direction == nil {
                screen.direction = word
            } else if !sawWord {
                report(.unknownDirectionWord(word.text), at: word.range)
                index += 1
                break
            } else {
                break
            }
            sawWord = true
            index += 1
        }
        reportExtra(tokens[min(index, tokens.count)...])
        syntax.screen = screen
        return .screen
    }

    // MARK: - Elements

    /// The largest length or coordinate a `frame` or `width` takes, in points (either sign): far beyond any screen.
    static let largestLength = 1_000_000.0

    /// The values an attribute takes.
    enum AttributeShape {
        /// No value: `on`, `hidden`, `custom`.
        case flag
        /// A whole number: `value 2`, `order 1`, `lines 2`.
        case integer
        /// A number, decimals allowed: `width 120.5`.
        case number
        /// Four numbers: `frame X Y W H`.
        case frame
        /// A quoted string: `label "Dark mode"`.
        case string
        /// A name, bare or quoted: `id wifi`, `before save`.
        case name
    }

    static let attributeShapes: [String: AttributeShape] = [
        "on": .flag, "off": .flag, "checked": .flag, "unchecked": .flag, "selected": .flag, "unselected": .flag,
        "disabled": .flag, "hidden": .flag, "custom": .flag, "stateless": .flag, "no-keyboard": .flag,
        "expanded": .flag, "collapsed": .flag, "secure": .flag, "percent": .flag, "placeholder": .string,
        "alert": .flag, "open": .flag, "closes": .flag, "opens": .name, "announces": .string,
        "value": .integer, "min": .integer, "max": .integer, "step": .integer, "order": .integer, "lines": .integer,
        "width": .number, "frame": .frame,
        "label": .string, "hint": .string, "navigates": .string, "moves-focus": .string,
        "id": .name, "before": .name, "after": .name,
    ]

    /// Every attribute word, sorted (sorted once: "did you mean" asks for them for every unknown word).
    static let attributeNames = attributeShapes.keys.sorted()
    /// ``attributeNames`` prepared once for "did you mean".
    static let attributeCandidates = SuggestionCandidates(attributeNames)

    /// Each attribute word's shape, whether it is a state word, and the kinds it fits, from
    /// ``attributeShapes``, ``stateWords`` and ``attributeKinds``, looked up by the word's bytes.
    static let attributeTable = KeywordTable<AttributeInfo>(attributeShapes.map { name, shape in
        (name, AttributeInfo(word: AttributeWord(rawValue: name)!, shape: shape, isState: stateWords[name] != nil,
                             kinds: attributeKinds[name].map(ElementKindSet.init) ?? .all))
    })

    /// Each element kind, looked up by its keyword's bytes.
    static let kindTable = KeywordTable<ElementKind>(ElementKind.allCases.map { ($0.rawValue, $0) })

    /// Each state word of ``stateWords``, looked up by its bytes.
    static let stateTable = KeywordTable<ControlState>(stateWords.map { ($0.key, $0.value) })

    static let stateWords: [String: ControlState] = [
        "on": .on, "off": .off, "checked": .checked, "unchecked": .unchecked, "selected": .selected, "unselected": .unselected,
        "expanded": .expanded, "collapsed": .collapsed,
    ]

    mutating func parseElement(_ line: LineTokens, parent: Int?) -> Block {
        let tokens = line.tokens
        let keyword = tokens[0]
        guard keyword.kind == .word, let kind = source.lookUp(keyword, in: kindWords) else {
            report(.unknownKind(token(keyword)), at: range(keyword))
            return .skipped
        }
        var element = ParsedElements.Element(
            keyword: keyword, kind: kind, firstAttribute: elements.attributes.count, parent: parent,
            depth: parent.map { elements.elements[$0].depth + 1 } ?? 0, last: tokens[tokens.count - 1])
        var index = 1
        if index < tokens.count, tokens[index].kind == .string {
            element.label = tokens[index]
            index += 1
        } else if kind.facts.needsLabel {
            report(.missingLabel(kind), at: range(index < tokens.count ? tokens[index] : keyword))
        }
        // Whether an attribute so far is a state word (a second one is a duplicate).
        var hasState = false
        while index < tokens.count {
            let word = tokens[index]
            index += 1
            // One lookup gives the attribute's shape, whether it is a state word and the kinds it fits.
            guard word.kind == .word, let info = source.lookUp(word, in: attributeWords) else {
                report(.unknownAttribute(token(word)), at: range(word))
                continue
            }
            // The word's text is made only for a message (every attribute of every line made it before).
            let shape = info.word == .value && kind.takesStringValue ? .string : info.shape
            // The attributes so far are few: looking through them costs less than a set built for every line. Each was
            // found in the same table, so two have the same text exactly when they are the same attribute word.
            let isState = info.isState
            // Looked through by index: a slice of the list would retain and release its buffer for every attribute.
            var seen = isState && hasState
            if !isState {
                var earlier = element.firstAttribute
                while earlier < elements.attributes.count {
                    if elements.attributes[earlier].word == info.word {
                        seen = true
                        break
                    }
                    earlier += 1
                }
            }
            if seen {
                report(.duplicateAttribute(info.name, isState: isState), at: range(word))
            }
            hasState = hasState || isState
            if !info.kinds.contains(kind) {
                report(.attributeDoesNotFit(info.name, kind), at: range(word))
            }
            var attribute = ParsedElements.Attribute(name: word, word: info.word, firstValue: elements.values.count)
            let count = shape == .frame ? 4 : (shape == .flag ? 0 : 1)
            for _ in 0..<count {
                guard index < tokens.count, tokens[index].kind == .word || tokens[index].kind == .string,
                      !(tokens[index].kind == .word && source.lookUp(tokens[index], in: attributeWords) != nil) else {
                    report(.missingValue(info.name, shape: shape), at: range(word))
                    break
                }
                let value = tokens[index]
                index += 1
                elements.values.append(value)
                attribute.valueCount += 1
                checkValue(value, shape: shape, attribute: info.word)
            }
            elements.attributes.append(attribute)
            elements.features.insert(info)
            element.attributeCount += 1
        }
        if kind.facts.value == .wholeNumberRange { checkStepper(element) }
        elements.features.insert(kind)
        elements.elements.append(element)
        return .element(elements.elements.count - 1)
    }

    mutating func checkValue(_ value: LexToken, shape: AttributeShape, attribute word: AttributeWord) {
        // The attribute's text, made only for a message.
        var attribute: String { word.rawValue }
        switch shape {
        case .flag:
            break
        case .integer:
            if value.kind != .word || source.integer(value) == nil {
                report(.expectedInteger(attribute, found: token(value)), at: range(value))
            }
        case .number, .frame:
            guard value.kind == .word, let number = Double(source.text(value)), number.isFinite else {
                report(.expectedNumber(attribute, found: token(value)), at: range(value))
                return
            }
            // Geometry beyond a screen's size reaches nothing real and overflows the picture's arithmetic.
            if number.magnitude > Self.largestLength {
                report(.numberOutOfRange(attribute, found: token(value)), at: range(value))
            }
        case .string:
            if value.kind != .string { report(.expectedString(attribute, found: token(value)), at: range(value)) }
        case .name:
            if source.isEmpty(value) { report(.expectedName(attribute), at: range(value)) }
        }
    }

    mutating func checkStepper(_ element: ParsedElements.Element) {
        // The first `value`, `min`, `max` and `step` attributes, found in one walk over the element's attributes by the
        // word the parser found (as `elements.firstValue(_:of:in:)` finds each by its text).
        var valueAttribute: ParsedElements.Attribute?
        var minAttribute: ParsedElements.Attribute?
        var maxAttribute: ParsedElements.Attribute?
        var stepAttribute: ParsedElements.Attribute?
        for attribute in elements.attributes[element.attributeIndices] {
            switch attribute.word {
            case .value where valueAttribute == nil: valueAttribute = attribute
            case .min where minAttribute == nil: minAttribute = attribute
            case .max where maxAttribute == nil: maxAttribute = attribute
            case .step where stepAttribute == nil: stepAttribute = attribute
            default: break
            }
        }
        func number(_ attribute: ParsedElements.Attribute?) -> (Int, LexToken)? {
            guard let attribute, attribute.valueCount > 0 else { return nil }
            let token = elements.values[attribute.firstValue]
            guard let value = source.integer(token) else { return nil }
            return (value, token)
        }
        let minimum = number(minAttribute)
        let maximum = number(maxAttribute)
        let low = minimum?.0 ?? 0
        let high = maximum?.0 ?? 100
        if let (step, token) = number(stepAttribute), step <= 0 {
            report(.stepNotPositive(step, element.kind), at: range(token))
        }
        if low > high {
            if let (_, token) = minimum ?? maximum { report(.minimumAboveMaximum(low, high, element.kind), at: range(token)) }
            return
        }
        // The span max − min is arithmetic the picture (and any fraction of the range) does: it must fit.
        if high.subtractingReportingOverflow(low).overflow, let (_, token) = maximum ?? minimum {
            report(.rangeTooWide(low, high, element.kind), at: range(token))
            return
        }
        if let (value, token) = number(valueAttribute), value < low || value > high {
            report(.valueOutOfRange(value, low, high, element.kind), at: range(token))
        }
    }

    // MARK: - Scenarios

    mutating func parseScenario(_ line: LineTokens) -> Block {
        let tokens = line.tokens
        var scenario = ParsedScenarios.Scenario(
            keyword: tokens[0], name: nil, using: nil, firstStep: scenarios.steps.count, stepCount: 0,
            lineFirst: tokens[0], lineLast: tokens[tokens.count - 1])
        if tokens.count > 1, tokens[1].kind == .string {
            scenario.name = tokens[1]
            reportExtra(tokens[2...])
        } else {
            report(.missingTitle("scenario", example: "scenario \"Turn Wi-Fi off\""), at: range(tokens.count > 1 ? tokens[1] : tokens[0]))
        }
        scenarios.scenarios.append(scenario)
        return .scenario(scenarios.scenarios.count - 1)
    }

    mutating func parseStep(_ line: LineTokens, scenario: Int) -> Block {
        let tokens = line.tokens
        let arrowIndex = tokens.firstIndex { $0.kind == .arrow }
        let wordCount = arrowIndex ?? tokens.count
        let first = tokens[0]
        if arrowIndex == 0 {
            // `-> "Wi-Fi"` without its step: there is nothing to run, and no word to index.
            report(.missingStepBeforeArrow, at: range(first))
            return .skipped
        }
        if source.isWord(first, "using") {
            parseUsing(tokens[..<wordCount], line: line, scenario: scenario)
            if let arrowIndex { report(.unexpectedToken(token(tokens[arrowIndex])), at: range(tokens[arrowIndex])) }
            return .leaf
        }
        // The line's tokens are kept once, in the parse's one token array; the step holds where they are.
        let base = scenarios.tokens.count
        scenarios.keep(tokens)
        var step = ParsedScenarios.Step(
            firstToken: base, wordCount: wordCount, tokenCount: tokens.count, label: nil, expectation: nil,
            firstReaderLine: scenarios.readerLines.count, readerLineCount: 0, indent: line.indent,
            isCheck: source.isWord(first, "expect"))
        stepAction = nil
        parseAction(&step)
        if let arrowIndex {
            if step.isCheck {
                report(.expectationOnCheck, at: range(tokens[arrowIndex]))
            } else {
                step.expectation = parseSpeech(from: base + arrowIndex, to: base + tokens.count)
            }
        }
        scenarios.steps.append(step)
        scenarios.actions.append(stepAction)
        scenarios.scenarios[scenario].stepCount += 1
        return step.isCheck ? .leaf : .step(scenario: scenario, step: scenarios.steps.count - 1)
    }

    mutating func parseUsing(_ words: ArraySlice<LexToken>, line: LineTokens, scenario: Int) {
        let keyword = words[words.startIndex]
        if scenarios.scenarios[scenario].using != nil {
            report(.duplicateUsing, at: range(keyword))
            return
        }
        if scenarios.scenarios[scenario].stepCount > 0 {
            report(.usingNotFirst, at: range(keyword))
        }
        var using = ParsedScenarios.Using(
            keyword: keyword, firstReader: scenarios.usingReaders.count, readerCount: 0, lineFirst: line.tokens[0],
            lineLast: line.tokens[line.tokens.count - 1])
        var index = words.startIndex + 1
        var expectReader = true
        // A reader is its name word and the settings after it, up to the next comma.
        var group: [LexToken] = []
        func finishGroup() {
            guard !group.isEmpty else { return }
            let reader = readerKind(named: group)
            if let reader, scenarios.readerKinds(of: using).contains(where: { $0 == reader }) {
                report(.duplicateReader(group.map(source.text).joined(separator: " ")), at: range(group[0], group[group.count - 1]))
            }
            scenarios.usingReaders.append(group[0])
            scenarios.usingKinds.append(reader)
            using.readerCount += 1
            group = []
        }
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if expectReader {
                guard word.kind == .word else {
                    report(.unknownReader(token(word)), at: range(word))
                    continue
                }
                group = [word]
                expectReader = false
            } else if word.kind == .comma {
                finishGroup()
                expectReader = true
            } else if word.kind == .word, source.text(word).contains("=") {
                group.append(word)  // a setting: NAME=VALUE
            } else {
                report(.unexpectedToken(token(word), hint: "separate readers with commas: 'using voiceover, talkback'"), at: range(word))
            }
        }
        finishGroup()
        if using.readerCount == 0 || expectReader {
            report(.missingReaders, at: range(words.last ?? keyword))
        }
        scenarios.scenarios[scenario].using = using
    }

    /// The step's word `index` (before any `->`), if it has that many.
    func word(_ index: Int, of step: ParsedScenarios.Step) -> LexToken? {
        index < step.wordCount ? scenarios.tokens[step.firstToken + index] : nil
    }

    /// Reports the step's first word past the `used` ones, if any.
    mutating func reportExtra(_ step: ParsedScenarios.Step, used: Int) {
        if let extra = word(used, of: step) { report(.unexpectedToken(token(extra)), at: range(extra)) }
    }

    mutating func parseAction(_ step: inout ParsedScenarios.Step) {
        let first = scenarios.tokens[step.firstToken]
        if source.isWord(first, "type") || source.isWord(first, "escape") {
            if let used = parseEditingStep(&step) { reportExtra(step, used: used) }
            return
        }
        if source.isWord(first, "rotor") {
            if let used = parseRotorStep(&step) { reportExtra(step, used: used) }
            return
        }
        var used = 1
        if source.isWord(first, "swipe") {
            guard let direction = word(1, of: step) else {
                report(.incompleteStep("swipe", example: "swipe right', 'swipe left', 'swipe up' or 'swipe down"), at: range(first))
                return
            }
            used = 2
            if source.isWord(direction, "right") {
                stepAction = .input(.swipeRight)
            } else if source.isWord(direction, "left") {
                stepAction = .input(.swipeLeft)
            } else if source.isWord(direction, "up") {
                stepAction = .input(.swipeUp)
            } else if source.isWord(direction, "down") {
                stepAction = .input(.swipeDown)
            } else {
                report(.unknownSwipeDirection(token(direction)), at: range(direction))
            }
        } else if source.isWord(first, "double") {
            guard let tap = word(1, of: step) else {
                report(.incompleteStep("double", example: "double tap"), at: range(first))
                return
            }
            used = 2
            if source.isWord(tap, "tap") {
                stepAction = .input(.doubleTap)
            } else {
                report(.unknownWord(token(tap), expected: "tap", after: "double"), at: range(tap))
            }
        } else if source.isWord(first, "press") {
            guard let keyToken = word(1, of: step) else {
                report(.incompleteStep("press", example: "press tab"), at: range(first))
                return
            }
            used = 2
            if keyToken.kind == .word, let key = Key(rawValue: source.text(keyToken).lowercased()) {
                stepAction = .input(.press(key))
            } else {
                report(.unknownKey(token(keyToken)), at: range(keyToken))
            }
        } else if source.isWord(first, "touch") {
            guard let label = word(1, of: step), label.kind == .string else {
                report(.missingStepLabel("touch", example: "touch \"Wi-Fi\""), at: range(word(1, of: step) ?? first))
                return
            }
            used = 2
            step.label = step.firstToken + 1
            stepAction = .input(.touch(source.text(label)))
        } else if source.isWord(first, "expect") {
            used = parseCheck(&step)
        } else if source.isWord(first, "announce") {
            guard let text = word(1, of: step), text.kind == .string else {
                report(.missingStepLabel("announce", example: "announce \"Connection lost\""), at: range(word(1, of: step) ?? first))
                return
            }
            used = 2
            stepAction = .input(.announce(source.text(text)))
        } else if source.isWord(first, "open") {
            guard let dialogWord = word(1, of: step) else {
                report(.incompleteStep("open", example: "open dialog ID"), at: range(first))
                return
            }
            guard source.isWord(dialogWord, "dialog") else {
                report(.unknownWord(token(dialogWord), expected: "dialog", after: "open"), at: range(dialogWord))
                return
            }
            guard let name = word(2, of: step), !source.isEmpty(name) else {
                report(.incompleteStep("open dialog", example: "open dialog ID"), at: range(dialogWord))
                return
            }
            used = 3
            stepAction = .input(.openDialog(source.text(name)))
        } else {
            // `using` is a step keyword too, but its lines never get here.
            report(.unknownStep(token(first)), at: range(first))
            return
        }
        reportExtra(step, used: used)
    }

    /// Parses `expect "LABEL" is STATE`, `expect "LABEL" is value N` or `expect focus "LABEL"`; returns the words used.
    mutating func parseCheck(_ step: inout ParsedScenarios.Step) -> Int {
        let count = step.wordCount
        let first = scenarios.tokens[step.firstToken]
        let example = "expect \"Wi-Fi\" is on' or 'expect focus \"Wi-Fi\""
        guard let second = word(1, of: step) else {
            report(.incompleteStep("expect", example: example), at: range(first))
            return count
        }
        if source.isWord(second, "focus") {
            guard let label = word(2, of: step), label.kind == .string else {
                report(.missingStepLabel("expect focus", example: "expect focus \"Wi-Fi\""), at: range(word(2, of: step) ?? second))
                return count
            }
            step.label = step.firstToken + 2
            stepAction = .check(.focus)
            return 3
        }
        guard second.kind == .string else {
            report(.missingStepLabel("expect", example: example), at: range(second))
            return count
        }
        step.label = step.firstToken + 1
        guard let isWord = word(2, of: step), source.isWord(isWord, "is") else {
            let found = word(2, of: step) ?? second
            report(.unknownWord(token(found), expected: "is", after: "expect \"LABEL\""), at: range(found))
            return count
        }
        guard let stateWord = word(3, of: step) else {
            report(.incompleteStep("expect \"LABEL\" is", example: "expect \"Wi-Fi\" is on"), at: range(isWord))
            return count
        }
        if stateWord.kind == .word, let state = source.lookUp(stateWord, in: ScenarioParserState.stateTable) {
            stepAction = .check(.state(state))
            return 4
        }
        if source.isWord(stateWord, "enabled") {
            stepAction = .check(.enabled(true))
            return 4
        }
        if source.isWord(stateWord, "disabled") {
            stepAction = .check(.enabled(false))
            return 4
        }
        if source.isWord(stateWord, "value") {
            if let textToken = word(4, of: step), textToken.kind == .string {
                stepAction = .check(.state(.text(source.text(textToken))))
                return 5
            }
            guard let numberToken = word(4, of: step) else {
                report(.missingValue("value", shape: .integer), at: range(stateWord))
                return count
            }
            guard numberToken.kind == .word, let number = source.integer(numberToken) else {
                report(.expectedInteger("value", found: token(numberToken)), at: range(numberToken))
                return 5
            }
            stepAction = .check(.state(.value(number)))
            return 5
        }
        report(.unknownCheck(token(stateWord)), at: range(stateWord))
        return 4
    }

    /// Parses `-> nothing` or `-> "A", "B"` from the arrow at `start` up to `end` in the parse's token array.
    mutating func parseSpeech(from start: Int, to end: Int) -> ParsedScenarios.Expectation? {
        let arrow = scenarios.tokens[start]
        guard start + 1 < end else {
            report(.missingSpeech, at: range(arrow))
            return nil
        }
        let first = scenarios.tokens[start + 1]
        if source.isWord(first, "nothing") {
            if start + 2 < end { reportExtra(scenarios.tokens[(start + 2)..<end]) }
            return ParsedScenarios.Expectation(arrow: start, nothing: start + 1, firstUtterance: start + 2, utteranceCount: 0)
        }
        guard first.kind == .string else {
            report(.expectedSpeech(token(first)), at: range(first))
            return nil
        }
        var count = 1
        var index = start + 2
        while index < end {
            let comma = scenarios.tokens[index]
            guard comma.kind == .comma else {
                report(.unexpectedToken(token(comma), hint: "separate utterances with commas: -> \"A\", \"B\""), at: range(comma))
                return nil
            }
            let next = index + 1
            guard next < end, scenarios.tokens[next].kind == .string else {
                report(.missingSpeech, at: range(next < end ? scenarios.tokens[next] : comma))
                return nil
            }
            count += 1
            index = next + 1
        }
        return ParsedScenarios.Expectation(arrow: start, nothing: nil, firstUtterance: start + 1, utteranceCount: count)
    }

    mutating func parseReaderExpectation(_ line: LineTokens, scenario: Int, step: Int) -> Block {
        let tokens = line.tokens
        let readerToken = tokens[0]
        guard readerToken.kind == .word, source.readerFamily(readerToken) != nil else {
            report(.unknownReader(token(readerToken)), at: range(readerToken))
            return .leaf
        }
        // The reader's name is every word before the `->`: the reader and its settings, as the `using` line writes it.
        // (a word without `=` after the reader is no setting: the line lacks its `->` there, as before profiles).
        let arrow = tokens.indices.first { $0 > 0 && (tokens[$0].kind != .word || !source.text(tokens[$0]).contains("=")) }
            ?? tokens.count
        guard arrow < tokens.count, tokens[arrow].kind == .arrow else {
            let family = ReaderKind(source.readerFamily(readerToken) ?? .voiceOver)
            report(.missingArrow(family), at: range(arrow < tokens.count ? tokens[arrow] : tokens[tokens.count - 1]))
            return .leaf
        }
        let nameWords = Array(tokens[0..<arrow])
        let reader = readerKind(named: nameWords)
        let nameRange = range(nameWords[0], nameWords[nameWords.count - 1])
        if let reader, let using = scenarios.scenarios[scenario].using, !scenarios.readerKinds(of: using).contains(where: { $0 == reader }) {
            // The nearest reader of the line: the only one of the same family, else the closest name.
            let listed = scenarios.readerKinds(of: using).compactMap { $0 }
            let sameFamily = listed.filter { $0.family == reader.family }
            let suggestion = sameFamily.count == 1 ? sameFamily[0].keyword : Suggestion.closest(to: reader.keyword, in: listed.map(\.keyword))
            report(.readerNotInUsing(reader, using: scenarios.readers(of: using).indices.map { usingText(at: $0) }, suggestion: suggestion),
                   at: nameRange)
        }
        let lines = scenarios.steps[step].firstReaderLine..<(scenarios.steps[step].firstReaderLine + scenarios.steps[step].readerLineCount)
        if let reader, lines.contains(where: { scenarios.readerLineKinds[$0] == reader }) {
            report(.duplicateReaderExpectation(reader), at: nameRange)
        }
        if scenarios.steps[step].expectation != nil {
            report(.inlineAndPerReaderExpectations, at: range(readerToken))
        }
        let base = scenarios.tokens.count
        scenarios.keep(tokens)
        let expectation = parseSpeech(from: base + arrow, to: base + tokens.count)
        // A step's per-reader lines follow it, before any other step's: they are consecutive in `readerLines`.
        scenarios.readerLines.append(
            ParsedScenarios.ReaderLine(reader: base, tokenCount: tokens.count, expectation: expectation, indent: line.indent))
        scenarios.readerLineKinds.append(reader)
        scenarios.steps[step].readerLineCount += 1
        return .leaf
    }

    /// The reader a name's words give (`talkback@15 order=name-role-state`), or nil after reporting each problem at
    /// its word.
    mutating func readerKind(named words: [LexToken]) -> ReaderKind? {
        // The seed readers, written alone, as before (no list of texts to build).
        if words.count == 1, let kind = source.readerKind(words[0]) { return kind }
        let parsed = ReaderNameParser.parse(words.map(source.text))
        for problem in parsed.problems {
            let word = words[min(problem.word, words.count - 1)]
            if case .unknownReader(_, let suggestion) = problem.error {
                // The language's message, with the nearest name among the readers and their profiles.
                var message = Diagnostic.Message.unknownReader(token(word))
                message.suggestion = suggestion
                report(message, at: range(word))
            } else {
                report(.readerName(problem.error), at: range(word))
            }
        }
        return parsed.reader
    }

    /// The text of the `using` line's reader at `place` of ``ParsedScenarios/usingReaders``, with its settings.
    func usingText(at place: Int) -> String {
        scenarios.usingKinds[place]?.keyword ?? source.text(scenarios.usingReaders[place])
    }
}

// MARK: - Messages

extension Diagnostic.Message {
    static let indentedWithoutParent = Diagnostic.Message(
        id: "indented-without-parent",
        "this line is indented but nothing above it can hold it; start 'screen' and 'scenario' lines in column 1")

    static func indentationMatchesNoParent(found: Int, expected: Int) -> Self {
        Self(id: "indentation-matches-no-parent",
             "this line is indented \(found) space\(found == 1 ? "" : "s"), which matches no line above it; indent it \(expected) spaces like the lines beside it")
    }

    static let nothingCanBeIndentedHere = Diagnostic.Message(
        id: "unexpected-indentation", "nothing can be indented under the line above; remove this line's extra indentation")

    static func notAContainer(_ kind: ElementKind) -> Self {
        Self(id: "not-a-container",
             "a '\(kind.keyword)' cannot hold elements; only \(ElementKind.allCases.filter(\.isContainer).map { "'\($0.keyword)'" }.joined(separator: ", ")) can (indent this line like its parent)")
    }

    static func elementOutsideScreen(hasScreen: Bool) -> Self {
        Self(id: "element-outside-screen",
             hasScreen ? "an element outside the screen; indent element lines under the 'screen' line"
                : "an element outside a screen; put a 'screen \"Title\"' line first and indent elements under it")
    }

    static let stepOutsideScenario = Diagnostic.Message(
        id: "step-outside-scenario", "a step outside a scenario; indent steps under a 'scenario \"Name\"' line")

    static func unknownTopLevel(_ word: String) -> Self {
        Self(id: "unknown-keyword", "unknown keyword '\(word)'; a line in column 1 starts with 'screen' or 'scenario'",
             suggestion: Suggestion.closest(to: word, in: ["screen", "scenario"]))
    }

    static let missingScreen = Diagnostic.Message(
        id: "missing-screen", "the file has no screen; start it with 'screen \"Title\"' and the screen's elements indented under it")

    static let duplicateScreen = Diagnostic.Message(
        id: "duplicate-screen", "a second screen; a file holds one 'screen' block, so move these elements into the first")

    static func missingUsing(_ name: String?) -> Self {
        Self(id: "missing-using",
             "scenario\(name.map { " \"\($0)\"" } ?? "") has no 'using' line; add 'using voiceover' (or talkback, ios, android) as its first line")
    }

    static func missingTitle(_ keyword: String, example: String) -> Self {
        Self(id: "missing-title", "'\(keyword)' needs a name in double quotes, e.g. '\(example)'")
    }

    static func unknownDirectionWord(_ word: String) -> Self {
        Self(id: "unknown-layout-direction", "unknown layout direction '\(word)'; write 'ltr' or 'rtl'",
             suggestion: Suggestion.closest(to: word, in: LayoutDirection.allCases.map(\.rawValue)))
    }

    static func unexpectedToken(_ token: Token, hint: String = "remove it") -> Self {
        Self(id: "unexpected-token", "unexpected '\(token)' here; \(hint)")
    }

    static func unknownKind(_ token: Token) -> Self {
        Self(id: "unknown-kind",
             "unknown element kind '\(token)'; kinds are \(ElementKind.allCases.map(\.keyword).joined(separator: ", "))",
             suggestion: token.kind == .word ? Suggestion.closest(to: token.text, in: ElementKind.allCases.map(\.keyword)) : nil)
    }

    static func missingLabel(_ kind: ElementKind) -> Self {
        Self(id: "missing-label", "a '\(kind.keyword)' needs its label in double quotes right after the kind, e.g. '\(kind.keyword) \"Wi-Fi\"'")
    }

    static func unknownAttribute(_ token: Token) -> Self {
        Self(id: "unknown-attribute",
             token.kind == .word ? "unknown attribute '\(token.text)'; remove it or use a known attribute"
                : "unexpected \(token.kind == .string ? "string \(token)" : "'\(token)'"); an element takes one label string right after its kind",
             suggestion: token.kind == .word ? Suggestion.closest(to: token.text, in: ScenarioParserState.attributeCandidates) : nil)
    }

    static func duplicateAttribute(_ word: String, isState: Bool) -> Self {
        Self(id: "duplicate-attribute",
             isState ? "a second state word '\(word)'; give an element one state" : "'\(word)' is given twice; keep one")
    }

    static func attributeDoesNotFit(_ word: String, _ kind: ElementKind) -> Self {
        let kinds = ScenarioParserState.kinds(taking: word).map { "'\($0.keyword)'" }
        let fits = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "") : (kinds.first ?? "")
        return Self(id: "attribute-does-not-fit", "'\(word)' does not fit a '\(kind.keyword)'; only a \(fits) takes it, so remove it")
    }

    static func missingValue(_ word: String, shape: ScenarioParserState.AttributeShape) -> Self {
        let example: String = switch shape {
        case .integer: "a whole number, e.g. '\(word) 3'"
        case .number: "a number, e.g. '\(word) 120'"
        case .frame: "four numbers, e.g. 'frame 0 0 320 44' (x y width height)"
        case .string: "a string in double quotes, e.g. '\(word) \"Text\"'"
        case .name, .flag: "a name, e.g. '\(word) save'"
        }
        return Self(id: "missing-value", "'\(word)' needs \(example)")
    }

    static func expectedInteger(_ word: String, found: Token) -> Self {
        Self(id: "expected-integer", "'\(word)' needs a whole number, not '\(found)'; write e.g. '\(word) 3'")
    }

    static func expectedNumber(_ word: String, found: Token) -> Self {
        Self(id: "expected-number", "'\(word)' needs a number, not '\(found)'; write e.g. '\(word == "frame" ? "frame 0 0 320 44" : "\(word) 120")'")
    }

    static func numberOutOfRange(_ word: String, found: Token) -> Self {
        Self(id: "number-out-of-range",
             "'\(word)' takes numbers from -1000000 to 1000000 points, not '\(found)'; write e.g. '\(word == "frame" ? "frame 0 0 320 44" : "\(word) 120")'")
    }

    static func rangeTooWide(_ minimum: Int, _ maximum: Int, _ kind: ElementKind = .stepper) -> Self {
        Self(id: "range-too-wide",
             "the \(kind.keyword)'s range from min \(minimum) to max \(maximum) is too wide to count; keep max - min at most \(Int.max)")
    }

    static func expectedString(_ word: String, found: Token) -> Self {
        Self(id: "expected-string", "'\(word)' needs a string in double quotes, not '\(found)'; write e.g. '\(word) \"\(found.text)\"'")
    }

    static func expectedName(_ word: String) -> Self {
        Self(id: "expected-name", "'\(word)' needs a non-empty name, e.g. '\(word) save'")
    }

    static func stepNotPositive(_ step: Int, _ kind: ElementKind = .stepper) -> Self {
        Self(id: "step-not-positive", "a \(kind.keyword)'s step must be 1 or more, not \(step)")
    }

    static func minimumAboveMaximum(_ minimum: Int, _ maximum: Int, _ kind: ElementKind = .stepper) -> Self {
        Self(id: "min-above-max", "the \(kind.keyword)'s min \(minimum) is above its max \(maximum); make min at most max")
    }

    static func valueOutOfRange(_ value: Int, _ minimum: Int, _ maximum: Int, _ kind: ElementKind = .stepper) -> Self {
        Self(id: "value-out-of-range",
             "the \(kind.keyword)'s value \(value) is outside min...max (\(minimum)...\(maximum)); pick a value in that range")
    }

    static let duplicateUsing = Diagnostic.Message(
        id: "duplicate-using", "a second 'using' line; list every reader on the first one: 'using voiceover, talkback'")

    static let usingNotFirst = Diagnostic.Message(
        id: "using-not-first", "'using' must be the scenario's first line; move it above the steps")

    static func unknownReader(_ token: Token) -> Self {
        Self(id: "unknown-reader", "unknown reader '\(token)'; readers are voiceover, talkback, ios and android",
             suggestion: token.kind == .word ? Suggestion.closest(to: token.text, in: ReaderKind.allCases.map(\.keyword)) : nil)
    }

    static func duplicateReader(_ word: String) -> Self {
        Self(id: "duplicate-reader", "'\(word)' is listed twice; list each reader once")
    }

    static let missingReaders = Diagnostic.Message(
        id: "missing-reader", "'using' needs readers separated by commas, e.g. 'using voiceover, talkback'")

    static func unknownStep(_ token: Token) -> Self {
        Self(id: "unknown-step",
             "unknown step '\(token)'; steps are 'swipe right', 'swipe left', 'swipe up', 'swipe down', 'double tap', 'press KEY', 'touch \"LABEL\"', 'type \"TEXT\"', 'escape', 'rotor headings|links|form controls', 'announce \"TEXT\"', 'open dialog ID' and 'expect ...'",
             suggestion: token.kind == .word ? ScenarioParser.stepSuggestion(for: token.text) : nil)
    }

    static func incompleteStep(_ words: String, example: String) -> Self {
        Self(id: "incomplete-step", "'\(words)' is incomplete; write '\(example)'")
    }

    static func unknownSwipeDirection(_ token: Token) -> Self {
        Self(id: "unknown-swipe-direction", "unknown swipe direction '\(token)'; write 'swipe right', 'swipe left', 'swipe up' or 'swipe down'",
             suggestion: Suggestion.closest(to: token.text, in: ["right", "left", "up", "down"]))
    }

    static func unknownWord(_ token: Token, expected: String, after: String) -> Self {
        Self(id: "unexpected-word", "expected '\(expected)' after '\(after)', not '\(token)'",
             suggestion: token.kind == .word && Suggestion.closest(to: token.text, in: [expected]) != nil ? expected : nil)
    }

    static func unknownKey(_ token: Token) -> Self {
        Self(id: "unknown-key", "unknown key '\(token)'; keys are \(Key.allCases.map(\.keyword).joined(separator: ", "))",
             suggestion: Suggestion.closest(to: token.text, in: Key.allCases.map(\.keyword)))
    }

    static func missingStepLabel(_ words: String, example: String) -> Self {
        Self(id: "missing-step-label", "'\(words)' needs a label in double quotes, e.g. '\(example)'")
    }

    static func unknownCheck(_ token: Token) -> Self {
        Self(id: "unknown-check", "unknown check '\(token)'; write one of \(ScenarioParser.checkWords.joined(separator: ", ")) (value takes a number, or a string for a text field)",
             suggestion: Suggestion.closest(to: token.text, in: ScenarioParser.checkWords))
    }

    static let expectationOnCheck = Diagnostic.Message(
        id: "expectation-on-check", "an 'expect' line speaks nothing, so it takes no '->'; remove the expectation")

    static let missingStepBeforeArrow = Diagnostic.Message(
        id: "missing-step", "expected a step before '->'; write the input first, e.g. 'swipe right -> \"Wi-Fi\"'")

    static let missingSpeech = Diagnostic.Message(
        id: "missing-speech", "'->' needs what is spoken: one or more strings separated by commas, or 'nothing'")

    static func expectedSpeech(_ token: Token) -> Self {
        Self(id: "expected-speech", "expected a string in double quotes or 'nothing' after '->', not '\(token)'",
             suggestion: token.kind == .word && Suggestion.closest(to: token.text, in: ["nothing"]) != nil ? "nothing" : nil)
    }

    static func missingArrow(_ reader: ReaderKind) -> Self {
        Self(id: "missing-arrow", "a per-reader line is '\(reader.keyword) -> \"TEXT\"'; add the '->'")
    }

    static func readerNotInUsing(_ reader: ReaderKind, using: [String], suggestion: String? = nil) -> Self {
        Self(id: "reader-not-in-using",
             "'\(reader.keyword)' is not in this scenario's 'using' line (\(using.joined(separator: ", "))); add it there or remove this line",
             suggestion: suggestion)
    }

    static func readerName(_ error: ReaderNameError) -> Self {
        Self(id: error.id, error.message, suggestion: error.suggestion)
    }

    static func duplicateReaderExpectation(_ reader: ReaderKind) -> Self {
        Self(id: "duplicate-reader-expectation", "a second '\(reader.keyword)' line for this step; keep one")
    }

    static let inlineAndPerReaderExpectations = Diagnostic.Message(
        id: "inline-and-per-reader-expectation",
        "this step already has an inline '->' for every reader; remove it, or remove the per-reader lines")
}
