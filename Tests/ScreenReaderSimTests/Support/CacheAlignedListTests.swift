import Testing
@testable import ScreenReaderSim

/// ``CacheAlignedList`` holds what an array given the same elements and appends holds; its first element lies on a
/// cache line's boundary, and a big list's on a huge page's; a copy keeps its elements when the original is appended to.
@Suite struct CacheAlignedListTests {
    /// A record of 32 bytes, as a touch table's bucket is.
    struct Record: Equatable {
        var words: (UInt64, UInt64, UInt64, UInt64)

        init(_ value: Int) { words = (UInt64(value), UInt64(value) &* 3, ~UInt64(value), UInt64(value) << 7) }

        static func == (left: Record, right: Record) -> Bool {
            left.words.0 == right.words.0 && left.words.1 == right.words.1 && left.words.2 == right.words.2
                && left.words.3 == right.words.3
        }
    }

    /// The address of `list`'s first element.
    private func address<Element>(of list: CacheAlignedList<Element>) -> UInt {
        list.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    @Test(arguments: [0, 1, 2, 3, 1_000, 65_536, 65_537, 200_000])
    func aListMadeAtItsSizeHoldsWhatAnArrayHolds(count: Int) {
        let expected = (0..<count).map(Record.init)
        let list = CacheAlignedList(expected)
        #expect(list.count == count)
        #expect(list.elementsEqual(expected))
        let filled = CacheAlignedList<Record>(count: count) { buffer in
            for offset in 0..<count { buffer.initializeElement(at: offset, to: Record(offset)) }
        }
        #expect(filled.elementsEqual(expected))
        #expect(filled.withUnsafeBufferPointer { Array($0) } == expected)
    }

    @Test(arguments: [1, 16, 17, 1_000, 70_000])
    func aListGrownByAppendsHoldsWhatAnArrayHolds(count: Int) {
        var list = CacheAlignedList<Record>()
        var array: [Record] = []
        for value in 0..<count {
            list.append(Record(value))
            array.append(Record(value))
        }
        #expect(list.count == count)
        #expect(list.capacity >= count)
        #expect(list.elementsEqual(array))
    }

    /// 32-byte records never straddle two lines: the first starts one. A list of 2 MiB or more starts a huge page.
    @Test(arguments: [0, 1, 1_000, 65_535, 65_536, 100_000])
    func theFirstElementStartsACacheLineAndABigListAHugePage(count: Int) {
        let list = CacheAlignedList<Record>(count: count) { buffer in buffer.initialize(repeating: Record(0)) }
        #expect(address(of: list) % UInt(CacheAlignedList<Record>.lineSize) == 0)
        if count * MemoryLayout<Record>.stride >= HugePages.pageSize {
            #expect(address(of: list) % UInt(HugePages.pageSize) == 0)
        }
        var grown = CacheAlignedList<Record>()
        for value in 0..<count { grown.append(Record(value)) }
        #expect(address(of: grown) % UInt(CacheAlignedList<Record>.lineSize) == 0)
    }

    /// A copy shares storage until one is changed: appending to the original, or reserving room, leaves the copy as it
    /// was.
    @Test func aCopyKeepsItsElementsWhenTheOriginalChanges() {
        var original = CacheAlignedList((0..<10).map(Record.init))
        let copy = original
        original.append(Record(10))
        original.reserveCapacity(1_000)
        original.append(Record(11))
        #expect(copy.elementsEqual((0..<10).map(Record.init)))
        #expect(original.elementsEqual((0..<12).map(Record.init)))
        #expect(original.capacity >= 1_000)
    }
}
