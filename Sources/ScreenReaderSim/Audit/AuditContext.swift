/// One platform's view of a screen for the checks: the indexed screen, the screen reader's stops, and what each stop says.
///
/// Order overrides the engine refuses (a cycle, an unknown id), in the screen's order or a dialog's or menu's, are recorded
/// in ``orderErrors``, and the override at fault is dropped so every other check still runs on the order the remaining
/// overrides give.
final class AuditContext {
    /// The screen reader whose words prove the findings (VoiceOver or TalkBack).
    let readerKind: ReaderKind
    /// The screen as declared.
    let screen: Screen
    /// The declared screen, indexed; element indices match ``ElementReference/index``.
    let index: ScreenIndex
    /// The focus-order errors the engine raised, in the order met.
    let orderErrors: [FocusOrderError]
    /// The screen the reader runs on: the declared screen without the overrides named in ``orderErrors``.
    let readableScreen: Screen
    /// The screen reader on ``readableScreen``; nil only if the screen cannot be read even without its overrides.
    let reader: ScreenReader?

    /// Reads `screen` with `readerKind`, dropping any before/after override the engine refuses.
    convenience init(_ readerKind: ReaderKind, screen: Screen) {
        self.init(readerKind, compiled: CompiledScreen(screen))
    }

    /// Reads a compiled screen with `readerKind` (sharing its index and order with the other platform's context),
    /// dropping any before/after override the engine refuses.
    init(_ readerKind: ReaderKind, compiled: CompiledScreen) {
        self.readerKind = readerKind
        let screen = compiled.screen
        self.screen = screen
        let index = compiled.index
        self.index = index
        var flat = index.elements
        var errors: [FocusOrderError] = []
        var candidate = screen
        var candidateCompiled = compiled
        var reader: ScreenReader?
        // Each failure drops one element's override, so this ends within one try per element. The dialogs' and menus'
        // own orders are checked too: an override the engine refuses inside one keeps it from opening at all.
        for _ in 0...flat.count {
            do {
                reader = nil
                reader = try ScreenReader(readerKind, screen: candidateCompiled, log: .none)
                try candidateCompiled.validateLayerOrders(for: readerKind.platform)
                break
            } catch {
                errors.append(error)
                let culprit: Int? = switch error {
                case .cycle(let elements): elements.first?.index
                case .unknownTarget(let element, _): element.index
                case .invalidScreen: nil
                }
                guard let culprit, flat.indices.contains(culprit),
                      flat[culprit].traversalBefore != nil || flat[culprit].traversalAfter != nil else { break }
                flat[culprit].traversalBefore = nil
                flat[culprit].traversalAfter = nil
                candidate = Self.rebuilt(screen, from: flat, index: index)
                candidateCompiled = CompiledScreen(candidate)
            }
        }
        self.orderErrors = errors
        self.readableScreen = candidate
        self.reader = reader
    }

    /// The platform whose rules apply.
    var platform: Platform { readerKind.platform }

    /// Whether `before`/`after` overrides reorder this platform's reader (Android's traversal attributes; iOS has none).
    var appliesTraversalOverrides: Bool { PlatformRules.rules(for: platform).appliesTraversalOverrides }

    /// Every focus stop in this platform's order, collapsed content included; built once.
    private(set) lazy var stops: [FocusStop] = reader?.allStops ?? []

    /// The stops of each element that has stops of its own (a stepper's two buttons), in order; built once.
    private lazy var ownStops: [Int: [FocusStop]] = Dictionary(grouping: stops, by: \.elementIndex)

    /// The stops that belong to `element` itself (a stepper's two buttons, a row's merged stop), in order.
    func stops(of element: Int) -> [FocusStop] { ownStops[element] ?? [] }

    /// Every element of the screen, depth-first.
    var elements: [Element] { index.elements }

    /// The positions of the elements of each kind, in order; built once, in one pass.
    private lazy var positionsByKind: [ElementKind: [Int]] = {
        var result: [ElementKind: [Int]] = [:]
        for (position, element) in index.elements.enumerated() { result[element.kind, default: []].append(position) }
        return result
    }()

    /// The positions of the elements of `kind`, in order: a check that looks at one kind reads only those elements.
    func positions(ofKind kind: ElementKind) -> [Int] { positionsByKind[kind] ?? [] }

    /// The positions of the elements whose kind's row (``KindFacts``) answers `test`, in order.
    func positions(where test: (KindFacts) -> Bool) -> [Int] {
        positions(ofKinds: ElementKind.allCases.filter { test($0.facts) })
    }

    /// The positions of the elements of any of `kinds`, in order.
    func positions(ofKinds kinds: [ElementKind]) -> [Int] { kinds.flatMap(positions(ofKind:)).sorted() }

    /// The reference to the element at `element`.
    func reference(_ element: Int) -> ElementReference { index.reference(at: element) }

    /// Whether the element or a container above it is hidden.
    func isHidden(_ element: Int) -> Bool { index.isEffectivelyHidden[element] }

    /// The outermost container above each element that carries an explicit `order`, worked out once, top-down.
    private lazy var outermostOrderedAncestor: [Int?] = {
        var result = [Int?](repeating: nil, count: elements.count)
        // Parents come before their children depth-first, so one forward sweep settles each parent first.
        for element in elements.indices {
            guard let parent = index.parent(of: element) else { continue }
            result[element] = result[parent] ?? (elements[parent].order != nil ? parent : nil)
        }
        return result
    }()

    /// The nearest row above each element, worked out once, top-down.
    private lazy var nearestRow: [Int?] = {
        var result = [Int?](repeating: nil, count: elements.count)
        for element in elements.indices {
            guard let parent = index.parent(of: element) else { continue }
            result[element] = elements[parent].kind.facts.stops == .mergedRow ? parent : result[parent]
        }
        return result
    }()

    /// The outermost container above `element` that has an `order` of its own, if any.
    func outermostOrderedContainer(of element: Int) -> Int? { outermostOrderedAncestor[element] }

    /// The element's containers, nearest first.
    func ancestors(of element: Int) -> [Int] {
        var result: [Int] = []
        var current = index.parent(of: element)
        while let parent = current {
            result.append(parent)
            current = index.parent(of: parent)
        }
        return result
    }

    /// The nearest row holding the element, if any.
    func enclosingRow(of element: Int) -> Int? { nearestRow[element] }

    /// The element's children, in order.
    func children(of element: Int) -> [Int] { index.children(of: element) }

    /// Every element below `element`, depth-first.
    func descendants(of element: Int) -> Range<Int> { index.descendants(of: element) }

    /// The stop a touch on the element lands on (a row's child lands on the row).
    /// Numbered by its place in the full order, as ``stops`` are.
    func stop(holding element: Int) -> FocusStop? {
        // By position in the order's table, without building the element's reference (a row inside a row would work
        // its name out each time: quadratic on rows nested deep).
        guard let reader, reader.order.stopHolding.indices.contains(element),
              let position = reader.order.stopHolding[element] else { return nil }
        return stops.indices.contains(position) ? stops[position] : reader.order.stop(at: position)
    }

    /// What focus on `stop` speaks. Several checks ask for the same stops and this context's reader never moves, so each
    /// stop's announcement is built once.
    func announcement(for stop: FocusStop) -> String {
        guard let reader else { return "" }
        let position = stop.orderIndex
        guard stops.indices.contains(position), stops[position] == stop else { return reader.announcement(for: stop) }
        if announcements.isEmpty { announcements = [String?](repeating: nil, count: stops.count) }
        if let known = announcements[position] { return known }
        let spoken = reader.announcement(for: stop)
        announcements[position] = spoken
        return spoken
    }

    /// Each stop's announcement once asked for, by its place in ``stops`` (a stored property, so each is set in place).
    private var announcements: [String?] = []

    /// The programmatic name `stop` speaks (a merged row's texts, a control's label).
    func spokenName(of stop: FocusStop) -> String {
        guard let reader, stop.orderIndex < reader.order.contents.count else { return "" }
        return reader.order.contents[stop.orderIndex].name
    }

    /// A reader used to try activations, put back after each one (so each try costs O(1), not a fresh reader).
    private lazy var probe: ScreenReader? = reader.flatMap { try? ScreenReader(readerKind, screen: $0.compiled, log: .none) }

    /// Whether the element, or something inside it, is in a focus stop.
    func isPlaced(_ element: Int) -> Bool { placed[element] }

    /// Whether each element, or something inside it, is in a focus stop; worked out once, bottom-up.
    private lazy var placed: [Bool] = {
        var result = index.elements.indices.map { stop(holding: $0) != nil }
        // Children come after their parents depth-first, so a reverse sweep settles every child before its parent.
        for element in index.elements.indices.reversed() where result[element] {
            if let parent = index.parent(of: element) { result[parent] = true }
        }
        return result
    }()

    /// What focus on the stop holding `element` speaks; empty when it is in no stop.
    func utterances(for element: Int) -> [String] {
        stop(holding: element).map { [announcement(for: $0)] } ?? []
    }

    /// What is spoken when focus lands on the stop at `position` and the user double taps: the focus announcement,
    /// then whatever activation speaks (a new state, a new value, the stop focus moves to).
    func activationUtterances(at position: Int) -> [String] {
        guard let probe, position >= 0, position < probe.order.contents.count else { return [] }
        // As a fresh reader swiping to the stop would: focus lands there and is spoken, then the double tap.
        var focusEvents: [ReaderEvent] = []
        probe.moveFocus(to: position, into: &focusEvents)
        let activation = probe.doubleTap()
        probe.rewind(undoing: activation)
        return focusEvents.compactMap(\.utterance) + activation.compactMap(\.utterance)
    }

    /// A finding of `rule` at `element` on this platform, proved by `utterances` (the stop's announcement by default).
    func finding(
        _ rule: AuditRule, at element: Int, _ message: Finding.Message, fix: String, utterances: [String]? = nil
    ) -> Finding {
        let spoken = utterances ?? self.utterances(for: element)
        return Finding(
            checkID: rule.id,
            severity: rule.severity,
            platform: platform,
            element: reference(element),
            message: message,
            announcements: spoken.isEmpty ? [] : [Finding.Announcement(reader: readerKind, utterances: spoken)],
            fix: fix
        )
    }

    /// `screen` with its elements replaced by `flat` (depth-first, children emptied), rebuilt bottom-up without recursion.
    private static func rebuilt(_ screen: Screen, from flat: [Element], index: ScreenIndex) -> Screen {
        var built = [Element?](repeating: nil, count: flat.count)
        // Children come after their parents depth-first, so a reverse sweep builds every child before its parent.
        for element in flat.indices.reversed() {
            var copy = flat[element]
            copy.children = index.children(of: element).compactMap { built[$0] }
            built[element] = copy
        }
        var result = screen
        result.elements = flat.indices.filter { index.parent(of: $0) == nil }.compactMap { built[$0] }
        return result
    }
}
