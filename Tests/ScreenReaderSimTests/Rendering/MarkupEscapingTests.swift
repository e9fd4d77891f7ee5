import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ScreenReaderSim

/// One XML escaper serves the pictures, the player page and JUnit: what it writes always parses, and reads back as
/// the text it was given (line breaks in attributes as references, forbidden characters as U+FFFD).
@Suite struct MarkupEscapingTests {
    @Test(arguments: [
        ("Fish & \"chips\"", "Fish &amp; &quot;chips&quot;"),
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("tab\there", "tab\there"),
        ("bell\u{7}", "bell\u{FFFD}"),
        ("not a character \u{FFFE}", "not a character \u{FFFD}"),
    ])
    func escapesTheSameInElementsAndAttributes(_ text: String, _ escaped: String) {
        #expect(MarkupEscaping.xml(text) == escaped)
        #expect(MarkupEscaping.xml(text, keepingLineBreaks: false) == escaped)
    }

    @Test func lineBreaksStayInElementsAndAreReferencesInAttributes() {
        #expect(MarkupEscaping.xml("a\nb\rc") == "a\nb\rc")
        #expect(MarkupEscaping.xml("a\nb\rc", keepingLineBreaks: false) == "a&#10;b\u{FFFD}c")
    }

    /// A JUnit report whose names hold every character the escaper treats specially parses, and its attributes read
    /// back as written (a line break included).
    @Test func aJUnitReportWithOddNamesParsesAndReadsBack() throws {
        let name = "Wi-Fi's <on> & \"off\"\nsecond line"
        let report = JUnitReport(suites: [.init(name: name, cases: [.init(name: name, className: name, failures: [name])])])
        let data = Data(report.xml().utf8)
        final class Names: NSObject, XMLParserDelegate {
            var names: [String] = []
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if let name = attributes["name"] { names.append(name) }
            }
        }
        let names = Names()
        let parser = XMLParser(data: data)
        parser.delegate = names
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(names.names.contains(name))
    }
}
