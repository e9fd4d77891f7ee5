import Foundation

/// Removes this process's temporary files when it is interrupted (`SIGINT`, Ctrl-C), terminated (`SIGTERM`) or hung up
/// on (`SIGHUP`), so a killed `--record` or `-o` leaves no partial file behind.
///
/// A path is registered just before its file is created and unregistered once it is renamed or removed. While any is
/// registered, a handler is installed for each of those signals (one the process ignores stays ignored); it removes
/// every registered file, puts back the handler that was there before and raises the signal again, so the process ends
/// as it would have (or the program's own handler runs). Once none is registered, the earlier handlers are back.
///
/// The handler calls only `unlink`, `sigaction` and `raise`, which are safe in a signal handler; paths are kept in
/// fixed buffers that are never freed, so the handler never reads freed memory.
enum TemporaryFileCleanup {
    /// A registration, to unregister; its slot is nil when the path could not be registered (too long, or too many at once).
    struct Token: Sendable {
        fileprivate let slot: Int?
        fileprivate let signals: [Int32]
    }

    /// The signals handled by default.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// How many paths can be registered at once (writes in flight on different threads).
    static let slotCount = 16
    /// The longest path kept, in bytes.
    static let pathCapacity = Int(PATH_MAX)
    /// Signal numbers handled are below this.
    private static let signalLimit = 65

    /// Per slot: whether it holds a path (read by the handler), and the path's bytes with a final NUL.
    nonisolated(unsafe) private static let inUse = filled(Int32(0), count: slotCount)
    nonisolated(unsafe) private static let paths = filled(CChar(0), count: slotCount * (pathCapacity + 1))
    /// Per signal number: how many registrations handle it, whether this type's handler is installed, and the handler
    /// that was there before it.
    nonisolated(unsafe) private static let users = filled(Int32(0), count: signalLimit)
    nonisolated(unsafe) private static let replaced = filled(Int32(0), count: signalLimit)
    nonisolated(unsafe) private static let previous = filled(sigaction(), count: signalLimit)
    /// Guards registration (never taken by the handler).
    private static let lock = NSLock()

    private static func filled<Value>(_ value: Value, count: Int) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
    }

    /// Registers `path` for removal if one of `signals` ends the process before ``unregister(_:)``.
    static func register(_ path: String, signals: [Int32] = signals) -> Token {
        let bytes = Array(path.utf8)
        let signals = signals.filter { $0 > 0 && $0 < signalLimit }
        guard bytes.count <= pathCapacity, !bytes.contains(0) else { return Token(slot: nil, signals: []) }
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<slotCount).first(where: { inUse[$0] == 0 }) else { return Token(slot: nil, signals: []) }
        let start = paths + slot * (pathCapacity + 1)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { start.update(from: $0.baseAddress!, count: bytes.count) }
        }
        start[bytes.count] = 0
        for signal in signals {
            if users[Int(signal)] == 0 { install(signal) }
            users[Int(signal)] += 1
        }
        inUse[slot] = 1
        return Token(slot: slot, signals: signals)
    }

    /// Forgets a registration (its file was renamed into place or removed); the last one for a signal puts back the
    /// handler that was there before.
    static func unregister(_ token: Token) {
        guard let slot = token.slot else { return }
        lock.lock()
        defer { lock.unlock() }
        inUse[slot] = 0
        for signal in token.signals {
            users[Int(signal)] -= 1
            if users[Int(signal)] == 0 { restore(signal) }
        }
    }

    /// The paths registered now.
    static var registeredPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<slotCount).filter { inUse[$0] != 0 }.map { String(cString: paths + $0 * (pathCapacity + 1)) }
    }

    /// The handler: removes every registered file, puts back the earlier handler and raises the signal again (it is
    /// blocked while this runs, so it is delivered, to the earlier handler or the default action, once this returns).
    static func handle(_ signal: Int32) {
        for slot in 0..<slotCount where inUse[slot] != 0 {
            unlink(paths + slot * (pathCapacity + 1))
        }
        if signal > 0 && signal < signalLimit && replaced[Int(signal)] != 0 {
            sigaction(signal, previous + Int(signal), nil)
            replaced[Int(signal)] = 0
        }
        raise(signal)
    }

    private static func install(_ signal: Int32) {
        var current = sigaction()
        // A signal the process ignores stays ignored: it ends nothing, so there is nothing to clean up after.
        guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { return }
        previous[Int(signal)] = current
        var action = sigaction()
        setHandler(&action)
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        if sigaction(signal, &action, nil) == 0 { replaced[Int(signal)] = 1 }
    }

    private static func restore(_ signal: Int32) {
        guard replaced[Int(signal)] != 0 else { return }
        sigaction(signal, previous + Int(signal), nil)
        replaced[Int(signal)] = 0
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if os(Linux)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func setHandler(_ action: inout sigaction) {
        let handler: @convention(c) (Int32) -> Void = { TemporaryFileCleanup.handle($0) }
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }
}
