import SRSimFuzzing

/// `srsim-fuzz-scenario`: the 'scenario' fuzz target (see FuzzTarget), under libFuzzer or replaying files.
@main enum FuzzScenario {
    static func main() { FuzzDriver.main(.scenario) }
}
