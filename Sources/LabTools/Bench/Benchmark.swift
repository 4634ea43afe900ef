import CSQLite
import Foundation
import Lab

/// `archlab bench`: ArchLab against the physical limit, in one run (SPEC §8).
///
/// Every comparison is made side by side: the sides advance in turn within each round, the
/// order rotating from round to round, so a busy moment on a shared machine lands on all sides
/// of a ratio alike instead of reading as a difference between them.
///
/// - cache: `SQLiteUserCache` against the same statements over the C API from Swift and in C;
/// - json: the reqres decoder against `JSONDecoder` and `JSONSerialization` on the same bytes,
///   the demo backend's page encoding against `JSONEncoder` on the same users;
/// - gestures: the five architectures and three list sizes scroll together, one timed
///   `scroll-to-end` each per round;
/// - cold start: process start to the first frame served from a warm cache.
@MainActor
enum Benchmark {
    /// The user counts the gesture benchmark scrolls through.
    nonisolated static let listSizes = [1_000, 10_000, 100_000]

    /// How many times the largest list scrolls to its end: enough rounds for the pattern's
    /// share to come out the same from one run to the next (`ownShare`).
    nonisolated static let gesturePassesQuick = 4
    nonisolated static let gesturePasses = 8

    /// Runs every benchmark; `quick` keeps it to a minute or two on two cores.
    static func run(quick: Bool, executable: URL, progress: (String) -> Void) async throws
        -> BenchReport
    {
        let started = ContinuousClock.now
        var report = BenchReport()
        report.run.quick = quick
        report.run.cores = ProcessInfo.processInfo.activeProcessorCount
        report.run.sqlite = String(cString: sqlite3_libversion())
        progress("cache…")
        report.cache = try await measureCache(rows: quick ? 20_000 : 100_000, rounds: quick ? 15 : 11)
        progress("json…")
        report.json = measureJSON(rounds: quick ? 15 : 41, pagesPerRound: 50)
        progress("gestures: \(Architectures.all.map(\.name).joined(separator: ", ")) side by side…")
        report.gestures = try await measureGestures(
            Architectures.all, sizes: listSizes, passes: quick ? gesturePassesQuick : gesturePasses)
        progress("key press to frame, 100 000 users loaded…")
        report.keyToFrame = try await measureKeyToFrame(
            Architectures.all, users: 100_000, rounds: quick ? 200 : 1000)
        progress("cold start…")
        report.coldStartMilliseconds = try await measureColdStart(
            executable: executable, runs: quick ? 9 : 21)
        report.run.seconds = BenchReport.Distribution.rounded(seconds(since: started))
        return report
    }

    /// Runs `sides` once each per round for `rounds` rounds, the first side rotating by one each
    /// round; returns each side's timed results (seconds), by index, in round order.
    nonisolated static func interleave(
        rounds: Int, sides: Int, _ measure: (_ side: Int, _ round: Int) throws -> Double
    ) rethrows -> [[Double]] {
        var results = Array(repeating: [Double](), count: sides)
        for round in 0..<rounds {
            for offset in 0..<sides {
                let side = (round + offset) % sides
                results[side].append(try measure(side, round))
            }
        }
        return results
    }

    /// `numerator[i] / denominator[i]`, round by round.
    nonisolated static func ratios(_ numerator: [Double], _ denominator: [Double]) -> [Double] {
        zip(numerator, denominator).map { $0 / max($1, .leastNonzeroMagnitude) }
    }

    nonisolated static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// CPU time the process has used, in seconds, on all its threads. The difference of two
    /// readings is the work done between them, without the time spent waiting for a thread.
    nonisolated static func processCPUSeconds() -> Double {
        Platform.processCPUSeconds()
    }

    /// CPU time the main thread has used, in seconds; nil when called off the main thread.
    nonisolated static func mainThreadCPUSeconds() -> Double? {
        Thread.isMainThread ? Platform.threadCPUSeconds() : nil
    }

    nonisolated static func median(_ values: [Double]) -> Double {
        BenchReport.Distribution.percentile(50, of: values.sorted())
    }
}
