/// One element line: `KIND ["LABEL"] ATTRIBUTES...`, e.g. `stepper "Guests" value 2 min 1 max 10`.
///
/// Core attributes (SCENARIOS.md): `on` `off` `checked` `unchecked` `selected` `unselected` `disabled` `hidden`,
/// `value N` `min N` `max N` `step N` (stepper), `label "TEXT"`, `hint "TEXT"`, `id NAME`.
///
/// Extensions, each mapped onto an ``Element`` property:
/// - `frame X Y W H`: position and size in points, decimals allowed (``Element/frame``; VoiceOver then reads by position).
/// - `order N`: explicit focus-order position, lower first, ahead of elements without one (``Element/order``).
/// - `before ID` / `after ID`: Android traversal before/after the element with that id
///   (``Element/traversalBefore``, ``Element/traversalAfter``); an unknown id or a cycle is an error at the word.
/// - `custom`: a custom control that exposes no role (``Element/exposesRole`` false).
/// - `stateless`: exposes no state or value (``Element/exposesState`` false).
/// - `no-keyboard`: unreachable by an external keyboard (``Element/isKeyboardReachable`` false).
/// - `navigates "TEXT"`: activating it changes context, e.g. opens a screen (``Element/navigatesTo``).
/// - `moves-focus "LABEL-OR-ID"`: activating it moves focus to that element (``Element/movesFocusTo``; must name one element).
/// - `lines N`: the text's line limit (``Element/lineLimit``); `width N`: the text's width in points (``Element/width``).
public struct ElementSyntax: Hashable, Sendable {
    /// One attribute: its word and the values after it (`value 2`, `frame 0 0 320 44`, `label "Dark mode"`, `on`).
    public struct Attribute: Hashable, Sendable {
        /// The attribute's word, e.g. `value`.
        public var name: Token
        /// The words or strings that follow it, as many as the attribute takes.
        public var values: [Token]
        /// From the word to its last value.
        public var range: SourceRange { name.range.lowerBound..<(values.last?.range.upperBound ?? name.range.upperBound) }
    }

    /// The kind word as written.
    public var keyword: Token
    /// The kind, when the word names one.
    public var kind: ElementKind
    /// The visible label string, if given.
    public var label: Token?
    /// The attributes, in order.
    public var attributes: [Attribute]
    /// The index of the containing element in ``ScenarioFileSyntax/elements``, or nil at the screen's top level.
    public var parent: Int?
    /// 0 at the screen's top level.
    public var depth: Int
    /// The whole line, from the kind to the last token.
    public var range: SourceRange

    /// The first attribute named `name`.
    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name.text == name } }
}
