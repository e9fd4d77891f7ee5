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

    /// A state read by its starting code (a touch's, from its bucket) is the state the table holds, however many
    /// elements were written since (none, a few, most), on tables whose elements each have a bit of the filter of changed
    /// elements and on tables whose elements share one (more than ``ChangedElements/maximumBits``); a copy made before
    /// the writes keeps answering its own states.
    @Test(arguments: [(1, 0), (3_000, 0), (3_000, 5), (3_000, 9_000), (70_000, 3), (200_000, 40), (200_000, 400_000)])
    func aStateReadByItsStartingCodeIsTheStateTheTableHolds(_ count: Int, writes: Int) {
        var generator: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(count * 31 + writes)
        func next(_ bound: Int) -> Int {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(generator >> 33) % bound
        }
        let declared = (0..<count).map { _ in Self.states[next(Self.states.count)] }
        let startingCodes = declared.map(ControlStateTable.code(of:))
        var table = ControlStateTable(declared)
        let shared = table
        var written = Set<Int>()
        for _ in 0..<writes {
            let element = next(count)
            table[element] = Self.states[next(Self.states.count)]
            written.insert(element)
        }
        var wrong: [Int] = []
        var wrongInCopy: [Int] = []
        for element in 0..<count {
            if table.state(at: element, startingCode: startingCodes[element]) != table[element] { wrong.append(element) }
            if shared.state(at: element, startingCode: startingCodes[element]) != declared[element] {
                wrongInCopy.append(element)
            }
        }
        #expect(wrong.isEmpty, "elements answered otherwise: \(wrong.prefix(10))")
        #expect(wrongInCopy.isEmpty, "elements of the copy answered otherwise: \(wrongInCopy.prefix(10))")
        #expect(written.count <= count)
    }
}
