/// What an element kind is, in one row: the role it is spoken as, how it becomes focus stops, which children it takes,
/// its value and states, how a row merges it, whether it groups keyboard focus, what activating it does and which rotor
/// choice finds it.
///
/// ``ElementKind/facts`` is the one table of these rows, an exhaustive switch: adding a case to ``ElementKind`` stops
/// the build there, and every other place (the parser's attribute vocabulary, lowering, the focus order, the readers)
/// reads the row instead of switching on the kind. The words a kind is spoken with are its ``SpokenRole``'s rows in
/// each platform's phrase table.
public struct KindFacts: Hashable, Sendable {
    /// How an element becomes focus stops (its children, if any, make their own).
    public enum Stops: Hashable, Sendable {
        /// None of its own: a decorative icon, or a container that speaks nothing itself.
        case none
        /// One stop speaking its name (text, a heading, an image).
        case named
        /// One stop that is also the control acted on (a button, a switch, a checkbox, a radio).
        case namedControl
        /// One control stop with a value, a placeholder, a series position or a region state.
        case control
        /// Two stops, decrement and increment, around its value (a stepper).
        case decrementIncrement
        /// One stop for its visible label, when it has one (a radio group).
        case groupLabel
        /// One merged stop for the row and what it holds.
        case mergedRow
        /// The stops of a layer: a dialog's title, a menu's button, an option of an open menu.
        case layer
    }

    /// Which children an element takes.
    public enum Children: Hashable, Sendable {
        /// None: it is not a container.
        case none
        /// Any kind of element.
        case any
        /// Only elements of one kind (a radio group's radios, a menu's options).
        case only(ElementKind)
    }

    /// The shape of an element's value.
    public enum ValueShape: Hashable, Sendable {
        /// No value.
        case none
        /// A whole number in a range moved by a step (`value`, `min`, `max`, `step`).
        case wholeNumberRange
        /// Text typed into it (`value`, `placeholder`, `secure`).
        case editedText
        /// The name of the option chosen from its children.
        case chosenOption
        /// A string spoken as its value that no action changes (`value "3 items"` on an expandable).
        case spokenText
    }

    /// How a row merges an element inside it.
    public enum RowMerge: Hashable, Sendable {
        /// Not at all: it adds nothing to the row's stop.
        case none
        /// Its name, when it has one, is part of the row's name.
        case name
        /// Its visible label, when it has one, is part of the row's name.
        case label
        /// It is a control the row's stop takes its role, state and action from.
        case control
        /// It keeps its own stops after the row's (a stepper; scenario files reject one in a row).
        case ownStops
    }

    /// What activating an element does.
    public enum Activation: Hashable, Sendable {
        /// Nothing: it cannot be activated.
        case none
        /// Presses it.
        case press
        /// Toggles its two states (on/off, checked/unchecked).
        case toggle
        /// Selects it and unselects the other radios of its group.
        case selectRadio
        /// Moves its value one step down or up, by the stop activated.
        case step
        /// Starts editing its text.
        case startEditing
        /// Selects it in its exclusive series (a segment, a tab).
        case selectInSeries
        /// Expands or collapses it, showing or hiding its children.
        case expandOrCollapse
        /// Opens its destination, a change of context.
        case followLink
        /// Opens its options as a layer.
        case openMenu
        /// Chooses it as its menu's value.
        case chooseOption
    }

    /// The rotor choices (VoiceOver) or reading controls (TalkBack) that move to an element of a kind.
    public enum RotorGroup: Hashable, Sendable {
        /// `headings`.
        case headings
        /// `links`.
        case links
        /// `form controls`.
        case formControls
    }

    /// Where an element's visible label is: the text its accessibility label must start with.
    public enum VisibleLabel: Hashable, Sendable {
        /// Its own label is the text shown (a text, a heading, a dialog's title).
        case own
        /// Its own label, shown beside it, unless it sits in a row (whose texts label it then).
        case ownOutsideRow
        /// The first text inside it (a row).
        case firstTextInside
        /// It is a picture: its label describes it and is never shown (an icon, an image).
        case pictureDescription
        /// None (a group; a radio group, whose label its radios speak).
        case none
    }

    /// The layer an element opens over the screen.
    public enum Layer: Hashable, Sendable {
        /// A modal layer: a dialog (alert, modal, sheet), shown once a control that `opens` it is activated.
        case modal
        /// A popup layer: a menu's options, shown once the menu button is activated.
        case popup
    }

    /// The role of the button a platform adds to dismiss an open layer (VoiceOver's `Dismiss context menu`): a button,
    /// which no element of the screen declares.
    static let dismissRole: SpokenRole = .button

    /// The role its stops are spoken as on their own (a secure text field's is ``SpokenRole/secureTextField``, a row's
    /// is its control's): each platform's phrase table has the role's order and words.
    public var role: SpokenRole
    /// How it becomes focus stops.
    public var stops: Stops
    /// Which children it takes.
    public var children: Children
    /// The shape of its value.
    public var value: ValueShape
    /// Its two exclusive state words (`on`/`off`, ...), if it has them.
    public var stateWords: (ControlState, ControlState)? { stateWordPair.map { ($0.first, $0.second) } }
    /// The state it starts in when none is given, if it has one (a ranged value starts at its minimum).
    public var defaultState: ControlState?
    /// How a row merges it.
    public var rowMerge: RowMerge
    /// Whether keyboard focus treats it as one group: Tab moves past it, the arrow keys within it.
    public var groupsKeyboardFocus: Bool
    /// What activating it does.
    public var activation: Activation
    /// The rotor choice that moves to it, if any.
    public var rotor: RotorGroup?
    /// The layer it opens over the screen, if it is one.
    public var layer: Layer?
    /// Where its visible label is.
    public var visibleLabel: VisibleLabel
    /// Whether it is a control a user can act on (the kinds a row takes its action from, and `opens` fits).
    public var isControl: Bool
    /// Whether a scenario file must give it a label (rows and groups are named by what they hold).
    public var needsLabel: Bool
    /// Whether it is decorative: never a focus stop, never merged, never drawn as hidden.
    public var isDecorative: Bool
    /// Whether it is one child of an exclusive series, spoken with its position `N of M`.
    public var isSeriesItem: Bool
    /// Whether swipe up and down (and Left/Right) adjust its value.
    public var isAdjustable: Bool
    /// Whether its visible label is a text shown beside it, which a separate text stop can repeat (a switch, a text
    /// field); a button's, a link's and a menu's labels are inside them.
    public var isLabelledBeside: Bool
    /// Whether choosing its state must never change the context (MagentaA11y: selecting a radio, toggling a switch):
    /// the audit flags one that navigates or moves focus.
    public var keepsContextWhenChosen: Bool
    /// The words that say its role, which a name must not repeat (the audit's `name-repeats-role`), looked for anywhere
    /// in the name as whole words, longest phrases first: a switch's `switch button`, `switch`, `toggle`, `button`.
    var roleWordsInName: [String]
    /// The words that say its state, which a name must not hold as its first or last word, longest phrases first.
    var stateWordsInName: [String]

    /// The state words as a stored pair (a tuple cannot be `Hashable`).
    private var stateWordPair: StateWords?

    /// Two exclusive state words.
    private struct StateWords: Hashable, Sendable {
        /// The first word, e.g. `on`.
        var first: ControlState
        /// The second word, e.g. `off`.
        var second: ControlState
    }

    /// A row; every fact not given is the plain one (no stops, no children, no value, nothing on activation).
    init(
        role: SpokenRole, stops: Stops, children: Children = .none, value: ValueShape = .none,
        stateWords: (ControlState, ControlState)? = nil, defaultState: ControlState? = nil,
        rowMerge: RowMerge = .none, groupsKeyboardFocus: Bool = false, activation: Activation = .none,
        rotor: RotorGroup? = nil, layer: Layer? = nil, visibleLabel: VisibleLabel = .ownOutsideRow,
        isControl: Bool = false, needsLabel: Bool = true,
        isDecorative: Bool = false, isSeriesItem: Bool = false, isAdjustable: Bool = false, isLabelledBeside: Bool = false,
        keepsContextWhenChosen: Bool = false, roleWordsInName: [String] = [], stateWordsInName: [String] = []
    ) {
        self.role = role
        self.stops = stops
        self.children = children
        self.value = value
        self.stateWordPair = stateWords.map { StateWords(first: $0.0, second: $0.1) }
        self.defaultState = defaultState
        self.rowMerge = rowMerge
        self.groupsKeyboardFocus = groupsKeyboardFocus
        self.activation = activation
        self.rotor = rotor
        self.layer = layer
        self.visibleLabel = visibleLabel
        self.isControl = isControl
        self.needsLabel = needsLabel
        self.isDecorative = isDecorative
        self.isSeriesItem = isSeriesItem
        self.isAdjustable = isAdjustable
        self.isLabelledBeside = isLabelledBeside
        self.keepsContextWhenChosen = keepsContextWhenChosen
        self.roleWordsInName = roleWordsInName
        self.stateWordsInName = stateWordsInName
    }

    /// Whether elements of the kind hold children (``ElementKind/isContainer``).
    public var isContainer: Bool { children != .none }

    /// Whether an element of the kind opens as a layer over the screen (``ElementKind/opensLayer``).
    public var opensLayer: Bool { layer != nil }

    /// Whether `state` is one an element of this kind holds.
    public func holds(_ state: ControlState) -> Bool {
        switch state {
        case .value: value == .wholeNumberRange
        case .text: value == .editedText || value == .chosenOption
        default: stateWordPair.map { $0.first == state || $0.second == state } ?? false
        }
    }
}

extension ElementKind {
    /// What this kind is: the one table every other place reads (see ``KindFacts``). Each kind's row is made once
    /// (``factsTable``): building a screen asks for it several times per element.
    public var facts: KindFacts { Self.factsTable[factsPosition] }

    /// Every kind's row, in ``allCases`` order.
    static let factsTable: [KindFacts] = allCases.map(\.declaredFacts)

    /// This kind's place in ``allCases`` (and so in ``factsTable``): a case without a payload is stored as its place
    /// in the declaration, which is the order `allCases` lists (`KindFactsTableTests` checks every kind).
    var factsPosition: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// The row as declared, an exhaustive switch: adding a case to ``ElementKind`` stops the build here.
    var declaredFacts: KindFacts {
        switch self {
        case .text:
            KindFacts(role: .text, stops: .named, rowMerge: .name, visibleLabel: .own)
        case .heading:
            KindFacts(role: .heading, stops: .named, rowMerge: .name, rotor: .headings, visibleLabel: .own,
                      roleWordsInName: ["heading"])
        case .image:
            KindFacts(role: .image, stops: .named, rowMerge: .name, visibleLabel: .pictureDescription,
                      roleWordsInName: ["image", "picture"])
        case .icon:
            KindFacts(role: .text, stops: .none, visibleLabel: .pictureDescription, isDecorative: true)
        case .button:
            KindFacts(role: .button, stops: .namedControl, rowMerge: .control, activation: .press, isControl: true,
                      roleWordsInName: ["button"])
        case .switch:
            KindFacts(role: .switch, stops: .namedControl, stateWords: (.on, .off), defaultState: .off, rowMerge: .control,
                      activation: .toggle, rotor: .formControls, isControl: true, isLabelledBeside: true,
                      keepsContextWhenChosen: true, roleWordsInName: ["switch button", "switch", "toggle", "button"],
                      stateWordsInName: ["on", "off"])
        case .checkbox:
            KindFacts(role: .checkbox, stops: .namedControl, stateWords: (.checked, .unchecked), defaultState: .unchecked,
                      rowMerge: .control, activation: .toggle, rotor: .formControls, isControl: true, isLabelledBeside: true,
                      roleWordsInName: ["check box", "checkbox", "button"],
                      stateWordsInName: ["not checked", "unchecked", "checked"])
        case .radioGroup:
            KindFacts(role: .text, stops: .groupLabel, children: .only(.radio), rowMerge: .label, groupsKeyboardFocus: true,
                      visibleLabel: .none)
        case .radio:
            KindFacts(role: .radio, stops: .namedControl, stateWords: (.selected, .unselected), defaultState: .unselected,
                      rowMerge: .control, activation: .selectRadio, rotor: .formControls, isControl: true,
                      isLabelledBeside: true, keepsContextWhenChosen: true, roleWordsInName: ["radio button", "radio", "button"],
                      stateWordsInName: ["not checked", "unselected", "selected", "unchecked", "checked"])
        case .stepper:
            KindFacts(role: .stepperButton, stops: .decrementIncrement, value: .wholeNumberRange, rowMerge: .ownStops,
                      groupsKeyboardFocus: true, activation: .step, rotor: .formControls, isControl: true, isLabelledBeside: true,
                      roleWordsInName: ["stepper", "button"])
        case .row:
            KindFacts(role: .text, stops: .mergedRow, children: .any, groupsKeyboardFocus: true, visibleLabel: .firstTextInside,
                      needsLabel: false)
        case .group:
            KindFacts(role: .text, stops: .none, children: .any, groupsKeyboardFocus: true, visibleLabel: .none, needsLabel: false)
        case .textField:
            KindFacts(role: .textField, stops: .control, value: .editedText, defaultState: .text(""), rowMerge: .control,
                      activation: .startEditing, rotor: .formControls, isControl: true, isLabelledBeside: true)
        case .slider:
            KindFacts(role: .slider, stops: .control, value: .wholeNumberRange, rowMerge: .control, rotor: .formControls,
                      isControl: true, isAdjustable: true, isLabelledBeside: true)
        case .segmentedControl:
            KindFacts(role: .text, stops: .none, children: .only(.segment), groupsKeyboardFocus: true)
        case .segment:
            KindFacts(role: .segment, stops: .control, stateWords: (.selected, .unselected), defaultState: .unselected,
                      activation: .selectInSeries, rotor: .formControls, isControl: true, isSeriesItem: true)
        case .tabBar:
            KindFacts(role: .text, stops: .none, children: .only(.tab), groupsKeyboardFocus: true)
        case .tab:
            KindFacts(role: .tab, stops: .control, stateWords: (.selected, .unselected), defaultState: .unselected,
                      activation: .selectInSeries, rotor: .formControls, isControl: true, isSeriesItem: true)
        case .link:
            KindFacts(role: .link, stops: .control, rowMerge: .control, activation: .followLink, rotor: .links, isControl: true)
        case .expandable:
            KindFacts(role: .expandable, stops: .control, children: .any, value: .spokenText, stateWords: (.expanded, .collapsed),
                      defaultState: .collapsed, activation: .expandOrCollapse, isControl: true)
        case .dialog:
            KindFacts(role: .text, stops: .layer, children: .any, layer: .modal, visibleLabel: .own)
        case .menu:
            KindFacts(role: .menuButton, stops: .layer, children: .only(.option), value: .chosenOption, defaultState: .text(""),
                      rowMerge: .control, activation: .openMenu, rotor: .formControls, layer: .popup, isControl: true)
        case .option:
            KindFacts(role: .option, stops: .layer, stateWords: (.selected, .unselected), defaultState: .unselected,
                      activation: .chooseOption, isControl: true)
        }
    }
}
