import Testing
@testable import ScreenReaderSim

/// A label arena gives back every label byte for byte, whether it holds it in place (up to 15 UTF-8 bytes) or in its
/// buffer, and says a label holds a query's bytes exactly when the two strings' UTF-8 bytes are the same.
@Suite struct LabelArenaTests {
    static let labels = [
        "", "A", "Wi-Fi", "Low stepper 0003", "Low stepper 00030", "Expandable 31249", "fifteen bytes!!",
        "sixteen bytes!!!", "sixteen + tab \t\t", "sixteen bytes!!\u{1}", "fifteen + é!!!", "sixteen é bytes",
        "Row switch 31249", "Low stepper 31249", "Café", "Cafe\u{301}", "Größe 12345678901", "🙂 emoji", "日本語のラベルです", "tab\there",
        String(repeating: "long label ", count: 40),
    ]

    /// Labels, and keys of 28, 29, 32 and 33 bytes.
    static let labelsAndKeys = labels + [
        "twenty-eight bytes: a label!", "twenty-nine bytes: a label!!!", "thirty-two bytes of a label!!!!!",
        "thirty-three bytes of a label!!!!!",
    ]

    /// Stored as a label or as a key, every label comes back byte for byte: up to 15 bytes in place, 16 too when the
    /// last is not a control character, more in the buffer; a key of 17 to 28 bytes (or 16 ending in a control
    /// character) in a slot of its own, numbered in the order stored.
    @Test(arguments: labelsAndKeys, [false, true])
    func aStoredLabelComesBackByteForByte(_ label: String, asKey: Bool) {
        var arena = LabelArena()
        func store(_ label: String) -> LabelArena.Label { asKey ? arena.storeKey(label, owner: 3) : arena.store(label) }
        _ = store("Something stored before")
        let stored = store(label)
        #expect(arena.string(of: stored).utf8.elementsEqual(label.utf8))
        #expect(stored.count == label.utf8.count)
        let bytes = Array(label.utf8)
        let fitsInPlace = bytes.count <= LabelArena.Label.inPlaceCapacity
            || (bytes.count == LabelArena.Label.fullCount && bytes[15] >= 16)
        #expect(stored.isInPlace == fitsInPlace)
        let inSlot = asKey && !fitsInPlace && bytes.count <= LabelArena.slotCapacity
        #expect(stored.isInSlot == inSlot)
        #expect(stored.slot == (inSlot ? 1 : nil))
    }

    @Test func aLabelInPlaceTakesNoRoomInTheBuffer() {
        var arena = LabelArena()
        _ = arena.store("fifteen bytes!!")
        #expect(arena.byteCount == 0)
        _ = arena.store("sixteen bytes!!!")
        #expect(arena.byteCount == 0)
        _ = arena.store("sixteen bytes!!\u{1}")
        #expect(arena.byteCount == 16)
        _ = arena.store("seventeen bytes!!")
        #expect(arena.byteCount == 33)
    }

    /// Every pair of labels: ``LabelArena/holds(_:exactly:queryInPlace:)`` is true exactly when their bytes are equal
    /// (`Café` written two ways is two labels here: the comparison rule, not this, makes them one).
    @Test func holdingAQueryExactlyIsHavingTheSameBytes() {
        var arena = LabelArena()
        let stored = Self.labels.map { arena.store($0) }
        for (label, storedLabel) in zip(Self.labels, stored) {
            for query in Self.labels {
                var query = query
                let holds = query.withUTF8 { utf8 in
                    arena.holds(storedLabel, exactly: utf8, queryInPlace: LabelArena.Label(inPlace: utf8))
                }
                #expect(holds == label.utf8.elementsEqual(query.utf8), "\(label) against \(query)")
            }
        }
    }

    /// Many long labels: the buffer grows (into new room, on huge pages when big) and keeps every label where it was.
    @Test func labelsStayWhereTheyWereAsTheBufferGrows() {
        var arena = LabelArena()
        let labels = (0..<20_000).map { "Row switch number \($0)" }
        let stored = labels.map { arena.store($0) }
        for (label, place) in zip(labels, stored) where !arena.string(of: place).utf8.elementsEqual(label.utf8) {
            Issue.record("\(label) came back as \(arena.string(of: place))")
        }
    }

    /// Every pair of keys: holding a query exactly is having the same bytes, whichever slot the key is said to be
    /// likely in (its own, or another).
    @Test func holdingAQueryExactlyInASlotIsHavingTheSameBytesWhereverItIsLikely() {
        var arena = LabelArena()
        let keys = Self.labelsAndKeys + ["thirty-two bytes of a label!!!!?"]
        let stored = keys.enumerated().map { arena.storeKey($1, owner: $0) }
        #expect(arena.slotCount == stored.filter(\.isInSlot).count)
        #expect(arena.slotCount == keys.filter { key in
            var copy = LabelArena()
            return !copy.store(key).isInPlace && key.utf8.count <= 28
        }.count)
        #expect(arena.slotCount > 1)
        for (index, (key, storedKey)) in zip(keys, stored).enumerated() {
            for query in keys {
                var query = query
                let answers = query.withUTF8 { utf8 in
                    let queryInPlace = LabelArena.Label(inPlace: utf8)
                    let slot = storedKey.slot ?? 0
                    return [
                        arena.holds(storedKey, exactly: utf8, queryInPlace: queryInPlace),
                        arena.holds(storedKey, exactly: utf8, queryInPlace: queryInPlace, likelySlot: slot, owner: index),
                        arena.holds(
                            storedKey, exactly: utf8, queryInPlace: queryInPlace, likelySlot: slot == 0 ? 1 : 0,
                            owner: index),
                    ]
                }
                #expect(answers == Array(repeating: key.utf8.elementsEqual(query.utf8), count: 3), "\(key) against \(query)")
            }
        }
    }

    /// Many keys of 17 to 28 bytes: the slots grow (into new room, on huge pages when big) and keep every key, in the
    /// order stored; placed by their hashes, each key moved to its new slot comes back byte for byte and is held by a
    /// query of its bytes told its likely slot (``LabelArena/keySlotHome(of:)``), most of them lying there.
    @Test func keysStayInTheirSlotsAsTheSlotsGrowAndArePlaced() {
        var arena = LabelArena()
        let keys = (0..<20_000).map { "Row switch number \($0)" }
        let stored = keys.enumerated().map { arena.storeKey($1, owner: $0) }
        #expect(stored.map(\.slot) == Array(0..<20_000))
        for (key, place) in zip(keys, stored) where !arena.string(of: place).utf8.elementsEqual(key.utf8) {
            Issue.record("\(key) came back as \(arena.string(of: place))")
        }
        let hashes = keys.map(LabelHashing.hash(ofLabel:))
        let places = arena.placeKeys(byHash: hashes)
        #expect(Set(places).count == keys.count)
        var atHome = 0
        for (index, key) in keys.enumerated() {
            let moved = stored[index].movedToSlot(places[index])
            #expect(moved.slot == places[index])
            if !arena.string(of: moved).utf8.elementsEqual(key.utf8) { Issue.record("\(key) came back as \(arena.string(of: moved))") }
            var query = key
            let held = query.withUTF8 { utf8 in
                arena.holds(
                    moved, exactly: utf8, queryInPlace: nil, likelySlot: arena.keySlotHome(of: hashes[index]), owner: index)
            }
            #expect(held, "\(key)")
            if arena.keySlotHome(of: hashes[index]) == places[index] { atHome += 1 }
        }
        #expect(atHome * 10 > keys.count * 7, "\(atHome) of \(keys.count) keys at their home")
    }

    @Test func aLabelIs16Bytes() {
        #expect(MemoryLayout<LabelArena.Label>.size == 16)
    }
}
