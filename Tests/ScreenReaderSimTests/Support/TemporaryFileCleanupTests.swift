import Foundation
import Testing
@testable import ScreenReaderSim

/// What the test's own handler saw: the signal it was called with (0: not called).
nonisolated(unsafe) private var signalSeen: Int32 = 0

/// Issue 25 item 6: a temporary file being written when the process is interrupted or terminated is removed before the
/// signal goes on to the handler that was there before (the default action ends the process). Checked in this process
/// with a signal nothing else here uses (`SIGUSR2`), raised for real, with a handler of the test's own as the earlier one.
@Suite(.serialized) struct TemporaryFileCleanupTests {
    func temporaryFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(".cleanup-\(UUID().uuidString).srsim-1.tmp").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("half a fi".utf8)))
        return path
    }

    func handler(_ signal: Int32) -> sig_t? {
        var action = sigaction()
        sigaction(signal, nil, &action)
        #if os(Linux)
        return action.__sigaction_handler.sa_handler
        #else
        return action.__sigaction_u.__sa_handler
        #endif
    }

    /// Raises `signal` on this thread with it unblocked here (the test library's threads block most signals), so it is
    /// handled before this returns.
    func raiseUnblocked(_ signal: Int32) {
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        var before = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &only, &before)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &before, nil)
    }

    @Test func aSignalRemovesTheRegisteredFileThenReachesTheEarlierHandler() throws {
        let path = try temporaryFile()
        signalSeen = 0
        let own = signal(SIGUSR2) { signalSeen = $0 }
        defer { signal(SIGUSR2, own) }
        let token = TemporaryFileCleanup.register(path, signals: [SIGUSR2])
        #expect(TemporaryFileCleanup.registeredPaths.contains(path))
        raiseUnblocked(SIGUSR2)
        #expect(!FileManager.default.fileExists(atPath: path), "the file is removed")
        #expect(signalSeen == SIGUSR2, "the signal went on to the earlier handler")
        TemporaryFileCleanup.unregister(token)
        #expect(!TemporaryFileCleanup.registeredPaths.contains(path))
    }

    @Test func onceUnregisteredTheFileIsKeptAndTheEarlierHandlerIsBack() throws {
        let path = try temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        signalSeen = 0
        let own = signal(SIGUSR2) { signalSeen = $0 }
        defer { signal(SIGUSR2, own) }
        let mine = handler(SIGUSR2).map { unsafeBitCast($0, to: Int.self) }
        let token = TemporaryFileCleanup.register(path, signals: [SIGUSR2])
        #expect(handler(SIGUSR2).map { unsafeBitCast($0, to: Int.self) } != mine, "a handler is installed while it is registered")
        TemporaryFileCleanup.unregister(token)
        #expect(handler(SIGUSR2).map { unsafeBitCast($0, to: Int.self) } == mine, "the earlier handler is back")
        raiseUnblocked(SIGUSR2)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(signalSeen == SIGUSR2)
    }

    @Test func anIgnoredSignalStaysIgnored() throws {
        let path = try temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let own = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, own) }
        let token = TemporaryFileCleanup.register(path, signals: [SIGUSR2])
        defer { TemporaryFileCleanup.unregister(token) }
        #expect(handler(SIGUSR2).map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self))
    }

    @Test func anAtomicWriteLeavesNothingRegistered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFileWriter.write("text", toPath: folder + "/file.txt")
        #expect(!TemporaryFileCleanup.registeredPaths.contains { $0.hasPrefix(folder) })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file.txt"])
    }
}
