/// Reads choices out of a fuzzer's bytes, front to back, like LLVM's `FuzzedDataProvider`: once the bytes run out
/// every choice is 0, so any input, even an empty one, describes something.
struct FuzzedBytes {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was used.
    var isExhausted: Bool { offset >= bytes.count }

    /// The next byte (0 past the end).
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `0..<count`.
    mutating func below(_ count: Int) -> Int { count <= 1 ? 0 : Int(byte()) % count }

    /// A number in `range`, from one byte.
    mutating func number(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with probability about `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { Int(byte()) * 100 < percent * 256 }

    /// One of `choices` (which must not be empty).
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
