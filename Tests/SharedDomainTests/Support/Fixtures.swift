import Foundation

@testable import SharedDomain

/// A page of users with the given ids, named after their ids.
func makePage(_ page: Int, ids: [Int], perPage: Int = 2, total: Int = 6) -> UsersPage {
    UsersPage(
        page: page, perPage: perPage, total: total, totalPages: (total + perPage - 1) / perPage,
        users: ids.map { User(id: $0, firstName: "First\($0)", lastName: "Last\($0)", email: "u\($0)@x.io") })
}

/// Collects warnings from any thread.
final class WarningLog: Sendable {
    private let lines = Locked<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}

extension DemoBackend {
    /// Waits, without a clock, until exactly `count` requests are parked.
    func waitUntilParked(_ count: Int) async {
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        let observer = addParkingObserver { continuation.yield() }
        defer { removeParkingObserver(observer) }
        if parkedRequests.count == count { return }
        for await _ in changes where parkedRequests.count == count { return }
    }
}

/// Holds the write lock of a cache file from a second connection, as another process would.
final class SQLiteLock {
    private let database: SQLiteDatabase

    init(path: String) throws {
        database = try SQLiteDatabase(path: path)
        try database.execute("BEGIN IMMEDIATE")
    }

    func release() {
        try? database.execute("ROLLBACK")
    }
}
