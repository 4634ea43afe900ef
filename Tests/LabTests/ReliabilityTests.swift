import ArchLabTestSupport
import Foundation
import Testing

/// The real `archlab` against a full disk, a closed descriptor, a pipe nobody reads, crafted
/// cache files and control characters in its own input (SPEC §4, §9): never a trap, never a
/// raw control character on the terminal, a clear message and a sysexits status.
@Suite("archlab: output, cache files and control characters")
struct ReliabilityTests {
    /// What a run left: its status (or the signal that ended it) and its standard error.
    struct Ended {
        let status: Int32
        let signalled: Bool
        let stderr: String
    }

    /// Runs `archlab arguments…` with standard output and error going where given (a file when
    /// nil, standard error's then read back).
    private func run(_ arguments: [String], stdout: FileHandle, stderr: FileHandle? = nil) throws -> Ended {
        let errURL = TemporaryFolder.uniquePath("stderr", suffix: ".txt")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = ArchLabProcess.binary
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = try stderr ?? FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Ended(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    private static let scenario = "appear\nscroll-to-end\nexpect 12 of 12\n"

    // MARK: Output that cannot be written

    private static let failingCommands = [
        ["script"], ["compare"], ["trace", "--arch", "vip"], ["help"], ["--version"],
    ]

    /// `command` as `archlab` takes it, with the scenario file the commands that read one need.
    private func arguments(_ command: [String]) throws -> [String] {
        command.count == 1 && ["help", "--version"].contains(command[0])
            ? command : [command[0], try scenarioFile(Self.scenario)] + command.dropFirst()
    }

    /// Runs `archlab arguments…` from a shell whose file-size limit is 0 and which ignores
    /// SIGXFSZ, so every write to a regular file fails with "File too large" on any system.
    /// Standard output (`stream` 1) or error (2) goes to a regular file; standard error, when
    /// not that file, comes back through a pipe, which the limit does not cover.
    private func runWithoutRoomToWrite(_ arguments: [String], stream: Int32) throws -> Ended {
        let file = TemporaryFolder.uniquePath("output", suffix: ".txt")
        // $0 is the binary, $1 the file, then the binary's arguments.
        let redirect = stream == 1 ? #">"$file""# : #">/dev/null 2>"$file""#
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments =
            ["-c", #"trap '' XFSZ; ulimit -f 0; file="$1"; shift; exec "$0" "$@" "# + redirect]
            + [ArchLabProcess.binary.path, file.path] + arguments
        let stderr = Pipe()
        shell.standardInput = FileHandle.nullDevice
        shell.standardError = stderr
        try shell.run()
        shell.waitUntilExit()
        let said = stderr.fileHandleForReading.readDataToEndOfFile()
        return Ended(
            status: shell.terminationStatus, signalled: shell.terminationReason == .uncaughtSignal,
            stderr: String(decoding: said, as: UTF8.self))
    }

    @Test(arguments: failingCommands)
    func aStandardOutputThatTakesNoMoreBytesEndsWith74AndSaysSo(command: [String]) throws {
        let ended = try runWithoutRoomToWrite(try arguments(command), stream: 1)

        #expect(!ended.signalled && ended.status == 74, "\(ended)")
        #expect(ended.stderr.contains("archlab: cannot write to standard output: File too large"), "\(ended)")
    }

    @Test func aStandardErrorThatTakesNoMoreBytesEndsWith74() throws {
        let failing = try scenarioFile("appear\nexpect nobody\n")

        let ended = try runWithoutRoomToWrite(["script", failing], stream: 2)

        #expect(!ended.signalled && ended.status == 74, "\(ended)")
    }

    @Test(
        .enabled(if: Platform.fullDevice != nil, "no device here refuses writes as a full disk does"),
        arguments: failingCommands)
    func aFullStandardOutputEndsWith74AndSaysSo(command: [String]) throws {
        let device = try #require(Platform.fullDevice)
        let full = try #require(FileHandle(forWritingAtPath: device))

        let ended = try run(try arguments(command), stdout: full)

        #expect(!ended.signalled && ended.status == 74, "\(ended)")
        #expect(ended.stderr.contains("archlab: cannot write to standard output: No space left on device"))
    }

    @Test(.enabled(if: Platform.fullDevice != nil, "no device here refuses writes as a full disk does"))
    func aFullStandardErrorEndsWith74() throws {
        let failing = try scenarioFile("appear\nexpect nobody\n")
        let device = try #require(Platform.fullDevice)
        let full = try #require(FileHandle(forWritingAtPath: device))

        let ended = try run(["script", failing], stdout: .nullDevice, stderr: full)

        #expect(!ended.signalled && ended.status == 74, "\(ended)")
    }

    /// Runs `archlab script FILE` under /bin/sh with `redirections`, in which `$2` is a file
    /// (`>&- 2>"$2"` closes standard output and keeps standard error): its status and that
    /// file's text.
    private func runInShell(_ file: String, _ redirections: String) throws -> (
        status: Int32, captured: String
    ) {
        let captureURL = TemporaryFolder.uniquePath("captured", suffix: ".txt")
        _ = FileManager.default.createFile(atPath: captureURL.path, contents: nil)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", #"exec "$0" script "$1" "# + redirections, ArchLabProcess.binary.path, file,
            captureURL.path,
        ]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationReason == .exit)
        return (shell.terminationStatus, String(decoding: try Data(contentsOf: captureURL), as: UTF8.self))
    }

    // A closed descriptor's number is free for the next one opened, and the runtime opens some
    // on threads of its own: about one run in thirty once wrote its output to one of those and
    // said "Invalid argument". Many runs, each with the same answer.
    @Test func aClosedStandardOutputEndsWith74AndSaysSoOnEveryRun() throws {
        let file = try scenarioFile(Self.scenario)
        for _ in 0..<40 {
            let ended = try runInShell(file, #">&- 2>"$2""#)

            #expect(ended.status == 74)
            #expect(ended.captured == "archlab: cannot write to standard output: Bad file descriptor\n")
        }
    }

    @Test func aClosedStandardErrorEndsAFailedRunWith74AndKeepsItsOutputOnEveryRun() throws {
        let file = try scenarioFile("appear\nexpect nobody\n")
        for _ in 0..<40 {
            let ended = try runInShell(file, #"2>&- >"$2""#)

            #expect(ended.status == 74)
            #expect(ended.captured.contains("6 of 12"), "\(ended.captured)")
            #expect(ended.captured.contains("✗ 2 expect nobody"), "\(ended.captured)")
        }
    }

    @Test func aPipeNobodyReadsEndsWith74NotBySIGPIPE() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        let ended = try run(["script", try scenarioFile(Self.scenario)], stdout: pipe.fileHandleForWriting)

        #expect(!ended.signalled && ended.status == 74, "\(ended)")
        #expect(ended.stderr.contains("archlab: cannot write to standard output: Broken pipe"))
    }

    // MARK: --db

    @Test func anEmptyDatabasePathIsBadUsage() throws {
        let run = try ArchLabProcess.run(["script", try scenarioFile(Self.scenario), "--db", ""])

        #expect(run.status == 64)
        #expect(run.stderr.contains("--db needs a file path or :memory:, not an empty one"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aWarningQuotingADatabasePathShowsItsControlCharactersInert() throws {
        let path = "/dev/null/\u{1B}]0;pwned\u{7}\u{9B}2J/users.sqlite"

        let run = try ArchLabProcess.run(["script", try scenarioFile(Self.scenario), "--db", path])

        // A cache named with --db that cannot be opened is refused (73), its path shown inert.
        #expect(run.status == 73)
        #expect(run.stderr.contains(#"cannot open the cache /dev/null/\u{1B}]0;pwned\u{7}\u{9B}2J/"#))
        #expect(!Self.hasControlCharacters(run.stderr))
    }

    // MARK: Control characters in a scenario

    /// Whether `text` holds anything a terminal acts on, but the newlines between lines.
    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0x202E, 0xFEFF].contains(scalar.value)
        }
    }

    @Test(arguments: [
        ["script"], ["compare"], ["trace", "--arch", "mvi"],
        ["trace", "--arch", "mvp", "--format", "mermaid"],
    ])
    func rawControlCharactersInScenarioLinesNeverReachTheTerminal(command: [String]) throws {
        let file = try scenarioFile(
            """
            appear
            search \u{1B}]0;pwned\u{7}\u{1B}[2J\u{202E}\u{2028}
            tap 1
            expect \u{1B}[31mnot there\u{9B}
            """)

        let run = try ArchLabProcess.run([command[0], file] + command.dropFirst())

        #expect(run.status == 1)
        #expect(!Self.hasControlCharacters(run.stdout), "\(run.stdout)")
        #expect(!Self.hasControlCharacters(run.stderr), "\(run.stderr)")
        #expect((run.stdout + run.stderr).contains(#"\u{1B}"#))
    }

    // MARK: A crafted cache file

    /// Caches page 1 in a new file at `path` with a first run, then runs `sql` on it with
    /// python3's sqlite3, as another program would.
    private func craftedCache(_ sql: String) throws -> String {
        let path = temporaryDatabasePath()
        let first = try ArchLabProcess.run(["script", try scenarioFile("appear\n"), "--db", path])
        try #require(first.status == 0, "\(first.stderr)")
        let craft = try ArchLabProcess.run(
            [
                "-c",
                "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.close()",
                path, sql,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        try #require(craft.status == 0, "\(craft.stderr)")
        return path
    }

    private static let offline = "backend offline\nappear\nexpect Could not load users\n"

    @Test func aCachedPageSizeOfIntMaxIsAWarningNotACrash() throws {
        let path = try craftedCache(
            "UPDATE cached_page SET per_page = 9223372036854775807, total = 12, total_pages = 1")

        let run = try ArchLabProcess.run(["script", try scenarioFile(Self.offline), "--db", path])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: could not read page 1 from the cache"))
    }

    /// Peak resident memory (KiB) and status of `archlab script FILE --db PATH`.
    private func peakMemory(script: String, database: String) throws -> (kilobytes: Int, status: Int) {
        let run = try PeakMemory.of(
            [ArchLabProcess.binary.path, "script", script, "--db", database], keepingOutput: false)
        return (run.kibibytes, run.status)
    }

    @Test(.disabled(if: addressSanitizerIsOn, "AddressSanitizer keeps freed memory"))
    func aHundredMegabyteFieldInTheCacheIsRefusedWithoutBeingRead() throws {
        let path = try craftedCache(
            "UPDATE cached_user SET first_name = replace(hex(zeroblob(50000000)), '0', 'x') WHERE position = 0"
        )
        let script = try scenarioFile(Self.offline)

        let (kilobytes, status) = try peakMemory(script: script, database: path)

        #expect(status == 0)
        // Reading the field would cost at least its 100 MB once, and more as text.
        #expect(kilobytes < 80 * 1024, "peak \(kilobytes) KiB")
    }
}
