import Foundation
import ScreenReaderSim

/// `srsim diff SPEC.scenario DUMP`: the designer's screen against the app's, per reader (``ScreenDifference``), as text,
/// JSON or SARIF with every finding on the spec file's lines; exit 1 when they differ.
struct DiffCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        guard invocation.paths.count == 2 else {
            result.err("\(style.error("Error:")) diff takes two files: the spec scenario file and the app's dump")
            result.worsen(to: .usage)
            return
        }
        let specPath = invocation.paths[0]
        let dumpPath = invocation.paths[1]
        let format = invocation.values["--dump-format"].flatMap(DumpFormat.init(rawValue:))
        guard let density = DumpLoader.density(invocation, into: &result, style: style),
              let spec = ScenarioLoader.loadScreen(specPath, into: &result, style: style)?.screen,
              let app = DumpLoader.importDump(dumpPath, format: format, density: density, into: &result, style: style)
        else { return }
        let findings: [ScreenDifference]
        do {
            findings = try ScreenDifference.compare(spec: spec, app: app.screen)
        } catch {
            result.err("\(specPath): \(style.error("error:")) \(error)")
            result.worsen(to: .parseError)
            return
        }
        switch invocation.format {
        case .json: result.out(json(findings, spec: specPath, dump: dumpPath).rendered())
        case .sarif: result.out(sarif(findings, spec: specPath).rendered())
        default: result.out(text(findings, spec: specPath, dump: dumpPath))
        }
        if !findings.isEmpty { result.worsen(to: .failure) }
    }

    private func place(_ finding: ScreenDifference, spec: String) -> String {
        guard let location = finding.location else { return "\(spec)" }
        // An extra stop is located in the app's dump, every other finding on the spec's lines.
        return "\(location.file ?? spec):\(location.line):\(location.column)"
    }

    private func text(_ findings: [ScreenDifference], spec: String, dump: String) -> String {
        var lines = findings.map { "\(place($0, spec: spec)): \($0.reader.displayName): \($0.kind.rawValue): \($0.message)" }
        lines.append(findings.isEmpty ? "\(spec) and \(dump): the same stops on both readers"
                     : "\(spec) and \(dump): \(findings.count) \(findings.count == 1 ? "difference" : "differences")")
        return lines.joined(separator: "\n")
    }

    private func json(_ findings: [ScreenDifference], spec: String, dump: String) -> JSONValue {
        .object([
            ("spec", .string(spec)),
            ("dump", .string(dump)),
            ("findings", .array(findings.map { finding in
                .object([
                    ("file", .string(finding.location?.file ?? spec)),
                    ("reader", .string(finding.reader.rawValue)),
                    ("kind", .string(finding.kind.rawValue)),
                    ("name", .string(finding.name)),
                    ("message", .string(finding.message)),
                    ("line", finding.location.map { .integer($0.line) } ?? .null),
                    ("column", finding.location.map { .integer($0.column) } ?? .null),
                ])
            })),
        ])
    }

    private func sarif(_ findings: [ScreenDifference], spec: String) -> JSONValue {
        let rules: [JSONValue] = ScreenDifference.Kind.allCases.map { kind in
            .object([("id", .string("diff-\(kind.rawValue)")),
                     ("shortDescription", .object([("text", .string("A stop differs between the spec and the app: \(kind.rawValue)"))]))])
        }
        let results: [JSONValue] = findings.map { finding in
            let region: JSONValue = .object([
                ("startLine", .integer(finding.location?.line ?? 1)),
                ("startColumn", .integer(finding.location?.column ?? 1)),
            ])
            return .object([
                ("ruleId", .string("diff-\(finding.kind.rawValue)")),
                ("level", .string("error")),
                ("message", .object([("text", .string("\(finding.reader.displayName): \(finding.message)"))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(finding.location?.file ?? spec))])),
                    ("region", region),
                ]))])])),
            ])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("srsim diff")), ("version", .string(SRSim.version)), ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }
}
