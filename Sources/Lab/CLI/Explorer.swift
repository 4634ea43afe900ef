import Foundation
import SharedDomain
import TerminalUI

/// The interactive mode on a terminal: shows the frame, reads a step in the scenario language
/// (or `arch NAME` to switch, `quit` to leave), performs it, shows the new frame.
@MainActor
enum Explorer {
    static func run(_ options: CommandLineOptions) async throws -> ExitCode {
        var architecture = try options.selectedArchitectures(default: [Architectures.mvvm])[0]
        var configuration = options.session
        configuration.databasePath = options.databasePath ?? SQLiteUserCache.defaultPath()
        if configuration.size.visibleRows == nil { configuration.size.visibleRows = 15 }
        var session = try ArchLabCLI.makeSession(architecture, configuration)
        await session.perform(.appear)
        show(session)
        while let line = readLine() {
            let words = line.split(separator: " ")
            switch words.first {
            case "quit", "q", "exit":
                return .success
            case "arch" where words.count == 2:
                guard let next = Architectures.named(String(words[1])) else {
                    print("unknown architecture '\(words[1])'")
                    continue
                }
                architecture = next
                session = try ArchLabCLI.makeSession(architecture, configuration)
                await session.perform(.appear)
            default:
                do {
                    let scenario = try Scenario(parsing: line)
                    _ = await ScenarioRunner.run(scenario, in: session)
                } catch {
                    print(error.message)
                    continue
                }
            }
            show(session)
        }
        return .success
    }

    private static func show(_ session: LabSession) {
        print("── \(session.architecture.title) " + String(repeating: "─", count: 40))
        print(session.frame().text)
        FileHandle.standardOutput.write(Data("> ".utf8))
    }
}
