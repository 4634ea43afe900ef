import Lab

/// `archlab trace FILE --arch NAME`: the boundary crossings of each step, from the running code.
struct TraceCommand: LabCommand {
    /// How the crossings are written.
    enum Format: String, CaseIterable, Sendable {
        /// One line a crossing, under each step.
        case text
        /// A Mermaid sequence diagram.
        case mermaid
    }

    static let name = "trace"
    static let operands = "FILE|-"
    static let abstract = """
        the boundary crossings of each step in one architecture, from the running code; the
        cache is in memory unless --db
        """
    static let options: [CommandOption<Self>] =
        [.choice("--format", help: "text (default), or a Mermaid sequence diagram") { $0.format = $1 }]
        + SessionOptions.options(in: \.session)

    var session = SessionOptions()
    /// The scenario file, or `-`.
    var path = ""
    /// `--format`.
    var format = Format.text

    mutating func take(operands: [String]) throws(UsageError) {
        path = try ScenarioInput.path(from: operands, for: Self.name)
    }

    func validate() throws(UsageError) {
        guard case .named(let architectures)? = session.architectures, architectures.count == 1 else {
            throw UsageError("trace needs exactly one architecture: --arch NAME")
        }
    }

    func run() async throws -> ExitCode {
        let scenario = try ScenarioInput.load(path)
        try ScenarioInput.checkBackend(scenario, session)
        let lab = try ArchLabCLI.makeSession(
            session.selected(default: [])[0], session.configuration(defaultDatabase: ":memory:"))
        let result = await ScenarioRunner.run(scenario, in: lab)
        switch format {
        case .text: StandardStreams.write(TraceReport.text(result.steps))
        case .mermaid: StandardStreams.write(TraceReport.mermaid(result.steps))
        }
        return result.passed ? .success : .failure
    }
}
