import Foundation
import SharedDomain
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The `archlab` command: parses the command line, runs the command, returns the exit status.
@MainActor
public enum ArchLabCLI {
    /// The version `--version` prints.
    nonisolated public static let version = "0.3.0"

    /// One command's entry in the help: how it is written and what it does.
    struct CommandHelp {
        /// The command word (`script`), or "" for `archlab` alone.
        let name: String
        /// The usage line(s), as typed.
        let synopsis: String
        /// What it does.
        let summary: String
    }

    /// Every command, in the order `--help` lists them.
    static let commands: [CommandHelp] = [
        CommandHelp(
            name: "", synopsis: "archlab [--arch NAME] [--open ID] [--snapshot [--width N]]",
            summary: """
                interactive on a terminal (? lists the keys); otherwise the tour in every architecture;
                --snapshot prints the explorer's first screen as text (80 × 24, or --width columns)
                """),
        CommandHelp(
            name: "tour", synopsis: "archlab tour",
            summary: "the built-in tour in every architecture, with a comparison"),
        CommandHelp(
            name: "script", synopsis: "archlab script FILE|- [--arch NAME|all] [--open ID]",
            summary: "run a scenario; print each step and the frame after it"),
        CommandHelp(
            name: "compare",
            synopsis: "archlab compare FILE|- [--arch LIST] [--against ARCH] [--side-by-side [--traces]]",
            summary: """
                run a scenario in each architecture, each compared with the reference (--against,
                default VIP); exit 0 only when all frames are identical and every expect holds; side
                by side fits the terminal (or --width), with each step's crossings (--traces)
                """),
        CommandHelp(
            name: "trace", synopsis: "archlab trace FILE|- --arch NAME [--format text|mermaid]",
            summary: "the boundary crossings of each step, from the running code"),
        CommandHelp(
            name: "stats", synopsis: "archlab stats [--root PATH]",
            summary: "files, lines, types, protocols, test lines per architecture"),
        CommandHelp(
            name: "bench", synopsis: "archlab bench [--quick] [--json]",
            summary: """
                cache vs the same SQL from Swift and from C, JSON vs Foundation, gesture cost at
                1k/10k/100k users, all architectures side by side, cold start (build with -c release)
                """),
        CommandHelp(
            name: "workshop",
            synopsis: "archlab workshop [start --from ARCH | reset [--force] | check | verify] [--root PATH]",
            summary: """
                copy an architecture into Sources/Workshop (registered as 'workshop'); check:
                rebuild, then every scenario against the copy's origin (verify: the same without
                building); reset: remove it (a changed copy only with --force, saved as a patch
                first); alone: the slot's state
                """),
        CommandHelp(
            name: "docs", synopsis: "archlab docs [--root PATH] [--check]",
            summary: """
                regenerate what Docs/ quotes from the running code: Comparison.md, the figures of
                Performance.md (from Docs/bench-sample.json), the guides' diagrams and command
                outputs (--check: exit 1 if any is stale)
                """),
        CommandHelp(name: "help", synopsis: "archlab help [COMMAND]", summary: "this help, or one command's"),
    ]

    static let optionsHelp = """
        OPTIONS
          --arch NAME[,NAME…]|all          architecture(s): \(Architectures.all.map(\.name).joined(separator: ", "))
          --db PATH|:memory:               cache file (default: $XDG_CACHE_HOME/archlab/users.sqlite;
                                           script mode: :memory:)
          --api URL                        a real reqres-format server instead of the demo backend
          --api-key KEY                    sent as x-api-key
          --users N                        users in the demo backend (default 12, 0–1000000)
          --open ID                        start on user ID's detail, a deep link (interactive, script)
          --per-page N                     page size to ask for (default: the server's, 6 in the demo)
          --width N                        frame width in columns (default 72, 20–1000)
          --rows N                         list rows shown at once (default: all in scripts)
          --help, --version

        EXIT STATUS
          0 every expect held · 1 an expect failed · 64 bad usage · 65 malformed scenario ·
          66 unreadable file · 73 the cache cannot be opened
        """

    /// Usage text for `--help` and `archlab help`.
    public static var usage: String {
        var lines = [
            "archlab — one Users feature in VIP, VIPER, MVP, MVVM and MVI, side by side", "", "USAGE",
        ]
        for command in commands { lines += entry(command) }
        return (lines + ["", optionsHelp]).joined(separator: "\n")
    }

    /// One command's help (`archlab help script`, `archlab script --help`); nil for an unknown name.
    public static func usage(of name: String) -> String? {
        guard let command = commands.first(where: { $0.name == name && !name.isEmpty }) else { return nil }
        return (["USAGE"] + entry(command) + ["", optionsHelp]).joined(separator: "\n")
    }

    private static func entry(_ command: CommandHelp) -> [String] {
        ["  " + command.synopsis] + command.summary.split(separator: "\n").map { "      " + $0 }
    }

    /// Runs `archlab` with `arguments` (without the program name).
    public static func run(arguments: [String]) async -> Int32 {
        do {
            let options = try CommandLineOptions(parsing: arguments)
            return try await run(options).rawValue
        } catch let error as UsageError {
            printError("archlab: \(inert(error.description))\nTry 'archlab --help'.")
            return ExitCode.usage.rawValue
        } catch let error as CommandFailure {
            printError("archlab: \(inert(error.message))")
            return error.code.rawValue
        } catch {
            printError("archlab: \(error)")
            return ExitCode.failure.rawValue
        }
    }

    /// A message quoting the user's input, its control characters spelled out as frames show
    /// them, so an argument or a file cannot drive the terminal through standard error.
    private static func inert(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { InertText.make(String($0)) }
            .joined(separator: "\n")
    }

    /// A command that cannot go on: its message and exit status.
    struct CommandFailure: Error {
        let code: ExitCode
        let message: String
    }

    private static func run(_ options: CommandLineOptions) async throws -> ExitCode {
        switch options.command {
        case .help(nil):
            print(usage)
            return .success
        case .help(let topic?):
            guard let text = usage(of: topic) else {
                let known = commands.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")
                throw UsageError("no command '\(topic)' (commands: \(known))")
            }
            print(text)
            return .success
        case .version:
            print("archlab \(version)")
            return .success
        case .script(let path):
            let scenario = try loadScenario(path)
            return try await runScript(scenario, options)
        case .tour:
            return try await runTour(options)
        case .compare(let path):
            return try await runCompare(try loadScenario(path), options)
        case .trace(let path):
            return try await runTrace(try loadScenario(path), options)
        case .stats:
            print(
                StatsReport.markdown(root: try packageRoot(options), architectures: Architectures.all),
                terminator: "")
            return .success
        case .docs:
            let root = try packageRoot(options)
            var documents: [(path: String, text: String)]
            do {
                documents = [
                    (ComparisonDocument.path, try await ComparisonDocument.render(root: root)),
                    (PerformanceDocument.path, try PerformanceDocument.render(root: root)),
                ]
            } catch let failure as PerformanceDocument.Failure {
                throw CommandFailure(code: .dataError, message: failure.description)
            }
            // The guides' sequence diagrams and quoted command outputs, from the running code.
            let archlab = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
            let run = CommandBlocks.runArchlab(executable: archlab, root: root)
            let readme = (
                path: "README.md",
                text: try String(
                    contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            )
            var current = Dictionary(uniqueKeysWithValues: GuideDiagrams.guides(root: root) + [readme])
            for (path, text) in current.sorted(by: { $0.key < $1.key }) {
                var generated = try await GuideDiagrams.regenerate(text)
                if CommandBlocks.quotesCommands(generated) {
                    generated = try CommandBlocks.regenerate(generated, run: run)
                }
                documents.append((path, generated))
            }
            for path in [ComparisonDocument.path, PerformanceDocument.path] {
                current[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
            let stale = documents.filter { current[$0.path] != $0.text }
            if options.check {
                for document in stale {
                    printError("archlab: \(document.path) is stale; run 'swift run archlab docs'")
                }
                return stale.isEmpty ? .success : .failure
            }
            for document in stale {
                try Data(document.text.utf8).write(to: root.appendingPathComponent(document.path))
                print("wrote \(document.path)")
            }
            return .success
        case .workshop(let action):
            let root = try packageRoot(options)
            let lines: [String]
            do {
                switch action {
                case "start"?:
                    let name = options.from ?? ""
                    guard let architecture = Architectures.named(name), name != "workshop" else {
                        let known = Architectures.all.map(\.name).filter { $0 != "workshop" }.joined(
                            separator: ", ")
                        throw UsageError("workshop start --from takes one of \(known), not '\(name)'")
                    }
                    lines = try WorkshopSlot.start(from: architecture, root: root)
                case "reset"?: lines = try WorkshopSlot.reset(root: root, force: options.force)
                case "check"?: return try WorkshopSlot.check(root: root)
                case "verify"?: return try await WorkshopSlot.verify(root: root)
                default: lines = WorkshopSlot.status(root: root)
                }
            } catch let failure as WorkshopSlot.Failure {
                throw CommandFailure(code: .cannotCreate, message: failure.description)
            }
            for line in lines { print(line) }
            return .success
        case .bench:
            #if DEBUG
                printError(
                    "warning: this is a debug build; measure with 'swift run -c release archlab bench'")
            #endif
            let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            let report = try await Benchmark.run(quick: options.quick, executable: executable) { step in
                if !options.json { printError("bench: \(step)") }
            }
            print(
                options.json
                    ? report.jsonText() : BenchTables.markdown(report, order: Architectures.all.map(\.name)))
            return .success
        case .main:
            if options.snapshot {
                for line in try await Explorer.snapshot(options) { print(line) }
                return .success
            }
            if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
                return try await Explorer.run(options)
            }
            return try await runTour(options)
        }
    }

    /// The package folder: `--root`, or the current directory; it must hold Package.swift.
    private static func packageRoot(_ options: CommandLineOptions) throws -> URL {
        let root = URL(fileURLWithPath: options.root ?? FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw CommandFailure(
                code: .noInput,
                message: "\(root.path) is not the ArchLab package (no Package.swift); use --root")
        }
        return root
    }

    static func loadScenario(_ path: String) throws -> Scenario {
        let data: Data?
        if path == "-" {
            data = try readStandardInput()
        } else {
            data = FileManager.default.contents(atPath: path)
        }
        guard let data else { throw CommandFailure(code: .noInput, message: "cannot read \(path)") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(code: .dataError, message: "\(path) is not UTF-8 text")
        }
        do {
            return try Scenario(parsing: text)
        } catch {
            throw CommandFailure(code: .dataError, message: "\(path == "-" ? "<stdin>" : path): \(error)")
        }
    }

    /// All of standard input; a folder or a closed descriptor is an unreadable input (66).
    private static func readStandardInput() throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                guard errno == EINTR else {
                    throw CommandFailure(
                        code: .noInput,
                        message: "cannot read standard input: \(String(cString: strerror(errno)))")
                }
                continue
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    private static func runScript(_ file: Scenario, _ options: CommandLineOptions) async throws
        -> ExitCode
    {
        let scenario = options.openUser.map(file.openingUser) ?? file
        let architectures = try options.selectedArchitectures(default: [Architectures.mvvm])
        try checkBackend(scenario, options)
        var configuration = options.session
        configuration.databasePath = options.databasePath ?? ":memory:"
        var failed = false
        for architecture in architectures {
            if architectures.count > 1 {
                FileHandle.standardOutput.write(Data("=== \(architecture.title)\n".utf8))
            }
            let session = try makeSession(architecture, configuration)
            // Streamed and flushed step by step, so a long run shows progress through a pipe.
            let result = await ScenarioRunner.run(scenario, in: session, retaining: false) { chunk in
                FileHandle.standardOutput.write(Data(chunk.utf8))
            }
            for failure in result.failures {
                printError("archlab: \(architecture.name): expectation failed at \(failure)")
            }
            failed = failed || !result.passed
        }
        return failed ? .failure : .success
    }

    private static func runCompare(_ scenario: Scenario, _ options: CommandLineOptions) async throws
        -> ExitCode
    {
        let architectures = try options.selectedArchitectures(default: Architectures.all)
        let reference = try options.reference(among: architectures)
        try checkBackend(scenario, options)
        var configuration = options.session
        configuration.databasePath = options.databasePath ?? ":memory:"
        // Side by side, the frames are drawn as wide as a column of the terminal (or --width).
        let totalWidth = options.explicitWidth ?? terminalColumns() ?? 160
        let count = Set(architectures + [reference]).count
        let columnWidth = min(max((totalWidth - 3 * (count - 1)) / count, Bounds.width.lowerBound), 72)
        if options.sideBySide {
            configuration.size = ScreenSize(width: columnWidth, visibleRows: configuration.size.visibleRows)
        }
        let comparison = try await Comparison.run(
            scenario, architectures: architectures, against: reference, configuration: configuration,
            makeSession: makeSession)
        if options.sideBySide {
            print(
                comparison.sideBySide(
                    totalWidth: totalWidth, columnWidth: columnWidth, traces: options.traces))
        }
        print(comparison.report(), terminator: "")
        return comparison.agrees ? .success : .failure
    }

    private static func runTrace(_ scenario: Scenario, _ options: CommandLineOptions) async throws -> ExitCode
    {
        let architectures = try options.selectedArchitectures(default: [])
        guard architectures.count == 1, let architecture = architectures.first else {
            throw UsageError("trace needs exactly one architecture: --arch NAME")
        }
        try checkBackend(scenario, options)
        var configuration = options.session
        configuration.databasePath = options.databasePath ?? ":memory:"
        let session = try makeSession(architecture, configuration)
        let result = await ScenarioRunner.run(scenario, in: session)
        let steps = TraceReport.steps(of: scenario, result: result)
        print(
            options.traceFormat == "mermaid" ? TraceReport.mermaid(steps) : TraceReport.text(steps),
            terminator: "")
        return result.passed ? .success : .failure
    }

    private static func checkBackend(_ scenario: Scenario, _ options: CommandLineOptions) throws {
        if options.session.apiURL != nil && scenario.controlsBackend {
            throw UsageError("this scenario controls the demo backend; it cannot run with --api")
        }
    }

    private static func runTour(_ options: CommandLineOptions) async throws -> ExitCode {
        let scenario = try Scenario(parsing: Tour.scenario)
        let architectures = try options.selectedArchitectures(default: Architectures.all)
        var configuration = options.session
        configuration.databasePath = options.databasePath ?? SQLiteUserCache.defaultPath()
        let comparison = try await Comparison.run(
            scenario, architectures: architectures, against: try options.reference(among: architectures),
            configuration: configuration, makeSession: makeSession)
        if let reference = comparison.reference {
            print(
                "The ArchLab tour, shown in \(reference.architecture.title) and run in every architecture:\n")
            print(reference.result.transcript)
        }
        print(comparison.report(), terminator: "")
        return comparison.agrees ? .success : .failure
    }

    /// The terminal's columns when standard output is one, else nil.
    private static func terminalColumns() -> Int? {
        var window = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0,
            window.ws_col > 0
        else { return nil }
        return Int(window.ws_col)
    }

    /// A session, falling back to an in-memory cache (with a warning) when the file cannot be
    /// opened at all.
    static func makeSession(_ architecture: Architecture, _ configuration: SessionConfiguration) throws
        -> LabSession
    {
        let warn: @Sendable (String) -> Void = { printError($0) }
        do {
            let session = try LabSession(architecture: architecture, configuration: configuration, warn: warn)
            return session
        } catch {
            guard configuration.databasePath != ":memory:" else {
                throw CommandFailure(code: .cannotCreate, message: "cannot open the cache: \(error)")
            }
            // Another program's database, or a newer build's cache, is refused outright: falling
            // back would hide the mistake, and the file stays as it is.
            if error.isRefusedFile {
                throw CommandFailure(code: .cannotCreate, message: error.message)
            }
            printError(
                "warning: cannot open the cache \(configuration.databasePath) (\(error)); using memory")
            var fallback = configuration
            fallback.databasePath = ":memory:"
            return try LabSession(architecture: architecture, configuration: fallback, warn: warn)
        }
    }

    /// Writes a line to standard error.
    nonisolated static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
