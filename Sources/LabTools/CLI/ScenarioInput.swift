import Foundation
import Lab

/// A scenario named on the command line: a file, or `-` for standard input.
enum ScenarioInput {
    /// The one operand `script`, `compare` and `trace` take.
    static func path(from operands: [String], for command: String) throws(UsageError) -> String {
        guard operands.count == 1 else {
            throw UsageError("\(command) needs one scenario file (or - for standard input)")
        }
        return operands[0]
    }

    /// The scenario at `path`: unreadable is 66, not UTF-8 or malformed is 65.
    static func load(_ path: String) throws -> Scenario {
        let data = path == "-" ? try readStandardInput() : try readFile(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ArchLabCLI.CommandFailure(code: .dataError, message: "\(path) is not UTF-8 text")
        }
        do {
            return try Scenario(parsing: text)
        } catch {
            throw ArchLabCLI.CommandFailure(
                code: .dataError, message: "\(path == "-" ? "<stdin>" : path): \(error)")
        }
    }

    /// The file at `path`, read to its end: a regular file, or one that streams as a pipe does
    /// (`archlab script <(…)`, `/dev/stdin`), which has no size to read up to. Missing, a
    /// folder, forbidden or failing to read is an unreadable input (66).
    private static func readFile(_ path: String) throws -> Data {
        func unreadable(_ reason: String) -> ArchLabCLI.CommandFailure {
            ArchLabCLI.CommandFailure(code: .noInput, message: "cannot read \(path): \(reason)")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw unreadable("no such file")
        }
        guard !isFolder.boolValue else { throw unreadable("is a folder") }
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw unreadable(
                FileManager.default.isReadableFile(atPath: path)
                    ? "it could not be read" : "permission denied")
        }
        defer { try? file.close() }
        switch Platform.readAll(file.fileDescriptor) {
        case .success(let data): return data
        case .failure(let failure): throw unreadable(failure.reason)
        }
    }

    /// A scenario that drives the demo backend cannot run against a real server.
    static func checkBackend(_ scenario: Scenario, _ options: SessionOptions) throws(UsageError) {
        if options.session.apiURL != nil && scenario.controlsBackend {
            throw UsageError("this scenario controls the demo backend; it cannot run with --api")
        }
    }

    /// All of standard input; a folder or a closed descriptor is an unreadable input (66).
    private static func readStandardInput() throws -> Data {
        if Platform.standardInputWasClosed {
            throw ArchLabCLI.CommandFailure(
                code: .noInput, message: "cannot read standard input: \(Platform.closedDescriptorReason)")
        }
        switch Platform.readAll(Platform.standardInput) {
        case .success(let data): return data
        case .failure(let failure):
            throw ArchLabCLI.CommandFailure(
                code: .noInput, message: "cannot read standard input: \(failure.reason)")
        }
    }
}

/// `archlab --version`.
struct VersionCommand: LabCommand {
    static let name = "--version"
    static let abstract = "the version"
    static let options: [CommandOption<Self>] = []

    func run() async throws -> ExitCode {
        StandardStreams.print("archlab \(ArchLabCLI.version)")
        return .success
    }
}
