import Foundation
import Testing
@testable import SRSimCommandLine

/// Labels that look like markup show as text in SVG, HTML and Markdown: they never run and never break the layout.
@Suite struct HostileLabelTests {
    static let scenario = #"""
    screen "<svg onload=alert(1)> & co"
      heading "<script>alert(1)</script>"
      button "| ] ) \""
      text "a\\b ` * _ [x](javascript:alert(1)) ~~gone~~ <img src=x onerror=alert(1)> &amp; '"
      row
        text "</script><script>alert(2)</script>"
        switch "]]> <!-- -->" on

    scenario "Hostile </title> \"quoted\""
      using voiceover, talkback
      swipe right
      swipe right
      swipe right
      swipe right

    """#

    static let labels = ["<script>alert(1)</script>", "| ] ) \"", "</script><script>alert(2)</script>", "]]> <!-- -->",
                         "<svg onload=alert(1)> & co"]

    func file() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        return (folder, try folder.write("hostile.scenario", Self.scenario))
    }

    @Test func svgParsesAndShowsEveryLabelAsText() throws {
        let (folder, path) = try file()
        let result = SRSim.run(["render", path])
        #expect(result.exitCode == .success)
        let svg = SVGReader(result.stdout)
        #expect(svg.error == nil)
        #expect(!svg.nodes.contains { ["script", "img", "foreignObject", "a"].contains($0.name) })
        #expect(!svg.nodes.contains { $0.attributes.keys.contains { $0.lowercased().hasPrefix("on") } })
        // Long labels wrap over lines, so compare without spaces. (A switch inside a row shows no label of its own.)
        let shown = svg.texts.joined().filter { !$0.isWhitespace }
        for label in Self.labels where label != "]]> <!-- -->" {
            #expect(shown.contains(label.filter { !$0.isWhitespace }), "\(label) is not shown")
        }
        #expect(svg.texts.contains("Focus order: “<svg onload=alert(1)> & co”"))
        #expect(svg.badges("voiceover").map(\.name).contains("| ] ) \""))
        _ = folder
    }

    @Test(arguments: [["render", "--format", "html"], ["transcript", "--format", "html"]])
    func htmlHasOnlyItsOwnScriptsAndEveryLabelEscaped(_ command: [String]) throws {
        let (folder, path) = try file()
        let result = SRSim.run([command[0], path] + command.dropFirst())
        #expect(result.exitCode == .success)
        let html = result.stdout
        let ownScripts = command[0] == "render" ? 1 : 2
        #expect(html.components(separatedBy: "<script").count - 1 == ownScripts)
        #expect(html.components(separatedBy: "</script>").count - 1 == ownScripts)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<svg onload"))
        #expect(!html.contains("</title> \""))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // The embedded JSON carries no raw "<", so "</script>" in a label cannot end the data early.
        if let data = html.range(of: "<script type=\"application/json\" id=\"scenario-data\">") {
            let end = try #require(html.range(of: "</script>", range: data.upperBound..<html.endIndex))
            let json = String(html[data.upperBound..<end.lowerBound])
            #expect(!json.contains("<"))
            #expect(json.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(2)"))
            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            #expect(decoded?["screen"] as? String == "<svg onload=alert(1)> & co")
        }
        _ = folder
    }

    @Test(arguments: [["order", "--format", "markdown"], ["order", "--format", "markdown", "--narrow"],
                      ["transcript", "--format", "markdown"], ["transcript", "--format", "markdown", "--narrow"]])
    func markdownTablesKeepTheirColumnsAndShowLabelsLiterally(_ command: [String]) throws {
        let (folder, path) = try file()
        let result = SRSim.run([command[0], path] + command.dropFirst())
        #expect(result.exitCode == .success)
        let markdown = result.stdout
        for table in markdown.components(separatedBy: "\n\n").filter({ $0.hasPrefix("| #") }) {
            let rows = table.split(separator: "\n").map { row in
                // Unescaped pipes only: each row has as many as the header.
                var count = 0, escaped = false
                for character in row {
                    if escaped { escaped = false; continue }
                    if character == "\\" { escaped = true } else if character == "|" { count += 1 }
                }
                return count
            }
            #expect(Set(rows).count == 1, "a row has a different number of columns:\n\(table)")
        }
        #expect(!markdown.contains("<script"))
        #expect(!markdown.contains("<img"))
        #expect(!markdown.contains("[x](javascript"))
        #expect(markdown.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(markdown.contains("\\| \\] ) \""))
        _ = folder
    }
}
