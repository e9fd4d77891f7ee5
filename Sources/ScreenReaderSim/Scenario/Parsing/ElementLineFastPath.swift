/// Parses a well-formed element line straight from its bytes into its records (``ParsedElements``) in one pass, with no
/// token list, no ``LineTokens`` and no diagnostic to find: the common lines of a big screen.
///
///     text "About section 0"
///     switch "Setting 0 a" on
///     stepper "Guests 0" value 2 min 1 max 4
///     text-field "Name 0" placeholder "Your name"
///
/// A line it takes is indented with spaces under the screen or a container (at the indentation its siblings have), is
/// ASCII up to a comment, and holds a kind word, a label without escapes (or none, where the kind takes none) and
/// attributes that fit the kind, each given once, with whole numbers, plain strings or names as values. Anything else,
/// a tab, an escape, a non-ASCII character, an unknown or repeated word, a number with a decimal point, a `frame`, a
/// top-level or step line, a missing value, returns `false` before anything is recorded, and the line is lexed and
/// parsed in full, reporting what it has. A blank line, or one holding only a comment, is taken as the nothing it is.
///
/// The records, the open blocks and the diagnostics are exactly those of ``LineLexer`` and
/// ``ScenarioParserState/parseLine(_:)``: a stepper's or slider's range is checked as the line is read, and one that
/// ``ScenarioParserState/checkStepper(_:)`` would report on is given to it. `ElementLineFastPathTests` compares both
/// paths' parses over generated lines and every scenario file of the repository.
struct ElementLineFastPath {
    /// Where each element kind's keyword is in the parser's ``ScenarioParserState/kindTable``.
    private let kindSlots: KeywordHashSlots
    /// The kinds, by the index ``kindSlots`` finds.
    private let kinds: [ElementKind]
    /// Where each attribute word is in the parser's ``ScenarioParserState/attributeTable``.
    private let attributeSlots: KeywordHashSlots
    /// What the parser knows of each attribute word, by the index ``attributeSlots`` finds.
    private let attributeInfos: [AttributeInfo]
    /// The kinds that hold children.
    private let containers: ElementKindSet
    /// The kinds that must have a label.
    private let labelled: ElementKindSet
    /// The kinds whose `value` is a string.
    private let stringValued: ElementKindSet
    /// The kinds whose value is a whole number in a range (a stepper, a slider): their range is checked.
    private let ranged: ElementKindSet

    /// The fast path with the parser's tables, read once per parse (a static is reached through a check that it was
    /// made, which every line would pay for each word it looks up).
    init() {
        let kindTable = ScenarioParserState.kindTable
        let attributeTable = ScenarioParserState.attributeTable
        kindSlots = kindTable.slots
        kinds = kindTable.values
        attributeSlots = attributeTable.slots
        attributeInfos = attributeTable.values
        containers = ElementKindSet(kindsWhere: { $0.children != .none })
        labelled = ElementKindSet(kindsWhere: \.needsLabel)
        stringValued = ElementKindSet(kindsWhere: { $0.value != .none && $0.value != .wholeNumberRange })
        ranged = ElementKindSet(kindsWhere: { $0.value == .wholeNumberRange })
    }

    /// Whether `byte` may be in a name value taken here (`id save-button`, `before name.2`): ASCII letters, digits and
    /// `-`, `_`, `.`, `:`, `/`, none of which can end a word except `-` before `>`, which is not among them.
    @inline(__always) private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/")
    }

    /// Where the token after the one ending at `index` starts: spaces and tabs skipped, `end` when the line holds no
    /// more tokens (a `#` starts a comment, also right after a token, as the lexer reads it); -1 when the token runs
    /// into the next without a space, or the `#` joins a non-ASCII mark into one character (then it is no comment).
    @inline(__always) private static func nextToken(after index: Int, end: Int, _ base: UnsafePointer<UInt8>) -> Int {
        var next = index
        while next < end, base[next] == UInt8(ascii: " ") || base[next] == UInt8(ascii: "\t") { next += 1 }
        guard next < end else { return end }
        if base[next] == UInt8(ascii: "#") { return next + 1 == end || base[next + 1] < 0x80 ? end : -1 }
        return next > index ? next : -1
    }

    /// The token over the line's bytes `from..<to` whose text is `valueFrom..<valueTo`, on line `line` starting at
    /// `start` (columns count bytes: the line is ASCII).
    @inline(__always) private static func token(
        _ kind: Token.Kind, _ from: Int, _ to: Int, value valueFrom: Int, _ valueTo: Int, line: Int32, start: Int
    ) -> LexToken {
        LexToken(
            kind: kind, escaped: -1, line: line, startColumn: Int32(truncatingIfNeeded: from - start + 1),
            endColumn: Int32(truncatingIfNeeded: to - start + 1), valueStart: valueFrom, valueEnd: valueTo)
    }

    /// The closing quote of the plain string whose opening quote is at `from`, or -1 when it has an escape, a non-ASCII
    /// byte or no closing quote.
    @inline(__always) private static func closingQuote(
        _ bytes: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, from: Int, end: Int
    ) -> Int {
        let close = StringEndSearch.firstQuoteBackslashOrNonASCII(in: bytes, from: from + 1, to: end)
        return close < end && base[close] == UInt8(ascii: "\"") ? close : -1
    }

    /// Parses line `line`, `bytes[start..<end]` (its content, without the line ending), into `parser`'s records and
    /// open blocks, as lexing it and ``ScenarioParserState/parseLine(_:)`` would.
    /// - Returns: `true` when the line was taken; `false` when it must go the full way (nothing was recorded).
    func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, line: Int, into parser: inout ScenarioParserState
    ) -> Bool {
        guard let base = bytes.baseAddress, end - start < Int(Int32.max) else { return start == end }
        var index = start
        while index < end, base[index] == UInt8(ascii: " ") { index += 1 }
        let indent = index - start
        // A blank line, or one of spaces and a comment: no token, nothing to record.
        if index == end { return true }
        if base[index] == UInt8(ascii: "#") { return index + 1 == end || base[index + 1] < 0x80 }
        let first = index

        // The kind word, at the start of an indented line.
        // A kind or attribute word is made of `a`-`z` and `-` (a word of other bytes is in neither table).
        index = KeywordByteRun.end(in: bytes, from: index, to: end)
        guard index > first, indent > 0 else { return false }
        let kindIndex = kindSlots.index(of: UnsafeBufferPointer(start: base + first, count: index - first), readable: bytes.count - first)
        guard kindIndex >= 0 else { return false }
        let kind = kinds[kindIndex]
        var next = Self.nextToken(after: index, end: end, base)
        guard next >= 0 else { return false }
        let lineNumber = Int32(clamping: line)
        let keyword = Self.token(.word, first, index, value: first, index, line: lineNumber, start: start)

        // Where the line goes: the open blocks at its indentation or deeper are to be closed (they are closed once the
        // line is taken; the full path closes the same ones), and its parent, the open block before them, must be the
        // screen or a container whose children are indented as this line is.
        var parentIndex = parser.stack.count - 1
        while parentIndex >= 0, parser.stack[parentIndex].indent >= indent { parentIndex -= 1 }
        guard parentIndex >= 0 else { return false }
        let parent = parser.stack[parentIndex]
        let container: Int
        switch parent.block {
        case .screen:
            container = -1
        case .element(let element):
            guard containers.contains(parser.elements.elements[element].kind) else { return false }
            container = element
        default:
            return false
        }
        if let expected = parent.childIndent, expected != indent { return false }

        var label: LexToken?
        var last = keyword
        if next < end, base[next] == UInt8(ascii: "\"") {
            let close = Self.closingQuote(bytes, base, from: next, end: end)
            guard close >= 0 else { return false }
            let after = Self.nextToken(after: close + 1, end: end, base)
            guard after >= 0 else { return false }
            last = Self.token(.string, next, close + 1, value: next + 1, close, line: lineNumber, start: start)
            label = last
            next = after
        } else if labelled.contains(kind) {
            return false
        }

        // The attributes, recorded as they are read and taken back should one make the line go the full way.
        let firstAttribute = parser.elements.attributes.count
        let firstValue = parser.elements.values.count
        var words: UInt64 = 0
        var hasState = false
        // A ranged kind's `value`, `min`, `max` and `step` (each given at most once on a line taken here).
        var value: Int?
        var minimum: Int?
        var maximum: Int?
        var step: Int?
        var taken = true
        attributes: while next < end {
            let wordStart = next
            index = next
            index = KeywordByteRun.end(in: bytes, from: index, to: end)
            let infoIndex = index > wordStart ? attributeSlots.index(
                of: UnsafeBufferPointer(start: base + wordStart, count: index - wordStart), readable: bytes.count - wordStart) : -1
            guard infoIndex >= 0 else {
                taken = false
                break
            }
            let info = attributeInfos[infoIndex]
            guard info.kinds.contains(kind), info.isState ? !hasState : words & info.bit == 0 else {
                taken = false
                break
            }
            next = Self.nextToken(after: index, end: end, base)
            guard next >= 0 else {
                taken = false
                break
            }
            words |= info.bit
            hasState = hasState || info.isState
            last = Self.token(.word, wordStart, index, value: wordStart, index, line: lineNumber, start: start)
            var attribute = ParsedElements.Attribute(name: last, word: info.word, firstValue: parser.elements.values.count)
            let shape = info.word == .value && stringValued.contains(kind) ? .string : info.shape
            let valueStart = next
            switch shape {
            case .flag:
                parser.elements.attributes.append(attribute)
                continue attributes
            case .integer:
                // An optional sign and 1 to 18 digits: a whole number `Int` holds.
                index = valueStart
                let negative = index < end && base[index] == UInt8(ascii: "-")
                if negative || (index < end && base[index] == UInt8(ascii: "+")) { index += 1 }
                let digits = index
                var number = 0
                while index < end, base[index] &- UInt8(ascii: "0") < 10 {
                    number = number &* 10 &+ Int(base[index] &- UInt8(ascii: "0"))
                    index += 1
                }
                guard index > digits, index - digits <= 18 else {
                    taken = false
                    break attributes
                }
                number = negative ? -number : number
                switch info.word {
                case .value: value = number
                case .min: minimum = number
                case .max: maximum = number
                case .step: step = number
                default: break
                }
                last = Self.token(.word, valueStart, index, value: valueStart, index, line: lineNumber, start: start)
            case .string, .name:
                guard valueStart < end else {
                    taken = false
                    break attributes
                }
                if base[valueStart] == UInt8(ascii: "\"") {
                    let close = Self.closingQuote(bytes, base, from: valueStart, end: end)
                    guard close >= 0, shape == .string || close > valueStart + 1 else {
                        taken = false
                        break attributes
                    }
                    index = close + 1
                    last = Self.token(.string, valueStart, index, value: valueStart + 1, close, line: lineNumber, start: start)
                } else {
                    // A name given bare: a word that is no attribute word (that would be the value left out).
                    index = valueStart
                    while index < end, Self.isNameByte(base[index]) { index += 1 }
                    guard shape == .name, index > valueStart,
                          attributeSlots.index(
                            of: UnsafeBufferPointer(start: base + valueStart, count: index - valueStart),
                            readable: bytes.count - valueStart) < 0 else {
                        taken = false
                        break attributes
                    }
                    last = Self.token(.word, valueStart, index, value: valueStart, index, line: lineNumber, start: start)
                }
            case .number, .frame:
                taken = false
                break attributes
            }
            next = Self.nextToken(after: index, end: end, base)
            guard next >= 0 else {
                taken = false
                break
            }
            parser.elements.values.append(last)
            attribute.valueCount = 1
            parser.elements.attributes.append(attribute)
        }
        guard taken else {
            parser.elements.attributes.removeSubrange(firstAttribute...)
            parser.elements.values.removeSubrange(firstValue...)
            return false
        }

        // Taken: the element is recorded as ``ScenarioParserState/parseElement(_:parent:)`` records it.
        if parent.childIndent == nil { parser.stack[parentIndex].childIndent = indent }
        var element = ParsedElements.Element(
            keyword: keyword, kind: kind, firstAttribute: firstAttribute, parent: container < 0 ? nil : container,
            depth: container < 0 ? 0 : parser.elements.elements[container].depth + 1, last: last)
        element.label = label
        element.attributeCount = parser.elements.attributes.count - firstAttribute
        if ranged.contains(kind), Self.rangeNeedsReport(value: value, minimum: minimum, maximum: maximum, step: step) {
            parser.checkStepper(element)
        }
        parser.elements.features.insert(words: words)
        parser.elements.features.insert(kind)
        parser.elements.elements.append(element)
        // The line's block takes the place of the first block it closes (a sibling's, usually) and the others go.
        let block = ScenarioParserState.OpenBlock(indent: indent, block: .element(parser.elements.elements.count - 1))
        let place = parentIndex + 1
        if place < parser.stack.count {
            if place + 1 < parser.stack.count { parser.stack.removeSubrange((place + 1)...) }
            parser.stack[place] = block
        } else {
            parser.stack.append(block)
        }
        return true
    }

    /// Whether ``ScenarioParserState/checkStepper(_:)`` reports anything on a ranged element with these numbers: a
    /// step not above 0, a minimum above the maximum (0 and 100 when not given), a range wider than `Int` holds, or a
    /// value outside it.
    static func rangeNeedsReport(value: Int?, minimum: Int?, maximum: Int?, step: Int?) -> Bool {
        let low = minimum ?? 0
        let high = maximum ?? 100
        if let step, step <= 0 { return true }
        if low > high || high.subtractingReportingOverflow(low).overflow { return true }
        if let value, value < low || value > high { return true }
        return false
    }
}
