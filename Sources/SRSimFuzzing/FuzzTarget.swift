/// The fuzz targets: each takes any bytes and throws a ``FuzzFailure`` when an invariant breaks (a crash is a bug too).
///
/// `swift test` replays the seed corpus and every saved crash through them without the fuzzer; the `srsim-fuzz-*`
/// executables run them under libFuzzer when built with `-sanitize=fuzzer` and `-DFUZZING` (see the README).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The parser and the diagnostics renderer: ``ParseFuzzTarget``.
    case parse
    /// Parse, run on all four readers, record and audit: ``ScenarioFuzzTarget``.
    case scenario
    /// Random screens and inputs through the Swift API: ``EngineFuzzTarget``.
    case engine
    /// Every dump parser of the importer: ``ImportFuzzTarget``.
    case importDump = "import"

    /// Checks one input.
    public func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        switch self {
        case .parse: try ParseFuzzTarget.check(bytes)
        case .scenario: try ScenarioFuzzTarget.check(bytes)
        case .engine: try EngineFuzzTarget.check(bytes)
        case .importDump: try ImportFuzzTarget.check(bytes)
        }
    }
}
