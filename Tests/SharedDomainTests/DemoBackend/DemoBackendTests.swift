import Foundation
import SharedDomain
import Testing

@Suite("DemoBackend")
struct DemoBackendTests {
    private let backend = DemoBackend()

    private func get(_ page: Int) -> HTTPRequest {
        HTTPRequest(method: .get, path: "users", query: [URLQueryItem(name: "page", value: "\(page)")])
    }

    @Test func theFirstTwelveUsersAreReqresOwn() async throws {
        let remote = ReqresUserRemote(client: backend)
        let first = try await remote.fetchPage(1, perPage: nil)
        let second = try await remote.fetchPage(2, perPage: nil)

        #expect(
            (first.users + second.users).map(\.name) == [
                "George Bluth", "Janet Weaver", "Emma Wong", "Eve Holt", "Charles Morris", "Tracey Ramos",
                "Michael Lawson", "Lindsay Ferguson", "Tobias Funke", "Byron Fields", "George Edwards",
                "Rachel Howell",
            ])
        #expect(first.users[0].email == "george.bluth@reqres.in")
        #expect(first.total == 12 && first.totalPages == 2 && first.perPage == 6)
    }

    @Test func generatedUsersAreDeterministicAndIncludeNonASCIINames() async throws {
        let names = DemoBackend(users: 40).users.map(\.name)

        #expect(names == DemoBackend(users: 40).users.map(\.name))
        #expect(names.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(
            names.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark } }
        )
        #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    }

    @Test func heldRequestsAreAnsweredInTheOrderTheyAreReleased() async throws {
        backend.hold()
        async let first = backend.send(get(1))
        async let second = backend.send(get(2))
        await backend.waitUntilParked(2)

        #expect(backend.parkedRequests == [1, 2])
        backend.setUserCount(20)
        #expect(backend.release(2))
        #expect(backend.parkedRequests == [1])
        let secondPage = try await ReqresDecoder.page(from: second.body, requestedPage: 2)
        #expect(secondPage.total == 20)
        backend.releaseAll()
        #expect(try await first.status == 200)
        #expect(backend.parkedRequests.isEmpty)
        #expect(!backend.release(1))
    }

    @Test func parkingObserversAddUpAndARemovedOneIsNoLongerTold() async throws {
        let removed = Locked(0)
        // Added first, so it is told before the kept one in the same notification.
        let removedToken = backend.addParkingObserver { removed.withLock { $0 += 1 } }
        let (kept, keptTold) = AsyncStream.makeStream(of: Void.self)
        backend.addParkingObserver { keptTold.yield() }
        var keptCalls = kept.makeAsyncIterator()
        backend.hold()

        async let answer = backend.send(get(1))
        _ = await keptCalls.next()
        #expect(removed.withLock { $0 } == 1)
        backend.removeParkingObserver(removedToken)
        backend.releaseAll()
        _ = await keptCalls.next()

        #expect(removed.withLock { $0 } == 1)
        #expect(try await answer.status == 200)
    }

    @Test func aCancelledParkedRequestLeavesTheParkingAndCannotBeReleased() async throws {
        backend.hold()
        let task = Task { [backend] in try await backend.send(HTTPRequest(method: .get, path: "users")) }
        await backend.waitUntilParked(1)

        task.cancel()

        await #expect(throws: TransportError.cancelled) { try await task.value }
        #expect(backend.parkedRequests.isEmpty)
        #expect(!backend.release(1))
        #expect(backend.requestCount == 1)
    }

    @Test func everyFailureModeLastsUntilOnline() async throws {
        let remote = ReqresUserRemote(client: backend)
        let modes: [(DemoBackend.Mode, UsersError)] = [
            (.offline, .offline), (.timeout, .timeout), (.status(502), .server(status: 502)),
            (.unauthorized, .unauthorized), (.malformed, .unexpectedResponse),
        ]
        for (mode, expected) in modes {
            backend.setMode(mode)
            await #expect(throws: expected) { try await remote.fetchPage(1, perPage: nil) }
            await #expect(throws: expected) { try await remote.fetchPage(1, perPage: nil) }
        }
        backend.setMode(.online)
        #expect(try await remote.fetchPage(1, perPage: nil).users.count == 6)
        #expect(backend.requestCount == 11)
    }

    @Test func dataControlsChangeWhatTheServerAnswers() async throws {
        let remote = ReqresUserRemote(client: backend)
        backend.setDefaultPerPage(4)
        backend.rename(id: 1, firstName: "Gob", lastName: "Bluth")
        backend.delete(id: 2)

        let page = try await remote.fetchPage(1, perPage: nil)

        #expect(page.perPage == 4 && page.total == 11 && page.totalPages == 3)
        #expect(page.users.map(\.name) == ["Gob Bluth", "Emma Wong", "Eve Holt", "Charles Morris"])
        backend.setUserCount(0)
        #expect(try await remote.fetchPage(1, perPage: nil).users.isEmpty)
    }

    @Test func theRequestLogNumbersRequestsByArrival() async throws {
        let remote = ReqresUserRemote(client: backend)
        _ = try await remote.fetchPage(1, perPage: 3)
        _ = try await remote.fetchUser(id: 3)
        _ = try await remote.updateUser(User(id: 3, firstName: "Em", lastName: "Wong", email: "em@x.io"))
        await #expect(throws: UsersError.notFound) { try await remote.fetchUser(id: 99) }

        #expect(backend.requestLog.map(\.number) == [1, 2, 3, 4])
        #expect(
            backend.requestLog.map(\.line) == [
                "GET users?page=1&per_page=3", "GET users/3", "PUT users/3", "GET users/99",
            ])
        #expect(backend.users[2].firstName == "Em")
    }
}
