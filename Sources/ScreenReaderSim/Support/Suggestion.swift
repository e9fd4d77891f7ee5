/// "Did you mean" suggestions: the closest known word by edit distance, if it is close enough to be a likely typo.
package enum Suggestion {
    /// The candidate closest to `word`, or nil when none is within a third of the word's length (at least 1, at most 4 edits).
    ///
    ///     Suggestion.closest(to: "swich", in: ["switch", "stepper"])   // "switch"
    package static func closest<Candidates: Sequence>(to word: String, in candidates: Candidates) -> String?
    where Candidates.Element == String {
        closest(to: word, in: SuggestionCandidates(candidates))
    }

    /// ``closest(to:in:)`` among candidates prepared once (a keyword list asked for many words).
    package static func closest(to word: String, in candidates: SuggestionCandidates) -> String? {
        var lowered = word.lowercased()
        let length = lowered.count
        let limit = min(4, max(1, length / 3))
        // One byte is one character in ASCII without a carriage return (CR LF is one character). The bytes the word
        // holds, as bits, give a lower bound of the distance for nothing (see ``letterBound(_:_:)``).
        let mask = Self.bytesMask(lowered)
        var best: (word: String, distance: Int)?
        for index in candidates.words.indices {
            // The distance is at least the difference in length: a word far longer than every candidate (a hostile
            // 10 MB word) is passed over in one count, never compared character by character with each candidate.
            guard abs(candidates.lengths[index] - length) <= limit else { continue }
            var other = candidates.lowered[index]
            let distance: Int
            if mask.isSimple && candidates.masks[index].isSimple {
                // ASCII on both sides (every keyword, and most typos): a byte missing from the other word costs an
                // edit, so most candidates are ruled out by their bytes alone; the rest are compared byte by byte,
                // without allocating. A line of a million unknown words asks this for each of them.
                guard Self.letterBound(mask.mask, candidates.masks[index].mask) <= limit else { continue }
                distance = lowered.withUTF8 { first in other.withUTF8 { second in byteDistance(first, second, bound: limit) } }
            } else {
                distance = editDistance(lowered, other)
            }
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidates.words[index], distance) }
        }
        return best?.word
    }

    /// ``closest(to:in:)``, or else the one candidate that `word` begins or is a whole part of (`confirm` for
    /// `confirm-delete`, compared without regard to case; parts are separated by `-`, `_`, `.` or spaces): a near miss
    /// too far in edits for a typo.
    package static func nearMiss<Candidates: Sequence>(to word: String, in candidates: Candidates) -> String?
    where Candidates.Element == String {
        let list = Array(candidates)
        if let closest = closest(to: word, in: list) { return closest }
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return nil }
        let extending = list.filter { candidate in
            let name = candidate.lowercased()
            return name.hasPrefix(lowered)
                || name.split(whereSeparator: { "-_. ".contains($0) }).contains { $0 == lowered }
        }
        return extending.count == 1 ? extending[0] : nil
    }

    /// Which byte values (folded to 64 bits) an ASCII text holds, whether it is ASCII without a carriage return (one
    /// byte is then one character), and whether it holds an uppercase letter. A non-ASCII text stops at its first such
    /// byte (its mask is then unused).
    static func bytesMask(_ text: String) -> (mask: UInt64, isSimple: Bool, hasUppercase: Bool) {
        var mask: UInt64 = 0
        var hasUppercase = false
        for byte in text.utf8 {
            if byte >= 0x80 || byte == 0x0D { return (mask, false, hasUppercase) }
            if byte >= 0x41 && byte <= 0x5A { hasUppercase = true }
            mask |= 1 << UInt64(byte & 63)
        }
        return (mask, true, hasUppercase)
    }

    /// A lower bound of the edit distance of two ASCII texts from their ``bytesMask(_:)``: every character of one whose
    /// value the other lacks must be substituted or deleted, one edit each (a swap keeps values), so the distance is
    /// at least the number of byte values either holds that the other does not (values sharing a bit count once).
    static func letterBound(_ first: UInt64, _ second: UInt64) -> Int {
        max((first & ~second).nonzeroBitCount, (second & ~first).nonzeroBitCount)
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
    package static func editDistance(_ first: String, _ second: String) -> Int {
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
