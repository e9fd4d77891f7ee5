/// The boxes of rarer parts that hold a series place alone ("1 of 2"), one per place, while an order's places are
/// given: a big screen's radios mostly sit at a handful of places, so each radio takes its place's one box instead of
/// a box made for it and shared afterwards (``StopContentExtrasPool``).
///
/// A box made here holds what ``StopContent/seriesPosition`` would put in a new box of an empty stop, so a stop given it
/// reads the same parts; a stop copies a shared box before changing it. The boxes are looked for in a short list, as
/// a screen's places are few; a place beyond ``capacity`` gets a box of its own, as it would without the list.
struct SeriesPlaceBoxes {
    /// How many places the list keeps a box for.
    static var capacity: Int { 16 }

    /// The places kept, in the order first seen.
    private var places: [StopContent.SeriesPosition] = []
    /// The box of each place of ``places``.
    private var boxes: [StopContentExtras] = []

    /// An empty list.
    init() {}

    /// The box holding `place` and no other part: the kept one, or a new one (kept while there is room).
    mutating func box(for place: StopContent.SeriesPosition) -> StopContentExtras {
        if let kept = places.firstIndex(of: place) { return boxes[kept] }
        var parts = StopContentParts()
        parts.seriesPosition = place
        let box = StopContentExtras(parts)
        if places.count < Self.capacity {
            places.append(place)
            boxes.append(box)
        }
        return box
    }
}
