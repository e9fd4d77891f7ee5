/// Each element's range of stops in an order being built, for the elements of one window: a dialog's or menu's
/// subtree, or the whole screen.
///
/// Sized to the window, so building a layer's order on frames or overrides costs the layer's size, not the screen's
/// (a dialog's first open on a framed or reordered screen of a million elements allocated and swept tables of a million
/// entries). An element outside the window makes no stop in the order: its range is empty.
struct ElementStopRanges {
    /// The elements covered, by element index.
    let window: Range<Int>
    /// The ranges, by element index less the window's start.
    private var ranges: [Range<Int>]

    /// Empty ranges for every element of `window`.
    init(window: Range<Int>) {
        self.window = window
        ranges = [Range<Int>](repeating: 0..<0, count: window.count)
    }

    /// The stops of `element`; empty outside the window. Set only inside it.
    subscript(element: Int) -> Range<Int> {
        get { window.contains(element) ? ranges[element - window.lowerBound] : 0..<0 }
        set { ranges[element - window.lowerBound] = newValue }
    }
}
