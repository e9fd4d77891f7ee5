import Foundation
import ScreenReaderSim

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end or to a deadline, its standard input given whole and its standard error kept.
///
/// The program runs in a process group of its own, so a deadline stops it and anything it started. Its standard input
/// is one end of a socket pair written without `SIGPIPE`: a program that dies or stops reading is reported (``Outcome/
/// unreadInput``), it never ends this process. Waiting is `poll(2)`, with no thread.
struct ChildProcess {
    /// How a run ended.
    struct Outcome: Equatable {
        /// The exit status, when the program exited.
        var status: Int32?
        /// The signal that ended it, when one did.
        var signal: Int32?
        /// Whether the deadline came first (the program was then killed).
        var timedOut = false
        /// How many bytes of the input the program did not take before it closed its standard input or ended.
        var unreadInput = 0
        /// What it wrote to standard error.
        var errors = ""
    }

    /// Why a program could not be started.
    struct LaunchFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Runs `executable` with `arguments`, writing `input` to its standard input, its standard output discarded; it is
    /// killed when it has not ended `timeout` seconds after it started.
    static func run(_ executable: String, arguments: [String], input: [UInt8], timeout: Double) throws(LaunchFailure) -> Outcome {
        var inputPair: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let stream = SOCK_STREAM
        #else
        let stream = Int32(SOCK_STREAM.rawValue)
        #endif
        guard socketpair(AF_UNIX, stream, 0, &inputPair) == 0 else {
            throw LaunchFailure(reason: "cannot make a pipe (\(SystemError.describe(errno)))")
        }
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&errorPipe) == 0 else {
            close(inputPair[0]); close(inputPair[1])
            throw LaunchFailure(reason: "cannot make a pipe (\(SystemError.describe(errno)))")
        }
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(inputPair[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        for descriptor in [inputPair[0], errorPipe[0]] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        let pid: pid_t
        do throws(LaunchFailure) {
            pid = try spawn(executable, arguments: arguments, input: inputPair[1], errors: errorPipe[1])
        } catch {
            for descriptor in inputPair + errorPipe { close(descriptor) }
            throw error
        }
        close(inputPair[1])
        close(errorPipe[1])
        return wait(for: pid, writing: input, to: inputPair[0], readingErrorsFrom: errorPipe[0],
                    deadline: Date().addingTimeInterval(timeout))
    }

    private static func spawn(_ executable: String, arguments: [String], input: Int32, errors: Int32) throws(LaunchFailure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, to stop it and its children together; default handling of every signal, none blocked.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        var status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        // "Text file busy": another thread of this process is starting a program and holds the file open for writing
        // for a moment (a script just written); it passes.
        for attempt in 1...5 where status == ETXTBSY {
            usleep(useconds_t(20_000 * attempt))
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard status == 0 else { throw LaunchFailure(reason: "cannot start \(executable) (\(SystemError.describe(status)))") }
        return pid
    }

    private static func wait(
        for pid: pid_t, writing input: [UInt8], to inputDescriptor: Int32, readingErrorsFrom errorDescriptor: Int32, deadline: Date
    ) -> Outcome {
        var outcome = Outcome()
        var written = 0
        var inputOpen = true
        var errorsOpen = true
        var errors: [UInt8] = []
        var exitStatus: Int32?
        func closeInput() {
            if inputOpen { close(inputDescriptor); inputOpen = false }
        }
        if input.isEmpty { closeInput() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                // It ended: whatever is left in the error pipe is read without waiting (a child it started may still
                // hold the pipe open, and is not waited for).
                exitStatus = status
                while errorsOpen {
                    let count = read(errorDescriptor, &buffer, buffer.count)
                    if count > 0 && errors.count < 1 << 16 { errors += buffer[..<count] } else { break }
                }
                break
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                outcome.timedOut = true
                break
            }
            var descriptors: [pollfd] = []
            if inputOpen { descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0)) }
            if errorsOpen { descriptors.append(pollfd(fd: errorDescriptor, events: Int16(POLLIN), revents: 0)) }
            // Short waits, so an exit is seen even while a child of it holds standard error open.
            let wait = max(1, Int32(min(remaining, 0.05) * 1000))
            if descriptors.isEmpty {
                _ = poll(nil, 0, wait)
            } else {
                _ = poll(&descriptors, nfds_t(descriptors.count), wait)
            }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == inputDescriptor {
                    let count = input.withUnsafeBytes { bytes in
                        #if canImport(Darwin)
                        Foundation.write(inputDescriptor, bytes.baseAddress! + written, bytes.count - written)
                        #else
                        send(inputDescriptor, bytes.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL))
                        #endif
                    }
                    if count > 0 {
                        written += count
                        if written == input.count { closeInput() }
                    } else if count < 0 && errno != EAGAIN && errno != EINTR {
                        // It closed its standard input or ended: what it did not take is reported.
                        closeInput()
                    }
                } else {
                    let count = read(errorDescriptor, &buffer, buffer.count)
                    if count > 0 {
                        if errors.count < 1 << 16 { errors += buffer[..<count] }
                    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        close(errorDescriptor)
                        errorsOpen = false
                    }
                }
            }
        }
        closeInput()
        if errorsOpen { close(errorDescriptor) }
        outcome.unreadInput = input.count - written
        outcome.errors = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if !outcome.timedOut, let status = exitStatus {
            if status & 0x7F == 0 { outcome.status = (status >> 8) & 0xFF } else { outcome.signal = status & 0x7F }
        }
        return outcome
    }
}
