import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an SVG back with Foundation's XMLParser: whether it parses, its elements' attributes, and the text shown.
final class SVGReader: NSObject, XMLParserDelegate {
    /// One element: its name and attributes.
    struct Node {
        var name: String
        var attributes: [String: String]
    }

    private(set) var nodes: [Node] = []
    private(set) var texts: [String] = []
    private(set) var error: Error?
    private var text = ""

    /// Parses `svg`; `error` is set when it is not well-formed XML.
    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? NSError(domain: "SVGReader", code: 1) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        nodes.append(Node(name: name, attributes: attributes))
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" || name == "title" { texts.append(text) }
        text = ""
    }

    /// The focus-order badges of one platform, in document order: (number, element index, part, name).
    func badges(_ platform: String, kind: String = "badge") -> [(number: Int, element: Int, part: String, name: String)] {
        nodes.filter { $0.name == "g" && ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(kind))
            && $0.attributes["data-platform"] == platform }
            .map { (Int($0.attributes["data-number"] ?? "") ?? -1, Int($0.attributes["data-element"] ?? "") ?? -1,
                    $0.attributes["data-part"] ?? "", $0.attributes["data-name"] ?? "") }
    }
}
