import Testing
@testable import ScreenReaderSim

/// ``HugePages`` advises only the whole 2 MiB pages inside a buffer, and a table made or reserved on huge pages holds
/// what the plain initializers make.
@Suite struct HugePagesTests {
    /// A list's start, the bytes it will fill and its room, and the addresses of the huge pages to advise (nil: none).
    struct Case: Sendable, CustomTestStringConvertible {
        let start: UInt
        let byteCount: Int
        let roomBytes: Int
        let advised: Range<UInt>?
        var testDescription: String { "\(start) + \(byteCount) in \(roomBytes)" }
    }

    static let page = UInt(HugePages.pageSize)
    static let size = HugePages.pageSize

    static let cases: [Case] = [
        // Smaller than a huge page: never advised, even when aligned.
        Case(start: 0, byteCount: size - 1, roomBytes: size - 1, advised: nil),
        // One page's size: advised only where it is that page exactly.
        Case(start: 5 * page, byteCount: size, roomBytes: size, advised: 5 * page..<6 * page),
        Case(start: 5 * page + 4096, byteCount: size + 1000, roomBytes: size + 1000, advised: nil),
        // Aligned at both ends: all of it.
        Case(start: 3 * page, byteCount: 4 * size, roomBytes: 4 * size, advised: 3 * page..<7 * page),
        // Unaligned, past its headers' reach: only the whole pages inside, never a byte outside.
        Case(start: 3 * page + 4096, byteCount: 2 * size, roomBytes: 2 * size, advised: 4 * page..<5 * page),
        Case(start: 3 * page - 16, byteCount: 2 * size + 32, roomBytes: 2 * size + 32, advised: 3 * page..<5 * page),
        Case(start: 3 * page + 4096, byteCount: 3 * size - 8192, roomBytes: 3 * size - 8192, advised: 4 * page..<5 * page),
        // Starting one header past a boundary (memory of its own placed there): the page it starts in too.
        Case(start: 3 * page + 48, byteCount: 2 * size, roomBytes: 2 * size, advised: 3 * page..<5 * page),
        Case(start: 3 * page + 64, byteCount: 2 * size, roomBytes: 2 * size, advised: 3 * page..<5 * page),
        Case(start: 3 * page + 80, byteCount: 2 * size, roomBytes: 2 * size, advised: 4 * page..<5 * page),
        // Room rounded to whole huge pages (the room ends a trailer short of a boundary): the last page too when the
        // list fills at least half of it, and not when it fills less.
        Case(start: 3 * page + 48, byteCount: size + size / 2, roomBytes: 2 * size - 176, advised: 3 * page..<5 * page),
        Case(start: 3 * page + 48, byteCount: size + size / 4, roomBytes: 2 * size - 176, advised: 3 * page..<4 * page),
        Case(start: 3 * page + 48, byteCount: 2 * size - 176, roomBytes: 2 * size - 176, advised: 3 * page..<5 * page),
        // A room that ends well before the page's end (not rounded): the last page is not its own, so it is left.
        Case(start: 3 * page + 48, byteCount: size + size / 2, roomBytes: size + size / 2, advised: 3 * page..<4 * page),
        // A room that goes on past the page (a bound): the page is the list's own.
        Case(start: 3 * page + 48, byteCount: size + size / 2, roomBytes: 8 * size, advised: 3 * page..<5 * page),
    ]

    @Test(arguments: cases)
    func theHugePagesAListFillsAreAdvised(_ example: Case) {
        #expect(HugePages.advisedRange(start: example.start, byteCount: example.byteCount, roomBytes: example.roomBytes)
            == example.advised)
    }

    /// glibc's memory of its own for `bytes` asked for (`mmap`, at least 128 KiB): the chunk, its size word before it and
    /// a word after, rounded up to 4 KiB.
    static func glibcMappingLength(ofRequest bytes: Int) -> Int {
        let chunk = (bytes + 8 + 15) / 16 * 16
        return (chunk + 8 + 4095) / 4096 * 4096
    }

    /// The room ``HugePages/alignedCapacity(_:stride:)`` gives a list of `count` elements of `stride` bytes holds them,
    /// and a Swift array (32 bytes of header) or string (32 bytes, its terminating byte and its breadcrumbs' place) of
    /// that room asks glibc for memory of a whole number of huge pages, the fewest that hold it.
    @Test(arguments: [(1, 2 << 20), (1, (2 << 20) + 1), (1, 6_008_175), (4, 600_000), (24, 319_000), (56, 260_000),
                      (40, 65_536), (112, 232_141), (3, 1 << 30), (2047, 5_000)])
    func aBigListsRoundedRoomFillsWholeHugePages(_ example: (stride: Int, count: Int)) {
        let room = HugePages.alignedCapacity(example.count, stride: example.stride)
        #expect(room >= example.count)
        let fewest = (example.count * example.stride + 48 + HugePages.pageSize - 1) / HugePages.pageSize
        for request in [32 + room * example.stride, 32 + room * example.stride + 1 + 15 + 8] {
            #expect(Self.glibcMappingLength(ofRequest: request) % HugePages.pageSize == 0)
            #expect(Self.glibcMappingLength(ofRequest: request) / HugePages.pageSize <= fewest + 1)
        }
    }

    /// A list below a huge page, or of elements of 2 KiB or more, keeps the room asked for.
    @Test(arguments: [(1, 0), (1, 1000), (8, 262_143), (2048, 10_000), (1 << 20, 3)])
    func aSmallListOrBigElementsKeepTheirRoom(_ example: (stride: Int, count: Int)) {
        #expect(HugePages.alignedCapacity(example.count, stride: example.stride) == example.count)
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

#if os(Linux) && canImport(Glibc)
import Glibc

extension HugePagesTests {
    /// Whether the kernel has transparent huge pages (it then places memory of whole huge pages on their boundary).
    static let kernelHasHugePages = access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) == 0

    /// An 80 MB list made on huge pages starts one header (glibc's 16 bytes and the array's 32) past a 2 MiB boundary.
    /// glibc always gives a list that big memory of its own (past the largest threshold it serves from its heaps, 32 MB,
    /// and past what any of them holds free, 64 MB), so no other test's freed memory can serve it.
    @Test(.enabled(if: kernelHasHugePages))
    func aBigListStartsOneHeaderPastAHugePageBoundary() {
        let count = 80 << 20
        let list = [UInt8](hugePagedCapacity: count) { buffer, initialized in
            memset(buffer.baseAddress!, 7, count)
            initialized = count
        }
        let start = list.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress!) }
        #expect(start % UInt(HugePages.pageSize) == 48)
        #expect(list.count == count && list.first == 7 && list.last == 7)
    }
}
#endif
