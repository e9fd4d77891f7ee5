import Foundation

/// The Python interpreter of the suite's language subset (`Sources/srsim-benchmarks/reference/scenario_interpreter.py`),
/// run as a child process: where it and `python3` are, and what it reports.
struct PythonReference {
    /// The `python3` executable.
    let python: URL
    /// The interpreter script.
    let script: URL

    /// What one run of the script reported: its exit status, its standard output and standard error.
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String

        /// The counts of the last line, `N passed, N failed`; nil when the last line is not a summary.
        var summary: (passed: Int, failed: Int)? {
            guard let last = stdout.split(separator: "\n").last else { return nil }
            let words = last.split(separator: " ")
            guard words.count == 4, words[1] == "passed,", words[3] == "failed",
                  let passed = Int(words[0]), let failed = Int(words[2]) else { return nil }
            return (passed, failed)
        }
    }

    /// The environment variable naming the `python3` to use (else the first `python3` on `PATH`).
    static let pythonVariable = "SRSIM_PYTHON"
    /// The environment variable naming the interpreter script (else found beside this source file).
    static let scriptVariable = "SRSIM_PYTHON_REFERENCE"

    /// The one `SRSIM_PYTHON` names, else the first `python3` on `PATH`; nil when there is none.
    /// - Throws: ``BenchmarkError`` when `SRSIM_PYTHON` names no executable file.
    static func findPython(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL? {
        if let named = environment[pythonVariable], !named.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: named) else {
                throw BenchmarkError("\(pythonVariable) names \(named), which is not an executable file")
            }
            return URL(fileURLWithPath: named)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("python3")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The script: the path `SRSIM_PYTHON_REFERENCE` names, else the package's copy, found from this source file's path.
    /// - Throws: ``BenchmarkError`` when the file is not there.
    static func findScript(
        environment: [String: String] = ProcessInfo.processInfo.environment, sourceFile: String = #filePath
    ) throws -> URL {
        let script: URL
        if let named = environment[scriptVariable], !named.isEmpty {
            script = URL(fileURLWithPath: named)
        } else {
            // Sources/ScreenReaderSimBenchmarks/THIS.swift -> Sources/srsim-benchmarks/reference/scenario_interpreter.py
            script = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("srsim-benchmarks/reference/scenario_interpreter.py")
        }
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw BenchmarkError("the Python reference interpreter is not at \(script.path) (set \(scriptVariable) to its path)")
        }
        return script
    }

    /// Runs the script with `arguments` and waits for it, reading its output as it comes.
    /// - Throws: ``BenchmarkError`` when it cannot be started.
    func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot start \(python.path): \(error)")
        }
        // Standard error is read on another thread so neither pipe can fill up and stall the child.
        let errorData = ErrorCollector()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = errorData.wait()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }

    /// Bytes handed from the thread that reads standard error.
    private final class ErrorCollector: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ value: Data) {
            condition.lock()
            data = value
            condition.signal()
            condition.unlock()
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
