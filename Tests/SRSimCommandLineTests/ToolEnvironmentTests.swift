import Foundation
import SRSimTestSupport
import Testing
@testable import SRSimCommandLine

/// `srsim`'s narrowed environment is `ProcessInfo`'s environment, narrowed to the variables the command line reads.
@Suite struct ToolEnvironmentTests {
    /// What `ProcessInfo.processInfo.environment` makes of `environ`'s entries (split at the first `=` character, a
    /// later entry replacing an earlier one), narrowed to ``ToolEnvironment/names``.
    static func foundationReading(_ entries: [String]) -> [String: String] {
        var all: [String: String] = [:]
        for entry in entries {
            guard let delimiter = entry.firstIndex(of: "=") else { continue }
            all[String(entry[entry.startIndex..<delimiter])] = String(entry[entry.index(after: delimiter)...])
        }
        return all.filter { ToolEnvironment.names.contains($0.key) }
    }

    /// Environments with and without the names, repeated names, empty values, values holding `=`, names that only
    /// begin like one, no `=` at all, and an `=` that a combining mark makes part of a larger character.
    static let environments: [[String]] = [
        [],
        ["HOME=/root", "LANG=C"],
        ["NO_COLOR=1", "TERM=xterm-256color", "PATH=/usr/bin:/bin", "SRSIM_THREADS=3", "SRSIM_ESPEAK_TIMEOUT=2.5"],
        ["NO_COLOR=", "TERM=dumb"],
        ["PATH=/a", "PATH=/b"],
        ["SRSIM_THREADS=a=b", "NO_COLORS=1", "XTERM=vt100", "PATHS=/x", "TERM"],
        ["TERM=\u{338}x", "PATH=ok", "NO_COLOR=\u{301}"],
        ["TERM=é", "PATH=/ü/bin"],
    ]

    /// Each environment's entries give what Foundation's reading, narrowed, gives.
    @Test(arguments: environments)
    func theEntriesAreReadAsProcessInfoReadsThem(_ entries: [String]) {
        #expect(ToolEnvironment.entries(entries) == Self.foundationReading(entries))
    }

    /// An entry passes the byte check exactly when it begins with a name and `=`.
    @Test(arguments: [
        ("TERM=x", true), ("TERM=", true), ("TERM", false), ("TER", false), ("XTERM=x", false), ("TERMS=x", false),
        ("PATH=/bin", true), ("NO_COLOR=1", true), ("SRSIM_THREADS=2", true), ("SRSIM_ESPEAK_TIMEOUT=1", true),
        ("", false), ("=TERM", false),
    ])
    func anEntryIsTakenWhenItBeginsWithANameAndAnEqualsSign(_ entry: String, _ taken: Bool) {
        #expect(entry.withCString { ToolEnvironment.startsWithName($0) } == taken)
    }

    /// This process's own environment, read both ways.
    @Test func theProcessEnvironmentIsProcessInfosNarrowed() {
        let narrowed = ProcessInfo.processInfo.environment.filter { ToolEnvironment.names.contains($0.key) }
        #expect(ToolEnvironment.current() == narrowed)
    }

    /// Every variable the command line's sources read from their environment dictionary is one of the names.
    @Test func theSourcesReadNoOtherVariable() throws {
        var read: Set<String> = []
        for folder in ["Sources/SRSimCommandLine", "Sources/srsim"] {
            let path = Sample.packageRoot + "/" + folder
            for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path + "/" + name, encoding: .utf8)
                for piece in text.components(separatedBy: "environment[\"").dropFirst() {
                    read.insert(String(piece.prefix { $0 != "\"" }))
                }
            }
        }
        #expect(!read.isEmpty)
        #expect(read.subtracting(ToolEnvironment.names).isEmpty)
    }
}
