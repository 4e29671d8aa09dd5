#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import CSpawn
import Reel
import ReelSystem

/// A program run from an argument vector, never through a shell: ffmpeg and ffprobe.
///
/// Its standard input is a pipe this process writes (or `/dev/null`), its standard output is
/// captured or discarded, and the last lines of its standard error are kept for messages. It runs
/// in a process group of its own, so a Ctrl-C typed at the terminal reaches Reel alone, which then
/// stops the child itself, removes what it was writing and exits; signals the child would inherit
/// as ignored or blocked are reset to their defaults.
///
/// Every child is recorded in the `CleanupRegistry` from the moment it starts until it is reaped,
/// so that an interruption (`Interruption`) stops it whatever Reel is doing. On Linux a child is
/// also killed (SIGKILL) when Reel ends in any way, even killed itself with SIGKILL, which no
/// handler sees: it is started by fork and exec (`reel_spawn`, in C) and asks the system for that
/// (`PR_SET_PDEATHSIG`), which `posix_spawn` cannot do. A child whose standard input is a pipe
/// also sees its input end then.
public final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    public struct Termination: Sendable, Equatable {
        /// The exit status, when it exited.
        public var status: Int32?
        /// The signal that ended it, when one did.
        public var signal: Int32?
        /// Processor time the child used, user and system, in seconds.
        public var cpuSeconds: Double
        /// The most memory the child held at once (its peak resident set), in bytes. On Linux
        /// this is at least this process's own peak at the time the child was started: a child
        /// forked from this process takes over its parent's high-water mark when it
        /// replaces itself with its program. To measure a child smaller than this process, run it
        /// under a small process that reports its child's figure (GNU time's `%M`).
        public var peakResidentBytes: Int

        /// A termination with these figures.
        public init(status: Int32?, signal: Int32?, cpuSeconds: Double, peakResidentBytes: Int) {
            self.status = status
            self.signal = signal
            self.cpuSeconds = cpuSeconds
            self.peakResidentBytes = peakResidentBytes
        }

        /// Whether it exited with status 0.
        public var succeeded: Bool { status == 0 }

        /// "exited with status 1", "was killed by signal 9 (SIGKILL)".
        public var description: String {
            if let status { return "exited with status \(status)" }
            if let signal { return "was killed by signal \(signal)\(ChildProcess.signalName(signal).map { " (\($0))" } ?? "")" }
            return "ended"
        }
    }

    /// The program's path.
    public let executable: String
    /// The arguments after the program's name.
    public let arguments: [String]
    /// The child's process id.
    public let pid: pid_t

    /// The write end of the child's standard input, or -1.
    private var input: Int32
    private let errorReader: PipeReader
    private let outputReader: PipeReader?
    /// The read end of the child's standard output when it is streamed (`readOutput`), or -1.
    private var outputStream: Int32 = -1
    private var ended: Termination?

    /// The most standard error text kept (the tail; older text is dropped).
    static let errorTailBytes = 16 << 10

    /// Starts `executable` with `arguments`. With `input`, its standard input is a pipe that
    /// `write` feeds; otherwise `/dev/null`. With `captureOutput`, its standard output is kept
    /// (`output`); with `streamOutput`, it is read in blocks by the caller (`readOutput`), so an
    /// output of any length takes no more memory than a block; otherwise it goes to `/dev/null`.
    /// - Throws: `ChildProcessError` when the program cannot be started.
    public init(executable: String, arguments: [String], input: Bool = false, captureOutput: Bool = false,
                streamOutput: Bool = false, environment: [String: String]? = nil) throws {
        let captureOutput = captureOutput || streamOutput
        self.executable = executable
        self.arguments = arguments

        var inputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1]
        func closeAll() {
            for fd in inputPipe + errorPipe + outputPipe where fd >= 0 { close(fd) }
        }
        // Every end is close-on-exec from the start (another thread may be starting a child at
        // this moment): the child gets only the three descriptors it is given.
        func makePipe(_ ends: inout [Int32]) -> Bool {
            let code = reel_pipe(&ends)
            errno = code
            return code == 0
        }
        guard !input || makePipe(&inputPipe), makePipe(&errorPipe), !captureOutput || makePipe(&outputPipe) else {
            let code = errno
            closeAll()
            throw ChildProcessError.cannotStart(executable: executable, code: code)
        }

        if input { Self.enlargePipe(inputPipe[1]) }

        // The child's standard input, output and error; /dev/null where nothing is connected.
        var nullInput: Int32 = -1, nullOutput: Int32 = -1
        defer { for fd in [nullInput, nullOutput] where fd >= 0 { close(fd) } }
        if !input { nullInput = open("/dev/null", O_RDONLY | O_CLOEXEC) }
        if !captureOutput { nullOutput = open("/dev/null", O_WRONLY | O_CLOEXEC) }
        let descriptors = (input ? inputPipe[0] : nullInput, captureOutput ? outputPipe[1] : nullOutput, errorPipe[1])
        guard descriptors.0 >= 0, descriptors.1 >= 0 else {
            let code = errno
            closeAll()
            throw ChildProcessError.cannotStart(executable: executable, code: code)
        }

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for p in envp ?? [] { free(p) } }
        let program = URL(fileURLWithPath: executable).lastPathComponent
        let started: pid_t
        do {
            // Started and recorded in one step, on the thread that lives as long as the process
            // (a child dies with the thread that started it).
            started = try CleanupRegistry.shared.startChild(program: program) {
                var child: pid_t = 0
                let code = ChildSpawner.shared.run {
                    argv.withUnsafeBufferPointer { argv in
                        if let envp {
                            return envp.withUnsafeBufferPointer { envp in
                                reel_spawn(executable, argv.baseAddress, envp.baseAddress,
                                           descriptors.0, descriptors.1, descriptors.2, &child)
                            }
                        }
                        return reel_spawn(executable, argv.baseAddress, nil, descriptors.0, descriptors.1, descriptors.2, &child)
                    }
                }
                guard code == 0 else { throw ChildProcessError.cannotStart(executable: executable, code: code) }
                return child
            }
        } catch {
            closeAll()
            throw error
        }
        // The child holds its own copies of these ends now.
        for fd in [inputPipe[0], errorPipe[1], outputPipe[1]] where fd >= 0 { close(fd) }
        self.pid = started
        self.input = inputPipe[1]
        self.errorReader = PipeReader(descriptor: errorPipe[0], keepingLast: Self.errorTailBytes)
        if streamOutput {
            self.outputReader = nil
            self.outputStream = outputPipe[0]
        } else {
            self.outputReader = captureOutput ? PipeReader(descriptor: outputPipe[0], keepingLast: nil) : nil
        }
    }

    /// Asks for a 1 MiB pipe buffer (Linux's default is 64 KiB), so a large frame crosses in a few
    /// writes instead of dozens of sleep-and-wake exchanges with the reader. Best effort: the
    /// system's limit (`/proc/sys/fs/pipe-max-size`) may refuse it, and the pipe then keeps its size.
    private static func enlargePipe(_ descriptor: Int32) {
        #if os(Linux)
        let setPipeSize: Int32 = 1031   // F_SETPIPE_SZ, which Glibc's Swift overlay does not export
        _ = fcntl(descriptor, setPipeSize, Int32(1 << 20))
        #endif
    }

    /// The bytes the pipe to the child's standard input holds before a write waits (nil without
    /// such a pipe, or where the system does not tell).
    var inputCapacity: Int? {
        #if os(Linux)
        let getPipeSize: Int32 = 1032   // F_GETPIPE_SZ
        guard input >= 0 else { return nil }
        let size = fcntl(input, getPipeSize)
        return size > 0 ? Int(size) : nil
        #else
        return nil
        #endif
    }

    deinit {
        if ended == nil { _ = terminate() }
        if input >= 0 { close(input) }
        closeOutputStream()
    }

    /// Reads the next bytes of the child's streamed standard output into `buffer` (waiting for
    /// them); returns how many, 0 at the end of the output.
    /// - Throws: `ChildProcessError.readFailed` when reading fails.
    public func readOutput(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard outputStream >= 0, buffer.count > 0 else { return 0 }
        while true {
            let count = read(outputStream, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw ChildProcessError.readFailed(executable: executable, code: errno)
        }
    }

    /// Closes the read end of a streamed standard output: a child still writing sees its output
    /// closed (and ends).
    private func closeOutputStream() {
        if outputStream >= 0 {
            close(outputStream)
            outputStream = -1
        }
    }

    /// Writes all of `bytes` to the child's standard input.
    /// - Throws: `ChildProcessError.inputClosed` when the child no longer reads (it has ended or
    ///   closed its input), or `.writeFailed`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard input >= 0 else { throw ChildProcessError.inputClosed(executable: executable) }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(input, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { throw ChildProcessError.inputClosed(executable: executable) }
                throw ChildProcessError.writeFailed(executable: executable, code: errno)
            }
            offset += written
        }
    }

    /// Closes the child's standard input, so it sees the end of its input.
    public func closeInput() {
        if input >= 0 {
            close(input)
            input = -1
        }
    }

    /// Closes the input and waits for the child to end; returns how it ended.
    @discardableResult
    public func wait() -> Termination {
        if let ended { return ended }
        closeInput()
        closeOutputStream()
        // Waited for without reaping first, then forgotten by the registry, then reaped: the
        // registry never signals a process id the system has given to another process.
        while reel_wait_without_reaping(pid) == EINTR {}
        CleanupRegistry.shared.childEnded(pid)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        errorReader.join()
        outputReader?.join()
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        // Linux counts ru_maxrss in kibibytes.
        let peak = Int(usage.ru_maxrss) * 1024
        let termination: Termination
        if status & 0x7f == 0 {
            termination = Termination(status: (status >> 8) & 0xff, signal: nil, cpuSeconds: cpu, peakResidentBytes: peak)
        } else {
            termination = Termination(status: nil, signal: status & 0x7f, cpuSeconds: cpu, peakResidentBytes: peak)
        }
        ended = termination
        return termination
    }

    /// Sends `signal` to the child (it goes on running unless the signal ends it).
    public func send(_ signal: Int32) {
        if ended == nil { Glibc.kill(pid, signal) }
    }

    /// Everything the child has written to standard error so far (its last 16 KiB at most).
    public var errorText: String { String(decoding: errorReader.bytes, as: UTF8.self) }

    /// Stops the child at once (SIGKILL, to its process group too) and waits for it; returns how
    /// it ended.
    @discardableResult
    public func terminate() -> Termination {
        if let ended { return ended }
        Glibc.kill(-pid, SIGKILL)
        Glibc.kill(pid, SIGKILL)
        return wait()
    }

    /// The last lines the child wrote to standard error (up to `limit`), without empty lines.
    public func errorLines(limit: Int = 8) -> [String] {
        let text = String(decoding: errorReader.bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return Array(lines.suffix(limit))
    }

    /// Everything the child wrote to standard output (when captured), once it has ended.
    public var output: [UInt8] { outputReader?.bytes ?? [] }

    /// The first executable file called `name` in the folders of `PATH`, or nil.
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// The usual name of a signal, such as `SIGKILL`.
    static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGKILL: return "SIGKILL"
        case SIGPIPE: return "SIGPIPE"
        case SIGSEGV: return "SIGSEGV"
        case SIGABRT: return "SIGABRT"
        case SIGXFSZ: return "SIGXFSZ: the file size limit was reached"
        default: return nil
        }
    }
}

/// Why a child process could not be run or fed.
public enum ChildProcessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The program could not be started; `code` is the system's error.
    case cannotStart(executable: String, code: Int32)
    /// The child stopped reading its input (it ended, usually after an error of its own).
    case inputClosed(executable: String)
    /// Writing to the child failed; `code` is the system's error.
    case writeFailed(executable: String, code: Int32)
    /// Reading the child's output failed; `code` is the system's error.
    case readFailed(executable: String, code: Int32)

    /// A one-line message.
    public var description: String {
        switch self {
        case .cannotStart(let executable, let code):
            return "cannot start \(executable): \(String(cString: strerror(code)))"
        case .inputClosed(let executable):
            return "\(executable) stopped reading its input"
        case .writeFailed(let executable, let code):
            return "cannot send frames to \(executable): \(String(cString: strerror(code)))"
        case .readFailed(let executable, let code):
            return "cannot read the output of \(executable): \(String(cString: strerror(code)))"
        }
    }
}

/// Reads a pipe to its end on a thread of its own, keeping everything or only the last bytes.
private final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [UInt8] = []
    private var thread: SystemThread?

    init(descriptor: Int32, keepingLast limit: Int?) {
        thread = SystemThread.start(stackSize: 256 << 10) { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                lock.lock()
                kept += buffer[0..<count]
                if let limit, kept.count > 2 * limit { kept.removeFirst(kept.count - limit) }
                lock.unlock()
            }
            close(descriptor)
        }
        if thread == nil { close(descriptor) }
    }

    /// Waits for the end of the pipe.
    func join() {
        thread?.join()
        thread = nil
    }

    /// What was read so far.
    var bytes: [UInt8] {
        lock.lock(); defer { lock.unlock() }
        return kept
    }
}
