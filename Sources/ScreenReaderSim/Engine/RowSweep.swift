/// How far a walk over a screen's rows in ascending position (a focus order's, in tree order) has got in the index's
/// sorted row lists: the controls rows merge, and the names of the rows that are stops. The next row's are searched
/// forward from there (``Swift/Array/firstIndex(notBelow:from:)``: a few reads near the last answer) instead of by a
/// binary search of the whole list, which on a big screen's lists of megabytes misses the cache at nearly every step.
/// A row before the last one asked (frames can reorder a walk) is searched from scratch, so any order gives the same
/// answers (`RowSweepTests` compares them with the index's own lookups, in order and shuffled).
struct RowSweep {
    /// Where the last row's merged controls start in the index's list of merged controls.
    var controlPlace = 0
    /// Where the last row's name was looked for in the index's list of named rows.
    var namePlace = 0
}
