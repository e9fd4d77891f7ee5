/// What an input step must make the reader say.
public enum Expectation: Hashable, Sendable {
    /// No `->`: the speech is not checked.
    case unchecked
    /// `-> "A", "B"`: these utterances, in order, count included, for every reader.
    case all([String])
    /// `-> nothing`: no utterance at all, for every reader.
    case nothing
    /// One indented `READER -> ...` line per reader; an empty list is `nothing`; a reader without a line is not checked.
    case perReader(PerReader<[String]>)

    /// The utterances `reader` must say, or nil when its speech is not checked.
    public func utterances(for reader: ReaderKind) -> [String]? {
        switch self {
        case .unchecked: nil
        case .all(let utterances): utterances
        case .nothing: []
        case .perReader(let map): map[reader]
        }
    }
}
