// The C library, reached from this file only: Darwin on macOS, Glibc or Musl on Linux. What the
// tools need from it is wrapped below in Swift types, so no other file imports a C library,
// qualifies a call with its module name, or depends on a type that differs between them
// (`tcflag_t` is 32 bits on Linux and 64 on macOS; `TIOCGWINSZ` is an `Int32` macro in Glibc and a `UInt` in Darwin).
// A rule test (PortabilityRulesTests) keeps it so, since no Mac runs CI here.
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls LabTools makes: the terminal, file descriptors, signals, the process.
enum Platform {
    /// Standard input's descriptor.
    static let standardInput = STDIN_FILENO
    /// Standard output's descriptor.
    static let standardOutput = STDOUT_FILENO

    /// The standard descriptors (0, 1, 2) the process started with closed (`archlab script -
    /// <&-`, `>&-`, `2>&-`). Asked first by `ArchLabCLI.start(arguments:)`, before any thread or
    /// descriptor exists: each closed one is then given to /dev/null, so a descriptor opened
    /// later (the runtime's wake-up descriptors, a cache file) cannot take its number and be
    /// read or written as a standard stream, which made the answer depend on which thread opened
    /// one first ("Resource temporarily unavailable" for a read, "Invalid argument" for a write).
    /// The streams stay closed to the command: reading or writing them fails with EBADF's words.
    static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open(2) takes the lowest free descriptor: this one, as the lower ones are open.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            closed.insert(descriptor)
        }
        return closed
    }()

    /// Whether the process started with standard input closed (`archlab script - <&-`).
    static var standardInputWasClosed: Bool { closedAtStart.contains(STDIN_FILENO) }

    /// Why a closed descriptor cannot be read or written: strerror(3)'s text for EBADF.
    static var closedDescriptorReason: String { String(cString: strerror(EBADF)) }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The columns and rows of the terminal at `descriptor`; nil when it is none or cannot say.
    static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        // `UInt(…)` takes both platforms' type of the request constant.
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes all of `text` to `descriptor` (stops at the first failed write). Safe in a signal
    /// handler: it calls only write(2).
    static func write(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = unistdWrite(descriptor, base + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Writes one byte (a signal handler's wake-up call); safe in a signal handler.
    static func writeByte(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = unistdWrite(descriptor, &byte, 1)
    }

    /// The next byte from `descriptor`; nil at its end or on an error.
    static func readByte(_ descriptor: Int32) -> UInt8? {
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 1 ? byte : nil
    }

    /// Whether input is waiting on `descriptor` within `milliseconds`.
    static func inputPending(_ descriptor: Int32, withinMilliseconds milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// All of `descriptor` until its end, retrying interrupted reads; a failure's message names
    /// the C library's reason ("Is a directory").
    static func readAll(_ descriptor: Int32) -> Result<Data, ReadFailure> {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(data) }
            if count < 0 {
                guard errno == EINTR else {
                    return .failure(ReadFailure(reason: String(cString: strerror(errno))))
                }
                continue
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// A read that failed, with the C library's reason.
    struct ReadFailure: Error {
        /// strerror(3)'s text.
        let reason: String
    }

    /// A pipe's two ends; nil when none can be made.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        return (ends[0], ends[1])
    }

    /// The signals the tools handle.
    enum Signal: CaseIterable {
        /// SIGTERM, SIGHUP, SIGINT: the ways a terminal program is asked to end.
        case terminate, hangUp, interrupt
        /// SIGWINCH: the terminal changed size.
        case windowChanged

        var number: Int32 {
            switch self {
            case .terminate: SIGTERM
            case .hangUp: SIGHUP
            case .interrupt: SIGINT
            case .windowChanged: SIGWINCH
            }
        }
    }

    /// Calls `handler` (a C function: it can capture nothing) with the signal's number when any
    /// of `signals` arrives.
    static func handle(_ signals: [Signal], with handler: @convention(c) (Int32) -> Void) {
        for received in signals { _ = signal(received.number, handler) }
    }

    /// Ends the process with `status`, as C's exit(3) does: exit handlers run, C streams are
    /// flushed.
    static func exit(_ status: Int32) -> Never {
        cExit(status)
    }

    /// Ends the process at once with `status`, running no exit handlers (for a signal handler).
    static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Makes a write to a pipe nobody reads fail with EPIPE instead of SIGPIPE killing the process.
    static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// strerror(3)'s text for the error number `code` ("No space left on device"); nil when it has none.
    static func errorText(_ code: Int32) -> String? {
        strerror(code).map { String(cString: $0) }
    }

    /// CPU time the process has used, in seconds, on all its threads.
    static func processCPUSeconds() -> Double {
        cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    }

    /// What the CPU-time clock `clock` reads, in seconds.
    private static func cpuSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Calls `body` with a C copy of each of `strings` (NUL-terminated, alive until `body`
    /// returns).
    static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafePointer<CChar>]) throws -> Result
    ) rethrows -> Result {
        let copies = strings.map { strdup($0)! }
        defer { copies.forEach { free($0) } }
        return try body(copies.map { UnsafePointer($0) })
    }

    /// The value of the environment variable `name`; nil when it is not set.
    static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The running executable's file.
    static var executable: URL {
        #if canImport(Darwin)
            Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #else
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #endif
    }

    /// A terminal's settings, saved and switched to raw mode (no echo, no line editing, no
    /// signals from keys, keys one at a time) and back.
    ///
    /// Heap buffers with room to spare: the C library writes its whole `struct termios`, which
    /// is larger than the struct Swift imports (AddressSanitizer caught the overflow when this
    /// was a Swift global). Static, so a signal handler can restore them.
    enum TerminalMode {
        nonisolated(unsafe) private static let original = termiosBuffer()
        nonisolated(unsafe) private static let raw = termiosBuffer()

        private static func termiosBuffer() -> UnsafeMutablePointer<termios> {
            let size = max(MemoryLayout<termios>.stride, 128)
            let bytes = UnsafeMutableRawPointer.allocate(
                byteCount: size, alignment: MemoryLayout<termios>.alignment)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: size)
            return bytes.bindMemory(to: termios.self, capacity: 1)
        }

        /// Saves the settings of `descriptor` and switches it to raw mode.
        static func enterRaw(_ descriptor: Int32) {
            tcgetattr(descriptor, original)
            tcgetattr(descriptor, raw)
            // `tcflag_t(…)` takes the flags as each platform types them.
            raw.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL)
            tcsetattr(descriptor, TCSAFLUSH, raw)
        }

        /// Restores the settings saved by `enterRaw`; safe in a signal handler.
        static func restore(_ descriptor: Int32) {
            tcsetattr(descriptor, TCSAFLUSH, original)
        }
    }
}

/// exit(3), under a name that does not collide with `Platform.exit`.
private func cExit(_ status: Int32) -> Never {
    exit(status)
}

/// write(2), under a name that does not collide with `Platform.write`.
private func unistdWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
