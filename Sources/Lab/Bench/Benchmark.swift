import Foundation
import SharedDomain
import TerminalUI

/// `archlab bench`: ArchLab against the physical limit, in one run (SPEC §8).
///
/// - cache: upsert and read-back through `SQLiteUserCache` and through a raw C-API loop on the
///   same schema, rows and pragmas, alternating, medians compared;
/// - json: the reqres page decoder's throughput;
/// - gestures: per architecture, the median cost of `scroll-to-end` (dispatch → state → render
///   of a 20-row window) while scrolling through 1 000, 10 000 and 100 000 users;
/// - cold start: process start to the first frame served from a warm cache file.
@MainActor
public enum Benchmark {
    /// Every figure of one run.
    public struct Report: Sendable {
        /// The cache against the raw C-API loop.
        public var cache = CacheFigures()
        /// Decoded rows per second.
        public var jsonRowsPerSecond = 0.0
        /// Median µs per gesture, by architecture name and user count.
        public var gestures: [String: [Int: Double]] = [:]
        /// Cost at 100 000 / cost at 1 000, by architecture.
        public var growth: [String: Double] = [:]
        /// Median milliseconds from process start to the first frame, warm cache.
        public var coldStartMilliseconds = 0.0
    }

    /// The user counts the gesture benchmark scrolls through.
    static let listSizes = [1_000, 10_000, 100_000]

    /// Runs every benchmark; `quick` keeps it under a minute on two cores.
    public static func run(quick: Bool, executable: URL, progress: (String) -> Void) async throws -> Report {
        var report = Report()
        progress("cache…")
        report.cache = try await measureCache(rows: quick ? 20_000 : 100_000, rounds: quick ? 5 : 7)
        progress("json…")
        measureJSON(pages: quick ? 300 : 2_000, into: &report)
        for architecture in Architectures.all {
            progress("gestures: \(architecture.name)…")
            let costs = try await gestureMedians(architecture, sizes: listSizes)
            report.gestures[architecture.name] = costs
            report.growth[architecture.name] = (costs[100_000] ?? 0) / max(costs[1_000] ?? 1, 0.001)
        }
        progress("cold start…")
        report.coldStartMilliseconds = try await measureColdStart(
            executable: executable, runs: quick ? 9 : 21)
        return report
    }

    // MARK: Cache

    /// The cache's figures.
    public struct CacheFigures: Sendable {
        /// Users written and read.
        public var rows = 0
        /// ArchLab time / raw time for upserts (median of rounds).
        public var upsertRatio = 0.0
        /// ArchLab time / raw time for reads.
        public var readRatio = 0.0
        /// Raw loop upsert throughput.
        public var rawUpsertRowsPerSecond = 0.0
        /// Raw loop read throughput.
        public var rawReadRowsPerSecond = 0.0
    }

    /// Off the main actor, as the repository calls the cache in the app: the calls hop to the
    /// cache's actor from the shared pool, not from the main thread.
    nonisolated private static func measureCache(rows: Int, rounds: Int) async throws -> CacheFigures {
        var figures = CacheFigures()
        // Reading is ten times faster than writing: read every page three times per round so
        // each timed read lasts long enough to measure.
        let readPasses = 3
        let pages = makePages(rows: rows, perPage: 100)
        var ours: (upsert: [Double], read: [Double]) = ([], [])
        var raw: (upsert: [Double], read: [Double]) = ([], [])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlab-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<rounds {
            // Alternate which side goes first, so neither always meets a warmer machine.
            let sides = round % 2 == 0 ? [true, false] : [false, true]
            for oursFirst in sides {
                if oursFirst {
                    let cache = try SQLiteUserCache(
                        path: folder.appendingPathComponent("ours-\(round).sqlite").path)
                    var started = ContinuousClock.now
                    for page in pages { try await cache.save(page, replacingList: false) }
                    ours.upsert.append(seconds(since: started))
                    started = ContinuousClock.now
                    var read = 0
                    for _ in 0..<readPasses {
                        for page in pages {
                            read += try await cache.page(page.page, perPage: 100)?.users.count ?? 0
                        }
                    }
                    ours.read.append(seconds(since: started))
                    precondition(read == rows * readPasses, "the cache lost rows")
                } else {
                    let baseline = RawSQLiteBaseline(
                        path: folder.appendingPathComponent("raw-\(round).sqlite").path)
                    var started = ContinuousClock.now
                    for page in pages { baseline.save(page) }
                    raw.upsert.append(seconds(since: started))
                    started = ContinuousClock.now
                    var read = 0
                    for _ in 0..<readPasses {
                        for page in pages { read += baseline.page(page.page)?.users.count ?? 0 }
                    }
                    raw.read.append(seconds(since: started))
                    precondition(read == rows * readPasses, "the raw loop lost rows")
                }
            }
        }
        figures.rows = rows
        figures.upsertRatio = median(ours.upsert) / median(raw.upsert)
        figures.readRatio = median(ours.read) / median(raw.read)
        figures.rawUpsertRowsPerSecond = Double(rows) / median(raw.upsert)
        figures.rawReadRowsPerSecond = Double(rows * readPasses) / median(raw.read)
        return figures
    }

    nonisolated private static func makePages(rows: Int, perPage: Int) -> [UsersPage] {
        let totalPages = (rows + perPage - 1) / perPage
        return (1...totalPages).map { number in
            let ids = ((number - 1) * perPage + 1)...min(number * perPage, rows)
            return UsersPage(
                page: number, perPage: perPage, total: rows, totalPages: totalPages,
                users: ids.map {
                    User(
                        id: $0, firstName: "First\($0)", lastName: "Last\($0)",
                        email: "user\($0)@example.com",
                        avatarURL: "https://reqres.in/img/faces/\($0 % 12 + 1)-image.jpg")
                })
        }
    }

    // MARK: JSON

    private static func measureJSON(pages: Int, into report: inout Report) {
        let page = makePages(rows: 100, perPage: 100)[0]
        let body = ReqresDecoder.encodePageForBenchmark(page)
        var decoded = 0
        let started = ContinuousClock.now
        for _ in 0..<pages {
            decoded += (try? ReqresDecoder.page(from: body, requestedPage: 1))?.users.count ?? 0
        }
        report.jsonRowsPerSecond = Double(decoded) / seconds(since: started)
    }

    // MARK: Gestures

    /// One scrolling list per size, advanced in turn, one timed gesture each: a 1 000-user, a
    /// 10 000-user and a 100 000-user list scroll side by side, 100 users a page, in a 20-row
    /// window. A list that reaches its end is replaced by a fresh one (untimed), until the
    /// largest has scrolled through all its users. Interleaving gesture by gesture means a
    /// machine that speeds up or slows down weighs on every size alike, so the growth figure
    /// measures the code, not the moment. Returns the median µs per `scroll-to-end`, dispatch
    /// to rendered frame, by size.
    private static func gestureMedians(_ architecture: Architecture, sizes: [Int]) async throws -> [Int:
        Double]
    {
        func makeList(_ users: Int) async throws -> LabSession {
            var configuration = SessionConfiguration()
            configuration.users = users
            configuration.perPage = 100
            configuration.size = ScreenSize(width: 72, visibleRows: 20)
            configuration.tracing = false
            let session = try LabSession(architecture: architecture, configuration: configuration)
            await session.perform(.appear)
            return session
        }
        var lists: [Int: (session: LabSession, gesturesLeft: Int)] = [:]
        var costs: [Int: [Double]] = [:]
        let largest = sizes.max() ?? 0
        while (costs[largest]?.count ?? 0) < (largest + 99) / 100 - 1 {
            for users in sizes {
                if (lists[users]?.gesturesLeft ?? 0) == 0 {
                    if let done = lists[users]?.session {
                        precondition(
                            done.frame().contains("\(users) of \(users)"), "\(architecture.name) lost pages")
                    }
                    lists[users] = (try await makeList(users), (users + 99) / 100 - 1)
                }
                guard let list = lists[users] else { continue }
                let started = ContinuousClock.now
                await list.session.perform(.scrollToEnd)
                _ = list.session.frame()
                costs[users, default: []].append(seconds(since: started) * 1e6)
                lists[users]?.gesturesLeft -= 1
            }
        }
        return costs.mapValues(median)
    }

    // MARK: Cold start

    /// Median wall time of `archlab script` showing page 1 from a warm cache with the backend
    /// offline: process start, cache open, first frame, exit.
    private static func measureColdStart(executable: URL, runs: Int) async throws -> Double {
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
        return median(times)
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

    // MARK: Output

    /// The one-line JSON object of `--json`.
    public static func json(_ report: Report) -> String {
        func number(_ value: Double) -> String { String(format: "%.3f", value) }
        let names = Architectures.all.map(\.name)
        let gestures = names.map { name in
            let costs = listSizes.map { "\"\($0)\":\(number(report.gestures[name]?[$0] ?? 0))" }
            return "\"\(name)\":{\(costs.joined(separator: ","))}"
        }
        let growth = names.map { "\"\($0)\":\(number(report.growth[$0] ?? 0))" }
        return """
            {"cache":{"rows":\(report.cache.rows),"upsert_ratio":\(number(report.cache.upsertRatio)),\
            "read_ratio":\(number(report.cache.readRatio)),"raw_upsert_rows_per_s":\(Int(report.cache.rawUpsertRowsPerSecond)),\
            "raw_read_rows_per_s":\(Int(report.cache.rawReadRowsPerSecond))},\
            "json":{"rows_per_s":\(Int(report.jsonRowsPerSecond))},\
            "gestures":{\(gestures.joined(separator: ","))},\
            "growth":{\(growth.joined(separator: ","))},\
            "cold_start_ms":\(number(report.coldStartMilliseconds))}
            """
    }

    /// A readable report with the targets of SPEC §8 / issue 9.
    public static func text(_ report: Report) -> String {
        func f(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
        let fastest = report.gestures.values.compactMap { $0[100_000] }.min() ?? 0
        let slowest = report.gestures.values.compactMap { $0[100_000] }.max() ?? 0
        var lines = [
            "cache (\(report.cache.rows) users, pages of 100, one transaction per page)",
            "  upsert: \(f(report.cache.upsertRatio))× raw (target ≤ 1.30)   raw \(Int(report.cache.rawUpsertRowsPerSecond)) rows/s",
            "  read:   \(f(report.cache.readRatio))× raw (target ≤ 1.30)   raw \(Int(report.cache.rawReadRowsPerSecond)) rows/s",
            "json: \(Int(report.jsonRowsPerSecond)) rows/s decoded",
            "gestures: median µs per scroll-to-end (dispatch → state → render of 20 rows)",
            "  | architecture | 1 000 | 10 000 | 100 000 | growth (target ≤ 1.30) |",
            "  | --- | ---: | ---: | ---: | ---: |",
        ]
        for architecture in Architectures.all {
            let costs = report.gestures[architecture.name] ?? [:]
            lines.append(
                "  | \(architecture.title) | \(f(costs[1_000] ?? 0, 1)) | \(f(costs[10_000] ?? 0, 1)) | "
                    + "\(f(costs[100_000] ?? 0, 1)) | \(f(report.growth[architecture.name] ?? 0)) |")
        }
        lines.append("  slowest / fastest at 100 000: \(f(slowest / max(fastest, 0.001)))× (target ≤ 2.00)")
        lines.append(
            "cold start: \(f(report.coldStartMilliseconds, 1)) ms to the first frame from a warm cache (target ≤ 30)"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    nonisolated private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    nonisolated private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
