import ArchLabTestSupport
import Foundation

/// Runs the real `archlab` binary built next to the test bundle, as a user would.
struct ArchLabProcess {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
        let stdoutBytes: Data
    }

    /// The `archlab` the tests run: the file `ARCHLAB_BINARY` names when it is set (another
    /// build of it, a release one say), else the one SwiftPM built beside this test bundle.
    /// The bundle is the one holding this code, not `Bundle.main`, which on a Mac is the test
    /// runner inside Xcode.
    static let binary: URL = {
        if let named = ProcessInfo.processInfo.environment[binaryVariable], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        var folder = Bundle(for: BundleMarker.self).bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("archlab")
    }()

    /// The environment variable naming another `archlab` to test.
    static let binaryVariable = "ARCHLAB_BINARY"

    /// A class of this test bundle, for `Bundle(for:)`.
    private final class BundleMarker {}

    /// Runs `archlab arguments…` with `input` on standard input; output goes through files, so
    /// a large transcript can never block on a full pipe.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
        executable: URL = binary
    ) throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlab-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        let inURL = folder.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // Its cache and sign-out register in this run's folder, never the user's own.
        env["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        env["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        let out = try Data(contentsOf: outURL)
        let err = try Data(contentsOf: errURL)
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }
}

/// A scenario written to a temporary file.
func scenarioFile(_ text: String) throws -> String {
    let url = TemporaryFolder.uniquePath("scenario", suffix: ".scenario")
    try Data(text.utf8).write(to: url)
    return url.path
}

/// A fresh temporary path for a cache file (removed with its -wal and -shm when the tests end).
func temporaryDatabasePath() -> String {
    TemporaryFolder.uniquePath("cache", suffix: ".sqlite").path
}
