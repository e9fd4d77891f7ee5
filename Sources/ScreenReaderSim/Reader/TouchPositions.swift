/// For each slot of a screen's label table (``LabelTable``), the stop of one focus order a touch on that key lands on,
/// laid out slot by slot beside the table.
///
/// A touch by label then reads the key's slot and its stop (and the stop's control, whose live state it speaks) at
/// places all known from the key's hash, together, rather than the slot, then the element's stop, then the stop's
/// content, then the control's state, one after the other: on a screen of a million elements each of those is a trip
/// to main memory. Built by a reader on its first touch, for its screen's own order.
struct TouchPositions {
    /// The order the positions are for.
    let order: ObjectIdentifier
    /// By slot: the stop holding the slot's element in the low 32 bits (all ones when the slot is empty, ambiguous, or
    /// its element is in no stop), and that stop's control in the high 32 bits (all ones for none).
    private let targets: [UInt64]

    /// The positions in `order` of the elements `labels` finds.
    init(_ labels: LabelTable, order: FocusOrder) {
        self.order = ObjectIdentifier(order)
        targets = (0..<labels.slotCount).map { slot in
            guard let element = labels.element(atSlot: slot), let position = order.stopHolding[element] else { return .max }
            let control = order.contents[position].control.map { UInt64(UInt32(truncatingIfNeeded: $0)) } ?? 0xFFFF_FFFF
            return control << 32 | UInt64(UInt32(truncatingIfNeeded: position))
        }
    }

    /// The stop a touch on the key in `slot` lands on (nil when its element is in no stop), and that stop's control.
    subscript(slot: Int) -> (position: Int?, control: Int?) {
        let target = targets[slot]
        let position = UInt32(truncatingIfNeeded: target)
        let control = UInt32(truncatingIfNeeded: target >> 32)
        return (position == .max ? nil : Int(position), control == .max ? nil : Int(control))
    }
}
