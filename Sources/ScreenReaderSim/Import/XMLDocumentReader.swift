import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of a dump: its name, attributes, child elements, and where `XMLParser` read its start tag.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    /// The parser's line and column at the element's start tag.
    let line: Int
    let column: Int

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The attribute `name`, when present.
    subscript(_ name: String) -> String? { attributes[name] }

    /// Whether the attribute `name` is `true`.
    func flag(_ name: String) -> Bool { attributes[name] == "true" }
}

/// The one reader of XML for the XML dump formats (uiautomator, Appium Android and iOS), on Foundation's `XMLParser`.
final class XMLDocumentReader: NSObject, XMLParserDelegate {
    /// A read document: its root element.
    struct Document {
        let root: XMLElementNode
    }

    private var stack: [XMLElementNode] = []
    /// Lines of leading white space skipped before the parser saw the text, added to its line numbers.
    private var skippedLines = 0
    private var root: XMLElementNode?
    private weak var parser: XMLParser?

    /// The document in `text`.
    /// - Throws: ``ImportError`` *malformed XML* with the parser's line and column.
    static func read(_ text: String) throws(ImportError) -> Document {
        // Leading white space (an indented paste) would put the XML declaration out of place.
        let trimmed = text.drop { $0.isWhitespace }
        let skippedLines = text[..<trimmed.startIndex].filter { $0 == "\n" }.count
        // Read through a stream, in chunks: given all at once, libxml2 refuses a document over 10 MB ("huge input
        // lookup") as if it were malformed at its end, so a dump of about 150,000 nodes would not import.
        let parser = XMLParser(stream: InputStream(data: Data(givingDataToEmptyProcessingInstructions(Array(trimmed.utf8)))))
        let reader = XMLDocumentReader()
        reader.skippedLines = skippedLines
        reader.parser = parser
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if succeeded, !reader.stack.isEmpty || reader.root == nil {
            // A truncated file: Foundation's parser on some platforms stops without an error at the end of the text.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            throw ImportError(.malformedXML(line: lines.count, column: (lines.last?.count ?? 0) + 1,
                                            message: reader.root == nil ? "no element found" : "unclosed token"))
        }
        guard succeeded, let root = reader.root else {
            let code = (parser.parserError as NSError?)?.code ?? -1
            throw ImportError(.malformedXML(
                line: parser.lineNumber + skippedLines, column: parser.columnNumber,
                message: message(forCode: code, truncated: !reader.stack.isEmpty || reader.root == nil)))
        }
        return Document(root: root)
    }

    /// The bytes with a space before the `?>` of every processing instruction that has a target and no data (`<?a?>`
    /// becomes `<?a ?>`, the same instruction in XML, with empty data). Foundation's `XMLParser` on Linux reads such an
    /// instruction's missing data as a C string at address 0 and crashes, wherever it stands: in the content, the
    /// document type, an entity's value or even an attribute's value (fuzzing found it).
    static func givingDataToEmptyProcessingInstructions(_ input: [UInt8]) -> [UInt8] {
        let (less, question, greater) = (UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: ">"))
        // Where a space goes: before the `?` of each such `?>` (usually nowhere, and then the bytes are not copied).
        var spaces: [Int] = []
        var index = 0
        while index + 1 < input.count {
            if input[index] == less, input[index + 1] == question {
                // The target runs to white space or a `?` (each scan stops at the next `?`: linear in all).
                var end = index + 2
                while end < input.count, input[end] != question, !isWhiteSpace(input[end]) { end += 1 }
                if end > index + 2, end + 1 < input.count, input[end] == question, input[end + 1] == greater {
                    spaces.append(end)
                }
            }
            index += 1
        }
        guard !spaces.isEmpty else { return input }
        var result: [UInt8] = []
        result.reserveCapacity(input.count + spaces.count)
        var start = 0
        for space in spaces {
            result += input[start..<space]
            result.append(UInt8(ascii: " "))
            start = space
        }
        result += input[start...]
        return result
    }

    /// Whether `byte` is XML's white space.
    private static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// A short English message for an `XMLParser` error code.
    private static func message(forCode code: Int, truncated: Bool) -> String {
        switch XMLParser.ErrorCode(rawValue: code) {
        case .prematureDocumentEndError?, .documentStartError?, .emptyDocumentError?:
            truncated ? "no element found" : "unclosed token"
        case .tagNameMismatchError?: "mismatched tag"
        case .attributeNotStartedError?, .attributeNotFinishedError?,
             .attributeRedefinedError?, .literalNotStartedError?, .literalNotFinishedError?:
            "not well-formed (invalid attribute)"
        case .entityRefLoopError?, .entityReferenceWithoutNameError?, .entityReferenceMissingSemiError?,
             .undeclaredEntityError?, .parsedEntityRefNoNameError?, .parsedEntityRefMissingSemiError?:
            "undefined entity"
        case .gtRequiredError?, .ltRequiredError?, .ltSlashRequiredError?: "unclosed token"
        case .delegateAbortedParseError?: "nesting too deep"
        default: truncated ? "no element found" : "not well-formed (invalid token)"
        }
    }

    /// The deepest nesting read (deeper files are refused rather than walked).
    static let depthLimit = 256

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = XMLElementNode(name: elementName, attributes: attributeDict, line: parser.lineNumber + skippedLines,
                                  column: parser.columnNumber)
        if let parent = stack.last {
            parent.children.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
        if stack.count > Self.depthLimit { parser.abortParsing() }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }
}
