/// Where labels go when a ``LabelHashTable`` is laid out again, taken in rising order of their home buckets: the home
/// itself when it lies past every bucket filled so far, else the bucket just after the last one filled, with no probe.
///
///     var placement = RisingPlacement()
///     placement.place(forHome: 5)                         // Optional(5): nothing is filled yet
///     placement.placed(at: 5, home: 5, capacity: 100)
///     placement.place(forHome: 5)                         // Optional(6): 5 is taken
///     placement.place(forHome: 3)                         // nil: out of order, probe from 3
///
/// It answers only while that is exactly what a linear probe from the home would find. It keeps the highest home met
/// and the last bucket filled: while every label came in rising home order, the buckets from that home to the last one
/// filled are all full (each label went to its home or just after the last one filled), and no bucket after the last
/// one filled is. A label whose home is below the highest met gets nil, and the caller probes (the run may have gaps
/// there); a label placed round the table's end (past the last bucket, back to the first) ends the shortcut for
/// good. `RisingPlacementTests` checks every answer against a probe.
struct RisingPlacement {
    /// The highest home met so far (-1: none).
    private var highestHome = -1
    /// The highest bucket filled so far (-1: none).
    private var lastFilled = -1
    /// Whether a label went round the table's end, after which no answer is given.
    private var wrapped = false

    /// An empty table's placement: nothing filled.
    init() {}

    /// Where a linear probe from `home` would put the next label, when that is known without probing; nil otherwise.
    func place(forHome home: Int) -> Int? {
        guard !wrapped, home >= highestHome else { return nil }
        return home > lastFilled ? home : lastFilled + 1
    }

    /// Records that a label whose home is `home` was put in bucket `place` of a table of `capacity` buckets.
    mutating func placed(at place: Int, home: Int, capacity: Int) {
        if place < home || place + 1 >= capacity { wrapped = true }
        if home > highestHome { highestHome = home }
        if place > lastFilled { lastFilled = place }
    }
}
