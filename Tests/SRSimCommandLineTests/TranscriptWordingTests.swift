import Foundation
import Testing
@testable import SRSimCommandLine

/// Transcripts in the words a listener reads: kinds in plain words, and what is typed into a secure field never shown.
@Suite struct TranscriptWordingTests {
    static let form = """
    screen "Sign in"
      text-field "Password" secure
      radio-group "Size"
        radio "Small"
      segmented-control "View"
        segment "List" selected
      tab-bar "Sections"
        tab "Home" selected

    scenario "Fill in"
      using voiceover
      swipe right
      double tap
      type "hunter2"
      swipe right
      swipe right
      swipe right
      double tap
      swipe right
      double tap

    """

    @Test(arguments: [
        ("\"Password\" text field starts editing", "text-field"),
        ("focus moves to the label of the \"Size\" radio group", "radio-group"),
        ("\"Size\" radio group", "radio-group"),
    ])
    func kindsAreWrittenInPlainWords(plain: String, keyword: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("form.scenario", Self.form)
        #expect(SRSim.run(["transcript", path]).stdout.contains(plain))
        for format in ["text", "markdown"] {
            let output = SRSim.run(["transcript", path, "--format", format]).stdout
            #expect(!output.contains(keyword), "\(format) uses the keyword: \(output)")
        }
    }

    @Test func whatHappenedIsInPlainWordsInMarkdownToo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("form.scenario", Self.form)
        let markdown = SRSim.run(["transcript", path, "--format", "markdown"]).stdout
        #expect(markdown.contains("_\"Password\" text field starts editing (the keyboard comes up)_"))
    }

    @Test(arguments: ["text", "markdown", "json", "html"])
    func aSecureFieldsTypedTextIsMasked(format: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("form.scenario", Self.form)
        let output = SRSim.run(["transcript", path, "--format", format]).stdout
        // The step as the author wrote it names the text; what the transcript says happened never does.
        let withoutStep = output.replacingOccurrences(of: "type \"hunter2\"", with: "")
            .replacingOccurrences(of: "type \\\"hunter2\\\"", with: "")
            .replacingOccurrences(of: "type &quot;hunter2&quot;", with: "")
        #expect(!withoutStep.contains("hunter2"), "\(format) shows the password")
        #expect(output.contains("\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}"), "\(format) shows no bullets")
    }

    @Test func livesStateAndEventsMaskASecureField() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("form.scenario", Self.form)
        let typed = TypedLines(["touch \"Password\"", "double tap", "type \"hunter2\"", "state"])
        let output = SRSim.run(["live", path], input: typed.next).stdout
        let answers = output.split(separator: "\n").filter { !$0.hasPrefix("› ") }.joined(separator: "\n")
        #expect(!answers.contains("hunter2"), "\(output)")
        #expect(answers.contains("\"Password\" text-field: value \"•••••••\""))
        #expect(answers.contains("\"Password\" text field: \"•••••••\" typed, its text is now \"•••••••\""))
    }

    @Test func anOrdinaryFieldsTypedTextIsShown() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("plain.scenario", Self.form.replacingOccurrences(of: " secure", with: ""))
        #expect(SRSim.run(["transcript", path]).stdout.contains("text field: \"hunter2\" typed, its text is now \"hunter2\""))
    }
}
