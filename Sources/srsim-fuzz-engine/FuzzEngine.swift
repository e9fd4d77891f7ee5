import SRSimFuzzing

/// `srsim-fuzz-engine`: the 'engine' fuzz target (see FuzzTarget), under libFuzzer or replaying files.
@main enum FuzzEngine {
    static func main() { FuzzDriver.main(.engine) }
}
