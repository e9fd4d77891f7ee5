import Foundation
import ScreenReaderSim
import ScreenReaderSimBenchmarks
import Testing

/// Every benchmark runs at a tiny size, so none can rot; each checks that it does what its name says (it throws if not).
@Suite struct BenchmarkTests {
    @Test func everyBenchmarkRunsAtATinySizeAndPrintsNameValueUnitLines() throws {
        var figures: [Figure] = []
        try Benchmarks.quick.run { figures.append($0) }
        let names = figures.map(\.name)
        #expect(Set(names).count == names.count, "figure names are unique")
        for figure in figures {
            // Heap deltas (per element, per imported node) are process-wide, and other tests run alongside this one,
            // freeing memory meanwhile, so only their form is checked here.
            let isHeapDelta = figure.unit == "bytes/element" || figure.unit == "bytes/node"
            #expect(figure.value.isFinite && (figure.value >= 0 || isHeapDelta), "\(figure)")
            #expect(figure.description.wholeMatch(of: /[^:]+: -?[0-9.]+ \S+/) != nil, "\(figure)")
        }
        for reader in ["voiceover", "talkback"] {
            for input in ["swipe", "tab", "touch", "double tap", "baseline concatenation", "swipe/baseline",
                          "baseline plain concatenation", "swipe/plain concatenation"] {
                #expect(names.contains("\(input) \(reader) 300"), "\(input) \(reader)")
            }
            for input in ["swipe", "tab", "touch", "double tap"] {
                #expect(names.contains("scaling \(input) \(reader) 300-600"))
            }
            // The screen whose stops come and go, each input at both sizes and its scaling.
            for (input, figure) in [("swipe", "swipe"), ("tab", "tab"), ("toggle", "toggle+swipe+swipe"),
                                    ("adjust", "swipe up/down")] {
                #expect(names.contains("expandables \(figure) \(reader) 600"), "expandables \(figure) \(reader)")
                #expect(names.contains("scaling expandables \(input) \(reader) 300-600"), "scaling expandables \(input)")
            }
        }
        // A touch on every kind of label, and its scaling (issue 24 B2); a dialog's first open on plain, framed and
        // reordered screens, the memory each opened dialog keeps, the rotor finding nothing and collapsing the outermost
        // of nested expandables (issue 24 B3).
        for reader in ["voiceover", "talkback"] {
            for kind in ["text", "switch", "stepper", "stepper at its minimum", "text field with a prompt", "segment", "tab",
                         "row by its control", "menu", "option", "dialog title"] {
                #expect(names.contains("touch \(kind) \(reader) 300"), "touch \(kind) \(reader)")
                #expect(names.contains("scaling touch \(kind) \(reader) 300-600"), "scaling touch \(kind) \(reader)")
            }
        }
        for name in ["dialog first open on a framed screen 600", "dialog first open on a reordered screen 600",
                     "scaling dialog first open on a plain screen 300-600", "memory per opened dialog 600",
                     "scaling rotor move finding nothing voiceover 300-600",
                     "dialog first open and close, each of 200 dialogs once 600",
                     "scaling dialog first open and close, each of 200 dialogs once 300-600",
                     "nested expandables collapse or expand the outermost 100",
                     "scaling nested expandables collapse or expand the outermost 50-100"] {
            #expect(names.contains(name), "\(name)")
        }
        // A device profile's swipe, beside its seed profile's.
        for name in ["swipe voiceover@ios18 300", "swipe voiceover@ios18/voiceover 300",
                     "swipe talkback@15 order=role-name-state 300", "swipe talkback@15 order=role-name-state/talkback 300"] {
            #expect(names.contains(name), "\(name)")
        }
        // The suite on one thread, and on every core when there are several (the default, named so).
        let cores = ScenarioSuite.defaultThreads
        let suiteNames = cores == 1 ? ["suite 4 files throughput (1 thread, the default)"]
            : ["suite 4 files throughput (1 thread)", "suite 4 files throughput (\(cores) threads, the default)"]
        for name in suiteNames + ["big file parse", "big file parse and check", "big file end to end (parse, check, run)",
                     "audit 60", "audit findings 120", "memory total 600 (screen and engine)", "peak memory",
                     // `srsim run` on the big screen needs the srsim executable, which a test has not (issue 24 B1).
                     "big screen skipped (no srsim executable beside srsim-benchmarks; --srsim=PATH names one)"] {
            #expect(names.contains(name), "\(name)")
        }
    }
}

/// `--kinds=`: the touch benchmark touches only the kinds named, so a profiler can watch one.
@Suite struct TouchBenchmarkKindTests {
    @Test func onlyTheKindsNamedAreTouched() throws {
        var figures: [Figure] = []
        try TouchBenchmark(sizes: [300, 600], operations: 50, repetitions: 1, kindNames: ["radio", "row by its control"])
            .run { figures.append($0) }
        let touched = Set(figures.map(\.name).filter { $0.hasPrefix("scaling touch ") })
        #expect(touched == ["scaling touch radio voiceover 300-600", "scaling touch radio talkback 300-600",
                            "scaling touch row by its control voiceover 300-600",
                            "scaling touch row by its control talkback 300-600"])
    }
}

/// Issue 24 B4: `srsim-benchmarks --help` prints its usage (it ran the whole benchmark), and every run says its
/// figures are CPU time.
@Suite struct BenchmarkUsageTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], ["engine", "--help"]])
    func helpIsRecognised(_ arguments: [String]) {
        #expect(BenchmarkUsage.asksForHelp(arguments))
    }

    @Test(arguments: [[], ["engine"], ["--quick", "suite"], ["--runs=1"]])
    func otherArgumentsAreNoHelpRequest(_ arguments: [String]) {
        #expect(!BenchmarkUsage.asksForHelp(arguments))
    }

    @Test func theUsageNamesEveryBenchmarkAndTheClock() {
        for word in ["bigscreen", "expandables", "layers", "nesting", "suite", "python", "audit", "engine", "--sizes=", "--runs=",
                     "--srsim=", "--big-screen-bytes=", "--kinds=", "--help"] {
            #expect(BenchmarkUsage.text.contains(word), "\(word)")
        }
        #expect(BenchmarkUsage.text.contains("CLOCK_PROCESS_CPUTIME_ID"))
        #expect(BenchmarkUsage.clockNote.hasPrefix("Times are CPU time"))
    }

    @Test func theBigScreenNoteNamesTheSRSimTimedAndWhenItWasBuilt() {
        #expect(BenchmarkUsage.bigScreenNote(srsim: "/bin/sh").hasPrefix("The big screen times /bin/sh (built "))
        #expect(BenchmarkUsage.bigScreenNote(srsim: "/no-such-srsim").hasPrefix("The big screen times /no-such-srsim, started"))
    }

    @Test func theHeapNoteSaysWhetherGlibcKeepsTheHeapOnHugePages() {
        #expect(BenchmarkUsage.heapNote(environment: [:]).hasPrefix("The C heap is on ordinary pages"))
        #expect(BenchmarkUsage.heapNote(environment: ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=10"]).hasPrefix("The C heap is on ordinary pages"))
        #expect(BenchmarkUsage.heapNote(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"])
            == "The C heap is on huge pages (GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1).")
    }
}

/// `srsim-benchmarks as-srsim PEAK-FILE ARGUMENTS...` is `srsim ARGUMENTS...` that writes its own peak memory, which the
/// big file's memory figures are measured with in a child process.
@Suite struct SRSimChildModeTests {
    @Test func asSRSimRunsSRSimAndWritesItsPeakMemory() throws {
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-peak-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        #expect(Benchmarks.runSRSimIfAsked(["suite"]) == nil)
        #expect(Benchmarks.runSRSimIfAsked([Benchmarks.srsimArgument, peakFile, "--version"]) == 0)
        let peak = try #require(Int(try String(contentsOfFile: peakFile, encoding: .utf8)))
        #expect(peak > 1_000_000)
        #expect(Benchmarks.runSRSimIfAsked([Benchmarks.srsimArgument, peakFile, "run", "no-such-file.scenario"]) != 0)
    }
}
