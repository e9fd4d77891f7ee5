import Foundation

/// A screen prepared once for reading: its index and, built on first use, each platform's focus order.
///
/// Immutable and shared: every reader and every scenario of one screen can start from the same compiled screen, so the
/// screen is indexed once and ordered once per platform. A reader holds only its own state (live states, focus,
/// TalkBack's swallowed edge, its log).
///
///     let compiled = CompiledScreen(screen)
///     let voiceOver = try VoiceOver(compiled)
///     let talkBack = try TalkBack(compiled)
public final class CompiledScreen: @unchecked Sendable {
    /// The screen, indexed: elements depth-first, parents, label lookup.
    public let index: ScreenIndex
    /// Each element's declared state, by element index; a reader starts from this list and copies it on its first change.
    let initialStates: ControlStateTable
    /// The radios of each radio's group (by element index), for mutual exclusion.
    let radioGroupMembers: [Int: [Int]]
    /// Whether any element is a dialog or menu: without one, no element is inside a layer and no lookup walks up.
    let hasLayers: Bool
    /// Guards ``orders``: a platform's order is built once, by whichever reader asks first.
    private let lock = NSLock()
    /// Each platform's focus order, or why it cannot be built; filled on first use.
    private var orders: [Platform: Result<FocusOrder, FocusOrderError>] = [:]
    /// Each dialog's and menu's own focus order per platform, built the first time it opens (see CompiledScreen+Layers).
    let layerOrders = LayerOrders()

    /// Indexes `screen`; each platform's focus order is built when a reader of that platform first needs it.
    public init(_ screen: Screen) {
        let index = ScreenIndex(screen)
        self.index = index
        // Fields are read in place: copying each element whole would cost more than the rest of this.
        let elements = index.elements
        self.initialStates = ControlStateTable(elements.indices.lazy.map { elements[$0].state })
        var members: [Int: [Int]] = [:]
        for element in elements.indices where elements[element].kind == .radioGroup {
            let radios = index.descendants(of: element).filter { elements[$0].kind == .radio }
            for radio in radios { members[radio] = radios }
        }
        self.radioGroupMembers = members
        self.hasLayers = elements.indices.contains { elements[$0].kind.opensLayer }
    }

    /// The screen as declared.
    public var screen: Screen { index.screen }

    /// Checks that `platform`'s focus order can be built (and builds it, once).
    /// - Throws: ``FocusOrderError`` when the screen's `before`/`after` overrides cycle or name an unknown id.
    public func validateFocusOrder(for platform: Platform) throws(FocusOrderError) {
        _ = try focusOrder(for: platform)
    }

    /// `platform`'s focus order, built on first use and shared after that.
    func focusOrder(for platform: Platform) throws(FocusOrderError) -> FocusOrder {
        lock.lock()
        defer { lock.unlock() }
        if let built = orders[platform] { return try built.get() }
        let rules = PlatformRules.rules(for: platform)
        let result: Result<FocusOrder, FocusOrderError>
        // Another platform's order of this screen serves when both order it alike (no frames, no `before`/`after`
        // where they differ): its stops and tables are shared, and only the phrases are this platform's.
        if let built = orders.first(where: { (try? $0.value.get()) != nil }), let otherOrder = try? built.value.get(),
           FocusOrder.ordersAlike(rules, PlatformRules.rules(for: built.key), index: index) {
            result = .success(FocusOrder(sharing: otherOrder, rules: rules))
        } else {
            do {
                result = .success(try FocusOrder(index: index, rules: rules))
            } catch {
                result = .failure(error)
            }
        }
        orders[platform] = result
        return try result.get()
    }
}
