import SRSimFuzzing

/// `srsim-fuzz-import`: the 'import' fuzz target (see FuzzTarget), every dump parser, under libFuzzer or replaying files.
@main enum FuzzImport {
    static func main() { FuzzDriver.main(.importDump) }
}
