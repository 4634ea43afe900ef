import Lab
import TerminalUI

/// `archlab compare FILE`: a scenario in each architecture, each compared with the reference.
struct CompareCommand: LabCommand {
    static let name = "compare"
    static let operands = "FILE|-"
    static let abstract = """
        run a scenario in each of the five (the workshop slot too with --arch), each compared
        with the reference (--against, default VIP); exit 0 only when all frames are identical
        and every expect holds; side by side fits the terminal (or --width), with each step's
        crossings (--traces), its verdict judged on the full frames as without it; the cache is
        in memory unless --db
        """
    static let options: [CommandOption<Self>] =
        [
            .value("--against", "ARCH", help: "the reference the others are compared with") {
                command, text throws(UsageError) in
                command.against = try architecture(named: text, option: "--against")
            },
            .flag("--side-by-side", help: "the frames in columns, one per architecture") {
                $0.sideBySide = true
            },
            .flag("--traces", help: "with --side-by-side: each step's crossings under its frames") {
                $0.traces = true
            },
        ] + SessionOptions.options(in: \.session)

    var session = SessionOptions()
    /// The scenario file, or `-`.
    var path = ""
    /// `--against`; nil for the first registered.
    var against: Architecture?
    /// `--side-by-side`.
    var sideBySide = false
    /// `--traces`.
    var traces = false

    mutating func take(operands: [String]) throws(UsageError) {
        path = try ScenarioInput.path(from: operands, for: Self.name)
    }

    func validate() throws(UsageError) {
        if traces && !sideBySide { throw UsageError("--traces goes with --side-by-side") }
    }

    func run() async throws -> ExitCode {
        let scenario = try ScenarioInput.load(path)
        try ScenarioInput.checkBackend(scenario, session)
        let architectures = session.selected(default: Architectures.builtIn)
        let reference = against ?? Architectures.builtIn[0]
        var configuration = session.configuration(defaultDatabase: ":memory:")
        // The verdict is judged on the full frames, as plain compare judges it, side by side or
        // not; side by side, --width is the width of the whole output, not of a frame.
        if sideBySide {
            configuration.size = ScreenSize(
                width: SessionOptions.defaultWidth, visibleRows: configuration.size.visibleRows)
        }
        let comparison = try await Comparison.run(
            scenario, architectures: architectures, against: reference, configuration: configuration,
            makeSession: ArchLabCLI.makeSession)
        if sideBySide {
            // Shown side by side, the frames are drawn as wide as a column of the terminal (or
            // --width): a second run at that width, for the eye only.
            let totalWidth = session.width ?? Self.terminalColumns() ?? 160
            let count = Set(architectures + [reference]).count
            let columnWidth = min(max((totalWidth - 3 * (count - 1)) / count, Bounds.width.lowerBound), 72)
            var narrow = configuration
            narrow.size = ScreenSize(width: columnWidth, visibleRows: configuration.size.visibleRows)
            let shown = try await Comparison.run(
                scenario, architectures: architectures, against: reference, configuration: narrow,
                makeSession: ArchLabCLI.makeSession)
            StandardStreams.print(
                shown.sideBySide(totalWidth: totalWidth, columnWidth: columnWidth, traces: traces))
        }
        StandardStreams.write(comparison.report())
        return comparison.agrees ? .success : .failure
    }

    /// The terminal's columns when standard output is one, else nil.
    private static func terminalColumns() -> Int? {
        guard Platform.isTerminal(Platform.standardOutput) else { return nil }
        return Platform.windowSize(Platform.standardOutput)?.columns
    }
}
