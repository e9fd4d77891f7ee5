/// The project's own dumps, written from each format's documentation (FORMATS.md), one per case the tests check.
enum ImportFixtures {
    /// Appium Android: a Settings page with a split Wi-Fi row (the row and its focusable switch are two stops) and a
    /// merged Airplane mode row (its switch is neither clickable nor focusable), U+2011 in "Wi‑Fi", thumb text "ON".
    static let appiumAndroidSettings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
      <android.widget.FrameLayout class="android.widget.FrameLayout" bounds="[0,0][1080,2340]" displayed="true">
        <android.widget.TextView class="android.widget.TextView" text="Network &amp; internet" bounds="[198,106][650,180]" displayed="true"/>
        <android.widget.LinearLayout class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,220][860,420]" displayed="true">
          <android.widget.TextView class="android.widget.TextView" text="Wi‑Fi" bounds="[198,250][400,310]" displayed="true"/>
          <android.widget.TextView class="android.widget.TextView" text="AndroidWifi" bounds="[198,320][500,380]" displayed="true"/>
        </android.widget.LinearLayout>
        <android.widget.LinearLayout class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[860,220][1080,420]" displayed="true">
          <android.widget.Switch class="android.widget.Switch" text="ON" content-desc="Wi‑Fi" checkable="true" checked="true" focusable="true" bounds="[900,280][1040,360]" displayed="true"/>
        </android.widget.LinearLayout>
        <android.widget.LinearLayout class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,420][1080,620]" displayed="true">
          <android.widget.TextView class="android.widget.TextView" text="Airplane mode" bounds="[198,460][600,520]" displayed="true"/>
          <android.widget.Switch class="android.widget.Switch" text="OFF" checkable="true" checked="false" bounds="[900,480][1040,560]" displayed="true"/>
        </android.widget.LinearLayout>
        <android.widget.TextView class="android.widget.TextView" text="Hidden" bounds="[0,700][1080,760]" displayed="false"/>
      </android.widget.FrameLayout>
    </hierarchy>
    """

    /// uiautomator: a login form with an edit text showing its hint, a password field, a disabled button, an unlabeled
    /// NAF toggle and a radio group; written with an indent before the XML declaration, as pasted from code.
    static let uiautomatorForm = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy rotation="0">
      <node index="0" text="" class="android.widget.FrameLayout" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
        <node index="0" text="Sign in" class="android.widget.TextView" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,100][600,180]" />
        <node index="1" text="Email" class="android.widget.EditText" content-desc="" hint="Email" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[40,200][1040,320]" />
        <node index="2" text="" class="android.widget.EditText" content-desc="Password" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" scrollable="false" long-clickable="true" password="true" selected="false" bounds="[40,340][1040,460]" />
        <node NAF="true" index="3" text="" class="android.view.View" content-desc="" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[900,480][1040,560]" />
        <node index="4" text="" class="android.widget.RadioGroup" content-desc="Plan" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,600][1040,800]">
          <node index="0" text="Free" class="android.widget.RadioButton" content-desc="" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,600][1040,700]" />
          <node index="1" text="Pro" class="android.widget.RadioButton" content-desc="" checkable="true" checked="false" clickable="true" enabled="true" focusable="true" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,700][1040,800]" />
        </node>
        <node index="5" text="Continue" class="android.widget.Button" content-desc="" checkable="false" checked="false" clickable="true" enabled="false" focusable="true" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,900][1040,1020]" />
        <node index="6" text="Scrolled away" class="android.widget.TextView" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,2400][1040,2400]" />
      </node>
    </hierarchy>
    """

    /// XCUITest, SwiftUI: a Form cell whose Toggle holds a StaticText and an unlabeled inner Switch.
    static let swiftUIToggle = """
    Attributes: Application, pid: 4242, label: 'Demo'
    Element subtree:
     →Application, pid: 4242, label: 'Demo'
        Window (Main), 0x600001, {{0.0, 0.0}, {375.0, 667.0}}
          NavigationBar, 0x600002, {{0.0, 20.0}, {375.0, 96.0}}, identifier: 'Settings'
            StaticText, 0x600003, {{16.0, 70.0}, {120.0, 40.0}}, label: 'Settings'
          Table, 0x600004, {{0.0, 0.0}, {375.0, 667.0}}
            Cell, 0x600005, {{0.0, 140.0}, {375.0, 52.5}}
              Switch, 0x600006, {{16.0, 140.0}, {343.0, 52.5}}, label: 'Dark mode', value: 0
                StaticText, 0x600007, {{16.0, 155.0}, {100.0, 20.5}}, label: 'Dark mode'
                Switch, 0x600008, {{296.0, 150.0}, {51.0, 31.0}}, value: 0
            Cell, 0x600009, {{0.0, 192.5}, {375.0, 44.0}}
              Button, 0x60000a, {{16.0, 192.5}, {343.0, 44.0}}, label: 'Sign out'
                StaticText, 0x60000b, {{16.0, 204.0}, {70.0, 20.5}}, label: 'Sign out'
            Other, 0x60000c, {{369.0, 100.0}, {3.0, 500.0}}, label: 'Vertical scroll bar, 2 pages', value: 0%
    Path to element:
     →Application, 0x600000, pid: 4242, label: 'Demo'
    """

    /// XCUITest, UIKit twin of ``swiftUIToggle``: a label and a 51-point UISwitch side by side in the cell.
    static let uiKitToggle = """
    Element subtree:
     →Application, pid: 4243, label: 'Demo'
        Window (Main), 0x700001, {{0.0, 0.0}, {375.0, 667.0}}
          NavigationBar, 0x700002, {{0.0, 20.0}, {375.0, 96.0}}, identifier: 'Settings'
            StaticText, 0x700003, {{16.0, 70.0}, {120.0, 40.0}}, label: 'Settings'
          Table, 0x700004, {{0.0, 0.0}, {375.0, 667.0}}
            Cell, 0x700005, {{0.0, 140.0}, {375.0, 52.5}}
              StaticText, 0x700006, {{16.0, 155.0}, {100.0, 20.5}}, label: 'Dark mode'
              Switch, 0x700007, {{308.0, 150.0}, {51.0, 31.0}}, label: 'Dark mode', value: 0
            Cell, 0x700008, {{0.0, 192.5}, {375.0, 44.0}}
              Button, 0x700009, {{16.0, 192.5}, {343.0, 44.0}}, label: 'Sign out'
                StaticText, 0x70000a, {{16.0, 204.0}, {70.0, 20.5}}, label: 'Sign out'
    """

    /// XCUITest: an alert over a form; the background stays in the tree.
    static let alertOverForm = """
    Optional(Element subtree:
     →Application, pid: 17, label: 'Form'
        Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{20.0, 100.0}, {350.0, 44.0}}, label: 'Submit'
          Alert, 0x3, {{50.0, 300.0}, {290.0, 150.0}}, label: 'Saved'
            StaticText, 0x4, {{60.0, 310.0}, {270.0, 20.0}}, label: 'Saved'
            StaticText, 0x5, {{60.0, 340.0}, {270.0, 20.0}}, label: 'Your changes are safe.'
            Button, 0x6, {{60.0, 400.0}, {270.0, 44.0}}, label: 'OK'
    )
    """

    /// Appium iOS with WDA's `accessible` flags: a Keyboards-style cell repeating its switch, and `name` being the
    /// identifier, not the label.
    static let appiumIOSKeyboards = """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
          <XCUIElementTypeCell type="XCUIElementTypeCell" name="KeyboardAutocorrection" label="Auto-Correction" value="0" enabled="true" visible="true" accessible="true" x="0" y="200" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="KeyboardAutocorrection" label="Auto-Correction" value="Auto-Correction" enabled="true" visible="true" accessible="false" x="20" y="211" width="200" height="22"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="KeyboardAutocorrection" label="Auto-Correction" value="1" enabled="true" visible="true" accessible="true" x="319" y="206" width="51" height="31"/>
          </XCUIElementTypeCell>
          <XCUIElementTypeSlider type="XCUIElementTypeSlider" name="volume" label="Volume" value="40%" enabled="true" visible="true" accessible="true" x="20" y="300" width="350" height="44"/>
          <XCUIElementTypeCell type="XCUIElementTypeCell" name="hidden" label="Hidden" enabled="true" visible="false" accessible="true" x="0" y="91" width="390" height="44"/>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """

    /// Compose, unmerged: a merged row (MergeDescendants) with its texts, a role-less toggle, a heading, a slider,
    /// and a TalkBack log prefix on every line.
    static let composeUnmerged = """
    D/Semantics: Printing with useUnmergedTree = 'true'
    D/Semantics: Node #1 at (l=0.0, t=0.0, r=1080.0, b=2000.0)px
    D/Semantics:  |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px
    D/Semantics:  | Text = '[Settings]'
    D/Semantics:  | [Heading]
    D/Semantics:  |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=350.0)px, Tag: 'row'
    D/Semantics:  | Role = 'Switch'
    D/Semantics:  | ToggleableState = 'On'
    D/Semantics:  | Actions = [OnClick]
    D/Semantics:  | MergeDescendants = 'true'
    D/Semantics:  |  |-Node #4 at (l=40.0, t=220.0, r=600.0, b=280.0)px
    D/Semantics:  |    Text = '[Wi‑Fi]'
    D/Semantics:  |-Node #5 at (l=0.0, t=350.0, r=1080.0, b=500.0)px
    D/Semantics:  | ToggleableState = 'Off'
    D/Semantics:  | Text = '[Remember me]'
    D/Semantics:  | Actions = [OnClick]
    D/Semantics:  |-Node #6 at (l=0.0, t=500.0, r=1080.0, b=650.0)px
    D/Semantics:    ContentDescription = '[Volume]'
    D/Semantics:    ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)'
    D/Semantics:    Actions = [SetProgress]
    """

    /// The same screen printed merged: the row's texts are already concatenated.
    static let composeMerged = """
    Printing with useUnmergedTree = 'false'
    Node #1 at (l=0.0, t=0.0, r=1080.0, b=2000.0)px
     |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=350.0)px, Tag: 'row'
       Role = 'Switch'
       ToggleableState = 'On'
       Text = '[Wi-Fi, Connected]'
       Actions = [OnClick]
       MergeDescendants = 'true'
    """

    /// idb describe-all (flat): a switch arriving as a CheckBox with subrole AXSwitch, a button with a value, a slider
    /// without a label, an unlabeled image, the application with a blank label.
    static let idbDescribeAll = """
    [
      {"AXLabel": " ", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "enabled": true},
      {"AXLabel": "Wi-Fi", "AXValue": "1", "type": "CheckBox", "subrole": "AXSwitch", "role_description": "switch",
       "frame": {"x": 0, "y": 100, "width": 390, "height": 44}, "enabled": true},
      {"AXLabel": "Calendar", "AXValue": "Wednesday, October 14", "type": "Button", "AXFrame": "{{20, 200}, {60, 60}}",
       "enabled": true, "custom_actions": ["Edit mode", "Today"], "help": "Opens the app"},
      {"AXLabel": null, "AXValue": "Page 1 of 2", "type": "Slider", "frame": {"x": 150, "y": 700, "width": 90, "height": 30}},
      {"AXLabel": null, "type": "Image", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}
    ]
    """

    /// AccessibilitySnapshot model JSON: elements out of document order by traversalIndex, a tab bar container.
    static let accessibilitySnapshot = """
    [
      {"element": {"_0": {"label": "Done", "traits": ["button"], "shape": {"type": "frame", "frame": [[300, 40], [60, 44]]}},
                   "traversalIndex": 1}},
      {"element": {"_0": {"label": "Profile", "traits": ["header"], "shape": {"type": "frame", "frame": [[20, 40], [200, 44]]}},
                   "traversalIndex": 0}},
      {"container": {"_0": {"type": {"tabBar": {}}, "frame": [[0, 800], [390, 44]]}, "children": [
        {"element": {"_0": {"label": "Home", "traits": ["button", "tabBarItem", "selected"]}, "traversalIndex": 2}},
        {"element": {"_0": {"label": "Search", "traits": ["button", "tabBarItem"], "hint": "Finds things"}, "traversalIndex": 3}}
      ]}}
    ]
    """

    /// idb describe-all --nested: a modal sheet (`modal: true`) over a screen whose background stays in the tree; the
    /// modal's first text repeats its title, and it holds a field and two buttons.
    static let idbNestedModal = """
    [
      {"AXLabel": " ", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
        {"AXLabel": "Inbox", "type": "StaticText", "role_description": "heading",
         "frame": {"x": 20, "y": 60, "width": 200, "height": 40}},
        {"AXLabel": "Compose", "type": "Button", "frame": {"x": 300, "y": 60, "width": 70, "height": 40}},
        {"AXLabel": "Rename folder", "type": "Group", "modal": true,
         "frame": {"x": 20, "y": 300, "width": 350, "height": 240}, "children": [
          {"AXLabel": "Rename folder", "type": "StaticText", "frame": {"x": 40, "y": 320, "width": 310, "height": 24}},
          {"AXLabel": "Folder name", "AXValue": "Receipts", "type": "TextField",
           "frame": {"x": 40, "y": 360, "width": 310, "height": 44}},
          {"AXLabel": "Cancel", "type": "Button", "frame": {"x": 40, "y": 480, "width": 140, "height": 44}},
          {"AXLabel": "Save", "type": "Button", "frame": {"x": 210, "y": 480, "width": 140, "height": 44}}
        ]}
      ]}
    ]
    """

    /// XCUITest, SwiftUI in Japanese: the navigation title and the selected tab share the name 基本要素, a Form cell
    /// holds a toggle with its inner switch.
    static let swiftUIJapanese = """
    Element subtree:
     →Application, pid: 7, label: 'UICatalog'
        Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 96.0}}, identifier: '基本要素'
            StaticText, 0x3, {{16.0, 100.0}, {150.0, 41.0}}, label: '基本要素'
          Cell, 0x4, {{0.0, 160.0}, {390.0, 44.0}}
            Switch, 0x5, {{20.0, 160.0}, {350.0, 44.0}}, label: 'トグル', value: 1
              Switch, 0x6, {{319.0, 166.0}, {51.0, 31.0}}, value: 1
          TabBar, 0x7, {{0.0, 761.0}, {390.0, 83.0}}
            Button, 0x8, {{2.0, 762.0}, {128.0, 48.0}}, label: '基本要素', Selected
            Button, 0x9, {{132.0, 762.0}, {128.0, 48.0}}, label: '設定'
    """
}
