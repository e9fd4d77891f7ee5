import Testing
@testable import ScreenReaderSim

@Suite struct ScenarioParserTests {
    static let everyKindAndAttribute = """
            screen "Everything" rtl
              text "Intro" lines 2 width 120.5
              heading "Title" order 1
              image "Logo" frame 0 0 320 44.5
              icon "bell"
              button "Go" navigates "Details" moves-focus "Intro" hint "Opens details"
              switch "Wi-Fi" on custom stateless no-keyboard id wifi
              checkbox "Terms" unchecked disabled before wifi
              radio-group "Size"
                radio "S" selected
                radio "M" unselected after wifi
              stepper "Guests" value 2 min 1 max 10 step 1
              row "Row"
                text "Note \\"quoted\\" \\\\ ok"
              group
                switch "" label "Dark mode" off hidden
            """

    /// The kinds and attributes of part 2 of the language, the ones ``everyKindAndAttribute`` does not hold.
    static let everyOtherKindAndAttribute = """
            screen "Everything else"
              text-field "Email" value "ada@example.com" placeholder "name@example.com"
              text-field "Password" secure
              slider "Volume" value 5 min 0 max 10 step 1 percent
              segmented-control "View"
                segment "List" selected
                segment "Map" disabled
              tab-bar "Main"
                tab "Home" selected
                tab "Search"
              link "Help" navigates "https://example.com/help"
              expandable "Amenities" value "2 selected" expanded
                switch "Pool" on
              menu "Sort by" value "Newest"
                option "Newest"
                option "Oldest"
              button "Pay" opens failed announces "Paying"
              dialog "Sign in failed" id failed alert
                button "OK" closes
            """

    static let everyStepAndCheck = """
            screen "S"
              switch "Wi-Fi" on
              stepper "Guests" value 2
            scenario "Steps"
              using voiceover
              swipe right -> "Wi-Fi, on, switch button, double tap to toggle setting"
              swipe left -> nothing
              double tap -> "off"
              press shift+tab
              touch "Guests" -> "A", "B"
              expect "Wi-Fi" is off
              expect "Guests" is value 2
              expect "Guests" is enabled
              expect focus "Guests"
            scenario "Two readers"
              using voiceover, talkback, ios, android
              swipe right
                voiceover -> "Wi-Fi, on, switch button, double tap to toggle setting"
                talkback -> "On, Wi-Fi, switch, double tap to toggle"
              press tab -> nothing
            """

    @Test func dumpsEveryKindAndAttributeWithRanges() {
        let file = ScenarioFile(parsing: Self.everyKindAndAttribute)
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        expectLines(SyntaxTreeDumper.dump(file.syntax), """
            ScenarioFile
            └─ Screen @1:1-1:24 title: "Everything" @1:8-1:20 direction: rtl @1:21-1:24
               ├─ Element @2:3-2:35 text @2:3-2:7 label: "Intro" @2:8-2:15
               │  ├─ Attribute @2:16-2:23 lines = 2 @2:22-2:23
               │  └─ Attribute @2:24-2:35 width = 120.5 @2:30-2:35
               ├─ Element @3:3-3:26 heading @3:3-3:10 label: "Title" @3:11-3:18
               │  └─ Attribute @3:19-3:26 order = 1 @3:25-3:26
               ├─ Element @4:3-4:34 image @4:3-4:8 label: "Logo" @4:9-4:15
               │  └─ Attribute @4:16-4:34 frame = 0 @4:22-4:23, 0 @4:24-4:25, 320 @4:26-4:29, 44.5 @4:30-4:34
               ├─ Element @5:3-5:14 icon @5:3-5:7 label: "bell" @5:8-5:14
               ├─ Element @6:3-6:75 button @6:3-6:9 label: "Go" @6:10-6:14
               │  ├─ Attribute @6:15-6:34 navigates = "Details" @6:25-6:34
               │  ├─ Attribute @6:35-6:54 moves-focus = "Intro" @6:47-6:54
               │  └─ Attribute @6:55-6:75 hint = "Opens details" @6:60-6:75
               ├─ Element @7:3-7:57 switch @7:3-7:9 label: "Wi-Fi" @7:10-7:17
               │  ├─ Attribute @7:18-7:20 on
               │  ├─ Attribute @7:21-7:27 custom
               │  ├─ Attribute @7:28-7:37 stateless
               │  ├─ Attribute @7:38-7:49 no-keyboard
               │  └─ Attribute @7:50-7:57 id = wifi @7:53-7:57
               ├─ Element @8:3-8:50 checkbox @8:3-8:11 label: "Terms" @8:12-8:19
               │  ├─ Attribute @8:20-8:29 unchecked
               │  ├─ Attribute @8:30-8:38 disabled
               │  └─ Attribute @8:39-8:50 before = wifi @8:46-8:50
               ├─ Element @9:3-9:21 radio-group @9:3-9:14 label: "Size" @9:15-9:21
               │  ├─ Element @10:5-10:23 radio @10:5-10:10 label: "S" @10:11-10:14
               │  │  └─ Attribute @10:15-10:23 selected
               │  └─ Element @11:5-11:36 radio @11:5-11:10 label: "M" @11:11-11:14
               │     ├─ Attribute @11:15-11:25 unselected
               │     └─ Attribute @11:26-11:36 after = wifi @11:32-11:36
               ├─ Element @12:3-12:47 stepper @12:3-12:10 label: "Guests" @12:11-12:19
               │  ├─ Attribute @12:20-12:27 value = 2 @12:26-12:27
               │  ├─ Attribute @12:28-12:33 min = 1 @12:32-12:33
               │  ├─ Attribute @12:34-12:40 max = 10 @12:38-12:40
               │  └─ Attribute @12:41-12:47 step = 1 @12:46-12:47
               ├─ Element @13:3-13:12 row @13:3-13:6 label: "Row" @13:7-13:12
               │  └─ Element @14:5-14:33 text @14:5-14:9 label: "Note \\"quoted\\" \\\\ ok" @14:10-14:33
               └─ Element @15:3-15:8 group @15:3-15:8
                  └─ Element @16:5-16:43 switch @16:5-16:11 label: "" @16:12-16:14
                     ├─ Attribute @16:15-16:32 label = "Dark mode" @16:21-16:32
                     ├─ Attribute @16:33-16:36 off
                     └─ Attribute @16:37-16:43 hidden
            """ + "\n")
    }

    @Test func dumpsEveryOtherKindAndAttributeWithRanges() {
        let file = ScenarioFile(parsing: Self.everyOtherKindAndAttribute)
        #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
        expectLines(SyntaxTreeDumper.dump(file.syntax), """
            ScenarioFile
            └─ Screen @1:1-1:25 title: "Everything else" @1:8-1:25
               ├─ Element @2:3-2:76 text-field @2:3-2:13 label: "Email" @2:14-2:21
               │  ├─ Attribute @2:22-2:45 value = "ada@example.com" @2:28-2:45
               │  └─ Attribute @2:46-2:76 placeholder = "name@example.com" @2:58-2:76
               ├─ Element @3:3-3:31 text-field @3:3-3:13 label: "Password" @3:14-3:24
               │  └─ Attribute @3:25-3:31 secure
               ├─ Element @4:3-4:54 slider @4:3-4:9 label: "Volume" @4:10-4:18
               │  ├─ Attribute @4:19-4:26 value = 5 @4:25-4:26
               │  ├─ Attribute @4:27-4:32 min = 0 @4:31-4:32
               │  ├─ Attribute @4:33-4:39 max = 10 @4:37-4:39
               │  ├─ Attribute @4:40-4:46 step = 1 @4:45-4:46
               │  └─ Attribute @4:47-4:54 percent
               ├─ Element @5:3-5:27 segmented-control @5:3-5:20 label: "View" @5:21-5:27
               │  ├─ Element @6:5-6:28 segment @6:5-6:12 label: "List" @6:13-6:19
               │  │  └─ Attribute @6:20-6:28 selected
               │  └─ Element @7:5-7:27 segment @7:5-7:12 label: "Map" @7:13-7:18
               │     └─ Attribute @7:19-7:27 disabled
               ├─ Element @8:3-8:17 tab-bar @8:3-8:10 label: "Main" @8:11-8:17
               │  ├─ Element @9:5-9:24 tab @9:5-9:8 label: "Home" @9:9-9:15
               │  │  └─ Attribute @9:16-9:24 selected
               │  └─ Element @10:5-10:17 tab @10:5-10:8 label: "Search" @10:9-10:17
               ├─ Element @11:3-11:51 link @11:3-11:7 label: "Help" @11:8-11:14
               │  └─ Attribute @11:15-11:51 navigates = "https://example.com/help" @11:25-11:51
               ├─ Element @12:3-12:53 expandable @12:3-12:13 label: "Amenities" @12:14-12:25
               │  ├─ Attribute @12:26-12:44 value = "2 selected" @12:32-12:44
               │  ├─ Attribute @12:45-12:53 expanded
               │  └─ Element @13:5-13:21 switch @13:5-13:11 label: "Pool" @13:12-13:18
               │     └─ Attribute @13:19-13:21 on
               ├─ Element @14:3-14:32 menu @14:3-14:7 label: "Sort by" @14:8-14:17
               │  ├─ Attribute @14:18-14:32 value = "Newest" @14:24-14:32
               │  ├─ Element @15:5-15:20 option @15:5-15:11 label: "Newest" @15:12-15:20
               │  └─ Element @16:5-16:20 option @16:5-16:11 label: "Oldest" @16:12-16:20
               ├─ Element @17:3-17:47 button @17:3-17:9 label: "Pay" @17:10-17:15
               │  ├─ Attribute @17:16-17:28 opens = failed @17:22-17:28
               │  └─ Attribute @17:29-17:47 announces = "Paying" @17:39-17:47
               └─ Element @18:3-18:42 dialog @18:3-18:9 label: "Sign in failed" @18:10-18:26
                  ├─ Attribute @18:27-18:36 id = failed @18:30-18:36
                  ├─ Attribute @18:37-18:42 alert
                  └─ Element @19:5-19:23 button @19:5-19:11 label: "OK" @19:12-19:16
                     └─ Attribute @19:17-19:23 closes
            """ + "\n")
    }

    /// The two fixtures together hold every kind there is, so the dumps above cover the whole element grammar.
    @Test func theFixturesHoldEveryKind() {
        var kinds: Set<String> = []
        for source in [Self.everyKindAndAttribute, Self.everyOtherKindAndAttribute] {
            let file = ScenarioFile(parsing: source)
            var pending = file.screen?.elements ?? []
            while let element = pending.popLast() {
                kinds.insert(element.kind.keyword)
                pending.append(contentsOf: element.children)
            }
        }
        #expect(kinds == Set(ElementKind.allCases.map(\.keyword)))
    }

    @Test func dumpsEveryStepCheckAndPerReaderExpectation() {
        let file = ScenarioFile(parsing: Self.everyStepAndCheck)
        // Its scenario runs every step on every reader, so its gestures also go to the keyboards: a warning only.
        #expect(file.diagnostics.map(\.id) == ["gesture-to-keyboard"], "\(file.renderedDiagnostics)")
        expectLines(SyntaxTreeDumper.dump(file.syntax), """
            ScenarioFile
            ├─ Screen @1:1-1:11 title: "S" @1:8-1:11
            │  ├─ Element @2:3-2:20 switch @2:3-2:9 label: "Wi-Fi" @2:10-2:17
            │  │  └─ Attribute @2:18-2:20 on
            │  └─ Element @3:3-3:27 stepper @3:3-3:10 label: "Guests" @3:11-3:19
            │     └─ Attribute @3:20-3:27 value = 2 @3:26-3:27
            ├─ Scenario @4:1-4:17 name: "Steps" @4:10-4:17
            │  ├─ Using @5:3-5:18 voiceover @5:9-5:18
            │  ├─ Step @6:3-6:74 swipe right
            │  │  └─ Expectation @6:15-6:74 "Wi-Fi, on, switch button, double tap to toggle setting" @6:18-6:74
            │  ├─ Step @7:3-7:24 swipe left
            │  │  └─ Expectation @7:14-7:24 nothing @7:17-7:24
            │  ├─ Step @8:3-8:22 double tap
            │  │  └─ Expectation @8:14-8:22 "off" @8:17-8:22
            │  ├─ Step @9:3-9:18 press shift+tab
            │  ├─ Step @10:3-10:29 touch "Guests"
            │  │  └─ Expectation @10:18-10:29 "A" @10:21-10:24, "B" @10:26-10:29
            │  ├─ Check @11:3-11:24 expect "Wi-Fi" is off
            │  ├─ Check @12:3-12:29 expect "Guests" is value 2
            │  ├─ Check @13:3-13:29 expect "Guests" is enabled
            │  └─ Check @14:3-14:24 expect focus "Guests"
            └─ Scenario @15:1-15:23 name: "Two readers" @15:10-15:23
               ├─ Using @16:3-16:42 voiceover @16:9-16:18, talkback @16:20-16:28, ios @16:30-16:33, android @16:35-16:42
               ├─ Step @17:3-17:14 swipe right
               │  ├─ ReaderExpectation @18:5-18:74 voiceover @18:5-18:14
               │  │  └─ Expectation @18:15-18:74 "Wi-Fi, on, switch button, double tap to toggle setting" @18:18-18:74
               │  └─ ReaderExpectation @19:5-19:58 talkback @19:5-19:13
               │     └─ Expectation @19:14-19:58 "On, Wi-Fi, switch, double tap to toggle" @19:17-19:58
               └─ Step @20:3-20:23 press tab
                  └─ Expectation @20:13-20:23 nothing @20:16-20:23
            """ + "\n")
    }
}

/// Compares two multi-line texts line by line, so a failure names the first differing line.
func expectLines(_ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
        Issue.record("line \(index + 1) differs:\n  got:  \(got)\n  want: \(want)", sourceLocation: sourceLocation)
        return
    }
    if actualLines.count != expectedLines.count {
        Issue.record("got \(actualLines.count) lines, want \(expectedLines.count):\n\(actual)", sourceLocation: sourceLocation)
    }
}
