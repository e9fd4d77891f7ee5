/// VoiceOver's reading order by position: top to bottom, then leading to trailing, with origins closer than the row
/// tolerance vertically treated as one visual row (AccessibilitySnapshot's comparator, checked against devices).
struct GeometricOrder: Sendable {
    /// Origins closer than this vertically are one row.
    var rowTolerance: Double
    /// The layout direction, which decides which end of a row comes first.
    var direction: LayoutDirection
    /// How frames are grouped into rows.
    var grouping: RowGrouping = .pairwise

    /// Whether a frame at `first` is read before one at `second`.
    func precedes(_ first: Frame, _ second: Frame) -> Bool {
        if first.y != second.y && abs(first.y - second.y) >= rowTolerance { return first.y < second.y }
        switch direction {
        case .leftToRight: return first.x < second.x
        case .rightToLeft: return first.x > second.x
        }
    }

    /// `items` ordered by their frames; items the comparator cannot tell apart keep their order (a stable merge sort,
    /// so the result is the same on every run and platform).
    func sorted<Item>(_ items: [Item], frame: (Item) -> Frame) -> [Item] {
        guard items.count > 1 else { return items }
        if grouping == .anchored { return sortedInAnchoredRows(items, frame: frame) }
        var current = items
        var buffer = items
        var width = 1
        while width < current.count {
            var start = 0
            while start < current.count {
                let middle = min(start + width, current.count)
                let end = min(start + 2 * width, current.count)
                var left = start
                var right = middle
                var out = start
                while left < middle && right < end {
                    if precedes(frame(current[right]), frame(current[left])) {
                        buffer[out] = current[right]
                        right += 1
                    } else {
                        buffer[out] = current[left]
                        left += 1
                    }
                    out += 1
                }
                while left < middle { buffer[out] = current[left]; left += 1; out += 1 }
                while right < end { buffer[out] = current[right]; right += 1; out += 1 }
                start = end
            }
            swap(&current, &buffer)
            width *= 2
        }
        return current
    }

    /// `items` in rows anchored at each row's first item (``RowGrouping/anchored``): by top (ties in the given order),
    /// an item joining the open row while its top is less than the row tolerance below the top of the item that opened
    /// it; within a row by x, leading edge first (ties in the given order); rows from top to bottom.
    func sortedInAnchoredRows<Item>(_ items: [Item], frame: (Item) -> Frame) -> [Item] {
        let frames = items.map(frame)
        let byTop = frames.indices.sorted { (frames[$0].y, $0) < (frames[$1].y, $1) }
        var result: [Item] = []
        result.reserveCapacity(items.count)
        var row: [Int] = []
        var rowTop = 0.0
        func closeRow() {
            row.sort { first, second in
                let a = frames[first].x, b = frames[second].x
                if a != b { return direction == .leftToRight ? a < b : a > b }
                return first < second
            }
            for position in row { result.append(items[position]) }
            row.removeAll(keepingCapacity: true)
        }
        for position in byTop {
            let top = frames[position].y
            if row.isEmpty || !(top - rowTop < rowTolerance) {
                closeRow()
                rowTop = top
            }
            row.append(position)
        }
        closeRow()
        return result
    }

    /// The frame read first among `frames`.
    func first(of frames: [Frame]) -> Frame? {
        frames.dropFirst().reduce(frames.first) { best, next in
            guard let best else { return next }
            return precedes(next, best) ? next : best
        }
    }
}
