/// How big a ``LabelTable``'s table is made as its labels come, when only a bound on how many labels will be added is
/// known (each element's and each named row's label, many of them alike): how many distinct labels to make room for
/// first, when full, and whether to shrink at the end.
///
///     var sizing = LabelSizing(expectedLabels: 254_000)
///     sizing.firstLabels                                   // 63,500: a quarter of the bound
///     // ... 112,000 labels added, 63,500 of them distinct, the table full:
///     sizing.labelsToMakeRoomFor(distinct: 63_500)         // about 146,000: 57% of the 142,000 to come are new
///
/// The first size is a quarter of the bound, so that while most labels are added the table is small enough to stay
/// in the processor's cache (on a big screen's 6 MB file, 1.5 MB where the bound's table would be 7.6 MB, every
/// probe a trip to memory). When it is full, the share of labels that were new so far is carried over the labels still
/// to come, plus a sixty-fourth: one relocation on a screen whose labels repeat evenly, and never less than twice the
/// labels held, so that growing stays amortized O(1) a label when more labels come than the projection said. At the
/// end a table more than a sixteenth bigger than its labels need (the projection was wrong) is shrunk (laid out again:
/// a pass over its buckets), so the table kept is about the size its labels need.
/// The sizes depend only on the counts, so the layout is the same in every process.
struct LabelSizing {
    /// The bound on how many labels will be added (more may come).
    let expectedLabels: Int
    /// How many labels have been added so far, alike or not.
    private(set) var added = 0

    /// The sizing of a table for up to `expectedLabels` labels (at least 1).
    init(expectedLabels: Int) {
        self.expectedLabels = max(expectedLabels, 1)
    }

    /// How many distinct labels the table is first made for: a quarter of the bound.
    var firstLabels: Int { max(expectedLabels / 4, 1) }

    /// Counts one label added.
    mutating func count() { added += 1 }

    /// How many distinct labels to make room for when the table is full holding `distinct` labels: the share of new
    /// labels so far carried over the labels still to come, plus a sixty-fourth, and at least twice `distinct`.
    func labelsToMakeRoomFor(distinct: Int) -> Int {
        let remaining = max(expectedLabels - added, 0)
        let projected = distinct + (added == 0 ? remaining : Int((Double(distinct) / Double(added) * Double(remaining)).rounded(.up)))
        return max(projected + projected / 64, 2 * distinct, 1)
    }

    /// Whether a table of `capacity` buckets holding `distinct` labels is worth shrinking to their size: when it is
    /// more than a sixteenth bigger than they need.
    static func isWorthShrinking(capacity: Int, distinct: Int) -> Bool {
        let fitting = LabelHashTable<LabelAnswer>.capacity(for: distinct)
        return capacity > fitting + fitting / 16
    }
}
