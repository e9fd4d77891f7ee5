/// Where a touch by label lands in one focus order: a hash table (laid out by ``LabelHashing``'s rules) of the labels a
/// touch can land by, each with its stop's position and, in the same 32-byte bucket, that stop's content.
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
/// - the control's live state: the bucket holds the code of the state the control is declared with, which is its state
///   unless the reader changed it, as the reader's small filter of changed elements says (``ChangedElements``, at most
///   8 KB, so it stays in the cache). Otherwise, or for a state the code does not hold, one byte of the reader's
///   ``ControlStateTable`` (a megabyte for a million elements, often evicted by the buckets a run of touches reads),
///   which holds the usual states with data too (a stepper's or slider's value, an empty field's text); a field holding
///   text and a menu's chosen option are read from the table's own bucket beside it;
/// - a stepper's bounds (is its button dimmed?): in the bucket, in place of the control (a stepper's buttons are their
///   own control), when both fit in 16 bits; otherwise read from the stepper's declaration;
/// - the rarer parts (a field's prompt, a hint): one box per distinct set of parts, kept in the table's own list
///   (``rarerParts``), its place in the bucket in place of the control when the stop is its own control or has none;
///   a list of few boxes (the same prompt on every field) stays in the cache;
/// - a stop whose name is not the label touched (a row touched by its control's label): a ``Detail`` (its control and
///   its name) in the table's own list, on huge pages; the name is in the table's ``LabelArena`` when it does not fit
///   in place (more than 16 UTF-8 bytes, or 16 ending in a control character);
/// - a stop in a series that speaks its container's label (a segment or tab, touched by its own label): a
///   ``SeriesDetail`` (its container, the place of its parts in ``rarerParts``, which are its place in the series,
///   "2 of 3", a box the stops at that place share, and the container's label) in the table's own list, on huge
///   pages. A radio's record holds its container and its parts' place itself. Whether focus comes from outside the
///   series is read from what the reader kept of the stop it left, not from the order;
/// - a detail or series detail lies in its list at the place its label's hash names, or just after when that place was
///   taken (``HashPlacedList``, at most half full); the record's slot says where. A touch reads the place the hash
///   names, known before the bucket is read, so the processor fetches both at once rather than one after the other, and
///   reads the record's place only when the record there is another bucket's (about one in four);
/// - a label that does not fit in place (more than 16 UTF-8 bytes, or 16 ending in a control character): its bytes in
///   the table's ``LabelArena``, on huge pages, instead of in a Swift string on the C heap (a trip to memory that, on
///   ordinary pages, also misses the address-translation cache). One of up to 28 bytes is in a slot of its own, the
///   slots placed by the labels' hashes (``LabelArena/placeKeys(byHash:)``), so a touch finds it as it finds a detail,
///   and fetches it beside the bucket; a longer one is read after the bucket, which says where it is.
///
/// A bucket holds no reference (labels in place or in the arena, records of integers), so reading one retains nothing.
/// The table is a class: a reader keeps it and reads it at every touch, and a class is one reference to retain where a
/// struct of ten lists, copied out of the reader for each call, was ten (on a big screen, about 50 ns a touch).
///
/// Any other label is not in the table and is looked up as before (see ``ScreenReader``). The table holds the label
/// table's labels, laid out again by the same rules from their kept hashes (``LabelTable/mapBuckets(capacity:empty:_:)``),
/// so building it hashes no label, in twice as many buckets as labels (``capacity(forLabels:)``: a touch reads fewer
/// buckets), two to a cache line (``CacheAlignedList``): a label without an exact answer keeps a bucket with an empty
/// record, which a lookup answers as not in the table. Built once per order, on the first touch by label of any of its
/// readers, and shared (see ``FocusOrder/touchPositions``); a small screen builds none. `TouchPositionsTests` checks
/// every record against the order's own content, and `BigScreenTouchTests` every kind of touch on a big screen against
/// the same touches on a small one.
final class TouchPositions: Sendable {
    /// The fewest elements a screen has for a reader to use the table: below this, looking the label up and then its
    /// element's stop touches little memory anyway, and building the table would cost more than it saves.
    static let minimumElements = 4096

    /// How many touches by label an order's readers make before the table is built
    /// (``FocusOrder/touchPositionsOnceWorthBuilding()``): on a screen of 232,100 elements building costs about 42 ms
    /// and 9 MB at a run's peak (`srsim run` of the Speed article's 6.0 MB screen with 400 touches against 200: 106.2
    /// against 64.6 ms, 65,660 against 56,156 KiB), where a scenario file that touches a few dozen times saves a
    /// microsecond or so a touch. At the smallest screen that uses the table, this many full lookups cost about as much
    /// as building it.
    static let touchesBeforeBuilding = 256

    /// How many buckets the table has for `count` labels: twice as many, and one, so it is at most half full.
    ///
    /// Probed linearly, a table four fifths full (as the label table is, ``LabelHashing/capacity(for:)``) reads three
    /// buckets on average to find a label, two cache lines of two buckets; half full, one and a half buckets, one and a
    /// quarter lines. On a screen of a million elements each line is a trip to main memory, the second one beside the
    /// first, which a busy host makes dearer. Measured with `srsim-benchmarks touch --sizes=1000,1000000` in five pairs
    /// on one binary, 1.3 against 2 buckets a label (the Speed article, sixteenth round): a tab touch at 1M took 797 to
    /// 854 ns (median 814) against 704 to 831 (769), and the highest scaling of any kind was 1.30 to 1.33x (median
    /// 1.31x) against 1.18 to 1.34x (1.19x). Three buckets a label did no better. The price is 24 more bytes a label,
    /// in a table built only after ``touchesBeforeBuilding`` touches.
    static func capacity(forLabels count: Int) -> Int { 2 * count + 1 }

    /// The size of one bucket, in bytes (32: see `TouchPositionsTests`).
    static var recordSize: Int { MemoryLayout<Bucket>.stride }

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
        /// The place of the stop's ``Detail`` in ``TouchPositions/details``, which holds its control.
        case detail = 4
        /// The place of the stop's ``SeriesDetail`` in ``TouchPositions/seriesDetails``; the stop's control is its element.
        case series = 5
        /// A stop in a series that speaks no container label (a radio): how far its element is past its container in
        /// the low 16 bits, its rarer parts' place in the high 16, so a touch reads no series detail (on a big screen,
        /// a trip to memory); the stop's control is its element.
        case compactSeries = 6
    }

    /// What a stop's record needs beyond its bucket when its name is not the label touched (a row touched by its
    /// control's label, or by a text it merges): its control and its name.
    struct Detail: Sendable {
        /// The stop's control, packed (none: -1).
        var control: PackedIndex
        /// The bucket whose record it is (a touch tells it by this, ``HashPlacedList/element(at:home:isWanted:)``).
        var owner: UInt32
        /// The stop's name.
        var name: LabelArena.Label
        /// Nothing: a detail fills half a cache line, so none straddles two.
        var padding: UInt64 = 0

        /// What a place of the list no detail took holds.
        static let vacant = Detail(control: .none, owner: .max, name: .empty)
    }

    /// What a stop in a series (a radio, segment or tab, touched by its own label) needs beyond its bucket: its
    /// container, its rarer parts' place (its place in the series, a box the stops at that place share) and, when it
    /// speaks it on arriving from outside, its container's label (so a touch reads neither the order nor the screen).
    struct SeriesDetail: Sendable {
        /// The series' container, packed.
        var container: PackedIndex
        /// The place of the stop's rarer parts in ``TouchPositions/rarerParts``.
        var partsPlace: UInt32
        /// The bucket whose record it is (a touch tells it by this, ``HashPlacedList/element(at:home:isWanted:)``).
        var owner: UInt32
        /// Whether the stop speaks its container's label (``StopContent/speaksContainerLabel``).
        var speaksContainerLabel: Bool
        /// The container's label, when spoken (else empty).
        var containerLabel: LabelArena.Label

        /// What a place of the list no series detail took holds.
        static let vacant = SeriesDetail(
            container: .none, partsPlace: 0, owner: .max, speaksContainerLabel: false, containerLabel: .empty)
    }

    /// The buckets whose records have a detail, a series detail or a key in a slot, with their labels' hashes, in the
    /// order the records were made (while the table is built): what places each record (``HashPlacedList``) and then
    /// tells its bucket where.
    private struct PlacedRecordOwners {
        /// Each record's bucket.
        var buckets: [Int] = []
        /// Each record's label's hash (``LabelHashing/hash(ofLabel:)``).
        var hashes: [UInt64] = []

        /// Adds the record of `bucket`, whose label hashes to `hash`.
        mutating func append(bucket: Int, hash: UInt64) {
            buckets.append(bucket)
            hashes.append(hash)
        }

        /// How many of the records, placed at `places`, lie at their home (`home`, from a label's hash).
        func countAtHome(_ places: [Int], home: (UInt64) -> Int) -> Int {
            zip(hashes, places).count { hash, place in home(hash) == place }
        }
    }

    /// One bucket: the label (in place or in the arena), its record, the code of the state its stop's control starts in
    /// and 8 bits of its hash (0: an empty bucket), placed by ``LabelHashing``'s rules (see
    /// ``LabelTable/mapBuckets(capacity:empty:_:)``).
    private struct Bucket: Sendable {
        /// The label as first written.
        var key: LabelArena.Label
        /// The label's record (``Record/empty`` when the table keeps no answer for it).
        var record: Record
        /// The label's fingerprint (``fingerprint(of:)``); 0 in an empty bucket.
        var fingerprint: UInt8
        /// The code (``ControlStateTable/code(of:)``) of the state the stop's control is declared with; 0 without one.
        var startingState: UInt8

        /// An empty bucket.
        static let empty = Bucket(key: .empty, record: .empty, fingerprint: 0, startingState: 0)
    }

    /// The 8 bits of `hash` a bucket keeps as its fingerprint: bits 32 to 39 (bit 32 is always set, so it is never 0).
    /// Half of the label table's 16 (``LabelHashing/fingerprint(of:)``), so the bucket has room for its control's
    /// starting state: 7 bits that vary, so another label's bucket on the way matches one time in 128, and in a table
    /// at most half full a lookup passes about half a bucket on the way: about one lookup in 250 compares a label not
    /// its own, in place and in the same cache line.
    @inline(__always)
    static func fingerprint(of hash: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: hash >> 32) }

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

        /// The stop's control; for a record with a ``Detail``, read it there.
        var control: Int? {
            switch slotMeaning {
            case .control: Int32(bitPattern: slot) < 0 ? nil : Int(Int32(bitPattern: slot))
            case .stepperBounds, .rarerPartsOfControl, .series, .compactSeries: element.value
            case .rarerPartsWithoutControl, .detail: nil
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
            case .control, .stepperBounds, .detail, .series, .compactSeries: nil
            }
        }

        /// A compact series stop's container and its rarer parts' place (``SlotMeaning/compactSeries``), when it is
        /// one.
        var compactSeries: (container: Int, partsPlace: Int)? {
            guard slotMeaning == .compactSeries else { return nil }
            return (element.value - Int(slot & 0xFFFF), Int(slot >> 16))
        }

        /// The stop's content, its name being `name`, its control `control` and its rarer parts `rarerParts`; only for
        /// a record that ``isWhole``.
        func content(named name: String, control: Int?, rarerParts: StopContentExtras?) -> StopContent {
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
        /// The label of the stop's container, when the table holds it (nil: read it from the screen, if spoken).
        var containerLabel: String? = nil
        /// The code of the state the stop's control is declared with (``ControlStateTable/code(of:)``; 0 without one):
        /// its state now unless a reader changed it (``ControlStateTable/state(at:startingCode:)``).
        var startingStateCode: UInt8 = 0
    }

    /// The buckets, twice as many as labels, two to a cache line (``CacheAlignedList``: none straddles two).
    private let buckets: CacheAlignedList<Bucket>
    /// Each distinct set of rarer parts of a stop in the table, once (records refer to them by place).
    private let rarerParts: [StopContentExtras]
    /// The details of the stops whose records need one, placed by their labels' hashes (records say where).
    private let details: HashPlacedList<Detail>
    /// The details of the stops in a series, placed by their labels' hashes (records say where), two to a cache line.
    private let seriesDetails: HashPlacedList<SeriesDetail>
    /// The labels and names that do not fit in a ``LabelArena/Label`` (more than 16 UTF-8 bytes, or 16 ending in a
    /// control character), the keys of 17 to 28 bytes in slots placed by their hashes.
    private let labels: LabelArena

    /// How many details the table keeps: one for each stop touched by a label that is not its name (a row by its
    /// control's).
    let detailCount: Int

    /// How many series details the table keeps: one for each stop in a series that speaks its container's label (a
    /// segment or tab), none for a radio, whose record holds its container and place itself.
    let seriesDetailCount: Int

    /// How many buckets the table has (``capacity(forLabels:)``).
    var bucketCount: Int { buckets.count }

    /// How many labels the table keeps in a slot of its arena.
    var keySlotCount: Int { labels.slotCount }

    /// How many details, series details and labels kept in slots lie where their labels' hashes name (the rest lie
    /// just after, where their buckets say), of how many: a touch finds the first kind beside its bucket, the rest
    /// after it (see ``HashPlacedList``).
    let recordsAtTheirHome: (atHome: Int, all: Int)

    /// The labels of `labels` a touch in `order` can land by (see the type's summary); `ids` are the screen's ids.
    init(_ labels: LabelTable, ids: some Sequence<String>, order: FocusOrder) {
        let storage = order.index.storage
        let contents = order.contents
        // An id wins over a label: a label an id compares equal to is left to the full lookup.
        var shadowed = Set<Int>()
        for id in ids {
            if let entry = labels.entry(of: id, hash: LabelTable.hash(ofLabel: id)) { shadowed.insert(entry) }
        }
        var rarerParts: [StopContentExtras] = []
        var rarerPartsPlaces: [StopContentExtras: Int] = [:]
        // The details, series details and keys kept in slots, in the order made; once the buckets are made, each is
        // placed by its label's hash (``HashPlacedList``) and its bucket told where.
        var details = HashPlacedList<Detail>()
        var seriesDetails = HashPlacedList<SeriesDetail>()
        var detailOwners = PlacedRecordOwners()
        var seriesDetailOwners = PlacedRecordOwners()
        var keySlotOwners = PlacedRecordOwners()
        /// The place of `parts` in the list of distinct parts, added when new.
        func place(of parts: StopContentExtras) -> Int {
            if let known = rarerPartsPlaces[parts] { return known }
            rarerParts.append(parts)
            rarerPartsPlaces[parts] = rarerParts.count - 1
            return rarerParts.count - 1
        }
        var arena = LabelArena()
        // Laid out again from the label table's kept hashes, so no label is hashed again: a label the table does not
        // answer for keeps a bucket with an empty record (a lookup of it finds that and answers nil, as it would find
        // nothing).
        var buckets = labels.mapBuckets(capacity: Self.capacity(forLabels: labels.labelCount), empty: Bucket.empty) {
            bucketOffset, entry, label, element, hash in
            let fingerprint = Self.fingerprint(of: hash)
            let key = arena.storeKey(label, owner: bucketOffset)
            if key.isInSlot { keySlotOwners.append(bucket: bucketOffset, hash: hash) }
            guard let element, !shadowed.contains(entry), let position = order.stopHolding[element],
                  storage.elements[element].kind.facts.layer != .modal, storage.enclosingLayer(of: element) == nil
            else { return Bucket(key: key, record: .empty, fingerprint: fingerprint, startingState: 0) }
            // The stop's fields are read in place: copying its content out would retain its name and its parts.
            return contents.withUnsafeBufferPointer { contents in
                let isNamed = contents[position].name == label
                let element = contents[position].element
                let control = contents[position].control
                let part = contents[position].part
                var meaning = SlotMeaning.control
                var slot = UInt32(bitPattern: PackedIndex(control).raw)
                // A stop in a series (it has a container) keeps its content in the order: see below.
                let inSeries = contents[position].container != nil
                var isWhole = isNamed && !contents[position].hasRarerParts && !inSeries
                if isNamed, !inSeries, let parts = contents[position].rarerParts, parts.parts.seriesPosition == nil,
                   control == nil || control == element {
                    // The stop is its own control or has none: the slot holds its rarer parts' place instead. Not for
                    // a stop in a series (a radio, segment or tab): each has parts of its own ("2 of 3"), so the list
                    // would hold one box per stop, read after the list itself; its content is read from the order.
                    meaning = control == nil ? .rarerPartsWithoutControl : .rarerPartsOfControl
                    slot = UInt32(place(of: parts))
                    isWhole = true
                } else if isWhole, part == .decrement || part == .increment, control == element,
                          let range = storage.elements[element].range,
                          let minimum = Int16(exactly: range.minimum), let maximum = Int16(exactly: range.maximum) {
                    // A stepper's button is its own control: the slot holds the bounds, which say whether it is dimmed.
                    meaning = .stepperBounds
                    slot = UInt32(UInt16(bitPattern: minimum)) | UInt32(UInt16(bitPattern: maximum)) << 16
                } else if isNamed, inSeries, control == element, part == .whole, let parts = contents[position].rarerParts,
                          let container = contents[position].container {
                    // A stop in a series touched by its own label: its container and its parts' place (its place in
                    // the series: the box the stops at that place share) are in a series detail, with the container's
                    // label when it is spoken.
                    let partsPlace = place(of: parts)
                    let speaks = contents[position].speaksContainerLabel
                    if !speaks, element > container, element - container <= 0xFFFF, partsPlace <= 0xFFFF {
                        // Nothing to read beyond the bucket (a radio): both fit in the slot.
                        meaning = .compactSeries
                        slot = UInt32(element - container) | UInt32(partsPlace) << 16
                    } else {
                        meaning = .series
                        slot = UInt32(seriesDetails.append(SeriesDetail(
                            container: PackedIndex(container), partsPlace: UInt32(partsPlace),
                            owner: UInt32(bucketOffset), speaksContainerLabel: speaks,
                            containerLabel: speaks ? arena.store(storage.elements[container].name) : .empty)))
                        seriesDetailOwners.append(bucket: bucketOffset, hash: hash)
                    }
                    isWhole = true
                } else if !isNamed, !contents[position].hasRarerParts, !inSeries {
                    // Named otherwise (a row by its control's label): the slot holds the place of the detail holding
                    // the control and the name.
                    meaning = .detail
                    slot = UInt32(details.append(Detail(
                        control: PackedIndex(control), owner: UInt32(bucketOffset),
                        name: arena.store(contents[position].name))))
                    detailOwners.append(bucket: bucketOffset, hash: hash)
                    isWhole = true
                }
                let record = Record(
                    position: PackedIndex(position), element: PackedIndex(element), slot: slot,
                    roleAndSlot: UInt8(contents[position].role.ordinal) | meaning.rawValue << 5,
                    packed: Record.pack(
                        part: part, exposesRole: contents[position].exposesRole,
                        exposesState: contents[position].exposesState,
                        isDeclaredEnabled: contents[position].isDeclaredEnabled,
                        isKeyboardReachable: contents[position].isKeyboardReachable, isWhole: isWhole))
                let startingState = control.map { ControlStateTable.code(of: storage.elements[$0].state) } ?? 0
                return Bucket(key: key, record: record, fingerprint: fingerprint, startingState: startingState)
            }
        }
        // Each record placed by its label's hash, and its bucket told where (the buckets were made in order, so these
        // writes go through them in order too).
        let (placedDetails, detailPlaces) = details.placed(byHash: detailOwners.hashes, vacant: .vacant)
        let (placedSeriesDetails, seriesDetailPlaces) = seriesDetails.placed(
            byHash: seriesDetailOwners.hashes, vacant: .vacant)
        let keySlotPlaces = arena.placeKeys(byHash: keySlotOwners.hashes)
        buckets.withUnsafeMutableBufferPointer { buckets in
            for (bucket, place) in zip(detailOwners.buckets, detailPlaces) { buckets[bucket].record.slot = UInt32(place) }
            for (bucket, place) in zip(seriesDetailOwners.buckets, seriesDetailPlaces) {
                buckets[bucket].record.slot = UInt32(place)
            }
            for (bucket, place) in zip(keySlotOwners.buckets, keySlotPlaces) {
                buckets[bucket].key = buckets[bucket].key.movedToSlot(place)
            }
        }
        self.buckets = buckets
        self.rarerParts = rarerParts
        self.details = placedDetails
        self.seriesDetails = placedSeriesDetails
        self.labels = arena
        detailCount = detailPlaces.count
        seriesDetailCount = seriesDetailPlaces.count
        recordsAtTheirHome = (
            atHome: detailOwners.countAtHome(detailPlaces, home: placedDetails.home(of:))
                + seriesDetailOwners.countAtHome(seriesDetailPlaces, home: placedSeriesDetails.home(of:))
                + keySlotOwners.countAtHome(keySlotPlaces, home: arena.keySlotHome(of:)),
            all: detailPlaces.count + seriesDetailPlaces.count + keySlotPlaces.count)
    }

    /// Where a touch on `label`, whose ``LabelHashing/hash(ofLabel:)`` is `hash`, lands; nil when the label is not in
    /// the table (it may still name an element: look it up in full).
    func target(of label: String, hash: UInt64) -> Target? {
        let fingerprint = Self.fingerprint(of: hash)
        var query = label
        return query.withUTF8 { utf8 in
            // A query that fits in place is compared with a label in place as two words.
            let queryInPlace = LabelArena.Label(inPlace: utf8)
            return buckets.withUnsafeBufferPointer { buckets -> Target? in
                var place = LabelHashing.home(of: hash, capacity: buckets.count)
                while true {
                    let found = buckets[place].fingerprint
                    if found == 0 { return nil }
                    if found == fingerprint {
                        let key = buckets[place].key
                        // The same bytes (usual): the label as written is the query itself. Otherwise the comparison
                        // rule decides, and the label as written is the table's.
                        if labels.holds(
                            key, exactly: utf8, queryInPlace: queryInPlace, likelySlot: labels.keySlotHome(of: hash),
                            owner: place
                        ) {
                            return target(of: buckets[place], named: label, hash: hash, inBucket: place)
                        }
                        let written = labels.string(of: key)
                        if Speech.matches(written, label) {
                            return target(of: buckets[place], named: written, hash: hash, inBucket: place)
                        }
                    }
                    place = place + 1 == buckets.count ? 0 : place + 1
                }
            }
        }
    }

    /// What `found`, bucket `bucket`, for a label whose hash is `hash` and which is written `name`, says a touch lands on,
    /// with its control's starting state; nil for an empty record.
    private func target(of found: Bucket, named name: String, hash: UInt64, inBucket bucket: Int) -> Target? {
        var target = target(of: found.record, named: name, hash: hash, inBucket: bucket)
        target?.startingStateCode = found.startingState
        return target
    }

    /// What `record`, found in bucket `bucket` for a label whose hash is `hash` and which is written `name`, says a touch
    /// lands on, but for its control's starting state; nil for an empty record.
    private func target(of record: Record, named name: String, hash: UInt64, inBucket bucket: Int) -> Target? {
        // A label the table keeps no answer for (its bucket mirrors the label table's): left to the full lookup.
        guard !record.position.isNone else { return nil }
        guard record.isWhole else { return Target(position: record.position.value, content: nil, stepperBounds: nil) }
        if record.slotMeaning == .detail {
            // Read from where the label's hash puts it, beside the bucket; from where the slot says when that is another.
            let detail = details.element(at: Int(record.slot), home: details.home(of: hash)) { $0.owner == bucket }
            let content = record.content(named: labels.string(of: detail.name), control: detail.control.index, rarerParts: nil)
            return Target(position: record.position.value, content: content, stepperBounds: nil)
        }
        if let (container, partsPlace) = record.compactSeries {
            var content = record.content(named: name, control: record.control, rarerParts: rarerParts[partsPlace])
            content.container = container
            content.speaksContainerLabel = false
            return Target(position: record.position.value, content: content, stepperBounds: nil)
        }
        if record.slotMeaning == .series {
            let detail = seriesDetails.element(at: Int(record.slot), home: seriesDetails.home(of: hash)) {
                $0.owner == bucket
            }
            var content = record.content(named: name, control: record.control, rarerParts: rarerParts[Int(detail.partsPlace)])
            content.container = detail.container.index
            content.speaksContainerLabel = detail.speaksContainerLabel
            return Target(
                position: record.position.value, content: content, stepperBounds: nil,
                containerLabel: detail.speaksContainerLabel ? labels.string(of: detail.containerLabel) : nil)
        }
        let parts = record.rarerPartsPlace.map { rarerParts[$0] }
        return Target(
            position: record.position.value, content: record.content(named: name, control: record.control, rarerParts: parts),
            stepperBounds: record.stepperBounds)
    }
}
