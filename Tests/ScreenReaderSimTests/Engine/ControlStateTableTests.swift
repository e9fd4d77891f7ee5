import Testing
@testable import ScreenReaderSim

/// The packed table of live states reads and writes as a plain dictionary of optional states does, whatever the mix of
/// states with data (small values and empty texts in the byte, the others kept aside in their own buckets, which grow)
/// and without, and however often one changes kind.
@Suite struct ControlStateTableTests {
    static let states: [ControlState?] = [
        nil, .on, .off, .checked, .unchecked, .selected, .unselected, .expanded, .collapsed, .value(0), .value(-7),
        .value(Int.max), .text(""), .text("Newest"), .text("A text longer than any small string can hold"), .value(3),
        .value(ControlStateTable.largestInlineValue), .value(ControlStateTable.largestInlineValue + 1), .value(-1),
        .value(Int.min),
    ]

    @Test(arguments: [1, 20, 3_000])
    func theTableReadsAsADictionaryOfStatesDoes(_ count: Int) {
        var generator: UInt64 = 0x5DEE_CE66_D1CE_4E5B &+ UInt64(count)
        func next(_ bound: Int) -> Int {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(generator >> 33) % bound
        }
        let declared = (0..<count).map { _ in Self.states[next(Self.states.count)] }
        var table = ControlStateTable(declared)
        var model = Dictionary(uniqueKeysWithValues: declared.enumerated().map { ($0.offset, $0.element) })
        let shared = table  // a copy keeps the declared states while the table changes
        for _ in 0..<(4 * count + 10) {
            let element = next(count)
            let state = Self.states[next(Self.states.count)]
            table[element] = state
            model[element] = .some(state)
        }
        #expect(table.count == count)
        for element in 0..<count {
            #expect(table[element] == model[element] ?? nil, "element \(element)")
            #expect(shared[element] == declared[element], "element \(element) as declared")
        }
    }
}
