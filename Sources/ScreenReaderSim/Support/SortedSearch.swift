extension Array where Element: Comparable {
    /// In an ascending array, the index of the first element not below `bound` (`count` when every element is below
    /// it), by binary search: O(log count).
    func firstIndex(notBelow bound: Element) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// ``firstIndex(notBelow:)`` searched forward from `hint`, the answer for a smaller bound (so every element before
    /// `hint` is below this one): probes 1, 2, 4... places on, then halves the last step, so a bound a few places on
    /// costs a few reads near the last answer instead of a search of the whole array (what a sweep in ascending order
    /// asks). A `hint` that is not such an answer (out of range, or with an element before it not below `bound`)
    /// gives the plain search. The same answer as ``firstIndex(notBelow:)`` either way (`SortedSearchTests`).
    func firstIndex(notBelow bound: Element, from hint: Int) -> Int {
        guard hint >= 0, hint <= count, hint == 0 || self[hint - 1] < bound else { return firstIndex(notBelow: bound) }
        // Every element before `low` is below `bound`; the answer is at most `high`.
        var low = hint
        var step = 1
        var probe = hint
        while probe < count, self[probe] < bound {
            low = probe + 1
            probe = low + step
            step *= 2
        }
        var high = Swift.min(probe, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
