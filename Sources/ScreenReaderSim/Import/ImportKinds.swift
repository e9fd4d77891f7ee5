/// The kinds the importers give, in one table for every dump format: each format's classes, traits, roles and types,
/// keyed by the dump's own words, and the few kinds an importer builds by itself (a text, a merged row, a dialog).
///
/// No other file under `Import/` names a kind: an importer looks its dump's words up here and reads the kind's
/// ``KindFacts`` for what to do with it (its state words, its value shape, whether it is one of a series), so a new
/// kind an importer can give is a row here. `ImportKindsTests` checks the rows against ``ElementKind``.
enum ImportKinds {
    // MARK: - Kinds an importer builds by itself

    /// Static text: a node that speaks only its name, or the guess for a node of an unknown type.
    static let plainText: ElementKind = .text
    /// A heading (a navigation bar's title, a node flagged as a heading).
    static let headingText: ElementKind = .heading
    /// A labelled picture.
    static let picture: ElementKind = .image
    /// A push button: the guess for a clickable node of no known type.
    static let pressable: ElementKind = .button
    /// A row merging its texts and its one control.
    static let mergedRow: ElementKind = .row
    /// A dialog (alert, sheet, modal pane) showing in the dump.
    static let shownDialog: ElementKind = .dialog
    /// The chosen option of a menu read from a dropdown.
    static let chosenOption: ElementKind = .option
    /// Android row 13: a checkable view of another class that merges no radio or checkbox.
    static let checkableGuess: ElementKind = .switch
    /// Android row 13: the kinds a checkable view of another class takes from a control it merges.
    static let checkableFromMerged: [ElementKind] = [.radio, .checkbox]
    /// The kinds a row merged from an Android view keeps as its control.
    static let androidRowControls: Set<ElementKind> = [.switch, .checkbox, .radio]
    /// The kinds that make an iOS cell a row when it holds exactly one of them.
    static let cellRowControls: Set<ElementKind> = [.button, .switch, .checkbox, .radio]
    /// The kinds an iOS cell reads as its texts (a row speaks them as texts), and the ones a duplicate removes.
    static let cellTexts: Set<ElementKind> = [.text, .heading, .image]
    /// The kinds that need a name to be usable: an unlabeled one is warned about.
    static let needsName: Set<ElementKind> = [
        .button, .switch, .checkbox, .radio, .textField, .slider, .link, .tab, .segment, .menu,
    ]

    // MARK: - AccessibilitySnapshot traits

    /// The first row whose traits an element has gives its kind; an element with none of them is text.
    static let snapshotTraits: [(traits: Set<String>, kind: ElementKind)] = [
        (["switchButton"], .switch),
        (["adjustable"], .slider),
        (["textEntry", "searchField", "secureTextField", "textArea"], .textField),
        (["tabBarItem"], .tab),
        (["link"], .link),
        (["button", "keyboardKey", "backButton"], .button),
        (["header"], .heading),
        (["image"], .image),
    ]

    // MARK: - Android view classes

    /// What an Android view class gives.
    struct AndroidClass {
        /// The kind.
        var kind: ElementKind
        /// Whether the kind is a guess (the import notes it).
        var guessed = false
        /// Whether only a checkable view of the class gives it (any other gives nothing).
        var onlyIfCheckable = false
        /// The kind a view that is neither clickable nor long-clickable gives instead, if it differs.
        var unlessClickable: ElementKind?
    }

    /// The kind each view class gives (SPEC-import 11.4.4 rows 1 to 12), by its simple name.
    static let androidClasses: [String: AndroidClass] = {
        var table: [String: AndroidClass] = [:]
        func add(_ names: [String], _ entry: AndroidClass) { for name in names { table[name] = entry } }
        add(["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"], AndroidClass(kind: .switch))
        add(["ToggleButton"], AndroidClass(kind: .switch, guessed: true))
        add(["CheckBox", "AppCompatCheckBox", "MaterialCheckBox"], AndroidClass(kind: .checkbox))
        add(["CheckedTextView", "AppCompatCheckedTextView"], AndroidClass(kind: .checkbox, guessed: true, onlyIfCheckable: true))
        add(["RadioButton", "AppCompatRadioButton", "MaterialRadioButton"], AndroidClass(kind: .radio))
        add([
            "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
            "MultiAutoCompleteTextView", "MaterialAutoCompleteTextView", "SearchAutoComplete",
        ], AndroidClass(kind: .textField))
        add(["SeekBar", "AppCompatSeekBar", "RatingBar", "AppCompatRatingBar", "Slider"], AndroidClass(kind: .slider))
        add(["ProgressBar", "ContentLoadingProgressBar", "LinearProgressIndicator", "CircularProgressIndicator"],
            AndroidClass(kind: .text, guessed: true))
        add(["Spinner", "AppCompatSpinner"], AndroidClass(kind: .menu, guessed: true))
        add([
            "Button", "AppCompatButton", "MaterialButton", "ImageButton", "AppCompatImageButton", "FloatingActionButton",
            "ExtendedFloatingActionButton",
        ], AndroidClass(kind: .button))
        add(["ImageView", "AppCompatImageView", "ShapeableImageView"], AndroidClass(kind: .button, unlessClickable: .image))
        add(["Tab", "TabView"], AndroidClass(kind: .tab))
        return table
    }()

    // MARK: - Compose semantics

    /// The kind each Compose `Role` gives.
    static let composeRoles: [String: ElementKind] = [
        "Button": .button, "Checkbox": .checkbox, "Switch": .switch, "RadioButton": .radio, "Tab": .tab, "Image": .image,
        "DropdownList": .menu,
    ]
    /// A node without a known `Role` holding `EditableText`.
    static let composeEditable: ElementKind = .textField
    /// A node without a known `Role` holding `ProgressBarRangeInfo` and the `SetProgress` action.
    static let composeSettableRange: ElementKind = .slider
    /// A node without a known `Role` holding `ToggleableState` or `Selected`.
    static let composeToggleable: ElementKind = .checkbox
    /// The kinds whose state `Selected` is: on any other node the property is dropped.
    static let composeKeepsSelected: Set<ElementKind> = [.tab, .radio, .checkbox]

    // MARK: - XCUITest element types

    /// The kind each `XCUIElementType` gives (SPEC-import 11.6.4), inside a tab bar or segmented control too unless
    /// ``xcuiSeriesTypes`` holds the type; a type not here is guessed as text (a heading in a navigation bar).
    static let xcuiTypes: [String: ElementKind] = [
        "Switch": .switch, "Toggle": .switch, "CheckBox": .checkbox, "RadioButton": .radio, "Slider": .slider,
        "Stepper": .stepper, "TextField": .textField, "SearchField": .textField, "SecureTextField": .textField,
        "TextView": .textField, "StaticText": .text, "Link": .link, "Image": .image,
        "PageIndicator": .text, "ProgressIndicator": .text, "ActivityIndicator": .text, "PickerWheel": .text,
        "LevelIndicator": .text,
        "Button": .button, "Key": .button, "Icon": .button, "DisclosureTriangle": .button, "MenuItem": .button,
        "ToolbarButton": .button, "PopUpButton": .button, "MenuButton": .button, "ComboBox": .button,
    ]
    /// The button types that are the items of the tab bar or segmented control they sit in.
    static let xcuiSeriesTypes: Set<String> = [
        "Button", "Key", "Icon", "DisclosureTriangle", "MenuItem", "ToolbarButton", "PopUpButton", "MenuButton", "ComboBox",
    ]
    /// The container types whose items are a series (a tab bar's tabs, a segmented control's segments); a button inside
    /// both is an item of the first listed.
    static let xcuiSeriesContainers: [(type: String, kind: ElementKind)] = [("TabBar", .tabBar), ("SegmentedControl", .segmentedControl)]
    /// The kinds whose XCUITest value `1` or `0` is their state (a checkbox's is not read).
    static let xcuiReadsToggleValue: Set<ElementKind> = [.switch]

    /// The series container kind an XCUITest container type gives, if it gives one.
    static func xcuiSeriesContainer(_ type: String) -> ElementKind? {
        xcuiSeriesContainers.first { $0.type == type }?.kind
    }

    // MARK: - idb accessibility JSON

    /// The first row one of whose `type`, `role`, `role_description` or `subrole` values an item has gives its kind;
    /// an item with none of them is guessed as text.
    static let idbTypes: [(words: Set<String>, kind: ElementKind)] = [
        (["subrole AXSwitch", "role_description switch"], .switch),
        (["type CheckBox", "role AXCheckBox"], .checkbox),
        (["type Button", "role AXButton"], .button),
        (["type Slider", "role AXSlider", "role_description adjustable"], .slider),
        (["role_description heading", "role AXHeading", "type Heading"], .heading),
        (["type TextField", "type SearchField", "type SecureTextField", "type TextArea", "role AXTextField", "role AXTextArea"],
         .textField),
        (["type Image", "role AXImage"], .image),
        (["type Link", "role AXLink"], .link),
        (["type StaticText", "role AXStaticText"], .text),
    ]

    // MARK: - Kinds read from facts

    /// The container whose children are all of `kind` (a radio group for a radio, a tab bar for a tab), if any.
    static func container(of kind: ElementKind) -> ElementKind? {
        ElementKind.allCases.first { $0.requiredChildKind == kind }
    }
}
