/// Each element's control state, by element index, packed: one byte per element for the states that carry no data and
/// for the usual ones that do (a value from 0 to ``largestInlineValue``, an empty text), and the others (a larger or
/// negative value, a text) kept aside by element.
///
/// Read and written like `[ControlState?]`; a copy shares its storage until the first change (so a reader starts from
/// the compiled screen's declared states for free, and its first change copies one byte per element).
///
/// Why a stepper's value and an empty field's text are in the byte: a touch or swipe onto a control reads its state,
/// and on a screen of a million elements the byte table (a megabyte) stays in the cache where the table kept aside
/// does not (each read there is a trip to main memory, after the one that found the control). So a touch on a stepper,
/// a slider or an empty text field reads its state from the byte its record (``TouchPositions``) points at.
///
/// Which elements were written since the table was made (or the table it was copied from) is kept in a small filter
/// (``ChangedElements``), so a touch can take a state from its bucket, which holds the code its control started with,
/// without reading the byte: see ``state(at:startingCode:)``.
struct ControlStateTable: Sendable {
    /// Each element's state code (see ``code(of:)``); ``payloadCode`` means the state is in ``payloads``.
    private var codes: [UInt8]
    /// The states that carry data, by element index.
    private var payloads: PayloadTable
    /// The elements whose state was written since the table was made.
    private var changed: ChangedElements

    /// The code of a state kept in ``payloads``.
    private static let payloadCode: UInt8 = 255
    /// The code of an empty text.
    private static let emptyTextCode: UInt8 = 9
    /// The code of `.value(0)`; `.value(v)` is `firstValueCode + v` up to ``largestInlineValue``.
    private static let firstValueCode: UInt8 = 10
    /// The largest value kept in the byte (`.value(0)` to `.value(244)`); others are kept aside.
    static let largestInlineValue = Int(payloadCode - 1 - firstValueCode)

    /// The table of `states`, by element index.
    init(_ states: some Sequence<ControlState?>) {
        var codes: [UInt8] = []
        codes.reserveCapacityOnHugePages(states.underestimatedCount)
        var payloads = PayloadTable()
        for (element, state) in states.enumerated() {
            let code = Self.code(of: state)
            codes.append(code)
            if code == Self.payloadCode, let state { payloads[element] = state }
        }
        self.codes = codes
        self.payloads = payloads
        changed = ChangedElements(elements: codes.count)
    }

    /// The table of the states `elements` start in, as ``init(_:)`` makes it of their `state`s: each state read in place
    /// from the list and its code written into a list made at its size, where the generic version walked a lazy
    /// sequence of copied states and appended each code (a compiled screen makes one for every element).
    init(startingStatesOf elements: [Element]) {
        var payloads = PayloadTable()
        codes = [UInt8](hugePagedCapacity: elements.count) { buffer, initialized in
            for element in elements.indices {
                let code = Self.code(of: elements[element].state)
                buffer[element] = code
                if code == Self.payloadCode, let state = elements[element].state { payloads[element] = state }
            }
            initialized = elements.count
        }
        self.payloads = payloads
        changed = ChangedElements(elements: elements.count)
    }

    /// The state of the element at `element`.
    subscript(element: Int) -> ControlState? {
        @inline(__always) get {
            let code = codes[element]
            return code == Self.payloadCode ? payloads[element] : Self.state(ofInlineCode: code)
        }
        set {
            // A payload left behind when the state changes to one without data is never read (the code says where
            // the state is) and is replaced if the element takes data again.
            let code = Self.code(of: newValue)
            codes[element] = code
            if code == Self.payloadCode, let newValue { payloads[element] = newValue }
            changed.insert(element)
        }
    }

    /// The state of the element at `element`, whose code was `startingCode` when the table (or the one it was copied
    /// from) was made (``code(of:)`` of its starting state): when the element's state was never written since, decoded
    /// from `startingCode` (or read from the states kept aside, when the code says it is there), else read from the
    /// table. The same answer as the subscript's, without reading the element's byte unless it may have changed (see
    /// ``ChangedElements``).
    @inline(__always)
    func state(at element: Int, startingCode: UInt8) -> ControlState? {
        guard !changed.mayContain(element) else { return self[element] }
        return startingCode == Self.payloadCode ? payloads[element] : Self.state(ofInlineCode: startingCode)
    }

    /// The state `code` stands for; `code` is not ``payloadCode``.
    @inline(__always)
    private static func state(ofInlineCode code: UInt8) -> ControlState? {
        switch code {
        case 0: nil
        case 1: .on
        case 2: .off
        case 3: .checked
        case 4: .unchecked
        case 5: .selected
        case 6: .unselected
        case 7: .expanded
        case 8: .collapsed
        case Self.emptyTextCode: .text("")
        case let code: .value(Int(code - Self.firstValueCode))
        }
    }

    /// How many elements the table covers.
    var count: Int { codes.count }

    /// A state's code: 0 for none, 1 to 8 for the states without data, ``emptyTextCode`` for an empty text,
    /// ``firstValueCode`` on for a value from 0 to ``largestInlineValue``, ``payloadCode`` for the others (kept aside).
    static func code(of state: ControlState?) -> UInt8 {
        switch state {
        case nil: 0
        case .on?: 1
        case .off?: 2
        case .checked?: 3
        case .unchecked?: 4
        case .selected?: 5
        case .unselected?: 6
        case .expanded?: 7
        case .collapsed?: 8
        case .text("")?: emptyTextCode
        case .value(let value)? where value >= 0 && value <= largestInlineValue: firstValueCode + UInt8(value)
        case .value?, .text?: payloadCode
        }
    }

    /// The states that carry data, by element, in an open-addressing table whose buckets hold the element and its state
    /// side by side: a lookup reads one place in memory, where a dictionary reads three (its bitmap, its keys, its
    /// values) after hashing the element with a seeded hash. On a screen of a million elements, each place is a trip
    /// to main memory; a touch or swipe onto a menu or a field holding text reads one. A text is kept in the bucket
    /// itself, not in the box `ControlState.text` holds it in (reading it there would be one more trip).
    private struct PayloadTable: Sendable {
        /// One bucket: an element (-1 when empty) and its state, a text or else a value.
        private struct Bucket: Sendable {
            var element: Int32
            var value: Int
            var text: String?

            /// An empty bucket.
            static let empty = Bucket(element: -1, value: 0, text: nil)

            /// `state` (a value or a text) of `element`.
            init(element: Int32, state: ControlState) {
                self.element = element
                switch state {
                case .text(let text):
                    self.value = 0
                    self.text = text
                case .value(let value):
                    self.value = value
                    self.text = nil
                default:
                    preconditionFailure("only a value or a text is kept aside")
                }
            }

            /// A bucket of its parts.
            private init(element: Int32, value: Int, text: String?) {
                self.element = element
                self.value = value
                self.text = text
            }

            /// The state kept.
            var state: ControlState { text.map(ControlState.text) ?? .value(value) }
        }

        /// The buckets, a power of two of them, at most three quarters full, probed linearly.
        private var buckets = [Bucket](repeating: .empty, count: 8)
        /// How many buckets are full.
        private var count = 0

        /// The bucket `element`'s probe starts at (a multiplicative hash: elements are small consecutive integers).
        private static func home(of element: Int, mask: Int) -> Int {
            Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: element)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        }

        /// The state kept for `element`; nil when none is. Setting nil is not supported (a state is replaced, never
        /// removed: see ``ControlStateTable``'s subscript).
        subscript(element: Int) -> ControlState? {
            get {
                let mask = buckets.count - 1
                var place = Self.home(of: element, mask: mask)
                while true {
                    let found = buckets[place].element
                    if found < 0 { return nil }
                    if Int(found) == element { return buckets[place].state }
                    place = (place + 1) & mask
                }
            }
            set {
                guard let newValue else { return }
                if (count + 1) * 4 > buckets.count * 3 { grow() }
                let mask = buckets.count - 1
                var place = Self.home(of: element, mask: mask)
                while buckets[place].element >= 0 && Int(buckets[place].element) != element { place = (place + 1) & mask }
                if buckets[place].element < 0 { count += 1 }
                buckets[place] = Bucket(element: Int32(element), state: newValue)
            }
        }

        /// Twice the buckets, every kept state laid out again.
        private mutating func grow() {
            let old = buckets
            buckets = [Bucket](repeating: .empty, count: old.count * 2)
            count = 0
            for bucket in old where bucket.element >= 0 { self[Int(bucket.element)] = bucket.state }
        }
    }
}
