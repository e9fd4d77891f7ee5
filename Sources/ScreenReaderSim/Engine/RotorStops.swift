/// The positions of one order's stops that a rotor choice stops at (headings, links or form controls), ascending: a
/// rotor move finds the next or previous one by binary search, O(log stops), never walking the stops between, so a
/// move with nothing left to find costs no more than one that finds something. Built once per order and choice, on the
/// first move by that choice, and shared by every reader of the order.
struct RotorStops: Sendable {
    /// What a table is built for: the choice, and whether it takes every actionable stop (a reader whose
    /// form-controls choice does).
    struct Key: Hashable {
        let choice: RotorChoice
        let everyActionable: Bool
    }

    /// The matching positions, ascending.
    let positions: [Int]

    /// The stops of `contents` that `choice` stops at; with `everyActionable`, every stop with a control.
    init(_ choice: RotorChoice, everyActionable: Bool = false, contents: [StopContent], index: ScreenIndex) {
        positions = contents.indices.filter { position in
            let controlKind = contents[position].control.map { index.elements[$0].kind }
            return everyActionable ? controlKind != nil : choice.matches(role: contents[position].role, controlKind: controlKind)
        }
    }

    /// The first matching position at or after `position`, if any.
    func first(atOrAfter position: Int) -> Int? {
        let found = positions.firstIndex(notBelow: position)
        return found < positions.count ? positions[found] : nil
    }

    /// The last matching position at or before `position`, if any.
    func last(atOrBefore position: Int) -> Int? {
        let found = positions.firstIndex(notBelow: position + 1)
        return found > 0 ? positions[found - 1] : nil
    }
}
