import Foundation
import Lab

/// `--root PATH`: the package folder the command reads (and `docs` writes).
struct PackageRootOption: Sendable {
    /// `--root`; nil for the current directory.
    var path: String?

    static let options: [CommandOption<PackageRootOption>] = [
        .value("--root", "PATH", help: "the package folder (default: the current directory)") { $0.path = $1 }
    ]

    /// The package folder; it must hold Package.swift.
    func url() throws -> URL {
        let root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw ArchLabCLI.CommandFailure(
                code: .noInput,
                message: "\(root.path) is not the ArchLab package (no Package.swift); use --root")
        }
        return root
    }
}

/// `archlab stats`: each architecture's code, counted.
struct StatsCommand: LabCommand {
    static let name = "stats"
    static let abstract =
        "files, lines, types, protocols, test lines per architecture, and what each change request cost"
    /// It runs no scenario and opens no cache: it counts, or cannot read the package.
    static let exitStatuses: [ExitCode] = [.success, .usage, .noInput, .software, .ioError]
    static let options = PackageRootOption.options.map { $0.lifted(into: \Self.root, group: "package") }

    var root = PackageRootOption()

    func run() async throws -> ExitCode {
        let url = try root.url()
        StandardStreams.write(StatsReport.markdown(root: url, architectures: Architectures.all))
        // What the two change requests cost, from git: only where the history is there.
        if let costs = try? ComparisonDocument.changeCostTable(root: url) {
            StandardStreams.write("\nCost of a change (git diff --shortstat, Comparison.md):\n\n")
            StandardStreams.write(costs.joined(separator: "\n") + "\n")
        }
        return .success
    }
}

/// `archlab docs`: regenerates (or with `--check`, verifies) what Docs/ quotes from the running code.
struct DocsCommand: LabCommand {
    static let name = "docs"
    static let abstract = """
        regenerate what Docs/ quotes from the running code: Comparison.md, Choosing.md, the
        figures of Performance.md (from Docs/bench-sample.json), the guides' diagrams and
        command outputs; and name each backticked identifier of Docs/ that the code does not
        have and each count typed into prose (--check: exit 1 if any file is stale; either
        way, exit 1 if a name or a count is found)
        """
    static let options: [CommandOption<Self>] =
        [
            .flag("--check", help: "verify instead of writing: exit 1 naming each stale file") {
                $0.check = true
            },
            .value("--page", "PATH", help: "only this page of Docs/ (repeatable): write or check it alone") {
                command, path throws(UsageError) in
                guard path.hasPrefix("Docs/"), path.hasSuffix(".md") else {
                    throw UsageError("--page takes a page of Docs/, such as Docs/MVP.md, not '\(path)'")
                }
                command.pages.insert(path)
            },
        ]
        + PackageRootOption.options.map { $0.lifted(into: \Self.root, group: "package") }

    var root = PackageRootOption()
    /// `--check`.
    var check = false
    /// `--page`: the pages to write or check; empty for all.
    var pages: Set<String> = []

    func run() async throws -> ExitCode {
        let root = try root.url()
        for page in pages
        where !FileManager.default.fileExists(atPath: root.appendingPathComponent(page).path) {
            StandardStreams.printError("archlab: \(page) does not exist")
            return .noInput
        }
        var documents: [(path: String, text: String)] = [
            (ComparisonDocument.path, try await ComparisonDocument.render(root: root)),
            (PerformanceDocument.path, try PerformanceDocument.render(root: root)),
            (ChoosingDocument.path, try await ChoosingDocument.render(root: root)),
        ]
        // The guides' sequence diagrams, quoted command outputs and Swift excerpts, from the
        // running code and the sources.
        let archlab = Platform.executable
        let readme = (
            path: "README.md",
            text: try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        )
        var current = Dictionary(uniqueKeysWithValues: GuideDiagrams.guides(root: root) + [readme])
        let swift = try SwiftMinimum.version(root: root)
        let macOS = try SwiftMinimum.macOS(root: root)
        for (path, text) in current.sorted(by: { $0.key < $1.key }) {
            var generated = SwiftMinimum.regenerate(
                SwiftMinimum.regenerate(try await GuideDiagrams.regenerate(text), version: swift),
                macOS: macOS)
            generated = try FileTrees.regenerate(generated, root: root)
            generated = try RoleDiagrams.regenerate(
                try RoleTables.regenerate(try SwiftExcerpts.regenerate(generated, root: root), root: root),
                root: root)
            if CommandBlocks.quotesCommands(generated) {
                generated = try CommandBlocks.regenerate(
                    generated, run: CommandBlocks.runArchlab(executable: archlab, root: root))
            }
            documents.append((path, generated))
        }
        for path in [ComparisonDocument.path, PerformanceDocument.path, ChoosingDocument.path] {
            current[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        let stale = documents.filter {
            current[$0.path] != $0.text && (pages.isEmpty || pages.contains($0.path))
        }
        if check {
            for document in stale {
                StandardStreams.printError("archlab: \(document.path) is stale; run 'swift run archlab docs'")
            }
        } else {
            for document in stale {
                try Data(document.text.utf8).write(to: root.appendingPathComponent(document.path))
                StandardStreams.print("wrote \(document.path)")
            }
        }
        // Prose is not generated: a name the code no longer has is rewritten by hand.
        let unnamed = try ProseCheck(root: root).findings(root: root).filter {
            pages.isEmpty || pages.contains($0.page)
        }
        for finding in unnamed { StandardStreams.printError("archlab: \(finding)") }
        return (check && !stale.isEmpty) || !unnamed.isEmpty ? .failure : .success
    }
}

/// `archlab bench`: the costs, measured against the physical limit.
struct BenchCommand: LabCommand {
    static let name = "bench"
    static let abstract = """
        cache vs the same SQL from Swift and from C, JSON vs Foundation, gesture cost at
        1k/10k/100k users, all architectures side by side, cold start (build with -c release)
        """
    static let options: [CommandOption<Self>] = [
        .flag("--quick", help: "fewer and smaller runs, a minute or two on two cores") { $0.quick = true },
        .flag("--json", help: "the report as JSON (what Docs/bench-sample.json holds)") { $0.json = true },
    ]

    /// `--quick`.
    var quick = false
    /// `--json`.
    var json = false

    func run() async throws -> ExitCode {
        #if DEBUG
            StandardStreams.printError(
                "warning: this is a debug build; measure with 'swift run -c release archlab bench'")
        #endif
        let executable = Platform.executable
        let json = json
        let report = try await Benchmark.run(quick: quick, executable: executable) { step in
            if !json { StandardStreams.printError("bench: \(step)") }
        }
        if !report.gestures.onMainThread {
            StandardStreams.printError(
                "warning: the main actor left the main thread, so the pattern's share was not measured")
        }
        StandardStreams.print(
            json ? report.jsonText() : BenchTables.markdown(report, order: Architectures.all.map(\.name)))
        return .success
    }
}

/// `archlab workshop`: the workshop slot, a copy of one architecture in Sources/Workshop.
struct WorkshopCommand: LabCommand {
    /// What to do with the slot.
    enum Action: String, CaseIterable, Sendable {
        /// Copy an architecture into the slot (`--from`).
        case start
        /// Remove the slot (a changed copy only with `--force`, saved as a patch first).
        case reset
        /// Rebuild, then every scenario against the copy's origin.
        case check
        /// Every scenario against the copy's origin, without building.
        case verify
    }

    static let name = "workshop"
    static let operands = "[start --from ARCH | reset [--force] | check [--as ARCH] | verify [--as ARCH]]"
    static let abstract = """
        copy an architecture into Sources/Workshop (registered as 'workshop'); check:
        rebuild, then every scenario against the copy's origin (verify: the same without
        building), and with --as ARCH the migration gate: whether each gesture crosses the
        copy's roles in ARCH's order; reset: remove it (a changed copy only with --force,
        saved as a patch first); alone: the slot's state
        """
    static let options: [CommandOption<Self>] =
        [
            .value("--from", "ARCH", help: "start: the architecture to copy") {
                command, text throws(UsageError) in
                command.from = try architecture(
                    named: text, option: "workshop start --from", excluding: ["workshop"])
            },
            .flag("--force", help: "reset: remove a changed copy, after saving it as a patch") {
                $0.force = true
            },
            .value("--as", "ARCH", help: "check, verify: the architecture the copy is being migrated to") {
                command, text throws(UsageError) in
                command.target = try architecture(
                    named: text, option: "workshop check --as", excluding: ["workshop"])
            },
        ] + PackageRootOption.options.map { $0.lifted(into: \Self.root, group: "package") }

    var root = PackageRootOption()
    /// The action; nil for the slot's state.
    var action: Action?
    /// `--from`.
    var from: Architecture?
    /// `--force`.
    var force = false
    /// `--as`.
    var target: Architecture?

    mutating func take(operands: [String]) throws(UsageError) {
        guard operands.count <= 1, operands.first.map({ Action(rawValue: $0) != nil }) ?? true else {
            throw UsageError(
                "workshop takes start --from ARCH, reset [--force], check, verify, or nothing (its status)")
        }
        action = operands.first.flatMap(Action.init(rawValue:))
    }

    func validate() throws(UsageError) {
        if action == .start && from == nil { throw UsageError("workshop start needs --from ARCH") }
        if action != .start && from != nil { throw UsageError("--from goes with workshop start") }
        if action != .reset && force { throw UsageError("--force goes with workshop reset") }
        if target != nil && action != .check && action != .verify {
            throw UsageError("--as goes with workshop check or workshop verify")
        }
    }

    func run() async throws -> ExitCode {
        let root = try root.url()
        let lines: [String]
        switch action {
        case .start: lines = try WorkshopSlot.start(from: from!, root: root)
        case .reset: lines = try WorkshopSlot.reset(root: root, force: force)
        case .check: return try WorkshopSlot.check(root: root, as: target)
        case .verify: return try await WorkshopSlot.verify(root: root, as: target)
        case nil: lines = WorkshopSlot.status(root: root)
        }
        for line in lines { StandardStreams.print(line) }
        return .success
    }
}

/// `archlab help [COMMAND]`: the usage of every command, or one command's.
struct HelpCommand: LabCommand {
    static let name = "help"
    static let operands = "[COMMAND]"
    static let abstract = "this help, or one command's with all its options"
    static let exitStatuses: [ExitCode] = [.success, .usage, .software, .ioError]
    static let options: [CommandOption<Self>] = []

    /// The command asked about; nil for all of them.
    var topic: (any LabCommand.Type)?

    init() {}

    init(topic: (any LabCommand.Type)?) {
        self.topic = topic
    }

    mutating func take(operands: [String]) throws(UsageError) {
        guard operands.count <= 1 else { throw UsageError("help takes at most one command") }
        guard let name = operands.first else { return }
        guard let command = ArchLabCLI.command(named: name), !name.isEmpty else {
            let known = ArchLabCLI.commands.map { $0.name }.filter { !$0.isEmpty }.joined(separator: ", ")
            throw UsageError("no command '\(name)' (commands: \(known))")
        }
        topic = command
    }

    func run() async throws -> ExitCode {
        StandardStreams.print(topic?.usage ?? ArchLabCLI.usage)
        return .success
    }
}
