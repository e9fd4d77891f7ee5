/// What happened when one scenario ran with each of its readers.
public struct ScenarioResult: Hashable, Sendable {
    /// What one reader did for one step.
    public struct ReaderRun: Hashable, Sendable {
        /// The reader.
        public var reader: ReaderKind
        /// Every event the step caused, in order (empty for a check).
        public var events: [ReaderEvent]
        /// The utterances among the events, in order (what `--record` writes).
        public var spoken: [String]
        /// The failure, if the step or check did not hold for this reader.
        public var failure: ScenarioFailure?
    }

    /// One step and what each reader did.
    public struct StepResult: Hashable, Sendable {
        /// The step as declared.
        public var step: Step
        /// One run per reader, in the order of the `using` line.
        public var runs: [ReaderRun]

        /// The run of `reader`, if it ran this step.
        public func run(for reader: ReaderKind) -> ReaderRun? { runs.first { $0.reader == reader } }
    }

    /// The scenario's name.
    public var name: String
    /// Where the `scenario` line is.
    public var location: SourceLocation?
    /// The readers it ran with.
    public var readers: [ReaderKind]
    /// Each step's result, in order.
    public var steps: [StepResult]
    /// A failure that stopped a reader before its first step (a focus-order error), if any.
    public var setupFailures: [ScenarioFailure]

    /// Every failure: set-up ones first, then by step, each step's readers in `using` order.
    public var failures: [ScenarioFailure] { setupFailures + steps.flatMap { $0.runs.compactMap(\.failure) } }

    /// Whether every step and check held for every reader.
    public var passed: Bool { failures.isEmpty }
}
