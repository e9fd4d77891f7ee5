import Foundation

/// Words looked up by their UTF-8 bytes, with no string made or hashed: the words grouped by length in one byte buffer,
/// a lookup comparing only the few of the same length, by their first and last bytes and then, for a word whose first
/// and last bytes match, all of them (`memcmp`). For the parser's fixed vocabularies (element kinds,
/// attribute names): its words are lowercase ASCII letters and `-`, and a string of other bytes is never equal to one
/// of those as a `String` either, so comparing bytes answers exactly as comparing strings would.
struct KeywordTable<Value: Sendable>: Sendable {
    /// Every word's bytes, back to back, shorter words first.
    private let bytes: [UInt8]
    /// Where each word starts in ``bytes``, in the same order as ``values``.
    private let starts: [Int]
    /// The index in ``values`` of the first word of each length; `firstOfLength[n]..<firstOfLength[n + 1]` are the
    /// words `n` bytes long.
    private let firstOfLength: [Int]
    /// Each word's value.
    private let values: [Value]

    /// A table of `entries` (a word given twice keeps its first value).
    init(_ entries: [(word: String, value: Value)]) {
        let sorted = entries.enumerated().sorted { ($0.element.word.utf8.count, $0.offset) < ($1.element.word.utf8.count, $1.offset) }
            .map(\.element)
        let longest = sorted.last?.word.utf8.count ?? 0
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var firstOfLength = [Int](repeating: 0, count: longest + 2)
        for (index, entry) in sorted.enumerated() {
            starts.append(bytes.count)
            bytes.append(contentsOf: entry.word.utf8)
            firstOfLength[entry.word.utf8.count + 1] = index + 1
        }
        // Lengths no word has start where the previous length ended.
        for length in 1..<firstOfLength.count { firstOfLength[length] = max(firstOfLength[length], firstOfLength[length - 1]) }
        self.bytes = bytes
        self.starts = starts
        self.firstOfLength = firstOfLength
        self.values = sorted.map(\.value)
    }

    /// The value of the word whose bytes are `word`, or nil when it is not in the table.
    func value(_ word: UnsafeBufferPointer<UInt8>) -> Value? {
        let count = word.count
        guard count + 1 < firstOfLength.count, let base = word.baseAddress else { return nil }
        return bytes.withUnsafeBufferPointer { table in
            guard count > 0 else {
                return firstOfLength[0] < firstOfLength[1] ? values[firstOfLength[0]] : nil
            }
            // The first and last bytes tell most words of one length apart, so `memcmp` is called about once a lookup.
            let first = base[0]
            let last = base[count - 1]
            let words = table.baseAddress!
            for index in firstOfLength[count]..<firstOfLength[count + 1] {
                let start = words + starts[index]
                if start[0] == first && start[count - 1] == last && memcmp(start, base, count) == 0 { return values[index] }
            }
            return nil
        }
    }

    /// The value of `word`, or nil when it is not in the table.
    func value(_ word: String) -> Value? {
        var word = word
        return word.withUTF8 { value($0) }
    }
}
