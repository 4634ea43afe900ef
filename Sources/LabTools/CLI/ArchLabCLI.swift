import Foundation
import Lab
import SharedDomain
import TerminalUI

/// The `archlab` command: finds the command type for the first word, parses the rest with it,
/// runs it, and turns what it throws into an exit status in one place (`failure(for:)`).
@MainActor
public enum ArchLabCLI {
    /// The version `--version` prints.
    nonisolated static let version = "0.3.0"

    /// Every command, in the order the help lists them.
    nonisolated static let commands: [any LabCommand.Type] = [
        ExploreCommand.self, TourCommand.self, ScriptCommand.self, CompareCommand.self, TraceCommand.self,
        StatsCommand.self, BenchCommand.self, WorkshopCommand.self, DocsCommand.self, HelpCommand.self,
        ChooseCommand.self,
    ]

    /// The command called `name` ("" for `archlab` alone).
    nonisolated static func command(named name: String) -> (any LabCommand.Type)? {
        commands.first { $0.name == name }
    }

    /// `archlab --help`: every command's usage line and what it does.
    nonisolated static var usage: String {
        var lines = [
            "archlab — one Users feature in VIP, VIPER, MVP, MVVM and MVI, side by side", "", "USAGE",
        ]
        for command in commands {
            lines.append("  \(command.synopsis)")
            lines += command.abstract.split(separator: "\n").map { "      \($0)" }
        }
        lines += [
            "", "Run 'archlab help COMMAND' for a command's options. archlab --version prints the version.",
            "",
            ExitCode.help(),
        ]
        return lines.joined(separator: "\n")
    }

    /// Ends the process with `status` (what `run` returned), as C's exit(3) does.
    public static func exit(_ status: Int32) -> Never {
        Platform.exit(status)
    }

    /// The process's main: runs `archlab` with `arguments` (without the program name) on the
    /// main actor and exits with its status.
    ///
    /// The main queue is drained as an async main drains it (`dispatchMain`), except under
    /// `archlab bench`: there the main thread runs a run loop that drains the main queue
    /// itself, so the main actor's work always runs on that one thread and the thread's CPU
    /// clock measures it (`Benchmark.ownShare`). Under `dispatchMain` the main queue is drained
    /// by whichever pool thread is free, which on Linux changes from one hop to the next.
    public nonisolated static func start(arguments: [String]) -> Never {
        // Before the first task starts a thread that may open a descriptor.
        _ = Platform.closedAtStart
        Task { @MainActor in exit(await run(arguments: arguments)) }
        if arguments.first == BenchCommand.name {
            while true {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            }
        }
        dispatchMain()
    }

    /// Runs `archlab` with `arguments` (without the program name). Output that could not be
    /// written (a closed or full standard output or error) ends it with 74, whatever it did.
    public static func run(arguments: [String]) async -> Int32 {
        StandardStreams.start()
        let status: ExitCode
        do {
            status = try await parse(arguments).run()
        } catch {
            let failure = failure(for: error, arguments: arguments)
            StandardStreams.printError("archlab: \(failure.message)")
            status = failure.code
        }
        guard let lost = StandardStreams.failure else { return status.rawValue }
        StandardStreams.printError("archlab: \(lost.message)")
        return ExitCode.ioError.rawValue
    }

    /// The command `arguments` ask for, parsed and validated: the first word names it (none: the
    /// explorer); `--help` anywhere asks for that command's help, `--version` for the version.
    nonisolated static func parse(_ arguments: [String]) throws(UsageError) -> any LabCommand {
        let word = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let rest = word == nil ? arguments : Array(arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            guard let word, word != HelpCommand.name else { return HelpCommand() }
            guard let command = command(named: word) else { throw UsageError("unknown command '\(word)'") }
            return HelpCommand(topic: command)
        }
        if arguments.contains("--version") { return VersionCommand() }
        guard let command = command(named: word ?? "") else {
            throw UsageError("unknown command '\(word ?? "")'")
        }
        return try command.parse(rest)
    }

    /// The exit status and message for what a command threw: the one mapping of errors to
    /// statuses. A failure nobody expected is 70, never 1, which says an expect failed.
    nonisolated static func failure(for error: any Error, arguments: [String] = []) -> (
        code: ExitCode, message: String
    ) {
        switch error {
        case let usage as UsageError:
            let word = arguments.first.flatMap { command(named: $0) == nil ? nil : $0 }
            return (.usage, "\(usage)\nTry 'archlab \(word.map { "help \($0)" } ?? "--help")'.")
        case let failure as CommandFailure:
            return (failure.code, failure.message)
        case let failure as WorkshopSlot.Failure:
            return (.cannotCreate, failure.description)
        case let failure as PerformanceDocument.Failure:
            return (.dataError, failure.description)
        case let error as CocoaError:
            return (.ioError, "a file could not be read or written: \(error.localizedDescription)")
        default:
            return (.software, "internal error (a bug: please report it with the command line): \(error)")
        }
    }

    /// A command that cannot go on: its message and exit status.
    struct CommandFailure: Error {
        let code: ExitCode
        let message: String

        init(code: ExitCode, message: String) {
            self.code = code
            self.message = message
        }

        /// `--api` without a libcurl to speak HTTP with; the demo backend needs none.
        init(_ unavailable: LibCurl.Unavailable) {
            self.init(
                code: .unavailable,
                message: "--api needs \(unavailable) (set \(SessionOptions.libcurlVariable) to its file)")
        }
    }

    /// A session; when the default cache file cannot be opened at all, an in-memory cache (with
    /// a warning). A file named with `--db` that cannot be opened is exit 73, as the help says.
    static func makeSession(_ architecture: Architecture, _ configuration: SessionConfiguration) throws
        -> LabSession
    {
        let warn: @Sendable (String) -> Void = { StandardStreams.printError($0) }
        do {
            let session = try LabSession(architecture: architecture, configuration: configuration, warn: warn)
            return session
        } catch let unavailable as LibCurl.Unavailable {
            throw CommandFailure(unavailable)
        } catch {
            guard configuration.databasePath != ":memory:" else {
                throw CommandFailure(code: .cannotCreate, message: "cannot open the cache: \(error)")
            }
            // Another program's database, or a newer build's cache, is refused outright: falling
            // back would hide the mistake, and the file stays as it is.
            if let error = error as? UserCacheError, error.isRefusedFile {
                throw CommandFailure(code: .cannotCreate, message: error.message)
            }
            guard configuration.databasePath == SQLiteUserCache.defaultPath() else {
                throw CommandFailure(
                    code: .cannotCreate,
                    message: "cannot open the cache \(configuration.databasePath): \(error)")
            }
            StandardStreams.printError(
                "warning: cannot open the cache \(configuration.databasePath) (\(error)); using memory")
            var fallback = configuration
            fallback.databasePath = ":memory:"
            return try LabSession(architecture: architecture, configuration: fallback, warn: warn)
        }
    }
}
