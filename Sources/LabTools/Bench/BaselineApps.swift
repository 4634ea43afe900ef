import Foundation
import Lab
import SharedDomain
import TerminalUI

/// What the gesture benchmark runs beside the five architectures, through the same
/// `LabSession` path, so that a gesture's time splits into what every architecture pays and
/// what its pattern adds: the runner alone (a null app), and the floor (the same gesture done
/// with no pattern at all). Registered nowhere; only the bench builds sessions on them.
@MainActor
enum BaselineApps {
    /// A null app: every gesture starts one tracked task that invalidates at once, and every
    /// frame is the same. What dispatching, settling and repainting cost with no code behind.
    static let runner = Architecture(
        name: "runner", title: "the runner alone", module: "LabTools", typePrefix: "", roles: [],
        repositoryCaller: "App", makeApp: { _, tracker, _, size, _ in NullApp(tracker: tracker, size: size) })

    /// The floor: the list with no pattern. `scroll-to-end` asks the repository for the next page
    /// in one tracked task, keeps it in a `UserListing` and draws the same `ListScreen`.
    static let floor = Architecture(
        name: "floor", title: "no pattern", module: "LabTools", typePrefix: "", roles: [],
        repositoryCaller: "App",
        makeApp: { repository, tracker, perPage, size, _ in
            FloorApp(repository: repository, tracker: tracker, perPage: perPage, size: size)
        })

    /// `architecture` with its repository timed: every call's wall time is added to `timer`.
    static func timed(_ architecture: Architecture, by timer: RepositoryTimer) -> Architecture {
        let makeApp = architecture.makeApp
        return Architecture(
            name: architecture.name, title: architecture.title, module: architecture.typePrefix,
            typePrefix: architecture.typePrefix, roles: architecture.roles,
            repositoryCaller: architecture.repositoryCaller,
            makeApp: { repository, tracker, perPage, size, tracer in
                makeApp(TimedUserRepository(base: repository, timer: timer), tracker, perPage, size, tracer)
            })
    }
}

/// Time spent in a repository, added up until read: wall seconds, and the process's CPU
/// seconds meanwhile (while an app waits for its repository, the repository is all it runs).
final class RepositoryTimer: Sendable {
    /// What the calls took.
    struct Spent: Sendable {
        /// Wall seconds.
        var wall = 0.0
        /// The process's CPU seconds, every thread.
        var cpu = 0.0
    }

    private let spent = Locked(Spent())

    /// Times `call`, adding what it took.
    func time<Value, Failure: Error>(_ call: () async throws(Failure) -> Value) async throws(Failure) -> Value
    {
        let started = ContinuousClock.now
        let cpu = Benchmark.processCPUSeconds()
        defer {
            let wall = Benchmark.seconds(since: started)
            let used = Benchmark.processCPUSeconds() - cpu
            spent.withLock {
                $0.wall += wall
                $0.cpu += used
            }
        }
        return try await call()
    }

    /// What the calls took since the last `take`; starts again from zero.
    func take() -> Spent {
        spent.withLock { total in
            defer { total = Spent() }
            return total
        }
    }
}

/// A repository that adds the time of every call it forwards to a `RepositoryTimer`: the demo
/// backend encoding a page, the client decoding it and the cache writing it.
struct TimedUserRepository: UserRepository {
    let base: any UserRepository
    let timer: RepositoryTimer

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        try await timer.time { () async throws(UsersError) in try await base.fetchPage(page, perPage: perPage)
        }
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        try await timer.time { () async throws(UsersError) in try await base.fetchUser(id: id) }
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        try await timer.time { () async throws(UsersError) in try await base.updateUser(user) }
    }

    func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        try await timer.time { () async throws(UsersError) in try await base.createUser(draft) }
    }
}

/// The runner's null app: one tracked task per gesture that only invalidates; a fixed frame.
@MainActor
private final class NullApp: TerminalApp {
    private let tracker: TaskTracker
    var size: ScreenSize
    var onNeedsDisplay: (() -> Void)?
    var depth: Int { 1 }

    init(tracker: TaskTracker, size: ScreenSize) {
        self.tracker = tracker
        self.size = size
    }

    func send(_ gesture: Gesture) {
        _ = tracker.start { [weak self] in self?.onNeedsDisplay?() }
    }

    func frame() -> Frame { Frame(lines: ["Users"]) }
}

/// The floor's list: the gesture's shared work (one page through the repository, the list drawn
/// at its size) and nothing else, no role between the gesture and the repository.
@MainActor
private final class FloorApp: TerminalApp {
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?
    private let viewport = ListViewport()
    private var listing: UserListing?
    var size: ScreenSize
    var onNeedsDisplay: (() -> Void)?
    var depth: Int { 1 }

    init(repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize) {
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
        self.size = size
    }

    func send(_ gesture: Gesture) {
        switch gesture {
        case .appear: load(page: 1)
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: listing?.users.count ?? 0, visibleRows: size.visibleRows)
            onNeedsDisplay?()
            if let listing, listing.hasMore { load(page: listing.nextPage) }
        default: break
        }
    }

    private func load(page: Int) {
        let repository = repository
        let perPage = perPage
        _ = tracker.start { [weak self] in
            guard let answer = try? await repository.fetchPage(page, perPage: perPage), let self else {
                return
            }
            if self.listing == nil {
                self.listing = UserListing(firstPage: answer)
            } else {
                self.listing?.append(answer)
            }
            self.onNeedsDisplay?()
        }
    }

    func frame() -> Frame {
        let users = listing?.users ?? []
        let screen = ListScreen(
            title: "Users", counter: listing.map { "\($0.users.count) of \($0.total)" },
            rowCount: users.count,
            row: { ListScreen.Row(number: $0 + 1, title: users[$0].name, detail: users[$0].email) },
            footer: listing.map { $0.isComplete ? "End of list" : "Loading more…" })
        return Frame(lines: screen.render(in: size, viewport: viewport))
    }
}
