import Foundation
import SRSimTestSupport
import Testing
@testable import ScreenReaderSim

/// Parsing element lines straight from their bytes (``ElementLineFastPath``) gives exactly the parse the lexer and the
/// full parser give: the same element, attribute and value records, token for token, the same features, scenarios and
/// screen, and the same diagnostics in the same order, over generated lines (every kind and attribute word, good and bad
/// values, odd spacing, tabs, comments, escapes, non-ASCII text, CR and CRLF line ends) and every scenario file of the
/// repository.
@Suite struct ElementLineFastPathTests {
    /// Everything a parse of `text` leaves that lowering, the tree or a diagnostic reads, one line per record.
    static func dump(_ text: String, fastElementLines: Bool) -> [String] {
        let source = SourceText(text, file: "fast.scenario")
        return source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes, fastElementLines: fastElementLines)
            func describe(_ token: LexToken?) -> String {
                guard let token else { return "-" }
                return "\(token.kind) \(token.line):\(token.startColumn)-\(token.endColumn) @\(token.valueStart)+\(token.valueLength)"
                    + " e\(token.escaped)"
            }
            let elements = parser.elements
            var lines: [String] = []
            for element in elements.elements {
                lines.append("element \(element.kind) \(describe(element.keyword)) label \(describe(element.label))"
                    + " attributes \(element.firstAttribute)+\(element.attributeCount) parent \(element.parent ?? -1)"
                    + " depth \(element.depth) range \(element.range(in: source.fileID))")
            }
            for attribute in elements.attributes {
                lines.append("attribute \(attribute.word) \(describe(attribute.name)) values \(attribute.firstValue)+\(attribute.valueCount)")
            }
            for value in elements.values { lines.append("value \(describe(value))") }
            lines.append("features \(elements.features == ElementLineFeatures(elements)) \(String(describing: elements.features))")
            lines.append("escaped \(parser.source.escaped)")
            lines.append("screen \(String(describing: parser.syntax.screen))")
            lines.append("scenarios \(parser.scenarios.scenarioSyntax(parser.source))")
            lines.append("tree \(elements.elementSyntax(parser.source))")
            for diagnostic in parser.diagnostics { lines.append("diagnostic \(diagnostic) \(diagnostic.range)") }
            return lines
        }
    }

    /// Expects both paths to parse `text` the same.
    static func expectSameParse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fast = dump(text, fastElementLines: true)
        let full = dump(text, fastElementLines: false)
        #expect(fast == full, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    /// Labels: plain, empty, with a `#`, an escape, a non-ASCII letter, a combining mark, a tab, unterminated.
    static let labels = [
        "", "\"Plain\"", "\"\"", "\"Wi-Fi # 5\"", "\"with \\\"escape\\\"\"", "\"Caf\u{E9}\"", "\"e\u{301}\"", "\"tab\tin\"",
        "\"unterminated", "\"\u{301}mark\"", "bare",
    ]

    /// Attributes, well formed and not, for every attribute word.
    static let attributes = [
        "on", "off", "checked", "unchecked", "selected", "unselected", "expanded", "collapsed", "disabled", "hidden",
        "custom", "stateless", "no-keyboard", "secure", "percent", "alert", "open", "closes", "opens d", "opens \"d\"",
        "announces \"Saved\"", "value 2", "value -3", "value +4", "value x", "value \"Text\"", "value", "min 1", "max 40",
        "step 5", "step 0", "value 99999999999999999999", "value 123456789012345678", "order 1", "lines 2", "width 12.5",
        "frame 0 0 10 10", "label \"Name\"", "hint \"Double tap\"", "navigates \"Next\"", "moves-focus \"Next\"",
        "id wifi", "id \"quoted\"", "id \"\"", "id on", "id Wi_Fi.2:a/b", "before b", "after a", "placeholder \"Your name\"",
        "placeholder bare", "placeholder \"\"", "Value 2", "unknown", "value 2,", "id ->x", "value 5#c", "on#c",
        "id caf\u{E9}", "placeholder \"caf\u{E9}\"", "value \"a\\\\b\"",
    ]

    /// What may stand between tokens.
    static let gaps = [" ", "  ", "\t", " \t "]

    /// What may end a line before its ending.
    static let tails = ["", "   ", " # a comment", "# right after", " #\u{301}", " # caf\u{E9}", "\t", " #"]

    /// An element line made of the `random` choices.
    static func line(_ random: inout SplitMix) -> String {
        func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
        let kinds = ElementKind.allCases.map(\.keyword) + ["swich", "Text"]
        var line = pick(kinds)
        let label = pick(labels)
        if !label.isEmpty { line += pick(gaps) + label }
        for _ in 0..<Int(random.next() % 4) { line += pick(gaps) + pick(attributes) }
        return line + pick(tails)
    }

    /// Files of generated lines under a screen, nested by random indentations (tabs and odd widths included), with a
    /// scenario after them, in each line ending.
    static var generatedFiles: [String] {
        var random = SplitMix(state: 24)
        var files: [String] = []
        for index in 0..<240 {
            var lines = index % 7 == 0 ? ["\u{FEFF}screen \"Generated\""] : ["screen \"Generated\""]
            for _ in 0..<40 {
                let depth = Int(random.next() % 4) + 1
                let indent: String
                switch random.next() % 24 {
                case 0: indent = String(repeating: " ", count: depth * 2 - 1)
                case 1: indent = String(repeating: " ", count: depth * 2 - 2) + "\t"
                case 2: indent = "\t" + String(repeating: " ", count: depth * 2)
                case 3: indent = ""
                default: indent = String(repeating: " ", count: depth * 2)
                }
                switch random.next() % 20 {
                case 0: lines.append("")
                case 1: lines.append(indent)
                case 2: lines.append(indent + "# a comment")
                case 3: lines.append(indent + "#\u{301} not a comment")
                default: lines.append(indent + line(&random))
                }
            }
            lines += ["scenario \"S\"", "  using voiceover", "  swipe right -> \"Plain\""]
            let ending = ["\n", "\r\n", "\r"][index % 3]
            files.append(lines.joined(separator: ending) + (index % 2 == 0 ? ending : ""))
        }
        return files
    }

    /// The generated files parse the same both ways.
    @Test func generatedElementLinesParseTheSameBothWays() {
        for text in Self.generatedFiles { Self.expectSameParse(text) }
    }

    /// Every scenario file under `Scenarios/`, `Examples/` and `Tests/` (the fuzzing corpora's malformed files included).
    static var repositoryFiles: [String] {
        let root = Sample.packageRoot
        var texts: [String] = []
        for folder in ["Scenarios", "Examples", "Tests"] {
            guard let paths = FileManager.default.enumerator(atPath: "\(root)/\(folder)") else { continue }
            for case let path as String in paths where path.hasSuffix(".scenario") {
                let full = "\(root)/\(folder)/\(path)"
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                      let data = FileManager.default.contents(atPath: full) else { continue }
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        return texts
    }

    /// Every scenario file of the repository parses the same both ways.
    @Test func everyScenarioFileOfTheRepositoryParsesTheSameBothWays() {
        let files = Self.repositoryFiles
        #expect(files.count > 60)
        for text in files { Self.expectSameParse(text) }
    }

    /// Every file of the fuzzing corpora (its seeds are not named `.scenario`) parses the same both ways.
    @Test func theFuzzingCorpusParsesTheSameBothWays() throws {
        let root = "\(Sample.packageRoot)/Tests/SRSimFuzzingTests/Corpus"
        let paths = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        var count = 0
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder), !isFolder.boolValue,
                  let data = FileManager.default.contents(atPath: "\(root)/\(path)") else { continue }
            Self.expectSameParse(String(decoding: data, as: UTF8.self))
            count += 1
        }
        #expect(count >= 30)
    }

    /// The lines the fast path is for are taken by it (the comparisons above are then of two paths, not one), and the
    /// lines it leaves go the full way.
    @Test(arguments: [
        ("  text \"About\"", true), ("  switch \"Wi-Fi\" on", true), ("  stepper \"Guests\" value 2 min 1 max 4", true),
        ("  text-field \"Name\" placeholder \"Your name\"", true), ("  group", true), ("  button \"Save\" id save  # c", true),
        ("", true), ("    ", true), ("  # comment", true), ("  text \"Caf\u{E9}\"", false), ("  text \"a\\\"b\"", false),
        ("  swich \"A\" on", false), ("  switch \"A\" on on", false), ("  text \"A\" frame 0 0 1 1", false),
        ("\ttext \"A\"", false), ("text \"A\"", false), ("  text", false), ("  slider \"V\" value x", false),
    ])
    func theFastPathTakesWellFormedElementLines(_ line: String, taken: Bool) {
        let text = "screen \"S\"\n" + line + "\n"
        let source = SourceText(text, file: "fast.scenario")
        source.withUTF8 { bytes in
            // The parser as it stands after the screen line: the first line alone parsed over the same bytes.
            var parser = ScenarioParser.parseLines(SourceText("screen \"S\"\n", file: "fast.scenario"), bytes: bytes)
            let span = source.spans[1]
            #expect(ElementLineFastPath().parse(bytes, from: span.start, to: span.contentEnd, line: 2, into: &parser) == taken)
        }
        Self.expectSameParse(text)
    }

    /// ``StringEndSearch/firstQuoteBackslashOrNonASCII(in:from:to:)`` finds what a byte-by-byte loop finds.
    @Test func theStringEndSearchStopsAtQuotesBackslashesAndNonASCIIBytes() {
        var random = SplitMix(state: 7)
        let alphabet: [UInt8] = Array("abc  #\"\\".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x22 ^ 0x80, 0x5C ^ 0x80]
        for _ in 0..<4_000 {
            let count = Int(random.next() % 40)
            let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            bytes.withUnsafeBufferPointer { buffer in
                var expected = start
                while expected < count, buffer[expected] != UInt8(ascii: "\""), buffer[expected] != UInt8(ascii: "\\"),
                      buffer[expected] < 0x80 { expected += 1 }
                #expect(StringEndSearch.firstQuoteBackslashOrNonASCII(in: buffer, from: start, to: count) == expected)
            }
        }
    }
}
