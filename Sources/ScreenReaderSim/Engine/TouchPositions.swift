/// Where a touch by label lands in one focus order, for the labels that name their stop, with what that stop says:
/// a hash table of 32-byte records, one per label, each holding the stop's position and a copy of its content.
///
/// A touch by label reads one record: the label is compared with the stop's name in it, and the stop is announced
/// from it, without reading the label table, the stop list or the stop's content. On a screen of a million elements
/// each of those is a trip to main memory, one after the other; the record is one. A record is kept for a label only
/// when that is exact:
/// - the label's element (as the label table finds it) is in a stop, and in no dialog or menu;
/// - the label is the stop's name, compared like speech (the usual case: a touch names what it lands on). Then a
///   label that matches the name is that label, as speech comparison is an equivalence, and no other record matches;
/// - the stop's content has none of the rarer parts (hint, container, custom role...), so the record holds all of it.
///
/// Any other label is not in the table and is looked up as before (see ``ScreenReader``). Built once per order, on the
/// first touch by label of any of its readers, and shared (see ``FocusOrder/touchPositions``); a small screen builds
/// none.
struct TouchPositions: Sendable {
    /// The fewest elements a screen has for a reader to use the table: below this, looking the label up and then its
    /// element's stop touches little memory anyway, and building the table would cost more than it saves.
    static let minimumElements = 4096

    /// The size of one record, in bytes (32: see `PackedIndexTests`).
    static var recordSize: Int { MemoryLayout<Record>.size }

    /// A label's stop and that stop's content, laid out in 32 bytes.
    private struct Record: Sendable {
        /// The stop's name (the label, compared like speech).
        var name: String
        /// The stop's element.
        var element: PackedIndex
        /// The stop's control, if any.
        var control: PackedIndex
        /// The stop's position in the order; none for an empty record.
        var position: PackedIndex
        /// Which part of its element the stop is.
        var part: FocusStop.Part
        /// The role the stop is spoken as.
        var role: SpokenRole
        /// ``StopContent``'s flags, one bit each (see ``flags(of:)``).
        var flags: UInt8
        /// 8 more bits of the label's hash (see ``tag(of:)``), so most records of other labels are passed without
        /// comparing names.
        var tag: UInt8

        /// A record of no label.
        static let empty = Record(
            name: "", element: PackedIndex(0), control: .none, position: .none, part: .whole, role: .text, flags: 0, tag: 0)

        /// The stop's content, as the order holds it.
        var content: StopContent {
            StopContent(
                element: element.value, part: part, control: control.index, role: role, name: name,
                hint: nil, exposesRole: flags & 1 != 0, exposesState: flags & 2 != 0, isDeclaredEnabled: flags & 4 != 0,
                isKeyboardReachable: flags & 8 != 0
            )
        }

        /// ``flags`` for `content`.
        static func flags(of content: StopContent) -> UInt8 {
            (content.exposesRole ? 1 : 0) | (content.exposesState ? 2 : 0) | (content.isDeclaredEnabled ? 4 : 0)
                | (content.isKeyboardReachable ? 8 : 0)
        }
    }

    /// What a touch on a label in the table lands on.
    struct Target {
        /// The stop's position in the order.
        let position: Int
        /// The stop's content.
        let content: StopContent
    }

    /// The hash table, at most four fifths full, probed linearly from the place the label's hash scales to.
    private let records: [Record]

    /// The records of the labels of `labels` that name their stop in `order` (see the type's summary).
    init(_ labels: LabelTable, order: FocusOrder) {
        let storage = order.index.storage
        let contents = order.contents
        // Each label's hash is the label table's (the upper half it keeps, which a touch's hash also has): not recomputed.
        var kept: [(fingerprint: UInt64, position: PackedIndex)] = []
        // Each stop's name is hashed once, when a label first points at it, and compared by fingerprint before the
        // full comparison: a row merging thousands of texts has a long name that thousands of labels point at, and
        // comparing each of them with the whole name made building the table quadratic in the row's size.
        var nameFingerprints = [UInt64](repeating: 0, count: contents.count)
        for slot in 0..<labels.slotCount {
            guard let fingerprint = labels.fingerprint(atSlot: slot), let element = labels.element(atSlot: slot),
                  let position = order.stopHolding[element],
                  !contents[position].hasRarerParts, storage.enclosingLayer(of: element) == nil else { continue }
            if nameFingerprints[position] == 0 {
                nameFingerprints[position] = LabelTable.hash(ofLabel: contents[position].name) >> 32
            }
            guard nameFingerprints[position] == fingerprint else { continue }
            let key = labels.key(atSlot: slot)
            guard Speech.matches(key, contents[position].name) else { continue }
            kept.append((fingerprint, PackedIndex(position)))
        }
        var records = [Record](repeating: .empty, count: max(8, kept.count + kept.count / 4 + 1))
        for (fingerprint, position) in kept {
            var place = Self.place(of: fingerprint, count: records.count)
            while !records[place].position.isNone { place = place + 1 == records.count ? 0 : place + 1 }
            let content = contents[position.value]
            records[place] = Record(
                name: content.name, element: PackedIndex(content.element), control: PackedIndex(content.control),
                position: position,
                part: content.part, role: content.role, flags: Record.flags(of: content),
                tag: Self.tag(of: fingerprint)
            )
        }
        self.records = records
    }

    /// Where a touch on `label`, whose ``LabelTable/hash(ofLabel:)`` is `hash`, lands; nil when the label is not in
    /// the table (it may still name an element: look it up in the label table).
    func target(of label: String, hash: UInt64) -> Target? {
        let fingerprint = hash >> 32
        let tag = Self.tag(of: fingerprint)
        return records.withUnsafeBufferPointer { records in
            var place = Self.place(of: fingerprint, count: records.count)
            while !records[place].position.isNone {
                // The same text (usual) is the same speech; otherwise the comparison rule decides.
                if records[place].tag == tag
                    && (records[place].name == label || Speech.matches(records[place].name, label)) {
                    return Target(position: records[place].position.value, content: records[place].content)
                }
                place = place + 1 == records.count ? 0 : place + 1
            }
            return nil
        }
    }

    /// The first place a label is probed at in a table of `count` records: its fingerprint (the upper half of its hash,
    /// see ``LabelTable/fingerprint(atSlot:)``) scaled to the count, which takes the fingerprint's top bits.
    private static func place(of fingerprint: UInt64, count: Int) -> Int {
        Int(truncatingIfNeeded: (fingerprint &* UInt64(count)) >> 32)
    }

    /// A record's tag: the fingerprint's bits 1 to 8 (bit 0 is always set), apart from the top bits that place it.
    private static func tag(of fingerprint: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: fingerprint >> 1) }}
