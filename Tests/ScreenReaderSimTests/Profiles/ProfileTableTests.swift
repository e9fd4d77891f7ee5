import ScreenReaderSim
import SRSimTestSupport
import Testing

private let voiceOver = ["voiceover@ios17", "voiceover@ios18", "voiceover@ios26"]
private let talkBack = ["talkback@13", "talkback@14", "talkback@15"]
private let talkBack14On = ["talkback@14", "talkback@15"]

/// Every row of every SPEC-profiles table (9.1-9.7), on every profile it names.
@Suite("SPEC-profiles tables")
struct ProfileTableTests {
    static let focus: [SpeechCase] = [
        // 9.1 and 9.2: VoiceOver on focus.
        SpeechCase.rows(voiceOver, "switch on", "switch \"Wi-Fi\" on", .touch("Wi-Fi"),
                         ["Wi-Fi, switch button, on", "double tap to toggle setting"]),
        SpeechCase.rows(voiceOver, "switch off", "switch \"Wi-Fi\" off", .touch("Wi-Fi"),
                         ["Wi-Fi, switch button, off", "double tap to toggle setting"]),
        SpeechCase.rows(voiceOver, "switch, disabled", "switch \"Wi-Fi\" on disabled", .touch("Wi-Fi"),
                         ["Wi-Fi, dimmed, switch button, on"]),
        SpeechCase.rows(voiceOver, "switch with no name", "text \"A\"\nswitch \"\" id s off", setup: [.swipeRight], .swipeRight,
                         ["switch button, off", "double tap to toggle setting"]),
        SpeechCase.rows(voiceOver, "row holding a switch", "row\n  text \"Wi-Fi\"\n  switch \"Wi-Fi\" off", .swipeRight,
                         ["Wi-Fi, off", "double tap to toggle setting"]),
        SpeechCase.rows(voiceOver, "row holding a switch, disabled", "row\n  text \"Wi-Fi\"\n  switch \"Wi-Fi\" off disabled", .swipeRight,
                         ["Wi-Fi, dimmed, off"]),
        SpeechCase.rows(voiceOver, "radio", "radio-group \"Size\"\n  radio \"Small\" selected", .touch("Small"),
                         ["Small, selected, button"]),
        SpeechCase.rows(voiceOver, "checkbox", "checkbox \"Remember me\"", .touch("Remember me"),
                         ["Remember me, not checked, button"]),
        SpeechCase.rows(voiceOver, "stepper decrement", "stepper \"Guests\" value 2 min 1 max 10", .swipeRight,
                         ["Decrement, button"]),
        SpeechCase.rows(voiceOver, "stepper increment", "stepper \"Guests\" value 2 min 1 max 10", setup: [.swipeRight], .swipeRight,
                         ["Increment, button"]),
        SpeechCase.rows(["voiceover@ios17", "voiceover@ios18"], "stepper at its bound", "stepper \"Guests\" value 1 min 1 max 10",
                         .swipeRight, ["Decrement, dimmed, button"]),
        SpeechCase.rows(voiceOver, "button", "button \"Save\"", .touch("Save"), ["Save, button"]),
        SpeechCase.rows(voiceOver, "heading", "heading \"Notifications\"", .touch("Notifications"), ["Notifications, heading"]),
        SpeechCase.rows(voiceOver, "text", "text \"Allow notifications\"", .touch("Allow notifications"), ["Allow notifications"]),
        SpeechCase.rows(voiceOver, "image", "image \"Bell\"", .touch("Bell"), ["Bell, image"]),
        SpeechCase.rows(voiceOver, "link", "link \"Learn more\"", .touch("Learn more"), ["Learn more, link"]),
        SpeechCase.rows(voiceOver, "text field, empty", "text-field \"Email\"", .touch("Email"),
                         ["Email, text field", "double tap to edit"]),
        SpeechCase.rows(voiceOver, "text field, placeholder", "text-field \"Email\" placeholder \"name@example.com\"", .touch("Email"),
                         ["Email, name@example.com, text field", "double tap to edit"]),
        SpeechCase.rows(voiceOver, "text field, filled", "text-field \"Email\" value \"ada@example.com\"", .touch("Email"),
                         ["Email, ada@example.com, text field", "double tap to edit"]),
        SpeechCase.rows(voiceOver, "secure field", "text-field \"Password\" secure", .touch("Password"),
                         ["Password, secure text field", "double tap to edit"]),
        SpeechCase.rows(voiceOver, "text field, disabled", "text-field \"Email\" value \"ada@example.com\" disabled", .touch("Email"),
                         ["Email, ada@example.com, dimmed, text field"]),
        SpeechCase.rows(voiceOver, "text field being edited, touched again", "text-field \"Email\" value \"ada@example.com\"",
                         setup: [.touch("Email"), .doubleTap], .touch("Email"),
                         ["Email, ada@example.com, text field, is editing", "use the rotor to access misspelled words"]),
        SpeechCase.rows(voiceOver, "slider", "slider \"Volume\" value 5 min 0 max 10", .touch("Volume"),
                         ["Volume, 50%, adjustable", "swipe up or down with one finger to adjust the value"]),
        SpeechCase.rows(voiceOver, "slider, disabled", "slider \"Volume\" value 5 min 0 max 10 disabled", .touch("Volume"),
                         ["Volume, 50%, dimmed, adjustable"]),
        SpeechCase.rows(voiceOver, "segment, selected, from outside",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"\n  segment \"Clock\" disabled",
                         .swipeRight, ["Selected, Weather, button, 1 of 3"]),
        SpeechCase.rows(voiceOver, "segment",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"\n  segment \"Clock\" disabled",
                         setup: [.swipeRight], .swipeRight, ["Photos, button, 2 of 3"]),
        SpeechCase.rows(voiceOver, "segment, disabled",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"\n  segment \"Clock\" disabled",
                         .touch("Clock"), ["Clock, dimmed, button, 3 of 3"]),
        SpeechCase.rows(voiceOver, "tab", "tab-bar \"Main\"\n  tab \"Home\" selected\n  tab \"Search\"\n  tab \"Profile\"", .swipeRight,
                         ["Selected, Home, tab, 1 of 3"]),
        SpeechCase.rows(voiceOver, "expandable", "expandable \"Amenities\" value \"2 Hotel amenities selected\"\n  switch \"Pool\"",
                         .swipeRight, ["Amenities, collapsed, 2 Hotel amenities selected, button", "double tap to expand"]),
        SpeechCase.rows(voiceOver, "expandable, expanded", "expandable \"Amenities\" expanded value \"2 Hotel amenities selected\"\n  switch \"Pool\"",
                         .swipeRight, ["Amenities, expanded, 2 Hotel amenities selected, button", "double tap to collapse"]),
        SpeechCase.rows(voiceOver, "expandable, no value", "expandable \"Amenities\"\n  switch \"Pool\"", .swipeRight,
                         ["Amenities, collapsed, button", "double tap to expand"]),
        SpeechCase.rows(voiceOver, "expandable, disabled",
                         "expandable \"Amenities\" value \"2 Hotel amenities selected\" disabled\n  switch \"Pool\"", .swipeRight,
                         ["Amenities, collapsed, 2 Hotel amenities selected, dimmed, button"]),
        SpeechCase.rows(voiceOver, "menu button", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"", .swipeRight,
                         ["Sort by, Newest, pop up button", "double tap to activate the picker"]),
        SpeechCase.rows(voiceOver, "menu options", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap], .swipeRight, ["Oldest, button"]),
        SpeechCase.rows(voiceOver, "menu dismiss button", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap, .swipeRight], .swipeRight, ["Dismiss context menu, button"]),
        // 9.1: a declared hint on VoiceOver.
        SpeechCase.rows(voiceOver, "switch with a declared hint", "switch \"Sync\" on hint \"Syncs your data\"", .touch("Sync"),
                         ["Sync, switch button, on", "Syncs your data, double tap to toggle setting"]),
        SpeechCase.rows(voiceOver, "button with a declared hint", "button \"Share\" hint \"Shares the page\"", .touch("Share"),
                         ["Share, button", "Shares the page"]),
        SpeechCase.rows(voiceOver, "disabled button with a declared hint", "button \"Share\" hint \"Shares the page\" disabled",
                         .touch("Share"), ["Share, dimmed, button", "Shares the page"]),
        SpeechCase.rows(voiceOver, "text field with a declared hint", "text-field \"Email\" hint \"Your work address\"", .touch("Email"),
                         ["Email, text field", "double tap to edit"]),
        SpeechCase.rows(voiceOver.map { $0 + " hints=off" }, "hints=off keeps a declared hint",
                         "switch \"Sync\" on hint \"Syncs your data\"", .touch("Sync"), ["Sync, switch button, on", "Syncs your data"]),
        SpeechCase.rows(voiceOver.map { $0 + " hints=off" }, "hints=off", "switch \"Wi-Fi\" on", .touch("Wi-Fi"),
                         ["Wi-Fi, switch button, on"]),

        // 9.1 and 9.4: TalkBack on focus.
        SpeechCase.rows(talkBack, "switch on", "switch \"Wi-Fi\" on", .touch("Wi-Fi"), ["On, Wi-Fi, Switch", "Double-tap to toggle"]),
        SpeechCase.rows(talkBack, "switch off", "switch \"Wi-Fi\" off", .touch("Wi-Fi"), ["Off, Wi-Fi, Switch", "Double-tap to toggle"]),
        SpeechCase.rows(talkBack, "switch, disabled", "switch \"Wi-Fi\" off disabled", .touch("Wi-Fi"), ["Off, Wi-Fi, Switch, disabled"]),
        SpeechCase.rows(talkBack, "switch with no name", "text \"A\"\nswitch \"\" id s off", setup: [.swipeRight], .swipeRight,
                         ["Off, Switch", "Double-tap to toggle"]),
        SpeechCase.rows(talkBack, "row holding a switch", "row\n  text \"Wi-Fi\"\n  switch \"Wi-Fi\" off", .swipeRight,
                         ["Wi-Fi, Off, Switch", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "row holding a checkbox", "row\n  text \"Remember me\"\n  checkbox \"Remember me\" checked", .swipeRight,
                         ["Remember me, Checked, Check box", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "checkbox checked", "checkbox \"Remember me\" checked", .touch("Remember me"),
                         ["Checked, Remember me, Check box", "Double-tap to toggle"]),
        SpeechCase.rows(talkBack, "checkbox unchecked", "checkbox \"Remember me\"", .touch("Remember me"),
                         ["Not checked, Remember me, Check box", "Double-tap to toggle"]),
        SpeechCase.rows(talkBack14On, "radio in a group", ProfileTableTests.radios, setup: [.swipeRight, .swipeRight, .swipeRight], .swipeLeft,
                         ["Not selected, Small, Radio button, 1 of 3", "Double-tap to select"]),
        SpeechCase.rows(talkBack14On, "radio in a group, from outside", ProfileTableTests.radios, setup: [.swipeRight], .swipeRight,
                         ["Not selected, Small, Radio button, 1 of 3, In list, 3 items", "Double-tap to select"]),
        SpeechCase.rows(talkBack14On, "radio in a group, selected", ProfileTableTests.radios, setup: [.swipeRight, .swipeRight], .swipeRight,
                         ["Selected, Medium, Radio button, 2 of 3", "Double-tap to select"]),
        SpeechCase.rows(talkBack, "radio in a group, disabled", ProfileTableTests.radios, setup: [.swipeRight, .swipeRight, .swipeRight],
                         .swipeRight, ["Not selected, Large, Radio button, disabled, 3 of 3"]),
        SpeechCase.rows(talkBack14On, "radio positions skip hidden radios",
                         "radio-group \"Size\"\n  radio \"Small\"\n  radio \"Tiny\" hidden\n  radio \"Large\"", .touch("Large"),
                         ["Not selected, Large, Radio button, 2 of 2, In list, 2 items", "Double-tap to select"]),
        SpeechCase.rows(talkBack, "radio outside any group", "radio \"Small\"", .touch("Small"),
                         ["Not selected, Small, Radio button", "Double-tap to toggle"]),
        SpeechCase.rows(talkBack, "stepper decrease", "stepper \"Guests\" value 2 min 1 max 10", .swipeRight,
                         ["Decrease, Button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "stepper increase", "stepper \"Guests\" value 2 min 1 max 10", setup: [.swipeRight], .swipeRight,
                         ["Increase, Button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "stepper at its bound", "stepper \"Guests\" value 1 min 1 max 10", .swipeRight,
                         ["Decrease, Button, disabled"]),
        SpeechCase.rows(talkBack, "button", "button \"Save\"", .touch("Save"), ["Save, Button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "button, disabled", "button \"Save\" disabled", .touch("Save"), ["Save, Button, disabled"]),
        SpeechCase.rows(talkBack, "heading", "heading \"Notifications\"", .touch("Notifications"), ["Notifications, Heading"]),
        SpeechCase.rows(talkBack, "text", "text \"Allow notifications\"", .touch("Allow notifications"), ["Allow notifications"]),
        SpeechCase.rows(talkBack, "image", "image \"Bell\"", .touch("Bell"), ["Bell, Image"]),
        SpeechCase.rows(talkBack, "link", "link \"Learn more\"", .touch("Learn more"), ["Learn more", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "link, disabled", "link \"Learn more\" disabled", .touch("Learn more"), ["Learn more, disabled"]),
        SpeechCase.rows(talkBack, "text field, empty", "text-field \"Email\" placeholder \"name@example.com\"", .touch("Email"),
                         ["Email, Edit box", "Double-tap to edit text"]),
        SpeechCase.rows(talkBack, "text field with a value", "text-field \"Email\" value \"ada@example.com\"", .touch("Email"),
                         ["ada@example.com, Edit box, Email", "Double-tap to edit text"]),
        SpeechCase.rows(talkBack, "text field, disabled", "text-field \"Email\" value \"ada@example.com\" disabled", .touch("Email"),
                         ["ada@example.com, Edit box, Email, disabled"]),
        SpeechCase.rows(talkBack, "text field, empty, disabled", "text-field \"Email\" disabled", .touch("Email"),
                         ["Email, Edit box, disabled"]),
        SpeechCase.rows(talkBack, "secure field", "text-field \"Password\" secure", .touch("Password"),
                         ["Password, Edit box", "Double-tap to edit text"]),
        SpeechCase.rows(talkBack, "secure field holding characters", "text-field \"Password\" secure value \"abc\"", .touch("Password"),
                         ["Password, 3 characters, Edit box", "Double-tap to edit text"]),
        SpeechCase.rows(talkBack, "secure field holding one character", "text-field \"Password\" secure value \"a\"", .touch("Password"),
                         ["Password, 1 character, Edit box", "Double-tap to edit text"]),
        SpeechCase.rows(talkBack, "text field being edited, empty", "text-field \"Email\"", setup: [.touch("Email"), .doubleTap],
                         .touch("Email"), ["Editing, Email, Edit box"]),
        SpeechCase.rows(talkBack, "text field being edited", "text-field \"Email\" value \"ada@example.com\"",
                         setup: [.touch("Email"), .doubleTap], .touch("Email"), ["Editing, ada@example.com, Edit box, Email"]),
        SpeechCase.rows(talkBack, "slider", "slider \"Volume\" value 5 min 0 max 10", .touch("Volume"),
                         ["50%, Volume, Slider", "Swipe up or swipe down to adjust"]),
        SpeechCase.rows(talkBack, "slider, disabled", "slider \"Volume\" value 5 min 0 max 10 disabled", .touch("Volume"),
                         ["50%, Volume, Slider, disabled"]),
        SpeechCase.rows(talkBack, "tab, selected, from outside",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"\n  segment \"Clock\" disabled",
                         .swipeRight, ["Selected, Weather, Tab, 1 of 3, In list, 3 items"]),
        SpeechCase.rows(talkBack, "tab, unselected",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"\n  segment \"Clock\" disabled",
                         setup: [.swipeRight], .swipeRight, ["Photos, Tab, 2 of 3", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "tab, disabled",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"\n  segment \"Clock\" disabled",
                         setup: [.swipeRight, .swipeRight], .swipeRight, ["Clock, Tab, disabled, 3 of 3"]),
        SpeechCase.rows(talkBack, "expandable", "expandable \"Amenities\" value \"2 Hotel amenities selected\"\n  switch \"Pool\"",
                         .swipeRight, ["Amenities, 2 Hotel amenities selected, Collapsed", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "expandable, disabled",
                         "expandable \"Amenities\" value \"2 Hotel amenities selected\" disabled\n  switch \"Pool\"",
                         .swipeRight, ["Amenities, 2 Hotel amenities selected, Collapsed, disabled"]),
        SpeechCase.rows(talkBack, "menu button", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"", .swipeRight,
                         ["Collapsed, Sort by, Newest, Pop up button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "menu option, selected", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight], .doubleTap, ["Checked, Newest", "Double-tap to select"]),
        SpeechCase.rows(talkBack, "menu option", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap], .swipeRight, ["Oldest", "Double-tap to select"]),
        SpeechCase.rows(talkBack, "button with a declared hint", "button \"Share\" hint \"Shares the page\"", .touch("Share"),
                         ["Share, Button, Shares the page", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "disabled button with a declared hint", "button \"Share\" hint \"Shares the page\" disabled",
                         .touch("Share"), ["Share, Button, Shares the page, disabled"]),
        SpeechCase.rows(talkBack.map { $0 + " hints=off" }, "hints=off", "button \"Share\" hint \"Shares the page\"", .touch("Share"),
                         ["Share, Button, Shares the page"]),

        // hints=off on the seed profiles: the usage hint leaves the one utterance.
        SpeechCase.rows(["voiceover hints=off"], "seed, hints=off", "switch \"Wi-Fi\" on", .touch("Wi-Fi"), ["Wi-Fi, on, switch button"]),
        SpeechCase.rows(["talkback hints=off"], "seed, hints=off", "switch \"Wi-Fi\" on", .touch("Wi-Fi"), ["On, Wi-Fi, switch"]),

        // 9.6: TalkBack 13.
        SpeechCase.rows(["talkback@13"], "radio in a group on 13", ProfileTableTests.radios, setup: [.swipeRight], .swipeRight,
                         ["Not selected, Small, Radio button, 1 of 3, In list, 3 items", "Double-tap to toggle."]),
    ].flatMap { $0 }

    /// A radio group with a label (a text stop before the radios).
    static let radios = "radio-group \"Size\"\n  radio \"Small\"\n  radio \"Medium\" selected\n  radio \"Large\" disabled"

    @Test("9.1, 9.2, 9.4, 9.6: what focus says", arguments: focus)
    func focusSpeaksTheDescriptionThenTheHint(_ row: SpeechCase) throws {
        try expectSpeech(row)
    }

    static let activation: [SpeechCase] = [
        // 9.3: VoiceOver activation and layers.
        SpeechCase.rows(voiceOver, "double tap a segment",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"", setup: [.touch("Photos")],
                         .doubleTap, ["Selected, Photos, 2 of 2"]),
        SpeechCase.rows(voiceOver, "Space on a segment",
                         "segmented-control \"Apps\"\n  segment \"Weather\" selected\n  segment \"Photos\"", setup: [.touch("Photos")],
                         .press(.space), ["Selected, Photos, 2 of 2"]),
        SpeechCase.rows(voiceOver, "double tap an expandable",
                         "expandable \"Amenities\" value \"2 Hotel amenities selected\"\n  switch \"Pool\"", setup: [.swipeRight],
                         .doubleTap, ["Amenities, expanded, 2 Hotel amenities selected"]),
        SpeechCase.rows(voiceOver, "an alert opens", ProfileTableTests.alert, setup: [.swipeRight], .doubleTap,
                         ["Alert, Sign in failed, The password is incorrect"]),
        SpeechCase.rows(voiceOver, "the alert's texts stay stops", ProfileTableTests.alert, setup: [.swipeRight, .doubleTap], .swipeRight,
                         ["The password is incorrect"]),
        SpeechCase.rows(voiceOver, "a menu option chosen", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap, .swipeRight], .doubleTap,
                         ["Sort by, Oldest, pop up button", "double tap to activate the picker"]),
        SpeechCase.rows(voiceOver, "the menu dismissed", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap], .escape, ["Sort by, Newest, pop up button", "double tap to activate the picker"]),
        SpeechCase.rows(["voiceover@ios26"], "a stepper button at its bound", "stepper \"Guests\" value 1 min 1 max 10", .swipeRight,
                         ["Decrement, button"]),
        SpeechCase.rows(["voiceover@ios26"], "activating a stepper button at its bound", "stepper \"Guests\" value 1 min 1 max 10",
                         setup: [.swipeRight], .doubleTap, []),
        SpeechCase.rows(voiceOver, "adjusting a slider", "slider \"Volume\" value 5 min 0 max 10", setup: [.touch("Volume")],
                         .swipeUp, ["60%"]),
        // 9.5: TalkBack activation and layers.
        SpeechCase.rows(talkBack, "double tap a radio", ProfileTableTests.radios, setup: [.touch("Small")], .doubleTap, ["Selected"]),
        SpeechCase.rows(talkBack, "Enter on a radio", ProfileTableTests.radios, setup: [.touch("Small")], .press(.enter), ["Selected"]),
        SpeechCase.rows(talkBack, "double tap an expandable",
                         "expandable \"Amenities\" value \"2 Hotel amenities selected\"\n  switch \"Pool\"", setup: [.swipeRight],
                         .doubleTap, ["Amenities, 2 Hotel amenities selected, Expanded"]),
        SpeechCase.rows(talkBack, "a menu option chosen", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap, .swipeRight], .doubleTap,
                         ["Collapsed, Sort by, Oldest, Pop up button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "the menu dismissed", "menu \"Sort by\" value \"Newest\"\n  option \"Newest\"\n  option \"Oldest\"",
                         setup: [.swipeRight, .doubleTap], .escape, ["Collapsed, Sort by, Newest, Pop up button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "rotor form controls", "text \"A\"\nbutton \"Save\"", .rotor(.formControls), ["Controls"]),
        SpeechCase.rows(talkBack, "Controls moves to a button", "text \"A\"\nbutton \"Save\"\nlink \"More\"", setup: [.rotor(.formControls)],
                         .swipeDown, ["Save, Button", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "Controls moves to a link", "text \"A\"\nbutton \"Save\"\nlink \"More\"",
                         setup: [.rotor(.formControls), .swipeDown], .swipeDown, ["More", "Double-tap to activate"]),
        SpeechCase.rows(talkBack, "adjusting a slider", "slider \"Volume\" value 5 min 0 max 10", setup: [.touch("Volume")],
                         .swipeUp, ["60%"]),
    ].flatMap { $0 }

    /// An alert opened by a button, with a text before its first control.
    static let alert = "button \"Pay\" opens failed\ndialog \"Sign in failed\" id failed alert\n  text \"The password is incorrect\"\n  button \"OK\" closes"

    @Test("9.3, 9.5: what activation and layers say", arguments: activation)
    func activationAndLayersSpeak(_ row: SpeechCase) throws {
        try expectSpeech(row)
    }

    static let settings: [SpeechCase] = [
        ("switch on", "switch \"Wi-Fi\" on", [Input](), Input.touch("Wi-Fi"), "Switch, Wi-Fi, On", "Wi-Fi, Switch, On"),
        ("switch off, disabled", "switch \"Wi-Fi\" off disabled", [], .touch("Wi-Fi"), "Switch, Wi-Fi, Off, disabled",
         "Wi-Fi, Switch, Off, disabled"),
        ("checkbox, unchecked", "checkbox \"Remember me\"", [], .touch("Remember me"), "Check box, Remember me, not checked",
         "Remember me, Check box, not checked"),
        ("button", "button \"Save\"", [], .touch("Save"), "Button, Save", "Save, Button"),
        ("text field with a value", "text-field \"Email\" value \"ada@example.com\"", [], .touch("Email"),
         "Edit box, ada@example.com, Email", "ada@example.com, Edit box, Email"),
        ("slider", "slider \"Volume\" value 5 min 0 max 10", [], .touch("Volume"), "Slider, Volume, 50%", "Volume, Slider, 50%"),
        ("tab, selected, from outside", "tab-bar \"Main\"\n  tab \"Home\" selected\n  tab \"A\"\n  tab \"B\"\n  tab \"C\"", [], .swipeRight,
         "Tab, Home, selected, 1 of 4, In list, 4 items", "Home, Tab, selected, 1 of 4, In list, 4 items"),
        ("radio in a group, from outside", ProfileTableTests.radios, [.swipeRight], .swipeRight,
         "Radio button, Small, not selected, 1 of 3, In list, 3 items", "Small, Radio button, not selected, 1 of 3, In list, 3 items"),
        ("heading", "heading \"Notifications\"", [], .touch("Notifications"), "Notifications, Heading", "Notifications, Heading"),
    ].flatMap { row in
        talkBack.flatMap { profile in
            [
                SpeechCase(row.0, reader: profile + " order=role-name-state hints=off", .elements(row.1), setup: row.2,
                           row.3, speaks: [row.4]),
                SpeechCase(row.0, reader: profile + " hints=off order=name-role-state", .elements(row.1), setup: row.2,
                           row.3, speaks: [row.5]),
            ]
        }
    } + [
        SpeechCase.rows(talkBack.map { $0 + " verbosity=low" }, "low: switch", "switch \"Wi-Fi\" on", .touch("Wi-Fi"), ["On, Wi-Fi"]),
        SpeechCase.rows(talkBack.map { $0 + " verbosity=low" }, "low: heading", "heading \"Notifications\"", .touch("Notifications"),
                         ["Notifications"]),
        SpeechCase.rows(talkBack.map { $0 + " verbosity=low" }, "low: radio", ProfileTableTests.radios, setup: [.swipeRight], .swipeRight,
                         ["Not selected, Small"]),
        SpeechCase.rows(talkBack.map { $0 + " verbosity=low" }, "low: button", "button \"Save\"", .touch("Save"), ["Save"]),
        SpeechCase.rows(talkBack.map { $0 + " verbosity=low" }, "low keeps a declared hint", "button \"Share\" hint \"Shares the page\"",
                         .touch("Share"), ["Share, Shares the page"]),
        SpeechCase.rows(talkBack.map { $0 + " order=role-name-state" }, "the usage hint is unchanged by the order", "switch \"Wi-Fi\" on",
                         .touch("Wi-Fi"), ["Switch, Wi-Fi, On", "Double-tap to toggle"]),
    ].flatMap { $0 }

    @Test("9.7: TalkBack settings", arguments: settings)
    func settingsTransformTheDescription(_ row: SpeechCase) throws {
        try expectSpeech(row)
    }

    @Test("a hyphen is not a separator: Double-tap is not double tap")
    func theHyphenOfDoubleTapCounts() {
        #expect(!Speech.matches("Double-tap to toggle", "double tap to toggle"))
    }

    @Test("an iOS 26 stepper button at its bound is an enabled stop Tab reaches")
    func iOS26StepperButtonAtItsBoundIsReachedByTab() throws {
        let screen = try SpeechCase.screen(elements: "stepper \"Guests\" value 1 min 1 max 10")
        for (profile, reached) in [(ReaderProfile.voiceOverIOS26, true), (.voiceOverIOS18, false)] {
            let reader = try VoiceOver(screen, profile: profile)
            reader.press(.tab)
            #expect((reader.focus?.part == .decrement) == reached, "\(profile)")
            let decrement = try #require(reader.stops.first)
            #expect(reader.isEnabled(decrement) == reached)
        }
    }
}
