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
}
