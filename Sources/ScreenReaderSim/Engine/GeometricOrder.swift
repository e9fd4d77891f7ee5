/// VoiceOver's reading order by position: top to bottom, then leading to trailing, with origins closer than the row
/// tolerance vertically treated as one visual row (AccessibilitySnapshot's comparator, checked against devices).
struct GeometricOrder: Sendable {
    /// Origins closer than this vertically are one row.
    var rowTolerance: Double
    /// The layout direction, which decides which end of a row comes first.
    var direction: LayoutDirection

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

    /// The frame read first among `frames`.
    func first(of frames: [Frame]) -> Frame? {
        frames.dropFirst().reduce(frames.first) { best, next in
            guard let best else { return next }
            return precedes(next, best) ? next : best
        }
    }
}
