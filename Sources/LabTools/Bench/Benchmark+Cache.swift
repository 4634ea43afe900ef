import CSQLiteBaseline
import Foundation
import Lab
import SharedDomain

extension Benchmark {
    /// Three sides on the same schema, rows and pragmas, each on a fresh file every round:
    /// `SQLiteUserCache` (the actor, its wrapper, its error mapping), the same statements over the
    /// C API from Swift (`RawSQLiteBaseline`), and the same statements in C (`CSQLiteBaseline`).
    /// Called off the main actor, as the repository calls the cache in the app.
    nonisolated static func measureCache(rows: Int, rounds: Int) async throws -> BenchReport.CacheFigures {
        // Reading is several times faster than writing: read every page three times per round so
        // each timed read lasts long enough to measure.
        let readPasses = 3
        let perPage = 100
        let pages = makePages(rows: rows, perPage: perPage)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlab-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The version stamp lets the cache open the C side's file for the check below.
        let migrations =
            SQLiteUserCache.schemaMigrations + [
                "PRAGMA user_version = \(SQLiteUserCache.schemaMigrations.count)"
            ]

        // Side 0: the cache; 1: Swift over the C API; 2: C. Times in seconds, by side.
        var upsert = Array(repeating: [Double](), count: 3)
        var read = Array(repeating: [Double](), count: 3)
        for round in 0..<rounds {
            for offset in 0..<3 {
                let side = (round + offset) % 3
                let path = folder.appendingPathComponent("side\(side)-round\(round).sqlite").path
                var rowsRead = 0
                switch side {
                case 0:
                    let cache = try SQLiteUserCache(path: path)
                    var started = ContinuousClock.now
                    for page in pages { try await cache.save(page, replacingList: false) }
                    upsert[side].append(seconds(since: started))
                    started = ContinuousClock.now
                    for _ in 0..<readPasses {
                        for page in pages {
                            rowsRead += try await cache.page(page.page, perPage: perPage)?.users.count ?? 0
                        }
                    }
                    read[side].append(seconds(since: started))
                case 1:
                    let baseline = try RawSQLiteBaseline(path: path)
                    var started = ContinuousClock.now
                    var saved = 0
                    for page in pages where baseline.save(page) { saved += 1 }
                    upsert[side].append(seconds(since: started))
                    precondition(saved == pages.count, "the Swift baseline failed to write")
                    started = ContinuousClock.now
                    for _ in 0..<readPasses {
                        for page in pages { rowsRead += baseline.page(page.page)?.users.count ?? 0 }
                    }
                    read[side].append(seconds(since: started))
                default:
                    let baseline = try CBaseline(
                        path: path, migrations: migrations, rows: rows, perPage: perPage)
                    var started = ContinuousClock.now
                    let written = baseline.saveAll()
                    upsert[side].append(seconds(since: started))
                    precondition(written == rows, "the C baseline failed to write")
                    started = ContinuousClock.now
                    rowsRead = baseline.readAll(passes: readPasses)
                    read[side].append(seconds(since: started))
                    if round == 0 { try await checkSameRows(path: path, as: pages) }
                }
                precondition(rowsRead == rows * readPasses, "side \(side) lost rows")
            }
        }
        func operation(_ times: [[Double]], rowsPerRound: Int) -> BenchReport.CacheOperation {
            var figures = BenchReport.CacheOperation()
            figures.ratioToSwiftRaw = .init(of: ratios(times[0], times[1]))
            figures.ratioToC = .init(of: ratios(times[0], times[2]))
            figures.cacheRowsPerSecond = Int(Double(rowsPerRound) / median(times[0]))
            figures.swiftRawRowsPerSecond = Int(Double(rowsPerRound) / median(times[1]))
            figures.cRowsPerSecond = Int(Double(rowsPerRound) / median(times[2]))
            return figures
        }
        var figures = BenchReport.CacheFigures()
        figures.rows = rows
        figures.rounds = rounds
        figures.readPasses = readPasses
        figures.upsert = operation(upsert, rowsPerRound: rows)
        figures.read = operation(read, rowsPerRound: rows * readPasses)
        return figures
    }

    /// The C side generates its own rows; reading its file back through the cache proves they
    /// are the rows the other two sides write.
    nonisolated private static func checkSameRows(path: String, as pages: [UsersPage]) async throws {
        let cache = try SQLiteUserCache(path: path)
        for page in [pages[0], pages[pages.count - 1]] {
            let stored = try await cache.page(page.page, perPage: page.perPage)
            precondition(stored?.users == page.users, "the C baseline wrote other rows than the cache")
        }
    }

    /// `rows` deterministic users in pages of `perPage`.
    nonisolated static func makePages(rows: Int, perPage: Int) -> [UsersPage] {
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
}
