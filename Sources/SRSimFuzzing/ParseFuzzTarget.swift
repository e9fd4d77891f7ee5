import ScreenReaderSim

/// Fuzzes the parser and the diagnostics renderer: any bytes parse without crashing, deterministically, into
/// diagnostics that point inside the file, in order, and render as text.
public enum ParseFuzzTarget {
    /// Checks one input.
    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text: String
        switch SourceDecoding.decode(bytes, file: "fuzz.scenario") {
        case .text(let decoded):
            text = decoded
        case .notText(let diagnostic):
            // Undecodable bytes are reported inside the file, at a byte that is really there.
            let lines = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            try FuzzFailure.require((1...lines).contains(diagnostic.location.line) && diagnostic.location.column >= 1,
                                    "the decoding diagnostic points outside the file: \(diagnostic.location)")
            try FuzzFailure.require(String(validating: bytes, as: UTF8.self) == nil || bytes.starts(with: [0xFF, 0xFE])
                                        || bytes.starts(with: [0xFE, 0xFF]), "valid UTF-8 was refused")
            return
        }
        let source = SourceText(text, file: "fuzz.scenario")
        try FuzzFailure.require(source.lines.map { $0.content + $0.ending }.joined() == text,
                                "splitting into lines and joining them again changed the text")
        let file = ScenarioFile(parsing: text, file: "fuzz.scenario")
        let again = ScenarioFile(parsing: text, file: "fuzz.scenario")
        try FuzzFailure.require(file.diagnostics == again.diagnostics, "parsing the same text twice gave different diagnostics")
        try FuzzFailure.require(file.screen == again.screen, "parsing the same text twice gave different screens")
        try FuzzFailure.require(file.scenarios == again.scenarios, "parsing the same text twice gave different scenarios")
        let lineCount = max(1, source.lines.count)
        for diagnostic in file.diagnostics {
            let location = diagnostic.location
            try FuzzFailure.require((1...lineCount).contains(location.line) && location.column >= 1,
                                    "diagnostic '\(diagnostic.id)' points outside the file: \(location)")
            try FuzzFailure.require(diagnostic.range.lowerBound <= diagnostic.range.upperBound,
                                    "diagnostic '\(diagnostic.id)' has a range that ends before it starts")
            try FuzzFailure.require(!diagnostic.text.isEmpty, "diagnostic '\(diagnostic.id)' says nothing")
        }
        try FuzzFailure.require(zip(file.diagnostics, file.diagnostics.dropFirst()).allSatisfy { $0.location <= $1.location },
                                "diagnostics are not in file order")
        if file.hasErrors {
            try FuzzFailure.require(file.screen == nil && file.scenarios.isEmpty, "a file with errors still produced a screen to run")
        }
        // Rendered, each diagnostic starts with its `FILE:LINE:COLUMN: error: ...` line and prints nothing raw that a
        // terminal would act on; past the limit, one line counts the rest.
        let limit = 20
        let rendered = DiagnosticRenderer.render(file.diagnostics, source: file.source, limit: limit)
        if let first = file.diagnostics.first {
            let header = "fuzz.scenario:\(first.location.line):\(first.location.column): \(first.severity.rawValue): "
            try FuzzFailure.require(rendered.hasPrefix(header), "the rendering does not start with the first diagnostic")
        }
        let headers = rendered.split(separator: "\n").filter { $0.hasPrefix("fuzz.scenario:") }.count
        try FuzzFailure.require(headers == min(limit, file.diagnostics.count), "the rendering holds \(headers) diagnostics")
        try FuzzFailure.require(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
                                "the rendering holds a raw control character")
    }
}
