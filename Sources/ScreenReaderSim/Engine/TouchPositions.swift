/// Where a touch by label lands in one focus order: a ``LabelHashTable`` of the labels a touch can land by, each with
/// its stop's position and, in the same 32-byte bucket, that stop's content.
///
/// A touch by label reads one bucket: the label is compared there and the stop is announced from it, without reading
/// the label table, the stop list or the stop's content (on a screen of a million elements each of those is a trip to
/// main memory, one after the other; the bucket is one). A label is in the table when its answer is exact:
/// - it finds one element (as the label table finds it: two controls make it ambiguous), no element's id compares equal
///   to it like speech (an id wins over a label), and that element is in a stop of the screen, in no dialog or menu;
/// - the bucket holds the stop's whole content when the label is the stop's name as written and the stop has none of
///   the rarer parts (hint, container, custom role...): the usual case, a touch names what it lands on. Otherwise
///   (a row touched by its control's label, a segment with its place in the series...) the bucket holds the position,
///   and the content is read from the order.
///
/// Any other label is not in the table and is looked up as before (see ``ScreenReader``). Built once per order, on the
/// first touch by label of any of its readers, and shared (see ``FocusOrder/touchPositions``); a small screen builds
/// none.
struct TouchPositions: Sendable {
    /// The fewest elements a screen has for a reader to use the table: below this, looking the label up and then its
    /// element's stop touches little memory anyway, and building the table would cost more than it saves.
    static let minimumElements = 4096

    /// The size of one bucket, in bytes (32: see `LabelHashTableTests`).
    static var recordSize: Int { LabelHashTable<Record>.bucketSize }

    /// A label's stop and that stop's content, laid out in 14 bytes (the label is the bucket's key).
    struct Record: Sendable {
        /// The stop's position in the order.
        var position: PackedIndex
        /// The stop's element.
        var element: PackedIndex
        /// The stop's control, if any.
        var control: PackedIndex
        /// The role the stop is spoken as.
        var role: SpokenRole
        /// Which part of its element the stop is, ``StopContent``'s flags and whether the record holds the whole content
        /// (see ``pack(part:content:isWhole:)``).
        var packed: UInt8

        /// The placeholder of an empty bucket.
        static let empty = Record(position: .none, element: .none, control: .none, role: .text, packed: 0)

        /// The parts of a stop, in the order of ``packed``'s low three bits.
        private static let parts: [FocusStop.Part] = [.whole, .groupLabel, .decrement, .increment, .title, .dismiss]

        /// ``packed`` for a stop of `part` with `content`'s flags, bit 7 set when the record holds the whole content.
        static func pack(part: FocusStop.Part, content: StopContent, isWhole: Bool) -> UInt8 {
            let partBits = UInt8(parts.firstIndex(of: part) ?? 0)
            let flags = (content.exposesRole ? 1 : 0) | (content.exposesState ? 2 : 0) | (content.isDeclaredEnabled ? 4 : 0)
                | (content.isKeyboardReachable ? 8 : 0)
            return partBits | UInt8(flags) << 3 | (isWhole ? 0x80 : 0)
        }

        /// Whether the record holds the stop's whole content (its name is the bucket's label).
        var isWhole: Bool { packed & 0x80 != 0 }

        /// The stop's content, its name being `name` (the bucket's label); only for a record that ``isWhole``.
        func content(named name: String) -> StopContent {
            let flags = packed >> 3
            return StopContent(
                element: element.value, part: Self.parts[Int(packed & 7)], control: control.index, role: role, name: name,
                hint: nil, exposesRole: flags & 1 != 0, exposesState: flags & 2 != 0, isDeclaredEnabled: flags & 4 != 0,
                isKeyboardReachable: flags & 8 != 0
            )
        }
    }

    /// What a touch on a label in the table lands on.
    struct Target {
        /// The stop's position in the order.
        let position: Int
        /// The stop's content, when the table holds it whole; nil: read it from the order.
        let content: StopContent?
    }

    /// The table.
    private let table: LabelHashTable<Record>

    /// The labels of `labels` a touch in `order` can land by (see the type's summary); `ids` are the screen's ids.
    init(_ labels: LabelTable, ids: some Sequence<String>, order: FocusOrder) {
        let storage = order.index.storage
        let contents = order.contents
        // An id wins over a label: a label an id compares equal to is left to the full lookup.
        var shadowed = Set<LabelHashTable<Int32>.Bucket>()
        for id in ids {
            if let bucket = labels.bucket(of: id, hash: LabelTable.hash(ofLabel: id)) { shadowed.insert(bucket) }
        }
        var kept: [(label: String, record: Record)] = []
        labels.forEachSingleAnswer { bucket, label, element in
            guard !shadowed.contains(bucket), let position = order.stopHolding[element],
                  storage.elements[element].kind.facts.layer != .modal, storage.enclosingLayer(of: element) == nil else { return }
            contents.withUnsafeBufferPointer { contents in
                let content = contents[position]
                let isWhole = !content.hasRarerParts && content.name == label
                kept.append((label, Record(
                    position: PackedIndex(position), element: PackedIndex(content.element),
                    control: PackedIndex(content.control), role: content.role,
                    packed: Record.pack(part: content.part, content: content, isWhole: isWhole))))
            }
        }
        var table = LabelHashTable<Record>(capacity: LabelHashTable<Record>.capacity(for: kept.count), placeholder: .empty)
        for (label, record) in kept { table.insert(label, hash: LabelTable.hash(ofLabel: label), value: record) }
        self.table = table
    }

    /// Where a touch on `label`, whose ``LabelHashTable/hash(ofLabel:)`` is `hash`, lands; nil when the label is not in
    /// the table (it may still name an element: look it up in full).
    func target(of label: String, hash: UInt64) -> Target? {
        guard let bucket = table.bucket(of: label, hash: hash) else { return nil }
        let record = table[bucket]
        return Target(position: record.position.value, content: record.isWhole ? record.content(named: table.key(at: bucket)) : nil)
    }
}
