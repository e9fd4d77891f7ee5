/// Every element kind's facts (``ElementKind/facts``), held where a loop over a screen's elements can read them
/// without a global: `kind.facts` reads a table kept in a global, and on Linux every read of a global made on first
/// use calls the check that it is made (`swift_once`), several times an element on a big screen. A loop (or a
/// screen's index, for the loops that read through it) takes the table once and reads each kind's row from it.
///
///     let kinds = KindFactsTable()
///     for element in elements where kinds[element.kind].stops == .mergedRow { ... }
///
/// The rows are a copy of the global table made once and never freed, held by a plain pointer: holding or passing the
/// table retains nothing (an array held in a class's property is retained by each loop that reads it). Read single
/// facts (`kinds[kind].stops`): a whole row copied out retains the word lists it holds. It answers exactly as
/// ``ElementKind/facts`` does (`KindFactsTableTests` checks every kind).
struct KindFactsTable: @unchecked Sendable {
    /// Every kind's row, in ``ElementKind/allCases`` order, never changed nor freed (so sharing it is safe).
    private let rows: UnsafePointer<KindFacts>

    /// The one copy of the rows, made on first use.
    private nonisolated(unsafe) static let sharedRows: UnsafePointer<KindFacts> = {
        let table = ElementKind.factsTable
        let rows = UnsafeMutablePointer<KindFacts>.allocate(capacity: table.count)
        rows.initialize(from: table, count: table.count)
        return UnsafePointer(rows)
    }()

    /// The table of every kind's facts.
    init() { rows = Self.sharedRows }

    /// The facts of `kind`: ``ElementKind/facts``.
    @inline(__always)
    subscript(kind: ElementKind) -> KindFacts { rows[kind.factsPosition] }
}
