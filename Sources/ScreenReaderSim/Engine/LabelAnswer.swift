/// What a ``LabelTable`` keeps for one label, in 4 bytes: the element it finds and whether that element is a control,
/// or the place of the list of controls when two or more controls answer to it.
///
///     var answer = LabelAnswer(element: 4, isControl: false)   // a text labelled "Wi-Fi"
///     answer.element                                           // Optional(4)
///     answer = LabelAnswer(element: 5, isControl: true)        // the switch labelled "Wi-Fi" wins
///     answer = LabelAnswer(ambiguity: 0)                       // a second control: the label's list of controls
///     answer.element                                           // nil
///
/// Kept in the label table's bucket as the table is built, element by element: whether the element found so far is a
/// control is what decides what a later control makes of the label (it takes the place of a text, and makes a label
/// that already finds a control ambiguous), and it is kept in the answer's bit 30, so building needs no other table
/// and reads no element. Reading the answer clears it.
struct LabelAnswer: Sendable, Equatable {
    /// The answer as stored: the element (bits 0 to 29) and bit 30 set for a control; or `-(k + 1)` for the `k`th list
    /// of controls.
    private let raw: Int32

    /// The bit that marks an element that is a control.
    private static let controlBit: Int32 = 1 << 30

    /// The most elements a screen can have for its labels' answers (the control bit sits above them).
    static let maximumElements = 1 << 30

    /// The answer of a label that finds `element`, a control or not.
    init(element: Int, isControl: Bool) {
        precondition(element >= 0 && element < Self.maximumElements, "element \(element) does not fit a label's answer")
        raw = Int32(truncatingIfNeeded: element) | (isControl ? Self.controlBit : 0)
    }

    /// The answer of a label that two or more controls answer to: the `ambiguity`th list of controls.
    init(ambiguity: Int) {
        precondition(ambiguity >= 0 && ambiguity < Int(Int32.max), "ambiguity \(ambiguity) does not fit a label's answer")
        raw = -Int32(truncatingIfNeeded: ambiguity) - 1
    }

    /// The element the label finds; nil when two or more controls answer to it.
    var element: Int? { raw < 0 ? nil : Int(raw & ~Self.controlBit) }

    /// Whether the label finds one element and that element is a control.
    var isControl: Bool { raw >= 0 && raw & Self.controlBit != 0 }

    /// The place of the label's list of controls; nil when it finds one element.
    var ambiguity: Int? { raw < 0 ? Int(-(raw + 1)) : nil }
}
