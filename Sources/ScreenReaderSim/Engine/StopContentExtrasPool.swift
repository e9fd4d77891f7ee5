/// Shares equal boxes of stops' rarer parts (``StopContentParts``) once a focus order's stops are made: a big screen's
/// text fields mostly speak a handful of placeholders, and its radios a handful of places ("1 of 2"), so one box serves
/// every stop with the same parts instead of each stop having its own; an order whose parts all differ (every segment's
/// place with its control's label) costs a few comparisons a stop.
///
/// A stop copies a shared box before changing it (``StopContent`` copies on write), and a box is shared only with a stop
/// whose parts are the same byte for byte (``StopContentParts/isIdentical(to:)``). How the pool chooses what to
/// remember: ``BoxSharingPool``.
typealias StopContentExtrasPool = BoxSharingPool<StopContentExtras>

extension StopContentExtras: SharableBox {
    /// The stop's rarer parts.
    var contents: StopContentParts { parts }

    /// Calls `body` with the parts read in place (``StopContentExtras/withParts(_:)``).
    @inline(__always)
    func withContents<Result>(_ body: (UnsafePointer<StopContentParts>) -> Result) -> Result { withParts(body) }

    /// Whether the parts at `left` and `right` are the same byte for byte (``StopContentParts/identical(_:_:)``).
    static func identical(_ left: UnsafePointer<StopContentParts>, _ right: UnsafePointer<StopContentParts>) -> Bool {
        StopContentParts.identical(left, right)
    }
}

extension BoxSharingPool where Box == StopContentExtras {
    /// Makes the stops of `contents` with the same rarer parts share one box of them.
    static func share(_ contents: inout [StopContent]) {
        var pool = StopContentExtrasPool()
        contents.withUnsafeMutableBufferPointer { contents in
            for position in contents.indices where contents[position].hasRarerParts {
                guard let box = contents[position].rarerParts else { continue }
                let shared = pool.shared(box)
                if shared !== box { contents[position].rarerParts = shared }
            }
        }
    }
}
