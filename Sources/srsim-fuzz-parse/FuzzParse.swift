import SRSimFuzzing

/// `srsim-fuzz-parse`: the 'parse' fuzz target (see FuzzTarget), under libFuzzer or replaying files.
@main enum FuzzParse {
    static func main() { FuzzDriver.main(.parse) }
}
