import Testing
@testable import ScreenReaderSim

/// `Array(filledWith:count:)` makes the same array as the standard `Array(repeating:count:)`, for plain values and for
/// values holding references (a string on the heap, which every copy must retain).
@Suite struct ArrayFilledTests {
    @Test(arguments: [0, 1, 7, 1000])
    func aFilledArrayEqualsARepeatedOne(_ count: Int) {
        #expect([Int32](filledWith: -1, count: count) == [Int32](repeating: -1, count: count))
        let long = String(repeating: "a label longer than fifteen bytes ", count: 2)
        let filled = [String](filledWith: long, count: count)
        #expect(filled == [String](repeating: long, count: count))
        #expect(filled.count == count)
    }
}
