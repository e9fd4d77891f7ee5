/// Each element's control state, by element index, packed: one byte per element for the states that carry no data,
/// and the others (a stepper's or slider's value, a text field's text) kept aside by element.
///
/// Read and written like `[ControlState?]`; a copy shares its storage until the first change (so a reader starts from
/// the compiled screen's declared states for free, and its first change copies one byte per element).
struct ControlStateTable: Sendable {
    /// Each element's state code (see ``code(of:)``); ``payloadCode`` means the state is in ``payloads``.
    private var codes: [UInt8]
    /// The states that carry data, by element index.
    private var payloads: [Int: ControlState]

    /// The code of a state kept in ``payloads``.
    private static let payloadCode: UInt8 = 255

    /// The table of `states`, by element index.
    init(_ states: some Sequence<ControlState?>) {
        var codes: [UInt8] = []
        codes.reserveCapacity(states.underestimatedCount)
        var payloads: [Int: ControlState] = [:]
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
            let code = Self.code(of: newValue)
            if codes[element] == Self.payloadCode && code != Self.payloadCode { payloads[element] = nil }
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
}
