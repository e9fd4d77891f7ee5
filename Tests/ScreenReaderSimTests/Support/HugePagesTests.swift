import Testing
@testable import ScreenReaderSim

/// ``HugePages`` advises only the whole 2 MiB pages inside a buffer, and a table made or reserved on huge pages holds
/// what the plain initializers make.
@Suite struct HugePagesTests {
    /// A buffer's start and size, and the addresses of the whole huge pages inside it (nil: nothing advised).
    struct Case: Sendable, CustomTestStringConvertible {
        let start: UInt
        let byteCount: Int
        let advised: Range<UInt>?
        var testDescription: String { "\(start) + \(byteCount)" }
    }

    static let page = UInt(HugePages.pageSize)

    static let cases: [Case] = [
        // Smaller than a huge page: never advised, even when aligned.
        Case(start: 0, byteCount: HugePages.minimumBytes - 1, advised: nil),
        // One page's size: advised only where it is that page exactly.
        Case(start: 5 * page, byteCount: HugePages.pageSize, advised: 5 * page..<6 * page),
        Case(start: 5 * page + 16, byteCount: HugePages.pageSize + 1000, advised: nil),
        // Aligned at both ends: all of it.
        Case(start: 3 * page, byteCount: 4 * HugePages.pageSize, advised: 3 * page..<7 * page),
        // Unaligned: only the whole pages inside, never a byte outside.
        Case(start: 3 * page + 16, byteCount: 2 * HugePages.pageSize, advised: 4 * page..<5 * page),
        Case(start: 3 * page - 16, byteCount: 2 * HugePages.pageSize + 32, advised: 3 * page..<5 * page),
        Case(start: 3 * page + 4096, byteCount: 3 * HugePages.pageSize - 8192, advised: 4 * page..<5 * page),
    ]

    @Test(arguments: cases)
    func onlyTheWholeHugePagesInsideABigBufferAreAdvised(_ example: Case) {
        #expect(HugePages.advisedRange(start: example.start, byteCount: example.byteCount) == example.advised)
    }

    @Test(arguments: [0, 1, 1000, 3 * HugePages.pageSize / 4 + 5])
    func anArrayMadeOnHugePagesHoldsWhatItsInitializerWrote(_ count: Int) {
        let made = [Int32](hugePagedCapacity: count) { buffer, initialized in
            for offset in 0..<count { buffer.initializeElement(at: offset, to: Int32(truncatingIfNeeded: offset &* 7)) }
            initialized = count
        }
        #expect(made == (0..<count).map { Int32(truncatingIfNeeded: $0 &* 7) })
    }

    @Test(arguments: [0, 1, 1000, HugePages.minimumBytes])
    func reservingOnHugePagesReservesAsReserveCapacityDoes(_ count: Int) {
        var reserved: [UInt8] = []
        reserved.reserveCapacityOnHugePages(count)
        #expect(reserved.isEmpty)
        #expect(reserved.capacity >= count)
        let base = reserved.withUnsafeBufferPointer { $0.baseAddress }
        reserved.append(contentsOf: (0..<count).lazy.map { UInt8(truncatingIfNeeded: $0) })
        // The reserved room is used: filling it moves nothing.
        #expect(count == 0 || reserved.withUnsafeBufferPointer { $0.baseAddress } == base)
        #expect(reserved.elementsEqual((0..<count).lazy.map { UInt8(truncatingIfNeeded: $0) }))
    }

    @Test func reservingOnHugePagesKeepsWhatANonEmptyArrayHolds() {
        var list = [1, 2, 3]
        list.reserveCapacityOnHugePages(HugePages.minimumBytes)
        #expect(list == [1, 2, 3])
        #expect(list.capacity >= HugePages.minimumBytes)
    }
}
