/// "Did you mean" suggestions: the closest known word by edit distance, if it is close enough to be a likely typo.
package enum Suggestion {
    /// The candidate closest to `word`, or nil when none is within a third of the word's length (at least 1, at most 4 edits).
    ///
    ///     Suggestion.closest(to: "swich", in: ["switch", "stepper"])   // "switch"
    package static func closest<Candidates: Sequence>(to word: String, in candidates: Candidates) -> String?
    where Candidates.Element == String {
        let lowered = word.lowercased()
        let limit = min(4, max(1, lowered.count / 3))
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
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
