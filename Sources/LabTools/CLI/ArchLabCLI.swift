import Foundation
import Lab
import SharedDomain
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

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
            ExitCode.help,
        ]
        return lines.joined(separator: "\n")
    }

    /// Runs `archlab` with `arguments` (without the program name).
    public static func run(arguments: [String]) async -> Int32 {
        do {
            return try await parse(arguments).run().rawValue
        } catch {
            let failure = failure(for: error, arguments: arguments)
            printError("archlab: \(inert(failure.message))")
            return failure.code.rawValue
        }
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
