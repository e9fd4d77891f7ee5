/// What each label names (see ``LabelMatch``), worked out once when a screen is indexed, in a ``LabelHashTable`` whose
/// value is the label's answer (``LabelAnswer``): an element, or the place of the list of controls when two or more
/// controls answer to it. A lookup reads one bucket (the answer is in it, beside the label), so what follows (the
/// stop, its content) is fetched while the label is still being compared. Labels are kept as written and compared like
/// speech; a label that two or more controls answer to keeps their list aside.
struct LabelTable: Sendable {
    /// The table: each label and its answer.
    private let table: LabelHashTable<LabelAnswer>
    /// The controls of each label two or more controls answer to, in order.
    private let ambiguities: [[Int]]

    /// A table of no labels, shared (a screen's index starts from it before its own tables are built).
    static let empty = LabelTable(table: LabelHashTable(capacity: 8), ambiguities: [])

    /// A bucket of the table.
    typealias Bucket = LabelHashTable<LabelAnswer>.Bucket

    /// The answer for `label`, whose ``LabelHashTable/hash(ofLabel:)`` is `hash`; nil when no element answers to it.
    func match(_ label: String, hash: UInt64) -> LabelMatch? {
        guard let bucket = table.bucket(of: label, hash: hash) else { return nil }
        let answer = table[bucket]
        if let element = answer.element { return .element(element) }
        return .ambiguous(ambiguities[answer.ambiguity ?? 0])
    }

    /// The bucket holding `label` (whose hash is `hash`), nil when no element answers to it.
    func bucket(of label: String, hash: UInt64) -> Bucket? { table.bucket(of: label, hash: hash) }

    /// One value per bucket of the table, bucket for bucket (see ``LabelHashTable/mapBuckets(empty:_:)``): what `full`
    /// makes of a label, the one element it finds (nil when two or more controls answer to it) and its bucket's
    /// fingerprint; `empty` for an empty bucket.
    func mapBuckets<Mapped>(
        empty: Mapped,
        _ full: (_ bucket: Bucket, _ label: String, _ element: Int?, _ fingerprint: UInt16) -> Mapped
    ) -> [Mapped] {
        table.mapBuckets(empty: empty) { bucket, label, answer, fingerprint in
            full(bucket, label, answer.element, fingerprint)
        }
    }

    /// A 64-bit hash of `label`'s comparison form: ``LabelHashTable/hash(ofLabel:)``.
    static func hash(ofLabel label: String) -> UInt64 { LabelHashTable<LabelAnswer>.hash(ofLabel: label) }

    /// Works out what answers to each label as the elements come, one at a time in element order, straight in the
    /// table kept: each label is looked up and, when new, inserted in the same probe; what a later element makes of a
    /// label it shares is decided from its bucket's answer (``LabelAnswer`` keeps whether the element found is a
    /// control). There is no list of labels aside and no second pass over the labels.
    ///
    /// The table's size is worked out as it fills (``LabelSizing``): made for a quarter of the labels that can come, so
    /// that while most of them are added it is small enough to stay in the cache; when full, laid out again for as
    /// many as the share of new labels so far, carried over the labels still to come, projects (from the hash bits its
    /// buckets keep, no label hashed again); and at the end brought down to its labels' size when that saves more than
    /// a sixteenth of it (``LabelHashTable/shrinkToFit()``).
    struct Builder {
        /// The table being filled (made on the first label).
        private var table = LabelHashTable<LabelAnswer>(capacity: 8)
        /// Whether ``table`` has been made at its first size (a builder that is given no label makes none).
        private var isSized = false
        /// The controls of each label two or more controls answer to.
        private var ambiguities: [[Int]] = []
        /// How the table is sized as it fills.
        private var sizing: LabelSizing

        /// An empty builder for up to `expectedKeys` labels (each element's and each named row's, alike or not: more
        /// may come, and the table then grows), whose table is made on its first label.
        init(expectedKeys: Int = 1) {
            sizing = LabelSizing(expectedLabels: expectedKeys)
        }

        /// Adds `element` (a control or not) to the elements answering to `label`; elements come in ascending order.
        mutating func add(_ label: String, element: Int, isControl: Bool) {
            add(label, hash: LabelHashTable<LabelAnswer>.hash(ofLabel: label), element: element, isControl: isControl)
        }

        /// ``add(_:element:isControl:)`` of a label whose ``LabelHashTable/hash(ofLabel:)`` is `hash`.
        mutating func add(_ label: String, hash: UInt64, element: Int, isControl: Bool) {
            if !isSized {
                table = LabelHashTable(capacity: LabelHashTable<LabelAnswer>.capacity(for: sizing.firstLabels))
                isSized = true
            }
            if LabelHashTable<LabelAnswer>.capacity(for: table.count + 1) > table.capacity {
                table.reserveCapacity(sizing.labelsToMakeRoomFor(distinct: table.count))
            }
            sizing.count()
            let (bucket, inserted) = table.findOrInsert(label, hash: hash,
                                                        value: LabelAnswer(element: element, isControl: isControl))
            // A label seen before changes only for a control: it takes the place of another element, and makes a label
            // that finds a control ambiguous.
            guard !inserted, isControl else { return }
            let answer = table[bucket]
            if let ambiguity = answer.ambiguity {
                ambiguities[ambiguity].append(element)
            } else if let found = answer.element, answer.isControl {
                table[bucket] = LabelAnswer(ambiguity: ambiguities.count)
                ambiguities.append([found, element])
            } else {
                table[bucket] = LabelAnswer(element: element, isControl: true)
            }
        }

        /// The table: each label's answer is its one control, else its first element, or the list of its controls.
        /// It is kept at about the size its labels need (it is kept as long as the screen). The builder is done with.
        mutating func finish() -> LabelTable {
            guard isSized else { return .empty }
            if LabelSizing.isWorthShrinking(capacity: table.capacity, distinct: table.count) { table.shrinkToFit() }
            return LabelTable(table: table, ambiguities: ambiguities)
        }
    }

    /// A table of `table`'s answers.
    private init(table: LabelHashTable<LabelAnswer>, ambiguities: [[Int]]) {
        self.table = table
        self.ambiguities = ambiguities
    }
}
