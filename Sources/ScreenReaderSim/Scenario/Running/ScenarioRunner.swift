/// Runs scenarios: each scenario, for each of its readers, on a fresh reader started on the screen as declared.
///
/// Every reader of a file starts from the file's one ``CompiledScreen``, so the screen is indexed once and ordered once
/// per platform however many scenarios run on it, and the readers keep no log (each step's events are in its result).
///
/// Speech is compared utterance by utterance with ``Speech/matches(_:_:)-(String,String)``, count included.
/// The runner never traps: a problem the file checks missed becomes a ``ScenarioFailure``.
public enum ScenarioRunner {
    /// Runs every scenario of `file`; a file with errors runs nothing and yields no scenario results.
    public static func run(_ file: ScenarioFile) -> ScenarioFileResult {
        var scenarios: [ScenarioResult] = []
        scenarios.reserveCapacity(file.scenarios.count)
        run(file) { scenarios.append($0) }
        return ScenarioFileResult(file: file.source.file, scenarios: scenarios)
    }

    /// Runs every scenario of `file` in order, handing each result to `body` as soon as it is known, so a caller that
    /// reports and drops results holds few scenarios' results at a time; a file with errors runs nothing.
    ///
    /// A file with enough work to share (at least ``stepRunsWorthSharing`` step runs, counting each step once per
    /// reader) runs its scenarios on up to `threads` threads at once, as ``ScenarioSuite`` runs files: each scenario
    /// on readers of its own over the file's one shared ``CompiledScreen``, so the results, and the order `body`
    /// receives them in (on the calling thread), are the same on any number of threads.
    /// - Parameters:
    ///   - detail: What each result keeps of its steps: ``Detail/everything``, or ``Detail/failures`` for a
    ///     reporter that needs only what failed (a long scenario's result then does not grow with its steps).
    ///   - threads: The most threads to use; ``ScenarioSuite/defaultThreads`` (one per core) unless given; 1 runs
    ///     every scenario on the calling thread.
    public static func run(
        _ file: ScenarioFile, keeping detail: Detail = .everything, threads: Int = ScenarioSuite.defaultThreads,
        each body: (ScenarioResult) throws -> Void
    ) rethrows {
        guard !file.hasErrors, let compiled = file.compiledScreen ?? file.screen.map(CompiledScreen.init) else { return }
        let sharing = sharesWork(file) ? threads : 1
        try ScenarioSuite.forEach(file.scenarios, threads: sharing, work: { run($0, on: compiled, keeping: detail) }, body)
    }

    /// Whether ``run(_:keeping:threads:each:)`` spreads `file`'s scenarios over threads: whether they hold at least
    /// ``stepRunsWorthSharing`` step runs. A caller that would work out a thread count only for such a file asks this
    /// first (`srsim run` asks the system for its cores only then).
    public static func sharesWork(_ file: ScenarioFile) -> Bool {
        file.scenarios.reduce(0) { $0 + $1.steps.count * $1.readers.count } >= stepRunsWorthSharing
    }

    /// The fewest step runs (steps times readers, over a file's scenarios) worth spreading over threads: below this a
    /// file runs on the calling thread, its work too small to repay starting others (a suite's small files are
    /// already spread over threads a file at a time).
    public static let stepRunsWorthSharing = 2_000

    /// What a ``ScenarioResult`` keeps of the steps that ran.
    public enum Detail: Sendable {
        /// Every step, with every reader's run and events.
        case everything
        /// Only the steps where a reader failed, each with only its failing runs, without their events: the result's
        /// ``ScenarioResult/failures`` and ``ScenarioResult/passed`` are the same as with ``everything``.
        case failures
    }

    /// Runs `scenario` on `screen` once for each of its readers.
    public static func run(_ scenario: Scenario, on screen: Screen) -> ScenarioResult {
        run(scenario, on: CompiledScreen(screen))
    }

    /// Runs `scenario` on a compiled screen once for each of its readers; the readers share the screen's index and
    /// focus orders and keep no log.
    public static func run(_ scenario: Scenario, on screen: CompiledScreen, keeping detail: Detail = .everything) -> ScenarioResult {
        let everything = detail == .everything
        let readers = scenario.readers.count
        var steps: [ScenarioResult.StepResult] = everything ? scenario.steps.map { step in
            var runs: [ScenarioResult.ReaderRun] = []
            runs.reserveCapacity(readers)
            return ScenarioResult.StepResult(step: step, runs: runs)
        } : []
        // With `.failures`, the failing runs by step index (readers run one after another, steps in each).
        var failing: [Int: [ScenarioResult.ReaderRun]] = [:]
        var setupFailures: [ScenarioFailure] = []
        for kind in scenario.readers {
            let reader: ScreenReader
            do {
                reader = try makeReader(kind, screen: screen, log: .none)
            } catch {
                setupFailures.append(ScenarioFailure(location: scenario.location, reader: kind, reason: .couldNotRun(error.description)))
                continue
            }
            // Steps by index: a lean run reads only the parts of a step it needs, never copying the step out.
            for index in scenario.steps.indices {
                // Once a control has left the screen (a link, `navigates`), later inputs have no effect: one screen a file.
                if reader.leftScreen != nil, let left = leftScreenRun(scenario.steps[index], with: reader) {
                    if everything {
                        steps[index].runs.append(left)
                    } else if left.failure != nil {
                        failing[index, default: []].append(ScenarioResult.ReaderRun(reader: kind, events: [], spoken: [], failure: left.failure))
                    }
                    continue
                }
                if everything {
                    steps[index].runs.append(run(scenario.steps[index], with: reader))
                } else if let failed = failingRun(scenario.steps, at: index, with: reader) {
                    failing[index, default: []].append(failed)
                }
            }
        }
        if !everything {
            steps = failing.keys.sorted().map { ScenarioResult.StepResult(step: scenario.steps[$0], runs: failing[$0] ?? []) }
        }
        return ScenarioResult(
            name: scenario.name, location: scenario.location, readers: scenario.readers, steps: steps, setupFailures: setupFailures
        )
    }

    /// A fresh reader of `kind`: ``VoiceOver``, ``TalkBack`` or ``KeyboardOnly``.
    public static func makeReader(_ kind: ReaderKind, screen: Screen) throws(FocusOrderError) -> ScreenReader {
        switch kind.family {
        case .voiceOver: try VoiceOver(screen, reader: kind)
        case .talkBack: try TalkBack(screen, reader: kind)
        case .iosKeyboard: try KeyboardOnly(.ios, screen: screen)
        case .androidKeyboard: try KeyboardOnly(.android, screen: screen)
        }
    }

    /// A fresh reader of `kind` on a compiled screen, sharing its index and focus order.
    /// - Parameter log: How much history the reader keeps; ``EventLogRetention/none`` for long runs.
    public static func makeReader(
        _ kind: ReaderKind, screen: CompiledScreen, log: EventLogRetention = .all
    ) throws(FocusOrderError) -> ScreenReader {
        switch kind.family {
        case .voiceOver: try VoiceOver(screen, log: log, reader: kind)
        case .talkBack: try TalkBack(screen, log: log, reader: kind)
        case .iosKeyboard: try KeyboardOnly(.ios, screen: screen, log: log)
        case .androidKeyboard: try KeyboardOnly(.android, screen: screen, log: log)
        }
    }

    /// ``run(_:with:)``'s run of `steps[index]` without its events when the step fails for `reader`; nil, keeping
    /// nothing of it, when it holds (a speech step's utterances are compared as the events hold them, and listed only
    /// for a failure). Only the step's action is read unless it fails: the step is not copied out of the list.
    static func failingRun(_ steps: [Step], at index: Int, with reader: ScreenReader) -> ScenarioResult.ReaderRun? {
        let input: Input
        let expected: [String]
        switch steps[index].action {
        case .check(let check):
            guard let reason = evaluate(check, with: reader) else { return nil }
            let failure = ScenarioFailure(location: steps[index].location, reader: reader.kind, reason: reason)
            return ScenarioResult.ReaderRun(reader: reader.kind, events: [], spoken: [], failure: failure)
        case .input(let stepInput, let expectation):
            guard let utterances = expectation.utterances(for: reader.kind) else {
                // No speech to compare: only an input that cannot run fails.
                var run = run(steps[index], with: reader)
                guard run.failure != nil else { return nil }
                run.events = []
                return run
            }
            input = stepInput
            expected = utterances
        }
        let events: [ReaderEvent]
        do {
            events = try reader.perform(input)
        } catch {
            return couldNotRun(steps, at: index, reader.kind, error)
        }
        if Speech.matches(expected, utterancesOf: events) { return nil }
        return failedSpeech(steps, at: index, reader.kind, expected: expected, events: events)
    }

    /// ``couldNotRun(_:_:_:)`` of `steps[index]`, apart so that a lean run never reads the whole step unless it fails.
    @inline(never)
    private static func couldNotRun(_ steps: [Step], at index: Int, _ kind: ReaderKind, _ error: LookupError) -> ScenarioResult.ReaderRun {
        couldNotRun(steps[index], kind, error)
    }

    /// The lean run of `steps[index]` whose speech did not match: what was said, without the events (apart, as above).
    @inline(never)
    private static func failedSpeech(
        _ steps: [Step], at index: Int, _ kind: ReaderKind, expected: [String], events: [ReaderEvent]
    ) -> ScenarioResult.ReaderRun {
        let spoken = events.compactMap(\.utterance)
        return ScenarioResult.ReaderRun(reader: kind, events: [], spoken: spoken,
                                        failure: speechFailure(steps[index], kind, expected: expected, spoken: spoken))
    }

    static func run(_ step: Step, with reader: ScreenReader) -> ScenarioResult.ReaderRun {
        let kind = reader.kind
        switch step.action {
        case .input(let input, let expectation):
            let events: [ReaderEvent]
            do {
                events = try reader.perform(input)
            } catch {
                return couldNotRun(step, kind, error)
            }
            // The utterances, in a list sized for every event (no growing on the way).
            var spoken: [String] = []
            spoken.reserveCapacity(events.count)
            for event in events { if let utterance = event.utterance { spoken.append(utterance) } }
            var failure: ScenarioFailure?
            if let expected = expectation.utterances(for: kind), !Speech.matches(expected, spoken) {
                failure = speechFailure(step, kind, expected: expected, spoken: spoken)
            }
            return ScenarioResult.ReaderRun(reader: kind, events: events, spoken: spoken, failure: failure)
        case .check(let check):
            let reason = evaluate(check, with: reader)
            let failure = reason.map { ScenarioFailure(location: step.location, reader: kind, reason: $0) }
            return ScenarioResult.ReaderRun(reader: kind, events: [], spoken: [], failure: failure)
        }
    }

    /// The run of an input step after `reader` left the screen: no effect, nothing spoken (a speech expectation fails);
    /// nil for a check, which still reads the screen as it was left.
    static func leftScreenRun(_ step: Step, with reader: ScreenReader) -> ScenarioResult.ReaderRun? {
        guard case .input(_, let expectation) = step.action, let left = reader.leftScreen else { return nil }
        let events: [ReaderEvent] = [.noEffect(.screenLeft(left.element, to: left.destination))]
        var failure: ScenarioFailure?
        if let expected = expectation.utterances(for: reader.kind), !Speech.matches(expected, []) {
            failure = speechFailure(step, reader.kind, expected: expected, spoken: [])
        }
        return ScenarioResult.ReaderRun(reader: reader.kind, events: events, spoken: [], failure: failure)
    }

    /// The run of a step whose input `kind` could not perform (a label that names nothing, say).
    private static func couldNotRun(_ step: Step, _ kind: ReaderKind, _ error: LookupError) -> ScenarioResult.ReaderRun {
        let failure = ScenarioFailure(location: step.location, reader: kind, reason: .couldNotRun(error.description))
        return ScenarioResult.ReaderRun(reader: kind, events: [], spoken: [], failure: failure)
    }

    /// `kind` said `spoken` where the step expected `expected`, reported at that reader's expectation.
    private static func speechFailure(_ step: Step, _ kind: ReaderKind, expected: [String], spoken: [String]) -> ScenarioFailure {
        ScenarioFailure(location: step.expectationLocation(for: kind), reader: kind, reason: .speech(expected: expected, actual: spoken))
    }

    /// Nil when the check holds, else why not. Works by element index: no reference is built unless it is reported.
    static func evaluate(_ check: Check, with reader: ScreenReader) -> ScenarioFailure.Reason? {
        let element: Int
        do {
            element = try reader.index.storage.elementIndex(check.label)
        } catch {
            return .couldNotRun(error.description)
        }
        switch check.expectation {
        case .state(let expected):
            let actual = reader.state(at: element)
            return actual == expected ? nil : .state(label: check.label, expected: expected, actual: actual)
        case .enabled(let expected):
            let actual = reader.isEnabled(element: element)
            return actual == expected ? nil : .enabled(label: check.label, expected: expected, actual: actual)
        case .focus:
            if reader.isFocused(element: element) { return nil }
            return .focus(label: check.label, actual: reader.focus.map { $0.element.name.isEmpty ? $0.description : $0.element.name })
        }
    }
}
