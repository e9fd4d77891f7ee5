import Testing
@testable import ScreenReaderSim

/// The searches of an ascending array answer as a scan for the first element not below the bound does: the binary
/// search, and the forward search from a hint, whatever the hint (a right one, a wrong one, one out of range).
@Suite struct SortedSearchTests {
    /// The plain answer: the first index whose element is not below `bound`.
    static func scan(_ sorted: [Int], notBelow bound: Int) -> Int { sorted.firstIndex { $0 >= bound } ?? sorted.count }

    @Test(arguments: 0..<4)
    func bothSearchesFindWhatAScanFinds(seed: Int) {
        var generator = ScenarioRobustnessTests.Generator(state: UInt64(seed) &+ 0x50A7)
        for _ in 0..<400 {
            // Ascending, with runs of equal elements and gaps.
            var value = generator.next(5) - 2
            let sorted: [Int] = (0..<generator.next(60)).map { _ in
                value += generator.next(4) == 0 ? 0 : generator.next(6)
                return value
            }
            for bound in -4...(value + 4) {
                let expected = Self.scan(sorted, notBelow: bound)
                #expect(sorted.firstIndex(notBelow: bound) == expected)
                for hint in [-1, 0, expected, max(0, expected - 1), max(0, expected - 5), expected + 1, sorted.count,
                             sorted.count + 3, generator.next(sorted.count + 1)] {
                    #expect(sorted.firstIndex(notBelow: bound, from: hint) == expected, "\(sorted) \(bound) from \(hint)")
                }
            }
        }
    }

    /// A sweep that passes each answer on as the next search's hint, bounds ascending, finds every answer.
    @Test func aSweepInAscendingOrderFindsEveryAnswer() {
        let sorted = (0..<5_000).map { $0 * 3 + ($0 % 7 == 0 ? 1 : 0) }
        var hint = 0
        for bound in stride(from: -2, through: 15_010, by: 2) {
            hint = sorted.firstIndex(notBelow: bound, from: hint)
            #expect(hint == Self.scan(sorted, notBelow: bound), "\(bound)")
        }
    }
}
