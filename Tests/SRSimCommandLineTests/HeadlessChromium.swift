import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe` (two FIFOs), so tests
/// load a page, press keys, read the page back and take screenshots: what a person in front of the browser does.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The browser's path: `SRSIM_CHROMIUM`, else `chromium`, `chromium-browser` or `google-chrome` on the PATH.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SRSIM_CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let path = folders.map({ $0 + "/" + name }).first(where: FileManager.default.isExecutableFile(atPath:)) {
                return path
            }
        }
        return nil
    }()

    /// Whether a browser is installed to test with.
    static var isInstalled: Bool { executable != nil }

    private let process = Process()
    private let folder: URL
    private var commands: Int32 = -1
    private var events: Int32 = -1
    private var buffer = Data()
    private var nextID = 1
    private var session: String?

    /// Starts the browser with a window of `width` × `height`.
    init(width: Int = 1600, height: Int = 1000) throws {
        guard let executable = Self.executable else { throw Failure(description: "Chromium is not installed") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("in").path, output = folder.appendingPathComponent("out").path
        guard mkfifo(input, 0o600) == 0, mkfifo(output, 0o600) == 0 else { throw Failure(description: "mkfifo failed") }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--no-default-browser-check", "--mute-audio", "--hide-scrollbars", "--remote-debugging-pipe",
                     "--window-size=\(width),\(height)", "--user-data-dir=" + folder.appendingPathComponent("profile").path]
        process.arguments = ["-c", "exec \"$0\" \"$@\" 3<\"$SRSIM_IN\" 4>\"$SRSIM_OUT\"", executable] + flags + ["about:blank"]
        process.environment = ProcessInfo.processInfo.environment.merging(["SRSIM_IN": input, "SRSIM_OUT": output]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        // The shell opens "in" for reading first (blocking until we open it for writing), then "out" for writing.
        while commands < 0 {
            commands = open(input, O_WRONLY | O_NONBLOCK)
            if commands < 0 {
                guard Date() < deadline, process.isRunning else { throw Failure(description: "Chromium did not start") }
                usleep(20_000)
            }
        }
        _ = fcntl(commands, F_SETFL, fcntl(commands, F_GETFL) & ~O_NONBLOCK)
        events = open(output, O_RDONLY | O_NONBLOCK)
        guard events >= 0 else { throw Failure(description: "cannot open Chromium's pipe") }
    }

    deinit {
        _ = try? send("Browser.close", timeout: 5)
        if commands >= 0 { close(commands) }
        if events >= 0 { close(events) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Opens `file` in a new tab and waits until `readyWhen` is true (by default: the player's script has run).
    func load(file: String,
              readyWhen: String = "document.readyState === 'complete' && document.body && document.body.dataset.step !== undefined",
              prelude: String? = nil) throws {
        let url = URL(fileURLWithPath: file).absoluteString
        // With a prelude (a script run before the page's own, e.g. a stand-in for speech synthesis), the tab opens
        // blank, takes the prelude, then goes to the file.
        let target = try send("Target.createTarget", ["url": prelude == nil ? url : "about:blank"])
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true])
        session = attached["sessionId"] as? String
        if let prelude {
            try send("Page.enable")
            try send("Page.addScriptToEvaluateOnNewDocument", ["source": prelude])
            try send("Page.navigate", ["url": url])
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            // A new tab is about:blank (and "complete") until the file's navigation commits.
            if let ready = try? evaluate("location.href === \"\(url)\" && (\(readyWhen))"),
               ready as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "the page did not finish loading")
    }

    /// Presses and releases a key, as the keyboard sends it: `ArrowRight`, `ArrowLeft`, ` ` (space), `Home`…
    func press(_ key: String) throws {
        let codes: [String: (code: String, keyCode: Int)] = [
            "ArrowRight": ("ArrowRight", 39), "ArrowLeft": ("ArrowLeft", 37), "ArrowUp": ("ArrowUp", 38),
            "ArrowDown": ("ArrowDown", 40), " ": ("Space", 32), "Home": ("Home", 36), "End": ("End", 35),
            "PageDown": ("PageDown", 34), "PageUp": ("PageUp", 33), "t": ("KeyT", 84), "s": ("KeyS", 83),
        ]
        guard let code = codes[key] else { throw Failure(description: "no key code for \(key)") }
        var down: [String: Any] = ["type": "keyDown", "key": key, "code": code.code,
                                   "windowsVirtualKeyCode": code.keyCode, "nativeVirtualKeyCode": code.keyCode]
        if key.count == 1 { down["text"] = key }
        _ = try send("Input.dispatchKeyEvent", down)
        _ = try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code.code,
                                                "windowsVirtualKeyCode": code.keyCode, "nativeVirtualKeyCode": code.keyCode])
    }

    /// The value of a JavaScript expression in the page (JSON-compatible values only).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "script error: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A PNG of the page as shown.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": true])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }

    /// Sends one command and waits for its answer (events in between are skipped).
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], timeout: TimeInterval = 30) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session, !method.hasPrefix("Target.") && !method.hasPrefix("Browser.") { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(commands, raw.baseAddress! + offset, raw.count - offset)
                guard written > 0 else { throw Failure(description: "cannot write to Chromium") }
                offset += written
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[buffer.index(after: end)...])
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any],
                      object["id"] as? Int == id else { continue }
                if let error = object["error"] { throw Failure(description: "\(method) failed: \(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(events, &chunk, chunk.count)
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else {
                guard Date() < deadline else { throw Failure(description: "\(method): no answer from Chromium") }
                usleep(5_000)
            }
        }
    }
}
