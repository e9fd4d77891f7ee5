/// Where a touch by label lands in one focus order: a ``LabelHashTable`` of the labels a touch can land by, each with
/// its stop's position and, in the same 32-byte bucket, that stop's content.
///
/// A touch by label reads one bucket: the label is compared there and the stop is announced from it, without reading
/// the label table, the stop list or the stop's content (on a screen of a million elements each of those is a trip to
/// main memory, one after the other; the bucket is one). A label is in the table when its answer is exact:
/// - it finds one element (as the label table finds it: two controls make it ambiguous), no element's id compares equal
///   to it like speech (an id wins over a label), and that element is in a stop of the screen, in no dialog or menu;
/// - the bucket holds the stop's whole content when the label is the stop's name as written: the usual case, a touch
///   names what it lands on. Otherwise (a row touched by its control's label) the bucket holds the position, and the
///   content is read from the order.
///
/// What a touch reads besides the bucket, kind by kind, on a big screen (each a trip to main memory when it is not in
/// the bucket):
/// - the control's live state: one byte of the reader's ``ControlStateTable`` (a megabyte for a million elements, so it
///   stays in the cache), which holds the usual states with data too (a stepper's or slider's value, an empty field's
///   text); a field holding text and a menu's chosen option are read from the table's own bucket beside it;
/// - a stepper's bounds (is its button dimmed?): in the bucket, in place of the control (a stepper's buttons are their
///   own control), when both fit in 16 bits; otherwise read from the stepper's declaration;
/// - the rarer parts (a field's prompt, a hint): one box per distinct set of parts, kept in the table's own list
///   (``rarerParts``), its place in the bucket in place of the control when the stop is its own control or has none;
///   a list of few boxes (the same prompt on every field) stays in the cache. A stop in a series (a radio, segment or
///   tab) has parts of its own ("2 of 3"), so its record holds the position and its content is read from the order
///   (the list would hold one box per stop, read after the list: measured slower);
/// - whether focus comes from outside the stop's series (a radio, segment or tab): the previous stop's content, read
///   from the stop list;
/// - a label longer than 15 UTF-8 bytes: the label itself, which a Swift string keeps outside the bucket.
///
/// Any other label is not in the table and is looked up as before (see ``ScreenReader``). The table is laid out like the
/// label table, bucket for bucket (``LabelHashTable/init(mirroring:placeholder:_:)``), so building it hashes no label:
/// a label without an exact answer keeps its bucket with an empty record, which a lookup answers as not in the table. Built once per order, on the
/// first touch by label of any of its readers, and shared (see ``FocusOrder/touchPositions``); a small screen builds
/// none. `TouchPositionsTests` checks every record against the order's own content, and `BigScreenTouchTests` every kind
/// of touch on a big screen against the same touches on a small one.
struct TouchPositions: Sendable {
    /// The fewest elements a screen has for a reader to use the table: below this, looking the label up and then its
    /// element's stop touches little memory anyway, and building the table would cost more than it saves.
    static let minimumElements = 4096

    /// The size of one bucket, in bytes (32: see `LabelHashTableTests`).
    static var recordSize: Int { LabelHashTable<Record>.bucketSize }

    /// What a record's ``Record/slot`` holds.
    enum SlotMeaning: UInt8 {
        /// The stop's control, packed (none: -1).
        case control = 0
        /// A stepper's bounds, the minimum in the low 16 bits and the maximum in the high 16 (as signed integers); the
        /// stop's control is its element.
        case stepperBounds = 1
        /// The place of the stop's rarer parts in ``TouchPositions/rarerParts``; the stop's control is its element.
        case rarerPartsOfControl = 2
        /// The place of the stop's rarer parts in ``TouchPositions/rarerParts``; the stop has no control.
        case rarerPartsWithoutControl = 3
    }

    /// A label's stop and that stop's content, laid out in 14 bytes (the label is the bucket's key).
    struct Record: Sendable {
        /// The stop's position in the order.
        var position: PackedIndex
        /// The stop's element.
        var element: PackedIndex
        /// The stop's control, a stepper's bounds, or the place of its rarer parts: see ``SlotMeaning``.
        var slot: UInt32
        /// The role the stop is spoken as (its ``SpokenRole/ordinal``, low 5 bits) and what ``slot`` holds (high 3).
        var roleAndSlot: UInt8
        /// Which part of its element the stop is, ``StopContent``'s flags and whether the record holds the whole content
        /// (see ``pack(part:exposesRole:exposesState:isDeclaredEnabled:isKeyboardReachable:isWhole:)``).
        var packed: UInt8

        /// The placeholder of an empty bucket.
        static let empty = Record(position: .none, element: .none, slot: 0, roleAndSlot: 0, packed: 0)

        /// The parts of a stop, in the order of ``packed``'s low three bits.
        static let parts: [FocusStop.Part] = [.whole, .groupLabel, .decrement, .increment, .title, .dismiss]
        /// The roles, by ordinal.
        private static let roles = SpokenRole.allCases

        /// ``packed`` for a stop of `part` with its content's flags (read in place by the caller), bit 7 set when the
        /// record holds the whole content.
        static func pack(
            part: FocusStop.Part, exposesRole: Bool, exposesState: Bool, isDeclaredEnabled: Bool,
            isKeyboardReachable: Bool, isWhole: Bool
        ) -> UInt8 {
            let flags = (exposesRole ? 1 : 0) | (exposesState ? 2 : 0) | (isDeclaredEnabled ? 4 : 0)
                | (isKeyboardReachable ? 8 : 0)
            return partBits(part) | UInt8(flags) << 3 | (isWhole ? 0x80 : 0)
        }

        /// `part`'s place in ``parts`` (a switch, not a search of the list: `RecordPartBitsTests` checks they agree).
        static func partBits(_ part: FocusStop.Part) -> UInt8 {
            switch part {
            case .whole: 0
            case .groupLabel: 1
            case .decrement: 2
            case .increment: 3
            case .title: 4
            case .dismiss: 5
            }
        }

        /// The part whose ``partBits(_:)`` are `bits`.
        static func part(ofBits bits: UInt8) -> FocusStop.Part { parts[Int(bits)] }

        /// Whether the record holds the stop's whole content (its name is the bucket's label).
        var isWhole: Bool { packed & 0x80 != 0 }

        /// What ``slot`` holds.
        var slotMeaning: SlotMeaning { SlotMeaning(rawValue: roleAndSlot >> 5) ?? .control }

        /// The stop's control.
        var control: Int? {
            switch slotMeaning {
            case .control: Int32(bitPattern: slot) < 0 ? nil : Int(Int32(bitPattern: slot))
            case .stepperBounds, .rarerPartsOfControl: element.value
            case .rarerPartsWithoutControl: nil
            }
        }

        /// A stepper's bounds, when the record holds them.
        var stepperBounds: ClosedRange<Int>? {
            guard slotMeaning == .stepperBounds else { return nil }
            let minimum = Int(Int16(bitPattern: UInt16(truncatingIfNeeded: slot)))
            let maximum = Int(Int16(bitPattern: UInt16(truncatingIfNeeded: slot >> 16)))
            return minimum...maximum
        }

        /// The place of the stop's rarer parts in ``TouchPositions/rarerParts``, when it has any.
        var rarerPartsPlace: Int? {
            switch slotMeaning {
            case .rarerPartsOfControl, .rarerPartsWithoutControl: Int(slot)
            case .control, .stepperBounds: nil
            }
        }

        /// The stop's content, its name being `name` (the bucket's label) and its rarer parts `rarerParts`; only for a
        /// record that ``isWhole``.
        func content(named name: String, rarerParts: StopContentExtras?) -> StopContent {
            let flags = packed >> 3
            var content = StopContent(
                element: element.value, part: Self.part(ofBits: packed & 7), control: control,
                role: Self.roles[Int(roleAndSlot & 0x1F)], name: name, hint: nil, exposesRole: flags & 1 != 0,
                exposesState: flags & 2 != 0, isDeclaredEnabled: flags & 4 != 0, isKeyboardReachable: flags & 8 != 0
            )
            if let rarerParts { content.rarerParts = rarerParts }
            return content
        }
    }

    /// What a touch on a label in the table lands on.
    struct Target {
        /// The stop's position in the order.
        let position: Int
        /// The stop's content, when the table holds it whole; nil: read it from the order.
        let content: StopContent?
        /// A stepper's bounds, when the table holds them (nil: read them from its declaration).
        let stepperBounds: ClosedRange<Int>?
    }

    /// The table.
    private let table: LabelHashTable<Record>
    /// Each distinct set of rarer parts of a stop in the table, once (records refer to them by place).
    private let rarerParts: [StopContentExtras]

    /// The labels of `labels` a touch in `order` can land by (see the type's summary); `ids` are the screen's ids.
    init(_ labels: LabelTable, ids: some Sequence<String>, order: FocusOrder) {
        let storage = order.index.storage
        let contents = order.contents
        // An id wins over a label: a label an id compares equal to is left to the full lookup.
        var shadowed = Set<LabelHashTable<Int32>.Bucket>()
        for id in ids {
            if let bucket = labels.bucket(of: id, hash: LabelTable.hash(ofLabel: id)) { shadowed.insert(bucket) }
        }
        var rarerParts: [StopContentExtras] = []
        var rarerPartsPlaces: [StopContentExtras: Int] = [:]
        // Laid out like the label table, bucket for bucket, so no label is hashed again: a label the table does not
        // answer for keeps its bucket with an empty record (a lookup of it finds that and answers nil, as it would
        // find nothing), so every other label is found where the label table finds it.
        table = labels.mirrored(placeholder: .empty, ambiguous: .empty) { bucket, label, element in
            guard !shadowed.contains(bucket), let position = order.stopHolding[element],
                  storage.elements[element].kind.facts.layer != .modal, storage.enclosingLayer(of: element) == nil
            else { return .empty }
            // The stop's fields are read in place: copying its content out would retain its name and its parts.
            return contents.withUnsafeBufferPointer { contents in
                let isNamed = contents[position].name == label
                let element = contents[position].element
                let control = contents[position].control
                let part = contents[position].part
                var meaning = SlotMeaning.control
                var slot = UInt32(bitPattern: PackedIndex(control).raw)
                var isWhole = isNamed && !contents[position].hasRarerParts
                if isNamed, let parts = contents[position].rarerParts, parts.parts.seriesPosition == nil,
                   control == nil || control == element {
                    // The stop is its own control or has none: the slot holds its rarer parts' place instead. Not for
                    // a stop in a series (a radio, segment or tab): each has parts of its own ("2 of 3"), so the list
                    // would hold one box per stop, read after the list itself; its content is read from the order.
                    let place = rarerPartsPlaces[parts] ?? rarerParts.count
                    if place == rarerParts.count {
                        rarerParts.append(parts)
                        rarerPartsPlaces[parts] = place
                    }
                    meaning = control == nil ? .rarerPartsWithoutControl : .rarerPartsOfControl
                    slot = UInt32(place)
                    isWhole = true
                } else if isWhole, part == .decrement || part == .increment, control == element,
                          let range = storage.elements[element].range,
                          let minimum = Int16(exactly: range.minimum), let maximum = Int16(exactly: range.maximum) {
                    // A stepper's button is its own control: the slot holds the bounds, which say whether it is dimmed.
                    meaning = .stepperBounds
                    slot = UInt32(UInt16(bitPattern: minimum)) | UInt32(UInt16(bitPattern: maximum)) << 16
                }
                return Record(
                    position: PackedIndex(position), element: PackedIndex(element), slot: slot,
                    roleAndSlot: UInt8(contents[position].role.ordinal) | meaning.rawValue << 5,
                    packed: Record.pack(
                        part: part, exposesRole: contents[position].exposesRole,
                        exposesState: contents[position].exposesState,
                        isDeclaredEnabled: contents[position].isDeclaredEnabled,
                        isKeyboardReachable: contents[position].isKeyboardReachable, isWhole: isWhole))
            }
        }
        self.rarerParts = rarerParts
    }

    /// Where a touch on `label`, whose ``LabelHashTable/hash(ofLabel:)`` is `hash`, lands; nil when the label is not in
    /// the table (it may still name an element: look it up in full).
    func target(of label: String, hash: UInt64) -> Target? {
        guard let bucket = table.bucket(of: label, hash: hash) else { return nil }
        let record = table[bucket]
        // A label the table keeps no answer for (its bucket mirrors the label table's): left to the full lookup.
        guard !record.position.isNone else { return nil }
        guard record.isWhole else { return Target(position: record.position.value, content: nil, stepperBounds: nil) }
        let parts = record.rarerPartsPlace.map { rarerParts[$0] }
        return Target(
            position: record.position.value, content: record.content(named: table.key(at: bucket), rarerParts: parts),
            stepperBounds: record.stepperBounds)
    }
}
