// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScreenReaderSim",
    products: [
        .library(name: "ScreenReaderSim", targets: ["ScreenReaderSim"]),
        // Test helpers for users' Swift Testing and XCTest targets: speech checks, golden files, scenario files.
        .library(name: "ScreenReaderSimTesting", targets: ["ScreenReaderSimTesting"]),
        .executable(name: "srsim", targets: ["srsim"]),
    ],
    dependencies: [],
    targets: [
        // The core: model, platform rules, reader engine, scenario language, audit.
        .target(name: "ScreenReaderSim"),
        // The command-line tool's logic, testable in process; `srsim` only calls it.
        .target(name: "SRSimCommandLine", dependencies: ["ScreenReaderSim"]),
        // On Linux `srsim` carries the Swift runtime and Foundation inside it (`-static-stdlib`), linked with the
        // toolchain's lld (gold warns about glibc's `mktemp` inside static Foundation): the process then maps only the
        // parts it uses, about 6.5 MB less resident than loading the shared libraries (Speed article, sixth round).
        // The functions its common runs execute are laid out first and together (`hot-functions.order`, written by
        // `.ci/hot-functions`), so a run maps a few megabytes of code, not pages all over the program (seventh round).
        // It is linked at a fixed address (`-no-pie`): a position-independent program has the dynamic loader rewrite
        // about 77,000 addresses in its data at every start, a copy of each page they land in (about 200 page faults
        // of a trivial run's 650; Speed article, ninth round).
        .executableTarget(
            name: "srsim", dependencies: ["SRSimCommandLine"],
            exclude: ["hot-functions.order"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))],
            linkerSettings: [.unsafeFlags([
                "-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie",
                "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/srsim/hot-functions.order",
                "-Xlinker", "--no-warn-symbol-ordering",
            ], .when(platforms: [.linux]))]
        ),
        // Test helpers for Swift Testing and XCTest users (the `ScreenReaderSimTesting` product).
        .target(name: "ScreenReaderSimTesting", dependencies: ["ScreenReaderSim"]),
        // Benchmarks: `swift run -c release srsim-benchmarks`; the measuring code is a library so a test runs it tiny.
        // It runs `srsim run` in process (SRSimCommandLine) for the suite against the Python reference.
        .target(name: "ScreenReaderSimBenchmarks", dependencies: ["ScreenReaderSim", "SRSimCommandLine", "CHeapGauge"]),
        // The C allocator's statistics, for the benchmarks' memory figures.
        .target(name: "CHeapGauge"),
        // `reference/` holds the Python interpreter the suite is compared with (`srsim-benchmarks python`).
        .executableTarget(
            name: "srsim-benchmarks", dependencies: ["ScreenReaderSimBenchmarks", "ScreenReaderSim"], exclude: ["reference"]
        ),
        // Fuzzing: the targets' checks (replayed by `swift test`) and one executable each, run under libFuzzer when
        // built with `-sanitize=fuzzer -DFUZZING` (README, "Fuzzing"), replaying files otherwise.
        .target(name: "SRSimFuzzing", dependencies: ["ScreenReaderSim"]),
        .executableTarget(name: "srsim-fuzz-parse", dependencies: ["SRSimFuzzing"]),
        .executableTarget(name: "srsim-fuzz-scenario", dependencies: ["SRSimFuzzing"]),
        .executableTarget(name: "srsim-fuzz-engine", dependencies: ["SRSimFuzzing"]),
        .executableTarget(name: "srsim-fuzz-import", dependencies: ["SRSimFuzzing"]),
        // A runnable example: `swift run walkthrough`.
        .executableTarget(name: "walkthrough", dependencies: ["ScreenReaderSim"], path: "Examples/Walkthrough"),
        // What the test targets share (marked sources, diagnostic cases, temporary folders, sample files): not a product.
        .target(name: "SRSimTestSupport", dependencies: ["ScreenReaderSim"]),
        .testTarget(
            name: "ScreenReaderSimTests",
            dependencies: ["ScreenReaderSim", "ScreenReaderSimTesting", "SRSimTestSupport"],
            exclude: ["Audit/Snapshots"]
        ),
        .testTarget(name: "ScreenReaderSimBenchmarksTests", dependencies: ["ScreenReaderSimBenchmarks"]),
        .testTarget(
            name: "SRSimFuzzingTests",
            dependencies: ["SRSimFuzzing"],
            exclude: ["Corpus", "Regressions", "scenario.dict", "import.dict"]
        ),
        .testTarget(
            name: "SRSimCommandLineTests",
            dependencies: ["SRSimCommandLine", "ScreenReaderSim", "SRSimTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
