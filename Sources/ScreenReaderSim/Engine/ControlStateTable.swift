/// Each element's control state, by element index, packed: one byte per element for the states that carry no data,
/// and the others (a stepper's or slider's value, a text field's text) kept aside by element.
///
/// Read and written like `[ControlState?]`; a copy shares its storage until the first change (so a reader starts from
/// the compiled screen's declared states for free, and its first change copies one byte per element).
struct ControlStateTable: Sendable {
    /// Each element's state code (see ``code(of:)``); ``payloadCode`` means the state is in ``payloads``.
    private var codes: [UInt8]
    /// The states that carry data, by element index.
    private var payloads: PayloadTable

    /// The code of a state kept in ``payloads``.
    private static let payloadCode: UInt8 = 255

    /// The table of `states`, by element index.
    init(_ states: some Sequence<ControlState?>) {
        var codes: [UInt8] = []
        codes.reserveCapacity(states.underestimatedCount)
        var payloads = PayloadTable()
        for (element, state) in states.enumerated() {
            let code = Self.code(of: state)
            codes.append(code)
            if code == Self.payloadCode, let state { payloads[element] = state }
        }
        self.codes = codes
        self.payloads = payloads
    }

    /// The state of the element at `element`.
    subscript(element: Int) -> ControlState? {
        @inline(__always) get {
            switch codes[element] {
            case 0: nil
            case 1: .on
            case 2: .off
            case 3: .checked
            case 4: .unchecked
            case 5: .selected
            case 6: .unselected
            case 7: .expanded
            case 8: .collapsed
            default: payloads[element]
            }
        }
        set {
            // A payload left behind when the state changes to one without data is never read (the code says where
            // the state is) and is replaced if the element takes data again.
            let code = Self.code(of: newValue)
            codes[element] = code
            if code == Self.payloadCode, let newValue { payloads[element] = newValue }
        }
    }

    /// How many elements the table covers.
    var count: Int { codes.count }

    /// A state's code: 0 for none, 1 to 8 for the states without data, ``payloadCode`` for the others.
    private static func code(of state: ControlState?) -> UInt8 {
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
        case .value?, .text?: payloadCode
        }
    }

    /// The states that carry data, by element, in an open-addressing table whose buckets hold the element and its state
    /// side by side: a lookup reads one place in memory, where a dictionary reads three (its bitmap, its keys, its
    /// values) after hashing the element with a seeded hash. On a screen of a million elements, each place is a trip
    /// to main memory; a touch or swipe onto a stepper, slider, text field or menu reads one.
    private struct PayloadTable: Sendable {
        /// One bucket: an element (-1 when empty) and its state.
        private struct Bucket: Sendable {
            var element: Int32
            var state: ControlState
        }

        /// The buckets, a power of two of them, at most three quarters full, probed linearly.
        private var buckets = [Bucket](repeating: Bucket(element: -1, state: .on), count: 8)
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
            buckets = [Bucket](repeating: Bucket(element: -1, state: .on), count: old.count * 2)
            count = 0
            for bucket in old where bucket.element >= 0 { self[Int(bucket.element)] = bucket.state }
        }
    }
}
