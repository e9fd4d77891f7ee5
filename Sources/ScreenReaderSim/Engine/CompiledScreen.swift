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
    /// Whether any element is a dialog or menu: without one, no element is inside a layer and no lookup walks up.
    var hasLayers: Bool { index.storage.hasLayers }
    /// Guards the orders: a platform's order is built once, by whichever reader asks first.
    private let lock = NSLock()
    /// iOS's focus order, once built.
    private var iosOrder: FocusOrder?
    /// Android's focus order, once built.
    private var androidOrder: FocusOrder?
    /// Why iOS's focus order cannot be built, once tried.
    private var iosError: FocusOrderError?
    /// Why Android's focus order cannot be built, once tried.
    private var androidError: FocusOrderError?
    /// Each dialog's and menu's own focus order per platform, built the first time it opens (see CompiledScreen+Layers).
    let layerOrders = LayerOrders()
    /// The dialogs declared `open` (already showing when a scenario starts), in document order.
    let startingLayers: [Int]

    /// Indexes `screen`; each platform's focus order is built when a reader of that platform first needs it.
    public convenience init(_ screen: Screen) {
        self.init(index: ScreenIndex(screen))
    }

    /// Compiles an index already built (a scenario file's screen, lowered straight into flat form).
    init(index: ScreenIndex) {
        self.index = index
        // Fields are read in place: copying each element whole would cost more than the rest of this.
        let elements = index.elements
        self.initialStates = ControlStateTable(startingStatesOf: elements)
        self.startingLayers = index.storage.hasLayers
            ? elements.indices.filter { elements[$0].kind.facts.layer == .modal && elements[$0].startsOpen } : []
    }

    /// The innermost radio group holding `radio`, whose radios (its descendants of kind radio) exclude one another;
    /// nil outside a group. O(depth), asked only when a radio is selected.
    func exclusiveGroup(holding radio: Int) -> Int? {
        var current = index.parent(of: radio)
        while let parent = current {
            if index.elements[parent].kind == .radioGroup { return parent }
            current = index.parent(of: parent)
        }
        return nil
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
        if let built = order(of: platform) { return built }
        if let error = error(of: platform) { throw error }
        let shared = SharedPlatformRules.shared(for: platform)
        let other: Platform = platform == .ios ? .android : .ios
        // The other platform's order of this screen serves when both order it alike (no frames, no `before`/`after`
        // where they differ): its stops and tables are shared, and only the phrases are this platform's.
        let built: FocusOrder
        if let otherOrder = order(of: other),
           FocusOrder.ordersAlike(shared.rules, SharedPlatformRules.shared(for: other).rules, index: index) {
            built = FocusOrder(sharing: otherOrder, phrases: shared.phrases)
        } else {
            do {
                built = try FocusOrder(index: index, rules: shared.rules, phrases: shared.phrases)
            } catch {
                switch platform {
                case .ios: iosError = error
                case .android: androidError = error
                }
                throw error
            }
        }
        switch platform {
        case .ios: iosOrder = built
        case .android: androidOrder = built
        }
        return built
    }

    /// `platform`'s order, once built (call with ``lock`` held).
    private func order(of platform: Platform) -> FocusOrder? {
        switch platform {
        case .ios: iosOrder
        case .android: androidOrder
        }
    }

    /// Why `platform`'s order cannot be built, once tried (call with ``lock`` held).
    private func error(of platform: Platform) -> FocusOrderError? {
        switch platform {
        case .ios: iosError
        case .android: androidError
        }
    }
}
