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
        let file = ScenarioFile(parsing: text, file: "fuzz.scenario")
        // The file's own lines give back the text byte for byte (compared piece by piece, not joined into a copy).
        let source = file.source
        var rest = text.utf8[...]
        for line in source.lines {
            for piece in [line.content, line.ending] {
                try FuzzFailure.require(rest.starts(with: piece.utf8), "splitting into lines and joining them again changed the text")
                rest = rest.dropFirst(piece.utf8.count)
            }
        }
        try FuzzFailure.require(rest.isEmpty, "splitting into lines and joining them again changed the text")
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
        // Counted and checked on the UTF-8 bytes in one pass: a byte below 0x20 is always a whole character in UTF-8.
        let prefix = Array("fuzz.scenario:".utf8)
        var headers = 0
        var lineStart = true
        var matched = 0
        for byte in rendered.utf8 {
            try FuzzFailure.require(byte >= 0x20 || byte == 0x0A || byte == 0x09, "the rendering holds a raw control character")
            if byte == 0x0A {
                lineStart = true
                matched = 0
                continue
            }
            if lineStart {
                if byte == prefix[matched] {
                    matched += 1
                    if matched == prefix.count { headers += 1; lineStart = false }
                } else {
                    lineStart = false
                }
            }
        }
        try FuzzFailure.require(headers == min(limit, file.diagnostics.count), "the rendering holds \(headers) diagnostics")
    }
}
