import Foundation
import Lab

extension Benchmark {
    /// `archlab script` showing page 1 from a warm cache with the backend offline: process
    /// start, cache open, first frame, exit; milliseconds.
    static func measureColdStart(executable: URL, runs: Int) async throws -> BenchReport.Distribution {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlab-cold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("warm.sqlite").path
        let warm = folder.appendingPathComponent("warm.scenario")
        let cold = folder.appendingPathComponent("cold.scenario")
        try Data("appear\n".utf8).write(to: warm)
        try Data("backend offline\nappear\nexpect Offline: showing saved users\n".utf8).write(to: cold)
        _ = try runProcess(executable, ["script", warm.path, "--db", database])
        var times: [Double] = []
        for _ in 0..<runs {
            let started = ContinuousClock.now
            let status = try runProcess(executable, ["script", cold.path, "--db", database])
            times.append(seconds(since: started) * 1e3)
            precondition(status == 0, "the cold-start run failed")
        }
        return BenchReport.Distribution(of: times)
    }

    private static func runProcess(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
