import ArchLabTestSupport
import Foundation
import SharedDomain
import Testing

/// SQLite's promise, kept: `archlab` killed with SIGKILL in the middle of writing pages leaves
/// a cache that passes the integrity check, with every page either whole or absent.
@Suite("Crash safety")
struct CrashSafetyTests {
    /// 200 pages of 25 users, each written in its own transaction as the list scrolls.
    static let scenario = "appear\n" + String(repeating: "scroll-to-end\n", count: 199)

    @Test func aProcessKilledMidWriteLeavesEveryPageWholeOrAbsent() async throws {
        let database = temporaryDatabasePath()
        // The kill points are random, from a seed every failure names, so a failing run replays.
        var generator = SeededRandom()
        var pagesSeen: Set<Int> = []
        for run in 1...20 {
            // Kill after a random number of steps have been printed (each step is flushed).
            let stepsBeforeKill = Int.random(in: 1...150, using: &generator)
            let context = "run \(run), killed after \(stepsBeforeKill) steps, \(generator.replay)"
            try killMidWrite(
                database: database, afterSteps: stepsBeforeKill, arch: run % 2 == 0 ? "mvvm" : "mvi")

            let warnings = Locked<[String]>([])
            let cache = try SQLiteUserCache(
                path: database, warn: { line in warnings.withLock { $0.append(line) } })
            #expect(try await cache.problems() == [], "\(context)")
            #expect(warnings.withLock { $0 }.isEmpty, "\(context)")
            for page in 1...200 {
                guard let cached = try await cache.page(page, perPage: 25) else { continue }
                #expect(cached.users.count == 25, "page \(page) is partial; \(context)")
                pagesSeen.insert(page)
            }
        }
        #expect(!pagesSeen.isEmpty, "\(generator.replay)")
    }

    private func killMidWrite(database: String, afterSteps steps: Int, arch: String) throws {
        let input = Pipe()
        let output = Pipe()
        let process = Process()
        process.executableURL = ArchLabProcess.binary
        process.arguments = [
            "script", "-", "--db", database, "--users", "5000", "--per-page", "25", "--rows", "3", "--arch",
            arch,
        ]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(Self.scenario.utf8))
        try input.fileHandleForWriting.close()
        var seen = 0
        let reader = output.fileHandleForReading
        while seen < steps, let chunk = try reader.read(upToCount: 4096), !chunk.isEmpty {
            seen += String(decoding: chunk, as: UTF8.self).components(separatedBy: "▶ ").count - 1
        }
        Platform.killAtOnce(process.processIdentifier)
        process.waitUntilExit()
    }
}
