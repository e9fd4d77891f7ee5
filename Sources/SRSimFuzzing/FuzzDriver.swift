import Foundation

#if FUZZING
/// libFuzzer's entry point for a program that has its own `main` (in `libclang_rt.fuzzer`, linked by `-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target libFuzzer's C callback checks (a C function pointer cannot capture it).
nonisolated(unsafe) private var currentTarget: FuzzTarget = .parse
#endif

/// The `main` of the `srsim-fuzz-*` executables.
///
/// Built with `-DFUZZING` (and `-sanitize=fuzzer`), it hands its arguments to libFuzzer, and a broken invariant
/// crashes so libFuzzer saves the input. Built normally, it replays the files and folders it is given, printing each
/// file's outcome, and exits 1 if any failed: `swift run srsim-fuzz-parse crash-1234` reproduces a crash without the fuzzer.
public enum FuzzDriver {
    /// Runs `target` with the process's arguments; never returns.
    public static func main(_ target: FuzzTarget) -> Never {
        #if FUZZING
        currentTarget = target
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in
            let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: count))
            do {
                try currentTarget.check(bytes)
            } catch {
                fatalError("\(currentTarget.rawValue) fuzz target: \(error)")
            }
            return 0
        })
        #else
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty {
            FileHandle.standardError.write(Data("""
            usage: srsim-fuzz-\(target.rawValue) FILE-OR-FOLDER...
            Replays inputs through the '\(target.rawValue)' fuzz target without the fuzzer. To fuzz, build with
            -sanitize=fuzzer and -DFUZZING (see the README's "Fuzzing" section).

            """.utf8))
            exit(64)
        }
        var failed = 0
        for path in paths {
            for file in FuzzCorpus.files(at: path) {
                do {
                    try target.check(FuzzCorpus.bytes(of: file))
                    print("ok \(file)")
                } catch {
                    print("FAIL \(file): \(error)")
                    failed += 1
                }
            }
        }
        exit(failed == 0 ? 0 : 1)
        #endif
    }
}
