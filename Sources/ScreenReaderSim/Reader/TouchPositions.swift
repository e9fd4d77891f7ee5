/// For each slot of a screen's label table (``LabelTable``), the stop of one focus order a touch on that key lands on,
/// laid out slot by slot beside the table.
///
/// A touch by label then reads the key's slot and its stop at places both known from the key's hash, together, rather
/// than the slot, then the element's stop, one after the other: on a screen of a million elements each of those is a
/// trip to main memory. Built by a reader on its first touch, for its screen's own order.
struct TouchPositions {
    /// The order the positions are for.
    let order: ObjectIdentifier
    /// The stop holding each slot's element, by slot; -1 when the slot is empty, ambiguous, or its element is in no stop.
    private let positions: [Int32]

    /// The positions in `order` of the elements `labels` finds.
    init(_ labels: LabelTable, order: FocusOrder) {
        self.order = ObjectIdentifier(order)
        positions = (0..<labels.slotCount).map { slot in
            guard let element = labels.element(atSlot: slot), let position = order.stopHolding[element] else { return -1 }
            return Int32(truncatingIfNeeded: position)
        }
    }

    /// The stop a touch on the key in `slot` lands on, nil when its element is in no stop.
    subscript(slot: Int) -> Int? {
        let position = positions[slot]
        return position < 0 ? nil : Int(position)
    }
}
