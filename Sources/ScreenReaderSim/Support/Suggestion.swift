/// "Did you mean" suggestions: the closest known word by edit distance, if it is close enough to be a likely typo.
public enum Suggestion {
    /// The candidate closest to `word`, or nil when none is within a third of the word's length (at least 1, at most 4 edits).
    ///
    ///     Suggestion.closest(to: "swich", in: ["switch", "stepper"])   // "switch"
    public static func closest<Candidates: Sequence>(to word: String, in candidates: Candidates) -> String?
    where Candidates.Element == String {
        var lowered = word.lowercased()
        let length = lowered.count
        let limit = min(4, max(1, length / 3))
        // One byte is one character in ASCII without a carriage return (CR LF is one character).
        func isSimple(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        let isASCII = isSimple(lowered)
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            // Keywords are lowercase ASCII already: they are compared as they are, without lowercasing each again.
            let simple = isSimple(candidate)
            var other = simple && !candidate.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? candidate : candidate.lowercased()
            let otherLength = simple ? other.utf8.count : other.count
            // The distance is at least the difference in length: a word far longer than every candidate (a hostile
            // 10 MB word) is passed over in one count, never compared character by character with each candidate.
            guard abs(otherLength - length) <= limit else { continue }
            // ASCII on both sides (every keyword, and most typos) is compared byte by byte, without allocating: a line
            // of a million unknown words asks this for each of them.
            let distance = isASCII && simple
                ? lowered.withUTF8 { first in other.withUTF8 { second in byteDistance(first, second, bound: limit) } }
                : editDistance(lowered, other)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    /// ``editDistance(_:_:)`` of two ASCII strings given as bytes (one byte is one character), with its rows on the
    /// stack, or `bound + 1` when it is more than `bound`: only the cells within `bound` of the diagonal are worked
    /// out (a cell further off is already more than `bound` away), so a comparison costs O(length × bound).
    static func byteDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, bound: Int) -> Int {
        let cap = bound + 1
        if a.isEmpty { return min(b.count, cap) }
        if b.isEmpty { return min(a.count, cap) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int in
            var beforePrevious = 0, previous = width, current = 2 * width
            var previousMinimum = 0
            for j in 0..<width {
                rows[beforePrevious + j] = cap
                rows[previous + j] = min(j, cap)
                rows[current + j] = cap
            }
            for i in 1...a.count {
                let low = max(1, i - bound), high = min(b.count, i + bound)
                rows[current] = min(i, cap)
                var rowMinimum = rows[current]
                if low > 1 { rows[current + low - 1] = cap }
                if low <= high {
                    for j in low...high {
                        let substitution = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                        var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, substitution)
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, rows[beforePrevious + j - 2] + 1)
                        }
                        rows[current + j] = min(value, cap)
                        rowMinimum = min(rowMinimum, rows[current + j])
                    }
                }
                if high < b.count { rows[current + high + 1] = cap }
                // Past the bound in this row and at it in the one before: every later cell is past it too (each
                // comes from these two rows, or from its left neighbour, plus at least one).
                if rowMinimum >= cap && previousMinimum >= cap - 1 { return cap }
                previousMinimum = rowMinimum
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return rows[previous + b.count]
        }
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions, substitutions, and
    /// swaps of two neighbouring characters (`rigth` is one edit from `right`), the optimal-string-alignment distance.
    public static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
