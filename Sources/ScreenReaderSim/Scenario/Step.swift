/// One line of a scenario: an input with what it must make the reader say, or a check of state or focus.
public struct Step: Hashable, Sendable {
    /// What the step does.
    public enum Action: Hashable, Sendable {
        /// Perform an input, then compare the speech with the expectation.
        case input(Input, Expectation)
        /// Check an element's state, whether it is enabled, or where focus is.
        case check(Check)
    }

    /// What the step does.
    public var action: Action
    /// Where the step's line is.
    public var location: SourceLocation?
    /// Where each reader's own `READER -> ...` line puts its expectation; a failed speech check is reported there.
    public var expectationLocations: PerReader<SourceLocation> {
        get { readerExpectationLocations.perReader }
        set { readerExpectationLocations = ReaderLocations(newValue) }
    }
    /// ``expectationLocations`` as kept: a slot per reader, so a step holds no list of its own.
    private var readerExpectationLocations = ReaderLocations()
    /// Where the inline `->` is, when one clause binds every reader (then ``expectationLocations`` stays empty).
    public var sharedExpectationLocation: SourceLocation?

    /// A step doing `action`.
    public init(_ action: Action, location: SourceLocation? = nil) {
        self.action = action
        self.location = location
    }

    /// A step doing `action`, with where its expectations are (what lowering makes, in one piece).
    init(
        _ action: Action, location: SourceLocation?, expectationLocations: ReaderLocations,
        sharedExpectationLocation: SourceLocation?
    ) {
        self.action = action
        self.location = location
        self.readerExpectationLocations = expectationLocations
        self.sharedExpectationLocation = sharedExpectationLocation
    }

    /// The input, for an input step.
    public var input: Input? {
        if case .input(let input, _) = action { return input }
        return nil
    }

    /// The expectation, for an input step.
    public var expectation: Expectation? {
        if case .input(_, let expectation) = action { return expectation }
        return nil
    }

    /// Where `reader`'s expectation is written (its own line, else the inline `->`), else the step's line.
    public func expectationLocation(for reader: ReaderKind) -> SourceLocation? {
        readerExpectationLocations[reader] ?? sharedExpectationLocation ?? location
    }

    /// The check, for a check step.
    public var check: Check? {
        if case .check(let check) = action { return check }
        return nil
    }
}
