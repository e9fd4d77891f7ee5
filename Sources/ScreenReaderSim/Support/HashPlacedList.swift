/// A list of plain records placed by their keys' hashes (open addressing, probed linearly, at most half full), so that
/// a reader holding a key's hash knows where its record most likely lies before reading what says where it lies.
///
///     var details = HashPlacedList<Detail>()
///     _ = details.append(detail)                        // record 0, its key hashing to 0x9E37_79B9, owned by bucket 7
///     let (placed, places) = details.placed(byHash: [0x9E37_79B9], vacant: .vacant)
///     // bucket 7 keeps places[0]; a lookup that has the hash reads the record's home beside the bucket:
///     placed.element(at: places[0], home: placed.home(of: 0x9E37_79B9)) { $0.owner == 7 }   // detail
///
/// ``TouchPositions`` keeps a touched stop's detail, series detail and long label apart from its bucket. Its bucket says
/// where each lies (its record's slot, its label's slot); on a screen of a million elements, reading that place and
/// then the record there is two trips to main memory, one after the other. Here the record is put at its home (the
/// place its hash names, ``home(of:)``) or, when that is taken, at the next free place after it; a lookup reads the
/// home from the hash alone, beside the bucket, and reads the place the bucket names only when the home holds another
/// record (``element(at:home:isWanted:)``). At most half full, about three records in four lie at their home (75% of
/// 100,000 random hashes); the others mostly lie a place or two after it.
///
/// The elements are plain data in a ``CacheAlignedList`` (a 32-byte record never straddles two lines); a place no
/// record took holds `vacant`. `HashPlacedListTests` checks that every record lies at the place returned for it, that
/// it is reached from its home without passing a vacant place (so the probing rule placed it), that a lookup answers
/// the record whether told its home or another place, and how many lie at their home.
struct HashPlacedList<Element: BitwiseCopyable>: Sendable {
    /// The places: the records in the order appended until they are placed (``placed(byHash:vacant:)``), then each
    /// record at its place and `vacant` elsewhere.
    private var elements: CacheAlignedList<Element>

    /// How many places the list has: the records appended, or (placed) ``capacity(forRecords:)`` of them.
    var capacity: Int { elements.count }

    /// An empty list, with no place.
    init() { elements = CacheAlignedList() }

    private init(elements: CacheAlignedList<Element>) { self.elements = elements }

    /// How many places a list of `count` records has once placed: twice as many, and one, so it is at most half full.
    static func capacity(forRecords count: Int) -> Int { count == 0 ? 0 : 2 * count + 1 }

    /// Appends `element` at the next place (before the records are placed), and returns that place.
    mutating func append(_ element: Element) -> Int {
        elements.append(element)
        return elements.count - 1
    }

    /// The records appended so far, `hashes[i]` being the hash of record `i`'s key (``LabelHashing/hash(ofLabel:)``),
    /// each placed at its home (``home(of:)``) or the next free place after it, in the order appended; the other places
    /// hold `vacant`. Returns the placed list and each record's place, in the order appended.
    func placed(byHash hashes: some Collection<UInt64>, vacant: Element) -> (list: HashPlacedList, places: [Int]) {
        precondition(hashes.count == elements.count, "one hash for each record")
        let capacity = Self.capacity(forRecords: elements.count)
        guard capacity > 0 else { return (HashPlacedList(), []) }
        var taken = [Bool](repeating: false, count: capacity)
        var places: [Int] = []
        places.reserveCapacity(elements.count)
        let placed = CacheAlignedList<Element>(count: capacity) { buffer in
            buffer.initialize(repeating: vacant)
            for (record, hash) in zip(elements, hashes) {
                var place = LabelHashing.home(of: hash, capacity: capacity)
                while taken[place] { place = place + 1 == capacity ? 0 : place + 1 }
                taken[place] = true
                buffer[place] = record
                places.append(place)
            }
        }
        return (HashPlacedList(elements: placed), places)
    }

    /// Where a record whose key hashes to `hash` lies in a placed list when no other record took that place first.
    @inline(__always)
    func home(of hash: UInt64) -> Int { LabelHashing.home(of: hash, capacity: elements.count) }

    /// The record at `place` (what the record's owner says), given its likely place `home` (``home(of:)``, from the key's
    /// hash; any place of the list) and how to tell it (`isWanted`: the record names its owner): the home is read
    /// first, from an address that does not wait for `place` to be known, and answers when it holds the record;
    /// otherwise `place` is read.
    ///
    /// The home's record is told by what it holds, not by comparing `place` with `home`: given that comparison, the
    /// compiler sees that both answers are the record at `place` and reads only that, after `place` is known.
    @inline(__always)
    func element(at place: Int, home: Int, isWanted: (Element) -> Bool) -> Element {
        elements.withUnsafeBufferPointer { elements in
            let guess = elements[home]
            return isWanted(guess) ? guess : elements[place]
        }
    }

    /// The record at `place`.
    subscript(place: Int) -> Element { elements[place] }
}
