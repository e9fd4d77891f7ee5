/// For each slot of a screen's label table (``LabelTable``), the key's fingerprint and the stop of one focus order a
/// touch on that key lands on, laid out slot by slot beside the table.
///
/// A touch by label probes this table first: it is small (8 bytes a slot) and in the table's layout, so the stop is
/// found from the key's hash in one read, and the stop's content and the label table's slot (whose key confirms the
/// match) are then fetched together, rather than the slot, then the stop, then the stop's content, one after the
/// other: on a screen of a million elements each of those is a trip to main memory. Built once per screen, on the first
/// touch by label of any of its readers, and shared (see ``FocusOrder/touchPositions``); a small screen builds none.
struct TouchPositions: Sendable {
    /// The fewest elements a screen has for a reader to use the table: below this, looking the label up and then its
    /// element's stop touches little memory anyway, and building the table would cost more than it saves.
    static let minimumElements = 4096

    /// By slot: 0 when the slot is empty; otherwise the fingerprint of the slot's key in the high 32 bits, and in the
    /// low 32 bits the stop holding the key's element (all ones when the key is ambiguous or its element in no stop).
    private let targets: [UInt64]

    /// The positions in `order` of the elements `labels` finds.
    init(_ labels: LabelTable, order: FocusOrder) {
        targets = (0..<labels.slotCount).map { slot in
            guard let fingerprint = labels.fingerprint(atSlot: slot) else { return 0 }
            guard let element = labels.element(atSlot: slot), let position = order.stopHolding[element] else {
                return fingerprint << 32 | 0xFFFF_FFFF
            }
            return fingerprint << 32 | UInt64(UInt32(truncatingIfNeeded: position))
        }
    }

    /// The next slot, from `hash`'s first slot (or after `previous`), whose key may be the key of `hash`: its
    /// fingerprint matches (the label table's key confirms it). Nil when the key is in no slot.
    /// `position`: the stop a touch on that key lands on, nil when the key is ambiguous or its element in no stop.
    func candidate(for hash: UInt64, after previous: Int? = nil) -> (slot: Int, position: Int?)? {
        let fingerprint = hash >> 32
        let mask = targets.count - 1
        var slot = previous.map { ($0 + 1) & mask } ?? Int(truncatingIfNeeded: hash) & mask
        while true {
            let target = targets[slot]
            if target == 0 { return nil }
            if target >> 32 == fingerprint {
                let position = UInt32(truncatingIfNeeded: target)
                return (slot, position == .max ? nil : Int(position))
            }
            slot = (slot + 1) & mask
        }
    }
}
