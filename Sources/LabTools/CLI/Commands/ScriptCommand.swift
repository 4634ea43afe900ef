import Foundation
import Lab

/// `archlab script FILE`: runs a scenario and prints each step and the frame after it.
struct ScriptCommand: LabCommand {
    static let name = "script"
    static let operands = "FILE|-"
    static let abstract = """
        run a scenario (- reads standard input); print each step and the frame after it;
        in MVVM unless --arch; the cache is in memory unless --db
        """
    static let options: [CommandOption<Self>] =
        [
            .number("--open", "ID", help: "start on user ID's detail, a deep link", in: Bounds.userID) {
                $0.openUser = $1
            }
        ] + SessionOptions.options(in: \.session)

    var session = SessionOptions()
    /// The scenario file, or `-`.
    var path = ""
    /// `--open ID`.
    var openUser: Int?

    mutating func take(operands: [String]) throws(UsageError) {
        path = try ScenarioInput.path(from: operands, for: Self.name)
    }

    func run() async throws -> ExitCode {
        let file = try ScenarioInput.load(path)
        let scenario = openUser.map(file.openingUser) ?? file
        try ScenarioInput.checkBackend(scenario, session)
        let architectures = session.selected(default: [Architectures.mvvm])
        let configuration = session.configuration(defaultDatabase: ":memory:")
        var failed = false
        for architecture in architectures {
            if architectures.count > 1 {
                StandardStreams.print("=== \(architecture.title)")
            }
            let lab = try ArchLabCLI.makeSession(architecture, configuration)
            // Streamed and flushed step by step, so a long run shows progress through a pipe.
            let result = await ScenarioRunner.run(scenario, in: lab, retaining: false) { chunk in
                StandardStreams.write(chunk)
            }
            for failure in result.failures {
                StandardStreams.printError("archlab: \(architecture.name): expectation failed at \(failure)")
            }
            failed = failed || !result.passed
        }
        return failed ? .failure : .success
    }
}
