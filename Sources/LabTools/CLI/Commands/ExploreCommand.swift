import Lab
import SharedDomain

/// `archlab` alone: the explorer on a terminal, the tour otherwise; `--snapshot` prints the
/// explorer's first screen as text.
struct ExploreCommand: LabCommand {
    static let name = ""
    static let abstract = """
        interactive on a terminal (? lists the keys); otherwise the tour in every architecture;
        --snapshot prints the explorer's first screen as text (80 × 24, or --width columns);
        the cache is archlab/users.sqlite in $XDG_CACHE_HOME, else in ~/.cache (Linux) or
        ~/Library/Caches (macOS), unless --db
        """
    static let options: [CommandOption<Self>] =
        [
            .number("--open", "ID", help: "start on user ID's detail, a deep link", in: Bounds.userID) {
                $0.openUser = $1
            },
            .flag("--snapshot", help: "print the first screen as text and exit (no terminal needed)") {
                $0.snapshot = true
            },
        ] + SessionOptions.options(in: \.session)

    var session = SessionOptions()
    /// `--open ID`.
    var openUser: Int?
    /// `--snapshot`.
    var snapshot = false

    mutating func take(operands: [String]) throws(UsageError) {
        guard let first = operands.first else { return }
        // `archlab --arch mvp tour`: the command word comes first, as in every command line.
        if ArchLabCLI.command(named: first) != nil {
            throw UsageError("the command comes first: archlab \(first) …")
        }
        throw UsageError("unknown command '\(first)'")
    }

    /// The one architecture it shows first: the first of `--arch`, MVVM by default.
    var architecture: Architecture { session.selected(default: [Architectures.mvvm])[0] }

    func run() async throws -> ExitCode {
        if snapshot {
            for line in try await Explorer.snapshot(self) { StandardStreams.print(line) }
            return .success
        }
        if Platform.isTerminal(Platform.standardInput) && Platform.isTerminal(Platform.standardOutput) {
            return try await Explorer.run(self)
        }
        return try await TourCommand(session: session).run()
    }
}

/// `archlab tour`: the built-in tour in every architecture, with the comparison.
struct TourCommand: LabCommand {
    static let name = "tour"
    static let abstract = """
        the built-in tour in every architecture, with a comparison; the cache is
        archlab/users.sqlite in $XDG_CACHE_HOME, else in ~/.cache (Linux) or ~/Library/Caches
        (macOS), unless --db
        """
    static let options = SessionOptions.options(in: \Self.session)

    var session = SessionOptions()

    func run() async throws -> ExitCode {
        let scenario = try Scenario(parsing: Tour.scenario)
        let architectures = session.selected(default: Architectures.builtIn)
        let comparison = try await Comparison.run(
            scenario, architectures: architectures, against: Architectures.builtIn[0],
            configuration: session.configuration(defaultDatabase: SQLiteUserCache.defaultPath()),
            makeSession: ArchLabCLI.makeSession)
        if let reference = comparison.reference {
            StandardStreams.print(
                "The ArchLab tour, shown in \(reference.architecture.title) and run in every architecture:\n")
            StandardStreams.print(reference.result.transcript)
        }
        StandardStreams.write(comparison.report())
        return comparison.agrees ? .success : .failure
    }
}
