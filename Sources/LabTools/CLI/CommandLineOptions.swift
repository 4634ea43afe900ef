import Foundation
import Lab
import TerminalUI

/// `archlab`'s command line, parsed: the command, its operands and the common options.
struct CommandLineOptions: Sendable {
    /// What to do.
    enum Command: Equatable, Sendable {
        /// Interactive on a terminal, the tour otherwise.
        case main
        /// Run the built-in tour in every architecture.
        case tour
        /// Run a scenario file (`-` for standard input).
        case script(String)
        /// Run a scenario in several architectures and compare.
        case compare(String)
        /// Print the boundary crossings of a scenario in one architecture.
        case trace(String)
        /// Count each architecture's code.
        case stats
        /// Write (or with `--check`, verify) the generated Docs.
        case docs
        /// Measure against the physical limit.
        case bench
        /// The workshop slot: `start` (with `--from`), `reset`, or its status.
        case workshop(String?)
        /// Print usage: all of it, or one command's.
        case help(String?)
        /// Print the version.
        case version
    }

    /// The command.
    var command: Command = .main
    /// `--arch`: names, or nil for the command's default.
    var architectures: [String]?
    /// `--db`: nil for the command's default.
    var databasePath: String?
    /// The session settings from the common options.
    var session = SessionConfiguration()
    /// `--side-by-side` (compare).
    var sideBySide = false
    /// `--traces` (compare --side-by-side): the crossings under each step's frames.
    var traces = false
    /// `--against ARCH` (compare): the reference; nil for the first registered.
    var against: String?
    /// `--width N` when given (compare --side-by-side fits its columns into it).
    var explicitWidth: Int?
    /// `--format text|mermaid` (trace).
    var traceFormat = "text"
    /// `--root PATH` (stats, docs): the package folder.
    var root: String?
    /// `--check` (docs): verify instead of writing.
    var check = false
    /// `--quick` (bench).
    var quick = false
    /// `--json` (bench).
    var json = false
    /// `--from ARCH` (workshop start).
    var from: String?
    /// `--force` (workshop reset): remove a changed copy, after saving it as a patch.
    var force = false
    /// `--open ID`: start on user ID's detail, a deep link (interactive and script).
    var openUser: Int?
    /// `--snapshot`: print the explorer's first screen as text and exit (no terminal needed).
    var snapshot = false

    /// Parses `arguments` (without the program name).
    init(parsing arguments: [String]) throws(UsageError) {
        var operands: [String] = []
        var index = 0
        func value(_ option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(option) needs a value") }
            return arguments[index]
        }
        func number(_ option: String, _ bounds: ClosedRange<Int>) throws(UsageError) -> Int {
            let text = try value(option)
            guard let number = Int(text), bounds.contains(number) else {
                throw UsageError(
                    "\(option) needs a whole number from \(bounds.lowerBound) to \(bounds.upperBound), not '\(text)'"
                )
            }
            return number
        }
        var width = 72
        var rows: Int?
        var wantsHelp = false
        var given: [String] = []
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") { given.append(argument) }
            switch argument {
            case "--help", "-h": wantsHelp = true
            case "--version": command = .version
            case "--arch":
                let text = try value(argument)
                let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
                    String($0).lowercased()
                }
                guard !names.contains("") else {
                    throw UsageError("--arch needs architecture names separated by commas, not '\(text)'")
                }
                architectures = names
            case "--db": databasePath = try value(argument)
            case "--api":
                let text = try value(argument)
                guard let url = URL(string: text), let scheme = url.scheme,
                    ["http", "https"].contains(scheme),
                    url.host != nil
                else { throw UsageError("--api needs an http(s) URL, not '\(text)'") }
                session.apiURL = url
            case "--api-key": session.apiKey = try value(argument)
            case "--side-by-side": sideBySide = true
            case "--traces": traces = true
            case "--against": against = try value(argument).lowercased()
            case "--check": check = true
            case "--force": force = true
            case "--snapshot": snapshot = true
            case "--from": from = try value(argument).lowercased()
            case "--quick": quick = true
            case "--json": json = true
            case "--format":
                traceFormat = try value(argument)
                guard ["text", "mermaid"].contains(traceFormat) else {
                    throw UsageError("--format takes text or mermaid, not '\(traceFormat)'")
                }
            case "--root": root = try value(argument)
            case "--users": session.users = try number(argument, Bounds.users)
            case "--open": openUser = try number(argument, Bounds.userID)
            case "--per-page": session.perPage = try number(argument, Bounds.perPage)
            case "--width":
                width = try number(argument, Bounds.width)
                explicitWidth = width
            case "--rows": rows = try number(argument, Bounds.rows)
            case "-":
                operands.append(argument)
            default:
                guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
                operands.append(argument)
            }
            index += 1
        }
        session.size = ScreenSize(width: width, visibleRows: rows)
        // `--help` anywhere asks for help: the command's own when one is named.
        if wantsHelp {
            command = .help(operands.first)
            return
        }
        if operands.first == "help" {
            guard operands.count <= 2 else { throw UsageError("help takes at most one command") }
            command = .help(operands.count == 2 ? operands[1] : nil)
            return
        }
        guard command == .main else { return }
        switch operands.first {
        case nil: command = .main
        case "tour":
            guard operands.count == 1 else { throw UsageError("tour takes no operands") }
            command = .tour
        case "script":
            guard operands.count == 2 else {
                throw UsageError("script needs one scenario file (or - for standard input)")
            }
            command = .script(operands[1])
        case "compare":
            guard operands.count == 2 else {
                throw UsageError("compare needs one scenario file (or - for standard input)")
            }
            command = .compare(operands[1])
        case "trace":
            guard operands.count == 2 else {
                throw UsageError("trace needs one scenario file (or - for standard input)")
            }
            command = .trace(operands[1])
        case "stats":
            guard operands.count == 1 else { throw UsageError("stats takes no operands") }
            command = .stats
        case "docs":
            guard operands.count == 1 else { throw UsageError("docs takes no operands") }
            command = .docs
        case "bench":
            guard operands.count == 1 else { throw UsageError("bench takes no operands") }
            command = .bench
        case "workshop":
            guard operands.count <= 2,
                ["start", "reset", "check", "verify", nil].contains(operands.dropFirst().first)
            else {
                throw UsageError(
                    "workshop takes start --from ARCH, reset [--force], check, verify, or nothing (its status)"
                )
            }
            if operands.count == 2, operands[1] == "start", from == nil {
                throw UsageError("workshop start needs --from ARCH")
            }
            command = .workshop(operands.count == 2 ? operands[1] : nil)
        case let other?: throw UsageError("unknown command '\(other)'")
        }
        try Self.checkOptions(given, for: command, named: operands.first)
    }

    /// The architectures named by `--arch` (`all` for every one), or `fallback`.
    /// The options each command takes besides `--help` and `--version`; any other is an error,
    /// never silently ignored (`archlab stats --json` exits 64).
    static func options(of command: Command) -> Set<String> {
        let session: Set = [
            "--arch", "--db", "--api", "--api-key", "--users", "--per-page", "--width", "--rows",
        ]
        switch command {
        case .main: return session.union(["--open", "--snapshot"])
        case .tour: return session
        case .script: return session.union(["--open"])
        case .compare: return session.union(["--against", "--side-by-side", "--traces"])
        case .trace: return session.union(["--format"])
        case .stats: return ["--root"]
        case .docs: return ["--root", "--check"]
        case .bench: return ["--quick", "--json"]
        case .workshop: return ["--root", "--from", "--force"]
        case .help, .version: return []
        }
    }

    private static func checkOptions(_ given: [String], for command: Command, named name: String?)
        throws(UsageError)
    {
        let allowed = options(of: command).union(["--help", "--version"])
        guard let unexpected = given.first(where: { !allowed.contains($0) }) else { return }
        let taken = options(of: command).sorted().joined(separator: ", ")
        throw UsageError(
            "\(name.map { "archlab \($0)" } ?? "archlab") does not take \(unexpected)"
                + (taken.isEmpty ? "" : " (it takes \(taken))"))
    }

    /// The architecture `compare` measures the others against: `--against`, else the first
    /// registered (VIP), run first even when `--arch` does not list it.
    func reference(among architectures: [Architecture]) throws(UsageError) -> Architecture {
        guard let against else { return Architectures.all[0] }
        guard let architecture = Architectures.named(against) else {
            let known = Architectures.all.map(\.name).joined(separator: ", ")
            throw UsageError("--against takes one architecture (\(known)), not '\(against)'")
        }
        return architecture
    }

    func selectedArchitectures(default fallback: [Architecture]) throws(UsageError) -> [Architecture] {
        guard let architectures else { return fallback }
        if architectures == ["all"] { return Architectures.all }
        var selected: [Architecture] = []
        for name in architectures {
            guard let architecture = Architectures.named(name) else {
                let known = Architectures.all.map(\.name).joined(separator: ", ")
                throw UsageError("unknown architecture '\(name)' (registered: \(known), or all)")
            }
            selected.append(architecture)
        }
        return selected
    }
}

/// Bad command-line usage: exit 64 with this message.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    let description: String

    /// Creates an error.
    init(_ description: String) {
        self.description = description
    }
}
